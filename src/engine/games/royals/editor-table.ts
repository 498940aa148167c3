/**
 * The state a Royals position describes, before the cards left unplaced join
 * it: its cards, its values, and of what `extra` carries only what still fits
 * them.
 *
 * - An answer to an attack is awaited only while the attack is recorded;
 *   otherwise the player whose turn it is is free to act. Who may take the
 *   fall (Jackrifice) is the rules' own reading of the defender's field.
 * - A scored game's result is the rules' own count of the cards, which have
 *   not moved since the game ended, and the last game of the match ends it:
 *   the table can never disagree with the result.
 * - The earlier games' summaries are kept while they number the games before
 *   this one, count the wins the values give and agree with who began each
 *   game; otherwise none is recorded and the wins are the values alone.
 *
 * Whether an attack still fits the cards is for validate to say
 * (editor-checks.ts): the cards laid for it cannot be played without it.
 */
import type { Position } from '../../core/editor';
import { mutableCopy } from '../../core/game';
import type { RngState } from '../../core/rng';
import { extraOf, poseKey, readGroups, SEATS, zoneIds, zoneOf, type Extra } from './editor-layout';
import { fallersFor } from './field';
import { gameResult } from './score';
import { firstAfter, gameSummary, isLastGame, matchEnd } from './turn';
import type { FieldCard, GameResult, GameSummary, Phase, Pose, RoyalsOptions, RoyalsState } from './types';
import { otherSeat } from './words';

export function tableOf(position: Position, options: RoyalsOptions, rng: RngState): RoyalsState {
  const scalar = (key: string) => position.scalars[key];
  const state: RoyalsState = {
    rng: [...rng],
    options,
    game: Number(scalar('game') ?? 1),
    wins: SEATS.map((seat) => Number(scalar(`wins.${seat}`) ?? 0)),
    results: [],
    first: Number(scalar('first') ?? 0),
    seat: Number(scalar('seat') ?? 0),
    turn: Number(scalar('turn') ?? 1),
    phase: (scalar('phase') ?? 'cold-war') as Phase,
    stage: 'turn',
    hands: SEATS.map((seat) => [...zoneOf(position, zoneIds.hand(seat))]),
    deck: [...zoneOf(position, zoneIds.deck)],
    discard: [...zoneOf(position, zoneIds.discard)],
    fields: SEATS.map((seat) =>
      zoneOf(position, zoneIds.field(seat)).map(
        (card, spot): FieldCard => ({ card, pose: (scalar(poseKey(seat, spot)) ?? 'upright') as Pose, under: [...zoneOf(position, zoneIds.under(seat, spot))] }),
      ),
    ),
    scores: SEATS.map((seat) => ({ groups: readGroups(zoneOf(position, zoneIds.scoreGroups(seat))).groups, points: [...zoneOf(position, zoneIds.scorePoints(seat))] })),
    hadRoyal: SEATS.map((seat) => scalar(`hadRoyal.${seat}`) === true),
    reshuffles: Number(scalar('reshuffles') ?? 0),
    lastReshuffle: (scalar('lastReshuffle') ?? 'none') !== 'none',
    lastReshuffleBy: scalar('lastReshuffle') === 'seat-0' ? 0 : scalar('lastReshuffle') === 'seat-1' ? 1 : null,
    finalTurns: [],
    attack: null,
    result: null,
    end: null,
  };
  const extra = extraOf(position);
  if (extra?.stage === 'scored' || extra?.stage === 'over') {
    scoreAsItStands(state, extra.results);
    return state;
  }
  if (extra) {
    awaitAnswer(state, extra, zoneOf(position, zoneIds.attack));
    if (earlierGamesFit(extra.results, state, null)) state.results = [...mutableCopy(extra.results)];
  }
  if (state.phase === 'last-round') state.finalTurns = scalar('finalTurns') === 'both' ? [state.seat, otherSeat(state.seat)] : [state.seat];
  return state;
}

/** Y22, Y24: the attack under way, its cards on the table, waiting for a block or for the defender to choose who falls. */
function awaitAnswer(state: RoyalsState, extra: Extra, cards: readonly string[]): void {
  if ((extra.stage !== 'respond' && extra.stage !== 'fall') || !extra.attack) return;
  const attack = mutableCopy(extra.attack);
  state.stage = extra.stage;
  state.attack = { ...attack, cards: [...cards], fallers: extra.stage === 'fall' ? fallersFor(state, otherSeat(attack.by), attack.target) : [] };
}

/** The game was scored as its last final turn ended (finishGame), and nothing has moved since. */
function scoreAsItStands(state: RoyalsState, earlier: readonly GameSummary[]): void {
  const result = gameResult(state);
  state.result = result;
  state.results = [...(earlierGamesFit(earlier, state, result) ? mutableCopy(earlier) : []), gameSummary(result)];
  if (isLastGame(state)) {
    state.stage = 'over';
    state.end = matchEnd(state.wins);
  } else {
    state.stage = 'scored';
  }
}

/**
 * The summaries number the games before this one, with this game's result (once scored) count the wins the values
 * give, and each game after the first was begun by the player the one before it says (Y3), this one too.
 */
function earlierGamesFit(earlier: readonly GameSummary[], state: RoyalsState, scored: GameResult | null): boolean {
  if (earlier.length !== state.game - 1 || earlier.some((summary, index) => summary.game !== index + 1)) return false;
  const winners = [...earlier, ...(scored ? [scored] : [])].flatMap((game) => game.winners);
  if (!SEATS.every((seat) => winners.filter((winner) => winner === seat).length === state.wins[seat])) return false;
  const firsts = [...earlier.map((game) => game.first), state.first];
  return earlier.every((game, index) => firstAfter(game) === firsts[index + 1]);
}
