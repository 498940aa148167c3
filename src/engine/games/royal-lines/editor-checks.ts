/**
 * What makes a Royal Lines position playable, each check a rule of the game
 * and each problem located on the table: the card kinds each zone takes, a
 * settler for every seat, the ship, decks, hands and played promises in step
 * with the recruitments made, no three of a rank or suit left in a line, the
 * jokers' panic in its order, and round wins that fit the rounds played.
 */
import { packProblems, unplacedCards, type Position, type Problem, type ProblemLocation, type ZoneSpec } from '../../core/editor';
import type { Seat } from '../../core/game';
import { aces, faceCards, isAceCard, isJokerCard, isPromiseCard } from './cards';
import { panicGroups } from './colony';
import {
  cardWords,
  doubleCollapse,
  FIRST_SHIP_RECRUITMENTS,
  fullGroups,
  inGroupOf,
  layoutOf,
  packOf,
  panicOrder,
  pirateTable,
  readSettings,
  scalarKey,
  scalarsOf,
  SECOND_SHIP_SIZE,
  SHIP_CAPACITY,
  zoneId,
  zonesOf,
  type Layout,
  type Settings,
} from './editor-layout';
import { matchLeaders } from './round';
import { lineScore } from './score';
import type { CardId, Group, RoyalLinesOptions, SettledJoker } from './types';
import { capitalise, groupPlural, listWords, plural, seatName } from './words';

/** Everything a check reads. */
interface Table {
  readonly position: Position;
  readonly options: RoyalLinesOptions;
  readonly seats: number;
  readonly settings: Settings;
  readonly layout: Layout;
  /** Which of the stages the cards and the stage scalar make this. */
  readonly stage: Stage;
}

/**
 * recruiting: players lay promises. collapse: a recruit's double collapse
 * waits for its player. panic: after the last recruitment a joker waits for
 * its player. scored: the round (or the match) is over.
 */
type Stage = 'recruiting' | 'collapse' | 'panic' | 'scored';

const SETTLER_CARDS: ReadonlySet<string> = new Set([...aces(), 'JK1', 'JK2', 'JK3']);
const ROYAL_CARDS: ReadonlySet<string> = new Set([...faceCards(), 'JK1', 'JK2', 'JK3']);

export function validatePosition(position: Position, options: RoyalLinesOptions, seats: number): Problem[] {
  const pack = packOf(options, seats);
  const zones = zonesOf(options, seats);
  const problems: Problem[] = [...packProblems(position, pack, zones), ...cardKindProblems(position, zones, new Set(pack))];
  const read = readSettings(position, scalarsOf(options, seats));
  problems.push(...read.problems.map(({ key, message }) => ({ message, where: [{ scalar: key }] })));
  const settings = read.settings;
  if (!settings) return problems;
  const layout = layoutOf(position, seats, settings, unplacedCards(position, pack));
  const table: Table = { position, options, seats, settings, layout, stage: stageOf(layout, settings, seats) };
  problems.push(...settlerProblems(table));
  const shipProblemList = shipProblems(table);
  problems.push(...shipProblemList, ...colonialDeckProblems(table), ...laidPromiseProblems(table));
  // Hands and played promises are counted from the ship: a wrong ship would make every count look wrong.
  if (shipProblemList.length === 0) problems.push(...handProblems(table), ...playedProblems(table), ...takeoverProblems(table));
  problems.push(...lineProblems(table), ...jokerProblems(table, shipProblemList.length === 0), ...winProblems(table));
  return problems;
}

export function stageOf(layout: Layout, settings: Settings, seats: number): Stage {
  switch (settings.phase) {
    case 'promise':
      return 'recruiting';
    case 'scored':
    case 'over':
      return 'scored';
    case 'choice':
      return collapseSeat(layout, seats) !== null ? 'collapse' : 'panic';
  }
}

/** The seat whose recruit made three of a rank and three of a suit at once. */
export function collapseSeat(layout: Layout, seats: number): Seat | null {
  for (let seat = 0; seat < seats; seat++) if (doubleCollapse(layout.lines[seat] ?? [])) return seat;
  return null;
}

