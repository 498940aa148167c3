/**
 * What every game's what-if re-deal must keep: the kept seat sees exactly
 * what it saw, and the cards it did not know land in every place they could
 * be as often as chance says (a chi-square test over many seeds).
 */
import type { AnyGameDefinition, BaseState, Seat } from '../core/game';
import { redealProblem, redealState } from '../core/redeal';

/**
 * Where each card lies, by the editor's zones; in a pile whose order counts (a
 * deck), also which quarter of it, so that a shuffle is tested as well as a deal.
 */
function zonesOfCards(game: AnyGameDefinition, state: BaseState, seats: number): Map<string, string> {
  const editor = game.editor!;
  const ordered = new Set(editor.zones(game.defaultOptions(), seats).filter((zone) => zone.order !== null && zone.order !== 'as-laid').map((zone) => zone.id));
  const where = new Map<string, string>();
  for (const [zone, cards] of Object.entries(editor.toPosition(state).zones)) {
    (cards as readonly string[]).forEach((card, index) => {
      where.set(card, ordered.has(zone) && cards.length >= 4 ? `${zone} quarter ${Math.floor((index * 4) / cards.length) + 1}` : zone);
    });
  }
  return where;
}

export interface RedealSpread {
  /** Seeds tried, none of which changed what the seat saw. */
  readonly deals: number;
  /** The chi-square statistic of homogeneity (do the cards of a kind land in each zone alike?) and its degrees of freedom. */
  readonly chiSquare: number;
  readonly freedom: number;
  /** A card that never landed in a zone where others of its kind did. */
  readonly neverPlaced: readonly string[];
}

/**
 * Deals `deals` what-ifs of `state` for `seat`: throws at the first that
 * changes what the seat saw or puts an unknown card where no card was hidden,
 * and measures whether the unknown cards of each kind (`kindOf`: cards the
 * seat's view cannot tell apart, all alike by default) spread over the zones
 * alike, so that each lands in each place it could be as often as the others.
 */
export function redealSpread(game: AnyGameDefinition, state: BaseState, seat: Seat, seats: number, deals: number, kindOf: (card: string) => string = () => 'any'): RedealSpread {
  const hidden = game.hiddenFrom(state, seat) as readonly string[];
  const where = zonesOfCards(game, state, seats);
  const zones = [...new Set(hidden.map((card) => where.get(card)!))];
  const counts = new Map(hidden.map((card) => [card, new Map(zones.map((zone) => [zone, 0]))]));
  for (let seed = 1; seed <= deals; seed++) {
    const dealt = redealState(game, state, seat, seed);
    const problem = redealProblem(game, state, { seat, seed, state: dealt });
    if (problem) throw new Error(`deal ${seed}: ${problem}`);
    const placed = zonesOfCards(game, dealt, seats);
    for (const card of hidden) {
      const zone = placed.get(card);
      const row = counts.get(card)!;
      if (zone === undefined || !row.has(zone)) throw new Error(`deal ${seed}: unknown card ${card} landed in ${zone ?? 'no zone'}, which hid no card`);
      row.set(zone, row.get(zone)! + 1);
    }
  }
  let chiSquare = 0;
  let freedom = 0;
  const neverPlaced: string[] = [];
  const kinds = new Map<string, string[]>();
  for (const card of hidden) kinds.set(kindOf(card), [...(kinds.get(kindOf(card)) ?? []), card]);
  for (const cards of kinds.values()) {
    const open = zones.filter((zone) => cards.some((card) => counts.get(card)!.get(zone)! > 0));
    for (const zone of open) {
      const expected = cards.reduce((sum, card) => sum + counts.get(card)!.get(zone)!, 0) / cards.length;
      for (const card of cards) {
        const observed = counts.get(card)!.get(zone)!;
        chiSquare += (observed - expected) ** 2 / expected;
        if (observed === 0) neverPlaced.push(`${card} in ${zone}`);
      }
    }
    freedom += (cards.length - 1) * Math.max(0, open.length - 1);
  }
  return { deals, chiSquare, freedom, neverPlaced };
}

/**
 * The chi-square statistic a fair deal stays under 999 times in 1000 (Wilson–Hilferty).
 * The cells are not independent (each deal fills every zone), so the test is loose, never strict.
 */
export function chiSquareLimit(freedom: number): number {
  const z = 3.090232306167813;
  const a = 2 / (9 * freedom);
  return freedom * (1 - a + z * Math.sqrt(a)) ** 3;
}
