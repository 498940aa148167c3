/**
 * What the others may promise against the solver's promise, for the Royal
 * Lines verifier. The solver knows only its own cards and what lies face up,
 * so every card it has not seen (the other hands and the promise deck) is one
 * pool: each other seat, and the pirates of a two-player table, may turn up
 * any card of it, since some deal puts that card there. Choosing the cards as
 * they are played is the same as choosing the deal first, because the deal is
 * a defence too: the solver's promises must win against every one.
 *
 * Three reductions keep the answers few, all exact:
 * - a card of a suit no colonial left in the ship can take (and no joker is
 *   there to stand for it) can never recruit again, so such cards are alike:
 *   one stands for all of them;
 * - while the pool holds more such idle cards than the others can still
 *   play, an answer in which a promise of a live suit changes nothing (the
 *   same player would recruit the same colonial with an idle card there)
 *   only spends a card the others could keep, so it is left out (without a
 *   joker in the ship nothing cancels, so only the winner's card can matter);
 * - answers that leave the same table and differ only in cards that can no
 *   longer recruit once the colonial has left lead to the same search: one
 *   stands for them.
 */
import type { Seat } from '../../core/game';
import { SUITS, type Suit } from '../../core/cards';
import { isJokerCard, suitOfCard } from './cards';
import { resolveRecruitment } from './recruit';
import { hasPirates } from './setup';
import { recruitableIndex } from './ship';
import type { CardId, Play, Player, PromiseCard, RoyalLinesState } from './types';

/** Suits a promise may still recruit with in this ship: those of its colonials, or every suit while a joker waits. */
export function liveSuits(ship: readonly CardId[]): Set<Suit> {
  if (ship.some(isJokerCard)) return new Set(SUITS);
  return new Set(ship.map((card) => suitOfCard(card)));
}

/** The pool as the search tells it apart: live cards by name, idle cards only by how many. */
export function poolKey(pool: readonly PromiseCard[], live: ReadonlySet<Suit>): string {
  const named = pool.filter((card) => live.has(suitOfCard(card)));
  return `${named.join(',')}+${pool.length - named.length}`;
}

/** Those who answer the solver's promise: the other seats in order, then the pirates. */
export function answeringPlayers(state: RoyalLinesState, side: Seat): Player[] {
  const players: Player[] = [];
  for (let seat = 0; seat < state.seats; seat++) if (seat !== side) players.push(seat);
  if (hasPirates(state)) players.push('pirates');
  return players;
}

export interface Answer {
  /** The card each answering player turns up, in the order of answeringPlayers. */
  readonly cards: readonly PromiseCard[];
  readonly winner: Player | null;
  readonly colonialIndex: number;
}

const IDLE = null;

/**
 * Every answer to `laid` worth searching, those where another player recruits
 * first: an answer that beats the solver is most often found among them.
 */
export function answers(state: RoyalLinesState, side: Seat, laid: PromiseCard, pool: readonly PromiseCard[]): Answer[] {
  const ship = state.ship;
  const players = answeringPlayers(state, side);
  const live = liveSuits(ship);
  const attracting = recruitableIndex(ship);
  const idle = pool.filter((card) => !live.has(suitOfCard(card)));
  const named = pool.filter((card) => live.has(suitOfCard(card)));
  // After this recruitment each answering player plays at most one card a recruitment, one per card the solver keeps.
  const later = players.length * (state.hands[side]!.length - 1);
  const plenty = idle.length >= players.length + later;
  const options: (PromiseCard | null)[] = plenty
    ? [IDLE, ...named.filter((card) => attracting[suitIndex(card)]! >= 0)]
    : [...pool];

  // Without a joker no promise cancels another, so only the winner's promise can matter: one live card at most.
  const single = plenty && !ship.some(isJokerCard);
  const found: Answer[] = [];
  const seen = new Set<string>();
  const picked: (PromiseCard | null)[] = [];
  // Idle cards recruit nothing, so they need not be named to resolve the recruitment.
  const resolve = (choice: readonly (PromiseCard | null)[]) => {
    const plays: Play[] = [{ by: side, card: laid }];
    choice.forEach((card, i) => {
      if (card !== IDLE) plays.push({ by: players[i]!, card });
    });
    return resolveRecruitment(ship, plays);
  };
  const walk = (at: number): void => {
    if (at === players.length) {
      const resolution = resolve(picked);
      const winner = resolution.winner?.by ?? null;
      if (plenty) {
        // A live card whose place an idle card could take, with the same result, only wastes it.
        for (let i = 0; i < picked.length; i++) {
          if (picked[i] === IDLE) continue;
          const trial = [...picked];
          trial[i] = IDLE;
          const again = resolve(trial);
          if ((again.winner?.by ?? null) === winner && again.colonialIndex === resolution.colonialIndex) return;
        }
      }
      let nextIdle = 0;
      const cards = picked.map((card) => card ?? idle[nextIdle++]!);
      // Answers that leave the same table and differ only in cards no colonial left can take lead to the same search.
      const leaving = resolution.winner ? resolution.colonialIndex : ship.length - 1;
      const liveAfter = liveSuits(ship.filter((_, i) => i !== leaving));
      const same = `${winner}|${resolution.colonialIndex}|${cards.filter((card) => liveAfter.has(suitOfCard(card))).sort().join(',')}`;
      if (seen.has(same)) return;
      seen.add(same);
      found.push({ cards, winner, colonialIndex: resolution.colonialIndex });
      return;
    }
    const spent = single && picked.some((card) => card !== IDLE);
    for (const card of options) {
      if (card !== IDLE && (spent || picked.includes(card))) continue;
      picked.push(card);
      walk(at + 1);
      picked.pop();
    }
  };
  walk(0);
  const others = (answer: Answer) => (answer.winner !== null && answer.winner !== side ? 0 : 1);
  return found.sort((a, b) => others(a) - others(b));
}

function suitIndex(card: PromiseCard): number {
  return SUITS.indexOf(suitOfCard(card));
}
