/**
 * What makes a Royal Lines position playable, each check a rule of the game
 * and each problem located on the table: the card kinds each zone takes, a
 * settler for every seat, and the ship, decks, hands and played promises in
 * step with the recruitments made. The checks of lines, jokers and wins are
 * in editor-round-checks.ts.
 */
import { packProblems, unplacedCards, type Position, type Problem, type ProblemLocation, type ZoneSpec } from '../../core/editor';
import type { Seat } from '../../core/game';
import { isAceCard, isJokerCard, isPromiseCard } from './cards';
import {
  cardWords,
  layoutOf,
  packOf,
  pirateTable,
  quoted,
  readSettings,
  recruitmentsMade,
  ROYAL_CARDS,
  scalarKey,
  scalarLabel,
  scalarsOf,
  SECOND_SHIP_SIZE,
  setPhaseWords,
  setShipWords,
  SETTLER_CARDS,
  SHIP_CAPACITY,
  stageOf,
  zoneId,
  zonesOf,
  type Layout,
  type Table,
} from './editor-layout';
import { jokerProblems, lineProblems, winProblems } from './editor-round-checks';
import type { RoyalLinesOptions } from './types';
import { capitalise, plural, seatName } from './words';

export function validatePosition(position: Position, options: RoyalLinesOptions, seats: number): Problem[] {
  const pack = packOf(options, seats);
  const zones = zonesOf(options, seats);
  const problems: Problem[] = [...packProblems(position, pack, zones), ...cardKindProblems(position, zones, new Set(pack))];
  const read = readSettings(position, scalarsOf(options, seats));
  problems.push(...read.problems);
  const settings = read.settings;
  if (!settings) return problems;
  const layout = layoutOf(position, seats, settings, unplacedCards(position, pack));
  const table: Table = { position, options, seats, settings, layout, stage: stageOf(layout, settings, seats) };
  problems.push(...settlerProblems(table));
  const shipProblemList = shipProblems(table);
  problems.push(...shipProblemList, ...colonialDeckProblems(table), ...laidPromiseProblems(table));
  // Hands and played promises are counted from the ship: a wrong ship would make every count look wrong.
  // (A ship over its capacity is already reported by packProblems.)
  const shipFits = shipProblemList.length === 0 && colonialsInShip(layout) <= SHIP_CAPACITY;
  if (shipFits) problems.push(...handProblems(table), ...playedProblems(table), ...takeoverProblems(table));
  problems.push(...lineProblems(table), ...jokerProblems(table, shipFits), ...winProblems(table));
  return problems;
}
/** The ship's size for the counts that follow from it; a promise misplaced there is its own problem. */
function colonialsInShip(layout: Layout): number {
  return layout.ship.filter((card) => !isPromiseCard(card)).length;
}

/** "the ship", "Seat 2's hand" */
function zoneWords(zone: ZoneSpec): string {
  return zone.owner === null ? `the ${zone.label}` : zone.label;
}

function cardKindProblems(position: Position, zones: readonly ZoneSpec[], pack: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  for (const zone of zones) {
    (position.zones[zone.id] ?? []).forEach((card, index) => {
      if (!pack.has(card)) return;
      const message = cardKindProblem(zone, card);
      if (message) problems.push({ message, where: [{ zone: zone.id, card, index }] });
    });
  }
  return problems;
}

function cardKindProblem(zone: ZoneSpec, card: string): string | null {
  const name = cardWords(card);
  const id = zone.id;
  if (id.startsWith('hand.') || id.startsWith('promise.') || id === zoneId.promiseDeck || id === zoneId.played) {
    return isPromiseCard(card) ? null : `${capitalise(name)} is not a promise, and only cards 2 to 10 go in ${zoneWords(zone)}: move it elsewhere.`;
  }
  if (id.startsWith('settler.') || id === zoneId.pirateSettler) {
    return SETTLER_CARDS.has(card) ? null : `${capitalise(name)} cannot be a settler: settlers are aces and jokers. Move it elsewhere.`;
  }
  if (id.startsWith('line.')) {
    if (ROYAL_CARDS.has(card)) return null;
    return isAceCard(card)
      ? `${capitalise(name)} cannot stay in ${zoneWords(zone)}: a recruited ace takes over as the settler. Make it the settler, or move it elsewhere.`
      : `${capitalise(name)} is a promise, and only colonials (J, Q, K) and jokers go in ${zoneWords(zone)}: move it elsewhere.`;
  }
  return isPromiseCard(card) ? `${capitalise(name)} is a promise, and only colonials, aces and jokers go in ${zoneWords(zone)}: move it elsewhere.` : null;
}

