/**
 * "What if…" at the step shown: a new line where the chosen seat keeps all it
 * knew and every card it did not know is dealt anew, played on by the person
 * or the bots; or many such re-deals played out by the bots in a worker,
 * summed up as the seat's odds. Offered where a review is (review-offer.ts):
 * while a game is being played, odds from what a seat knows are coaching.
 */
import { oddsWords, redealOdds, redealRefusal, type RedealOdds, type Seat } from '../../../engine';
import { JobCancelled } from './worker-job';
import { runRedealJob, type RedealJob } from './redeal-worker-client';
import { seatInSentence, seatName } from './seats';
import { session } from './session.svelte';
import { ui } from './ui.svelte';
import { whatIfBot, type WhatIfPlay } from './what-if';

export const WHAT_IF_SEED = 1;
export const WHAT_IF_WAITS =
  'What if… is dealt once the game is over, or in a replay opened from a file or at a teacher table: while it is being played, that would be coaching.';
export const WHAT_IF_DEALS = [50, 200, 1000] as const;
/** A re-deal the bots cannot finish in this many actions counts as unfinished. */
const MAX_ACTIONS = 5000;

interface Series {
  readonly key: string;
  readonly job: RedealJob;
  readonly deals: number;
}

class WhatIfState {
  /** The seat whose knowledge is kept; null follows the seat the table is shown to, or the seat to act. */
  chosenSeat = $state<Seat | null>(null);
  deals = $state<number>(200);
  private series = $state.raw<Series | null>(null);
  private played = $state(0);
  /** The odds last summed up, with where they were made. */
  private summed = $state.raw<{ readonly key: string; readonly odds: RedealOdds; readonly words: string } | null>(null);

  readonly seat = $derived.by((): Seat | null => {
    if (this.chosenSeat !== null && this.chosenSeat < session.players.length) return this.chosenSeat;
    const viewer = session.viewer;
    return typeof viewer === 'number' ? viewer : session.activeSeat;
  });

  /** Where a series stands: the line, the step and the seat; a summary made elsewhere is not shown here. */
  private readonly key = $derived(`${session.cursor.line}\u0000${session.cursor.step}\u0000${this.seat}`);

  readonly refusal = $derived.by((): string | null => {
    const game = session.game;
    const state = session.state;
    if (!game || !state) return 'No game is open.';
    if (ui.screen === 'puzzle') return 'This is a puzzle: a new deal would give its answer away.';
    // As for a review: a saved game picked up from its players' view to be played on is a game being played.
    if (session.openReason === null || !session.secretsOpen) return WHAT_IF_WAITS;
    if (this.seat === null) return 'Choose whose knowledge to keep.';
    return redealRefusal(game, state, this.seat);
  });

  readonly busy = $derived(this.series !== null);
  readonly progress = $derived(this.series ? { done: this.played, total: this.series.deals } : null);
  readonly odds = $derived(this.summed && this.summed.key === this.key ? this.summed : null);

  /** Opens the what-if line and plays on in it. */
  open(play: WhatIfPlay): void {
    if (this.refusal) return ui.refuse(this.refusal);
    const seat = this.seat!;
    const game = session.game!;
    const from = session.cursor.step;
    if (session.whatIf(seat, play) === null) return;
    const kept = seatInSentence(game, seat);
    ui.say(
      play === 'person'
        ? `What if… from step ${from}: the cards ${kept} did not know are dealt anew. You play ${kept}; the bots play the other seats.`
        : `What if… from step ${from}: the cards ${kept} did not know are dealt anew, and the bots play it out.`,
    );
  }

  /** Plays `deals` re-deals out with the bots, off the screen's thread. */
  start(): void {
    if (this.refusal) return ui.refuse(this.refusal);
    const game = session.game!;
    const seat = this.seat!;
    const bot = whatIfBot(game);
    if (!bot) return ui.refuse(`${game.title} has no bots to play re-deals out.`);
    this.cancel(false);
    const key = this.key;
    const deals = this.deals;
    const results: (number | null)[] = [];
    this.played = 0;
    const job = runRedealJob(
      { gameId: game.id, fork: session.state!, seat, deals, seed: WHAT_IF_SEED, bots: session.players.map(() => bot), maxActions: MAX_ACTIONS },
      (result, index) => {
        if (this.series?.job !== job) return;
        results[index] = result;
        this.played++;
      },
    );
    this.series = { key, job, deals };
    const name = seatName(game, seat);
    job.done.then(
      (all) => {
        if (this.series?.job !== job) return;
        this.series = null;
        const odds = redealOdds(seat, all);
        this.summed = { key, odds, words: oddsWords(odds, name) };
        ui.say(this.summed.words);
      },
      (error: unknown) => {
        if (this.series?.job !== job) return;
        this.series = null;
        if (!(error instanceof JobCancelled)) ui.refuse(`The re-deals stopped: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
  }

  cancel(say = true): void {
    const series = this.series;
    if (!series) return;
    this.series = null;
    series.job.cancel();
    if (say) ui.say('Re-deals cancelled.');
  }
}

export const whatIf = new WhatIfState();