/** Recruitments made this round: 6 on the first ship, then 7 on the second; each takes one colonial. */
export function recruitmentsMade(shipNumber: 1 | 2, shipLength: number): number {
  return (shipNumber === 1 ? 0 : FIRST_SHIP_RECRUITMENTS) + SHIP_CAPACITY - shipLength;
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
    return isPromiseCard(card) ? null : `${capitalise(name)} is not a promise: ${zoneWords(zone)} holds only cards 2 to 10.`;
  }
  if (id.startsWith('settler.') || id === zoneId.pirateSettler) {
    return SETTLER_CARDS.has(card) ? null : `${capitalise(name)} cannot be a settler: settlers are aces and jokers.`;
  }
  if (id.startsWith('line.')) {
    if (ROYAL_CARDS.has(card)) return null;
    return isAceCard(card)
      ? `${capitalise(name)} cannot stay in ${zoneWords(zone)}: a recruited ace takes over as the settler.`
      : `${capitalise(name)} is a promise: ${zoneWords(zone)} holds only colonials (J, Q, K) and jokers.`;
  }
  return isPromiseCard(card) ? `${capitalise(name)} is a promise: ${zoneWords(zone)} holds only colonials, aces and jokers.` : null;
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
          message: `The first ship holds ${colonials}: the second ship arrives when one is left, so the first holds 2 to 7 while the players recruit.`,
          where: at({ zone: zoneId.ship }, { scalar: scalarKey.shipNumber }),
        }];
      }
      if (!first && n === 0) {
        return [{
          message: 'The second ship is empty, so the last recruitment is done: the stage is a joker\'s panic or the scored round, not recruiting.',
          where: at({ zone: zoneId.ship }, { scalar: scalarKey.phase }),
        }];
      }
      return [];
    case 'collapse':
      if (n >= SHIP_CAPACITY) {
        return [{
          message: 'No colonial has been recruited from this ship yet, so no recruit can be waiting for its player to choose which three collapse.',
          where: at({ zone: zoneId.ship }, { scalar: scalarKey.phase }),
        }];
      }
      if (first && n === 0) {
        return [{
          message: 'The first ship is empty, but its last colonial stays at the table for the second ship.',
          where: at({ zone: zoneId.ship }, { scalar: scalarKey.shipNumber }),
        }];
      }
      return [];
    case 'panic':
    case 'scored': {
      if (first || n > 0) {
        const what = stage === 'panic' ? 'Jokers panic' : 'The round is scored';
        return [{
          message: `${what} only after the last recruitment, when the second ship is empty; ${first ? 'the first ship is still out' : `the ship still holds ${colonials}`}.`,
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
      message: `The colonial deck holds ${plural(count, 'card')}${unplacedNote}; until the second ship arrives it holds its ${SECOND_SHIP_SIZE} colonials.`,
      where,
    }];
  }
  if (waiting && count > SECOND_SHIP_SIZE && placed <= SECOND_SHIP_SIZE) {
    return [{
      message: `The colonial deck would hold ${count} cards with ${plural(count - placed, 'unplaced card')} going there; it holds ${SECOND_SHIP_SIZE} until the second ship arrives, so place the others in the discard.`,
      where,
    }];
  }
  if (settings.shipNumber === 2 && placed > 0) {
    return [{ message: `The colonial deck holds ${plural(placed, 'card')}, but the whole deck arrived as the second ship.`, where }];
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
        message: `${seatName(seat)}'s promise lies face down, but promises are laid only while the players recruit.`,
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
    const message =
      expected === 0
        ? `${seatName(seat)} still holds ${plural(held, 'promise')}, but every promise has been played by the end of the round.`
        : `${seatName(seat)} holds ${plural(held, 'promise')}${laid > 0 && stage === 'recruiting' ? ', the laid one included' : ''}; ` +
          `with ${plural(n, 'colonial')} in the ship, each player holds ${n} at this point.`;
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
  return [{
    message: `The played promises hold ${plural(count, 'card')}; after ${plural(made, 'recruitment')} on this ship they hold ${expected} (${who} each time).`,
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
        message: `${seatName(seat)}'s settler is ${isJokerCard(settler) ? 'a joker' : cardWords(settler)}: only an ace that took over lies face up.`,
        where: [{ scalar: scalarKey.settlerShown(seat) }, { zone: zoneId.settler(seat), card: settler, index: 0 }],
      });
    } else {
      shown.push(seat);
    }
  }
  const made = recruitmentsMade(settings.shipNumber, colonialsInShip(layout));
  if (shown.length > made) {
    problems.push({
      message: `${shown.length === 1 ? `${seatName(shown[0]!)}'s settler lies` : `${shown.length} settlers lie`} face up after ${made === 0 ? 'no recruitment' : plural(made, 'recruitment')} this round, but an ace takes over only when it is recruited.`,
      where: shown.map((seat) => ({ scalar: scalarKey.settlerShown(seat) })),
    });
  }
  return problems;
}

function countWord(n: number): string {
  return ['no', 'one', 'two', 'three', 'four', 'five', 'six'][n] ?? String(n);
}