function settlerProblems({ layout, seats, options }: Table): Problem[] {
  const problems: Problem[] = [];
  for (let seat = 0; seat < seats; seat++) {
    if ((layout.settlers[seat] ?? []).length === 0) {
      problems.push({ message: `${seatName(seat)} has no settler: place an ace or a joker there.`, where: [{ zone: zoneId.settler(seat) }] });
    }
  }
  if (pirateTable(seats) && layout.pirateSettler.length === 0) {
    problems.push({ message: 'The pirates have no settler: place an ace or a joker there.', where: [{ zone: zoneId.pirateSettler }] });
  }
  if (zonesOf(options, seats).some((zone) => zone.id === zoneId.absent) && layout.absent.length === 0) {
    problems.push({
      message: 'No colonial is absent this round: place a face card, an ace or a joker as the absent colonial.',
      where: [{ zone: zoneId.absent }],
    });
  }
  return problems;
}

/** The ship's size fits the stage: 2 to 7 on the first ship and 1 to 7 on the second while recruiting, empty once the round is done. */
function shipProblems({ layout, settings, stage }: Table): Problem[] {
  const n = colonialsInShip(layout);
  const first = settings.shipNumber === 1;
  const at = (...where: ProblemLocation[]): Problem['where'] => where;
  const colonials = plural(n, 'colonial');
  switch (stage) {
    case 'recruiting':
      if (first && n <= 1) {
        return [{
          message:
            `The first ship holds ${colonials}: the second ship arrives when one is left, so the first holds 2 to 7 while the players recruit. ` +
            `Put ${plural(2 - n, 'more colonial')} in the ship, or ${setShipWords(2)}.`,
          where: at({ zone: zoneId.ship }, { scalar: scalarKey.shipNumber }),
        }];
      }
      if (!first && n === 0) {
        return [{
          message: `The second ship is empty, so the last recruitment is done and the players no longer recruit: ${setPhaseWords('choice', 'scored')}.`,
          where: at({ zone: zoneId.ship }, { scalar: scalarKey.phase }),
        }];
      }
      return [];
    case 'collapse':
      if (n >= SHIP_CAPACITY) {
        return [{
          message:
            'No colonial has been recruited from this ship yet, so no recruit can be waiting for its player to choose which three collapse: ' +
            `take ${plural(n - (SHIP_CAPACITY - 1), 'colonial')} out of the ship.`,
          where: at({ zone: zoneId.ship }, { scalar: scalarKey.phase }),
        }];
      }
      if (first && n === 0) {
        return [{
          message: `The first ship is empty, but its last colonial stays at the table for the second ship: put 1 colonial in the ship, or ${setShipWords(2)}.`,
          where: at({ zone: zoneId.ship }, { scalar: scalarKey.shipNumber }),
        }];
      }
      return [];
    case 'panic':
    case 'scored': {
      if (first || n > 0) {
        const what = stage === 'panic' ? 'Jokers panic' : 'The round is scored';
        const empty = first ? '' : `, or take ${n === 1 ? 'it' : 'them'} out of the ship`;
        return [{
          message:
            `${what} only after the last recruitment, when the second ship is empty; ${first ? 'the first ship is still out' : `the ship still holds ${colonials}`}: ` +
            `${setPhaseWords('promise')}${empty}.`,
          where: first ? at({ zone: zoneId.ship }, { scalar: scalarKey.shipNumber }, { scalar: scalarKey.phase }) : at({ zone: zoneId.ship }, { scalar: scalarKey.phase }),
        }];
      }
      return [];
    }
  }
}

/** "The remaining colonial deck is turned around revealing 6 new colonials." */
function colonialDeckProblems({ position, layout, settings, stage }: Table): Problem[] {
  const count = layout.colonialDeck.length;
  const placed = (position.zones[zoneId.colonialDeck] ?? []).length;
  const where = [{ zone: zoneId.colonialDeck }];
  const waiting = settings.shipNumber === 1 && (stage === 'recruiting' || stage === 'collapse');
  if (waiting && count < SECOND_SHIP_SIZE) {
    const unplacedNote = count > placed ? ` (the ${plural(count - placed, 'unplaced card')} included)` : '';
    return [{
      message:
        `The colonial deck holds ${plural(count, 'card')}${unplacedNote}, but until the second ship arrives it holds its ${SECOND_SHIP_SIZE} colonials: ` +
        `put ${plural(SECOND_SHIP_SIZE - count, 'more colonial')} in it.`,
      where,
    }];
  }
  if (waiting && count > SECOND_SHIP_SIZE && placed <= SECOND_SHIP_SIZE) {
    return [{
      message:
        `The colonial deck would hold ${count} cards with ${plural(count - placed, 'unplaced card')} going there, but it holds ${SECOND_SHIP_SIZE} until the second ship arrives: ` +
        `place ${plural(count - SECOND_SHIP_SIZE, 'unplaced card')} in the discard.`,
      where,
    }];
  }
  if (settings.shipNumber === 2 && placed > 0) {
    return [{
      message: `The colonial deck holds ${plural(placed, 'card')}, but the whole deck arrived as the second ship: move ${placed === 1 ? 'it' : 'them'} to the ship or the discard, or ${setShipWords(1)}.`,
      where,
    }];
  }
  return [];
}

