/**
 * What-if re-deals: from a step of a line, everything one seat knew kept and
 * every card it did not know dealt anew, seeded, as a line of its own.
 *
 * The new deal is the game's ledger's `redeal`: it keeps the seat's view and
 * deals the rest uniformly among the deals consistent with it. A re-dealt line stores its seat, seed and the
 * position made, so a file opens it as it was played even if a later version
 * deals otherwise; a stored position whose view for that seat differs from
 * the fork's is a tampered file, refused.
 */
import { applyFast, botChoice, mutableCopy, type AnyGameDefinition, type BaseAction, type BaseState, type BotSpec, type Seat } from './game';
import { wilson95, type RateInterval } from './intervals';
import type { Cursor, GameRecord, Redeal } from './record';
import { worldSeed } from './review';

/** Why no what-if can be dealt here, in a player's words; null when one can. */
export function redealRefusal(game: AnyGameDefinition, state: BaseState, seat: Seat): string | null {
  if (game.outcome(state)) return 'The game is over here: there is nothing left to play from a new deal.';
  if (game.hiddenFrom(state, seat).length === 0) return 'This seat knew every card here: a new deal would change nothing.';
  return null;
}

/** Deals tried for one seed before giving up on finding one that agrees with what the seat's view rules out. */
const MAX_TRIES = 1000;

/**
 * The position `seat` could have been in at `state`: what it knew kept, every other card dealt from `seed`.
 * A deal that puts a card where the seat's view proves it cannot be (a suit a hand did not follow) is
 * dealt again: drawing until one agrees keeps the deal uniform among those that do.
 */
export function redealState<S extends BaseState>(game: AnyGameDefinition, state: S, seat: Seat, seed: number): S {
  const deal = game.ledger.redeal;
  const view = game.view(state, seat);
  const hidden = game.hiddenFrom(state, seat) as readonly string[];
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    // Nearby seeds start the generator in nearby states; mixed first, deal 1 and deal 2 share nothing.
    const dealt = deal(view, worldSeed(seed, -2, attempt)) as S;
    if (ruledOutCard(game, view, dealt, hidden) === null) return dealt;
  }
  throw new Error(`No deal of the cards seat ${seat + 1} did not know agrees with all it saw, in ${MAX_TRIES} tries.`);
}

/** A card the deal puts where the seat's view rules it out, or null. */
function ruledOutCard(game: AnyGameDefinition, view: unknown, dealt: BaseState, hidden: readonly string[]): string | null {
  const rulesOut = game.ledger.rulesOut;
  if (!rulesOut || !game.editor) return null;
  const zones = game.editor.toPosition(dealt).zones;
  const hiddenSet = new Set(hidden);
  for (const [zone, cards] of Object.entries(zones)) {
    for (const card of cards) if (hiddenSet.has(card) && rulesOut(view, zone, card)) return card;
  }
  return null;
}

function sortedCards(game: AnyGameDefinition, state: BaseState): string {
  return JSON.stringify([...(game.allCards(state) as readonly string[])].sort());
}

/**
 * Why a stored re-deal cannot stand on its fork, in a player's words; null when it can:
 * its seat must see exactly what it saw at the fork, the pack must be the same,
 * and the same seats must be to act.
 */
export function redealProblem(game: AnyGameDefinition, fork: BaseState, redeal: Redeal): string | null {
  if (!Number.isInteger(redeal.seat) || redeal.seat < 0) return 'its seat is not a seat of the game';
  if (JSON.stringify(game.view(redeal.state, redeal.seat)) !== JSON.stringify(game.view(fork, redeal.seat))) {
    return 'its new deal changes a card the kept seat knew';
  }
  if (sortedCards(game, redeal.state) !== sortedCards(game, fork)) return 'its new deal holds other cards than the game';
  if (ruledOutCard(game, game.view(fork, redeal.seat), redeal.state, game.hiddenFrom(fork, redeal.seat) as readonly string[]) !== null) {
    return 'its new deal puts a card where the kept seat had seen it could not be';
  }
  if (JSON.stringify(game.activeSeats(redeal.state)) !== JSON.stringify(game.activeSeats(fork))) return 'its new deal changes whose turn it is';
  return null;
}

/** The what-if line's name: which step, whose knowledge, which deal. */
export function redealLineName(record: GameRecord, cursor: Cursor, seat: Seat, seed: number): string {
  const name = record.players[seat]?.name ?? `Seat ${seat + 1}`;
  return `What if… from step ${cursor.step}, ${name}’s knowledge kept (deal ${seed})`;
}

/** Opens a what-if line at `cursor`; returns its id. Refused (thrown) where `redealRefusal` says so. */
export function openRedeal(record: GameRecord, cursor: Cursor, seat: Seat, seed: number): string {
  const fork = record.stateAt(cursor);
  const refusal = redealRefusal(record.game, fork, seat);
  if (refusal) throw new Error(refusal);
  const state = redealState(record.game, fork, seat, seed);
  return record.branch(cursor, redealLineName(record, cursor, seat, seed), { seat, seed, state });
}

/** What many re-deals played out by the bots say: how often the kept seat won. */
export interface RedealOdds {
  readonly seat: Seat;
  readonly deals: number;
  /** Wins, a shared win counted as a share. */
  readonly wins: number;
  /** Deals the bots could not finish within the action limit; they count as no win. */
  readonly unfinished: number;
  readonly interval: RateInterval;
}

/** Plays one re-deal to the end with `bots` (one per seat); returns the kept seat's share of the win, or null unfinished. */
export function playRedeal(game: AnyGameDefinition, fork: BaseState, seat: Seat, seed: number, bots: readonly BotSpec<unknown, BaseAction, BaseState>[], maxActions: number): number | null {
  const state = mutableCopy(redealState(game, fork, seat, seed));
  for (let played = 0; played < maxActions; played++) {
    const outcome = game.outcome(state);
    if (outcome) return outcome.winners.includes(seat) ? 1 / outcome.winners.length : 0;
    const mover = game.activeSeats(state)[0]!;
    const legal = game.legalActions(state, mover) as BaseAction[];
    const action = botChoice(game, bots[mover]!, { state, seat: mover, legal, seed: worldSeed(seed, played, mover) });
    applyFast(game, state, mover, action);
  }
  const outcome = game.outcome(state);
  return outcome ? (outcome.winners.includes(seat) ? 1 / outcome.winners.length : 0) : null;
}

/** The seed of re-deal `index` of a series seeded `seed`: the same on any core, whatever share of the series it plays. */
export function redealSeed(seed: number, index: number): number {
  return worldSeed(seed, -1, index);
}

/** Sums a series of played re-deals (each a win share, or null unfinished) into odds with a 95% interval. */
export function redealOdds(seat: Seat, results: readonly (number | null)[]): RedealOdds {
  const finished = results.filter((result): result is number => result !== null);
  const wins = finished.reduce((sum, share) => sum + share, 0);
  return { seat, deals: results.length, wins, unfinished: results.length - finished.length, interval: wilson95(wins, results.length) };
}

/** "From what South knew here, South wins 58% of 200 re-deals (51–65%)." */
export function oddsWords(odds: RedealOdds, name: string): string {
  const percent = (value: number) => `${Math.round(value * 100)}%`;
  const rate = odds.interval.rate ?? 0;
  const unfinished = odds.unfinished > 0 ? `; ${odds.unfinished} not finished by the bots` : '';
  return `From what ${name} knew here, ${name} wins ${percent(rate)} of ${odds.deals} re-deals (${percent(odds.interval.low)}–${percent(odds.interval.high)})${unfinished}.`;
}