/** "A group of 3 colonials of the same number or same suit causes a conflict and are discarded away." */
function lineProblems({ layout, seats, stage }: Table): Problem[] {
  const problems: Problem[] = [];
  const waiting = stage === 'collapse' ? collapseSeat(layout, seats) : null;
  for (let seat = 0; seat < seats; seat++) {
    if (seat === waiting) continue;
    const line = layout.lines[seat] ?? [];
    for (const group of fullGroups(line)) {
      const where: ProblemLocation[] = [];
      line.forEach((card, index) => {
        if (inGroupOf(card, group)) where.push({ zone: zoneId.line(seat), card, index });
      });
      problems.push({
        message: `${seatName(seat)}'s royal line holds ${countWord(where.length)} ${groupPlural(group)}: three of a rank or of a suit collapse as soon as they meet.`,
        where,
      });
    }
  }
  return problems;
}

function pairWords(groups: readonly Group[]): string {
  return listWords(groups.map((group) => `two ${groupPlural(group)}`), 'or');
}

/** Where each joker is among the royal lines. */
function jokerSeats(layout: Layout, seats: number): Map<string, { seat: Seat; index: number }> {
  const found = new Map<string, { seat: Seat; index: number }>();
  for (let seat = 0; seat < seats; seat++) {
    (layout.lines[seat] ?? []).forEach((card, index) => {
      if (isJokerCard(card)) found.set(card, { seat, index });
    });
  }
  return found;
}

/**
 * "After the last recruitment is done, they wake up and panic out": jokers
 * panic in turn, each collapsing with a pair or settling in, so the settled
 * ones come first in that order and none of them had a pair to escape with.
 */
function jokerProblems({ layout, settings, seats, stage }: Table, shipFits: boolean): Problem[] {
  const problems: Problem[] = [];
  const lines = layout.lines;
  const where = jokerSeats(layout, seats);
  const jokerAt = (joker: string): ProblemLocation[] => {
    const at = where.get(joker);
    return at ? [{ zone: zoneId.line(at.seat), card: joker, index: at.index }] : [];
  };
  const awake = stage === 'panic' || stage === 'scored';
  for (const joker of settings.settled.keys()) {
    const scalar = { scalar: scalarKey.settled(joker) };
    const at = where.get(joker);
    if (!at) {
      problems.push({ message: `${capitalise(cardWords(joker))} is set as settled, but it is in no royal line.`, where: [scalar] });
    } else if (!awake) {
      problems.push({
        message: `${capitalise(cardWords(joker))} cannot have settled yet: jokers wake up only after the last recruitment.`,
        where: [scalar, ...jokerAt(joker)],
      });
    } else {
      const pairs = panicGroups(lines[at.seat] as readonly CardId[]);
      if (pairs.length > 0) {
        problems.push({
          message: `${capitalise(cardWords(joker))} settled in ${seatName(at.seat)}'s royal line, but it would have collapsed with ${pairWords(pairs)} there.`,
          where: [scalar, ...jokerAt(joker)],
        });
      }
    }
  }
  const order = panicOrder(lines, seats, settings.dealer);
  if (stage === 'panic' && shipFits) {
    const next = order.findIndex((entry) => !settings.settled.has(entry.joker));
    if (next < 0) {
      problems.push({
        message: 'No joker is left to panic: every recruited joker has settled, so the round would be scored.',
        where: [{ scalar: scalarKey.phase }],
      });
      return problems;
    }
    const { seat, joker } = order[next]!;
    const groups = panicGroups(lines[seat] as readonly CardId[]);
    if (groups.length === 1) {
      problems.push({
        message: `${capitalise(cardWords(joker))} in ${seatName(seat)}'s royal line can collapse only with ${pairWords(groups)}, so it would have done so without a choice.`,
        where: jokerAt(joker),
      });
    }
    for (const later of order.slice(next + 1)) {
      if (!settings.settled.has(later.joker)) continue;
      problems.push({
        message: `${capitalise(cardWords(later.joker))} has settled, but ${cardWords(joker)} in ${seatName(seat)}'s royal line panics before it (jokers panic in turn from the dealer's left).`,
        where: [{ scalar: scalarKey.settled(later.joker) }, ...jokerAt(later.joker)],
      });
    }
  }
  if (stage === 'scored') {
    for (const { seat, joker } of order) {
      if (settings.settled.has(joker)) continue;
      problems.push({
        message: `${capitalise(cardWords(joker))} in ${seatName(seat)}'s royal line has not panicked: set the suit it settled as, or set the stage to a player's choice.`,
        where: [{ scalar: scalarKey.settled(joker) }, ...jokerAt(joker)],
      });
    }
  }
  return problems;
}

/** The settled jokers as the state lists them: in the order they settled. */
export function settledList(layout: Layout, settings: Settings, seats: number): SettledJoker[] {
  return panicOrder(layout.lines, seats, settings.dealer).flatMap(({ seat, joker }) => {
    const suit = settings.settled.get(joker);
    return suit ? [{ seat, joker: joker as SettledJoker['joker'], suit }] : [];
  });
}

