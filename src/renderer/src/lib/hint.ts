/** The hint button: the game's thinking bot suggests a move for the seat to act. */
import { botSeed, hintBot } from './bot-request';
import { chooseBotAction } from './bots';
import { seatInSentence } from './seats';
import { session } from './session.svelte';
import { ui } from './ui.svelte';

export async function askHint(): Promise<void> {
  const record = session.record;
  const state = session.state;
  const seat = session.activeSeat;
  if (!record || !state) return;
  if (session.mode === 'replay') return ui.refuse('Hints are for play: choose “Continue here” first.');
  if (seat === null) return ui.refuse('The game is over.');
  if (session.activeBot) return ui.refuse('A bot plays this seat; it needs no hint.');
  if (session.seatToConfirm !== null) return ui.refuse('Pass the screen on first: the hint is for the player to move.');
  // A hint speaks of the hand it was thought out with: only the player to move, or an open table, may read it.
  if (session.viewer !== 'all' && session.viewer !== seat) return ui.refuse(`The hint is for ${seatInSentence(record.game, seat)}, who is to move: pass the screen on first.`);
  const bot = hintBot(record.game);
  if (!bot) return ui.refuse(`${record.game.title} has no bot to give hints.`);
  const cursor = session.cursor;
  const version = session.version;
  ui.hint = { text: 'Thinking…', action: null };
  try {
    const action = await chooseBotAction({ gameId: record.game.id, botId: bot.id, seat, state, seed: botSeed(record.seed, cursor.step) });
    if (session.cursor !== cursor || session.version !== version) return;
    ui.hint = { text: `${bot.label} suggests: ${record.game.actionLabel(state, action)}`, action };
  } catch (error) {
    if (session.cursor !== cursor || session.version !== version) return;
    ui.hint = null;
    ui.refuse(`No hint: ${error instanceof Error ? error.message : String(error)}`);
  }
}
