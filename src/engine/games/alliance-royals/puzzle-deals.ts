/**
 * The enemies' hidden hands in an Alliance Royals puzzle. From the alliance's
 * side of the table the enemies' hands and the draw stack are one pool of
 * unknown cards, split into hands of known sizes. In the turn a puzzle covers
 * nothing is drawn, so the pool matters only through the one card each enemy
 * puts into the battle: an enemy may play any card of the pool that some deal
 * consistent with everything seen so far puts in its hand, and an enemy that
 * has not followed suit holds none of the led suit. Letting each enemy play
 * every such card covers every consistent deal at once.
 */
import type { Seat } from '../../core/game';
import { battleValue, face, suitOfCard } from './cards';
import { battleWinner } from './flow';
import { allianceOf } from './seats';
import type { AllianceRoyalsState } from './types';

/** The two enemies of the seat's alliance, in seat order. */
export function enemiesOf(seat: Seat): [Seat, Seat] {
  return allianceOf(seat) === 0 ? [1, 3] : [0, 2];
}

/** Every card the alliance of `seat` cannot see: both enemy hands and the draw stack. */
export function unknownPool(state: AllianceRoyalsState, seat: Seat): string[] {
  const [a, b] = enemiesOf(seat);
  return [...state.hands[a]!, ...state.hands[b]!, ...state.stack];
}

/** The suit led in the battle under way, if any. */
function ledSuit(state: AllianceRoyalsState): string | null {
  const lead = state.battle[0];
  return lead ? suitOfCard(lead.card) : null;
}

/** Whether the seat has shown in this battle that it holds none of the led suit. */
function shownVoid(state: AllianceRoyalsState, seat: Seat): boolean {
  const led = ledSuit(state);
  return led !== null && state.battle.some((play) => play.seat === seat && suitOfCard(play.card) !== led);
}

function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/**
 * How many ways the pool can be split into the enemies' hands (the stack's
 * order never matters within the turn), counting every physical card and
 * keeping each enemy that has shown a void free of the led suit.
 */
export function consistentDeals(state: AllianceRoyalsState, seat: Seat): bigint {
  const pool = unknownPool(state, seat);
  const led = ledSuit(state);
  const others = led === null ? pool.length : pool.filter((card) => suitOfCard(card) !== led).length;
  let total = 1n;
  let free = pool.length;
  let freeOthers = others;
  // Void hands first: they draw only from the cards of other suits.
  const enemies = enemiesOf(seat).sort((x, y) => Number(shownVoid(state, y)) - Number(shownVoid(state, x)));
  for (const enemy of enemies) {
    const size = state.hands[enemy]!.length;
    if (shownVoid(state, enemy)) {
      total *= choose(freeOthers, size);
      freeOthers -= size;
    } else {
      total *= choose(free, size);
    }
    free -= size;
  }
  return total;
}

/**
 * The cards the enemy at `seat` may play next, one per face (copies are
 * alike), each with a table where that enemy holds it: the unknown cards
 * dealt again so that every void shown so far, and the void this card would
 * show, still holds. Cards that take the battle come first, strongest first,
 * since they are the likeliest refutations.
 */
export function enemyPlays(state: AllianceRoyalsState, seat: Seat, side: Seat): { card: string; table: AllianceRoyalsState }[] {
  const led = ledSuit(state);
  if (led === null) throw new Error('an enemy never leads a battle in the attacker’s turn');
  const [a, b] = enemiesOf(side);
  const other = seat === a ? b : a;
  const pool = unknownPool(state, side);
  const own = state.hands[seat]!;
  const faces = new Map<string, string>();
  // Prefer a card the enemy really holds, so a refutation read from the table can be played as it is.
  for (const card of [...own, ...pool]) if (!faces.has(face(card))) faces.set(face(card), card);
  const plays: { card: string; table: AllianceRoyalsState; order: number }[] = [];
  for (const card of faces.values()) {
    const rest = [...pool];
    rest.splice(rest.indexOf(card), 1);
    const offSuit = rest.filter((c) => suitOfCard(c) !== led);
    const voidNow = suitOfCard(card) !== led;
    const otherVoid = shownVoid(state, other);
    const need = (voidNow ? own.length - 1 : 0) + (otherVoid ? state.hands[other]!.length : 0);
    if (need > offSuit.length) continue;
    plays.push({ card, table: redeal(state, seat, card, voidNow, other, otherVoid, rest, led), order: playOrder(state, seat, card) });
  }
  return plays.sort((x, y) => y.order - x.order).map(({ card, table }) => ({ card, table }));
}

/** Higher for a card that would take the battle as it stands, then by rank. */
function playOrder(state: AllianceRoyalsState, seat: Seat, card: string): number {
  const winner = battleWinner([...state.battle, { seat, card }]);
  return (winner.card === card ? 100 : 0) + battleValue(card);
}

function take(cards: string[], count: number, fits: (card: string) => boolean): string[] {
  const taken: string[] = [];
  for (let i = 0; i < cards.length && taken.length < count; ) {
    if (fits(cards[i]!)) taken.push(...cards.splice(i, 1));
    else i++;
  }
  return taken;
}

function redeal(
  state: AllianceRoyalsState,
  seat: Seat,
  card: string,
  voidNow: boolean,
  other: Seat,
  otherVoid: boolean,
  rest: string[],
  led: string,
): AllianceRoyalsState {
  const cards = [...rest];
  const offSuit = (c: string) => suitOfCard(c) !== led;
  const any = () => true;
  const otherHand = otherVoid ? take(cards, state.hands[other]!.length, offSuit) : [];
  const ownHand = [card, ...take(cards, state.hands[seat]!.length - 1, voidNow ? offSuit : any)];
  if (!otherVoid) otherHand.push(...take(cards, state.hands[other]!.length, any));
  const hands = state.hands.map((hand, index) => (index === seat ? ownHand : index === other ? otherHand : [...hand]));
  return { ...state, hands, stack: cards };
}