/** The seats with the best royal line, when the lines can be scored. */
function roundWinners(table: Table): { winners: Seat[]; points: number } | null {
  const { layout, settings, seats } = table;
  const settlers: CardId[] = [];
  for (let seat = 0; seat < seats; seat++) {
    const cards = layout.settlers[seat] ?? [];
    if (cards.length !== 1 || !SETTLER_CARDS.has(cards[0]!)) return null;
    settlers.push(cards[0] as CardId);
  }
  const lines = layout.lines.map((line) => line as CardId[]);
  if (lines.some((line) => line.some((card) => !ROYAL_CARDS.has(card) || (isJokerCard(card) && !settings.settled.has(card))))) return null;
  const settled = settledList(layout, settings, seats);
  const points = settlers.map((_, seat) => lineScore({ settlers, lines, settled }, seat).points);
  const best = Math.max(...points);
  return { winners: points.flatMap((p, seat) => (p === best ? [seat] : [])), points: best };
}

function matchEnded(wins: readonly number[], options: RoyalLinesOptions): Seat[] | null {
  const leaders = matchLeaders({ wins: [...wins], options });
  return leaders && (leaders.length === 1 || options.matchTie === 'shared') ? leaders : null;
}

function seatsWords(seats: readonly Seat[]): string {
  return listWords(seats.map(seatName));
}

/** Each round has one or more winners, each gets one round win, and the match ends at the target. */
function winProblems(table: Table): Problem[] {
  const { settings, options, seats, stage } = table;
  const problems: Problem[] = [];
  const wins = settings.wins;
  const allWins = Array.from({ length: seats }, (_, seat) => ({ scalar: scalarKey.wins(seat) }));
  const scored = settings.round - 1 + (stage === 'scored' ? 1 : 0);
  const rounds = scored === 0 ? 'no round has' : `only ${plural(scored, 'round')} ${scored === 1 ? 'has' : 'have'}`;
  wins.forEach((count, seat) => {
    if (count > scored) {
      problems.push({ message: `${seatName(seat)} has ${plural(count, 'round win')}, but ${rounds} been scored.`, where: [{ scalar: scalarKey.wins(seat) }, { scalar: scalarKey.round }] });
    }
  });
  const total = wins.reduce((sum, count) => sum + count, 0);
  if (total < scored) {
    problems.push({
      message: `The players have ${plural(total, 'round win')} between them after ${plural(scored, 'scored round')}, but every round has at least one winner.`,
      where: [...allWins, { scalar: scalarKey.round }],
    });
  }
  const target = `the target of ${plural(options.target, 'round win')}`;
  if (stage !== 'scored') {
    const ended = matchEnded(wins, options);
    if (ended) {
      problems.push({
        message: `${seatsWords(ended)} ${ended.length === 1 ? 'has' : 'have'} reached ${target}, so the match is over and no round is played.`,
        where: [...ended.map((seat) => ({ scalar: scalarKey.wins(seat) })), { scalar: scalarKey.phase }],
      });
    }
    return problems;
  }
  const round = roundWinners(table);
  if (!round) return problems;
  const before = wins.map((count, seat) => count - (round.winners.includes(seat) ? 1 : 0));
  for (const seat of round.winners) {
    if (wins[seat]! < 1) {
      problems.push({
        message: `${seatName(seat)} wins this round with ${plural(round.points, 'point')}, so it has at least one round win.`,
        where: [{ scalar: scalarKey.wins(seat) }],
      });
    }
  }
  const endedBefore = before.every((count) => count >= 0) ? matchEnded(before, options) : null;
  if (endedBefore) {
    problems.push({
      message: `The match was over before this round: ${seatsWords(endedBefore)} had already reached ${target}.`,
      where: endedBefore.map((seat) => ({ scalar: scalarKey.wins(seat) })),
    });
    return problems;
  }
  const ended = matchEnded(wins, options);
  if (settings.phase === 'scored' && ended) {
    problems.push({
      message: `${seatsWords(ended)} ${ended.length === 1 ? 'reaches' : 'reach'} ${target} with this round, so the match is over: set the stage to the match over.`,
      where: [{ scalar: scalarKey.phase }],
    });
  }
  if (settings.phase === 'over' && !ended) {
    const leaders = matchLeaders({ wins: [...wins], options });
    problems.push({
      message: leaders
        ? `${seatsWords(leaders)} are level at ${target}, and the match plays on until one leads alone: set the stage to the round scored.`
        : `The match is over only when a player reaches ${target}.`,
      where: [{ scalar: scalarKey.phase }, ...allWins],
    });
  }
  return problems;
}