function laidPromiseProblems({ layout, seats, stage }: Table): Problem[] {
  const problems: Problem[] = [];
  const laid = layout.promises.map((cards) => cards.length > 0);
  if (stage !== 'recruiting') {
    laid.forEach((isLaid, seat) => {
      if (!isLaid) return;
      problems.push({
        message: `${seatName(seat)}'s promise lies face down, but promises are laid only while the players recruit: move it to the played promises, or ${setPhaseWords('promise')}.`,
        where: [{ zone: zoneId.promise(seat), card: layout.promises[seat]![0]!, index: 0 }],
      });
    });
  } else if (laid.every(Boolean)) {
    problems.push({
      message: 'Every player has laid a promise, so they would already have been turned over: take one back into its hand.',
      where: Array.from({ length: seats }, (_, seat) => ({ zone: zoneId.promise(seat) })),
    });
  }
  return problems;
}

/** Each player holds one promise for every colonial in the ship; none once the round is done. */
function handProblems({ layout, seats, stage }: Table): Problem[] {
  const n = colonialsInShip(layout);
  const expected = stage === 'recruiting' || stage === 'collapse' ? n : 0;
  const problems: Problem[] = [];
  for (let seat = 0; seat < seats; seat++) {
    const laid = (layout.promises[seat] ?? []).length;
    const held = (layout.hands[seat] ?? []).length + (stage === 'recruiting' ? laid : 0);
    if (held === expected) continue;
    const where: ProblemLocation[] = [{ zone: zoneId.hand(seat) }];
    if (laid > 0 && stage === 'recruiting') where.push({ zone: zoneId.promise(seat) });
    const hand = `${seatName(seat)}'s hand`;
    const fix = held > expected ? `take ${plural(held - expected, 'promise')} out of ${hand}` : `put ${plural(expected - held, 'more promise')} in ${hand}`;
    const message =
      expected === 0
        ? `${seatName(seat)} still holds ${plural(held, 'promise')}, but every promise has been played by the end of the round: ${fix}.`
        : `${seatName(seat)} holds ${plural(held, 'promise')}${laid > 0 && stage === 'recruiting' ? ', the laid one included' : ''}, ` +
          `but with ${plural(n, 'colonial')} in the ship each player holds ${n} at this point: ${fix}.`;
    problems.push({ message, where });
  }
  return problems;
}

/** Every recruitment on this ship added one promise from each player (and the pirates) to the played ones. */
function playedProblems({ layout, seats }: Table): Problem[] {
  const perRecruitment = seats + (pirateTable(seats) ? 1 : 0);
  const made = SHIP_CAPACITY - colonialsInShip(layout);
  const expected = perRecruitment * made;
  const count = layout.played.length;
  if (count === expected) return [];
  const who = pirateTable(seats) ? 'one from each player and one from the pirates' : 'one from each player';
  const fix = count > expected ? `take ${plural(count - expected, 'card')} out of them` : `add ${plural(expected - count, 'more promise')} to them`;
  return [{
    message: `The played promises hold ${plural(count, 'card')}, but after ${plural(made, 'recruitment')} on this ship they hold ${expected} (${who} each time): ${fix}.`,
    where: [{ zone: zoneId.played }],
  }];
}

/** A settler lies face up only when an ace took over, and every takeover is a recruitment. */
function takeoverProblems({ layout, settings, seats }: Table): Problem[] {
  const problems: Problem[] = [];
  const shown: Seat[] = [];
  for (let seat = 0; seat < seats; seat++) {
    if (!settings.shown[seat]) continue;
    const settler = layout.settlers[seat]?.[0];
    if (settler !== undefined && !isAceCard(settler)) {
      problems.push({
        message: `${seatName(seat)}'s settler is ${isJokerCard(settler) ? 'a joker' : cardWords(settler)}, and only an ace that took over lies face up: untick ${quoted(scalarLabel.settlerShown(seat))}.`,
        where: [{ scalar: scalarKey.settlerShown(seat) }, { zone: zoneId.settler(seat), card: settler, index: 0 }],
      });
    } else {
      shown.push(seat);
    }
  }
  const made = recruitmentsMade(settings.shipNumber, colonialsInShip(layout));
  if (shown.length > 0 && shown.length > made) {
    const fix = shown.length === 1 ? `untick ${quoted(scalarLabel.settlerShown(shown[0]!))}` : `untick ${shown.length - made} of them`;
    problems.push({
      message: `${shown.length === 1 ? `${seatName(shown[0]!)}'s settler lies` : `${shown.length} settlers lie`} face up after ${made === 0 ? 'no recruitment' : plural(made, 'recruitment')} this round, but an ace takes over only when it is recruited: ${fix}.`,
      where: shown.map((seat) => ({ scalar: scalarKey.settlerShown(seat) })),
    });
  }
  return problems;
}

