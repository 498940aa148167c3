/**
 * Royal Lines in editor form: the zones and scalars of the table, the state
 * turned into a position, and a position read back as a layout of card lists
 * with the unplaced cards where the rules put them.
 *
 * The ship is listed bottom first, in the order its colonials arrived, as the
 * table lays it out and the state keeps it. What the cards decide (recruitments made, the pending
 * choice, the round's result, the match end) is not a scalar: it is derived
 * from the layout, so it can never disagree with the table. The stage of the
 * round a layout shows is named here too, for the checks and for the way back
 * to a state.
 */
import { SUITS, type Suit } from '../../core/cards';
import { displayCard, scalarProblems, type Position, type Problem, type ScalarSpec, type ScalarValue, type ZoneNote, type ZoneSpec } from '../../core/editor';
import type { Seat } from '../../core/game';
import { shuffleInPlace, type HasRng } from '../../core/rng';
import { aces, faceCards, hasAbsentColonial, inGroup, isJokerCard, isPromiseCard, jokerCount, jokers, promiseCards } from './cards';
import { COLLAPSE_SIZE, panicGroups } from './colony';
import { seatsFromDealer } from './round';
import { hasPirates } from './setup';
import { ROUND_MAX, SECOND_SHIP_SIZE } from './state-schema';
import { FIRST_SHIP_SIZE, GROUPS, type CardId, type Group, type Phase, type RoyalLinesOptions, type RoyalLinesState } from './types';
import { capitalise, listWords, seatName, suitPlural } from './words';

export const SHIP_CAPACITY = FIRST_SHIP_SIZE;
export { SECOND_SHIP_SIZE };
/** Recruitments in a round: 6 on the first ship (its last colonial waits for the second), 7 on the second. */
export const FIRST_SHIP_RECRUITMENTS = FIRST_SHIP_SIZE - 1;

export const zoneId = {
  settler: (seat: Seat) => `settler.${seat}`,
  hand: (seat: Seat) => `hand.${seat}`,
  promise: (seat: Seat) => `promise.${seat}`,
  line: (seat: Seat) => `line.${seat}`,
  pirateSettler: 'pirateSettler',
  absent: 'absent',
  colonialDeck: 'colonialDeck',
  ship: 'ship',
  promiseDeck: 'promiseDeck',
  played: 'played',
  discard: 'discard',
} as const;

export const scalarKey = {
  round: 'round',
  dealer: 'dealer',
  phase: 'phase',
  shipNumber: 'shipNumber',
  wins: (seat: Seat) => `wins.${seat}`,
  settlerShown: (seat: Seat) => `settlerShown.${seat}`,
  settled: (joker: string) => `settled.${joker}`,
} as const;

export const NOT_SETTLED = 'none';

/** "joker 2": jokers look alike, but the editor moves each one by its number. */
export function cardWords(card: string): string {
  return isJokerCard(card) ? `joker ${card.slice(2)}` : displayCard(card);
}

export function packOf(options: RoyalLinesOptions, seats: number): string[] {
  return [...faceCards(), ...aces(), ...jokers(jokerCount(seats, options.jokers)), ...promiseCards()];
}

export function pirateTable(seats: number): boolean {
  return hasPirates({ seats });
}

export function zonesOf(options: RoyalLinesOptions, seats: number): ZoneSpec[] {
  const zones: ZoneSpec[] = [];
  for (let seat = 0; seat < seats; seat++) {
    const group = seatName(seat);
    const who = `${seatName(seat)}'s`;
    zones.push(
      { id: zoneId.settler(seat), label: `${who} settler`, owner: seat, order: null, capacity: 1, seenBy: 'owner', group },
      { id: zoneId.hand(seat), label: `${who} hand`, owner: seat, order: null, capacity: FIRST_SHIP_SIZE, seenBy: 'owner', group },
      { id: zoneId.promise(seat), label: `${who} laid promise`, owner: seat, order: null, capacity: 1, seenBy: 'owner', group },
      { id: zoneId.line(seat), label: `${who} royal line`, owner: seat, order: 'as-laid', capacity: null, seenBy: 'everyone', group },
    );
  }
  if (pirateTable(seats)) {
    zones.push({ id: zoneId.pirateSettler, label: "pirates' settler", owner: null, order: null, capacity: 1, seenBy: 'nobody', group: 'pirates' });
  }
  if (hasAbsentColonial(seats, options.jokers)) {
    zones.push({ id: zoneId.absent, label: 'absent colonial', owner: null, order: null, capacity: 1, seenBy: 'everyone', group: 'colonials' });
  }
  zones.push(
    { id: zoneId.colonialDeck, label: 'colonial deck', owner: null, order: 'top-first', capacity: SECOND_SHIP_SIZE, seenBy: 'nobody', group: 'colonials' },
    { id: zoneId.ship, label: 'ship', owner: null, order: 'bottom-first', capacity: SHIP_CAPACITY, seenBy: 'everyone', group: 'colonials' },
    { id: zoneId.discard, label: 'discard', owner: null, order: null, capacity: null, seenBy: 'everyone', group: 'colonials' },
    { id: zoneId.promiseDeck, label: 'promise deck', owner: null, order: 'top-first', capacity: null, seenBy: 'nobody', group: 'promises' },
    { id: zoneId.played, label: 'played promises', owner: null, order: null, capacity: null, seenBy: 'everyone', group: 'promises' },
  );
  return zones;
}

/** The values' names as the editor shows them, which the checks' fixes name too. */
export const scalarLabel = {
  round: 'Round',
  phase: 'Stage of the round',
  shipNumber: 'Ship at the table',
  wins: (seat: Seat) => `${seatName(seat)}'s round wins`,
  settlerShown: (seat: Seat) => `${seatName(seat)}'s settler lies face up`,
  settled: (joker: string) => `Joker ${joker.slice(2)} settled as`,
} as const;

export const SHIP_CHOICES: readonly { readonly value: 1 | 2; readonly label: string }[] = [
  { value: 1, label: 'First ship' },
  { value: 2, label: 'Second ship' },
];

export const NOT_SETTLED_LABEL = 'Not settled';

export const PHASE_CHOICES: readonly { readonly value: Phase; readonly label: string }[] = [
  // Short enough to read whole in the editor's narrow panel; the scalar's help says the rest.
  { value: 'promise', label: 'Recruiting' },
  { value: 'choice', label: "A player's choice" },
  { value: 'scored', label: 'Round scored' },
  { value: 'over', label: 'Match over' },
];

/** “Stage of the round”: a value or a choice named as the editor shows it, set apart from the sentence around it. */
export function quoted(label: string): string {
  return `“${label}”`;
}

/** "set “Stage of the round” to “A player's choice” or “Round scored”" */
export function setPhaseWords(...phases: Phase[]): string {
  const labels = phases.map((phase) => quoted(PHASE_CHOICES.find((choice) => choice.value === phase)!.label));
  return `set ${quoted(scalarLabel.phase)} to ${listWords(labels, 'or')}`;
}

/** "set “Ship at the table” to “Second ship”" */
export function setShipWords(shipNumber: 1 | 2): string {
  return `set ${quoted(scalarLabel.shipNumber)} to ${quoted(SHIP_CHOICES.find((choice) => choice.value === shipNumber)!.label)}`;
}

/** "set “Joker 1 settled as” to “Not settled”" */
export function unsettleWords(joker: string): string {
  return `set ${quoted(scalarLabel.settled(joker))} to ${quoted(NOT_SETTLED_LABEL)}`;
}

export function scalarsOf(options: RoyalLinesOptions, seats: number): ScalarSpec[] {
  const seatChoices = Array.from({ length: seats }, (_, seat) => ({ value: seat, label: seatName(seat) }));
  const specs: ScalarSpec[] = [
    { key: scalarKey.round, label: scalarLabel.round, help: 'The round being played, counting from 1.', kind: 'number', min: 1, max: ROUND_MAX },
    { key: scalarKey.dealer, label: 'Dealer of this round', help: 'The deal passes clockwise each round.', kind: 'choice', choices: seatChoices },
    {
      key: scalarKey.phase,
      label: scalarLabel.phase,
      help: "Recruiting: the players lay promises. A player's choice: which three collapse, or a joker's suit. Round scored: the next dealer deals.",
      kind: 'choice',
      choices: PHASE_CHOICES,
    },
    {
      key: scalarKey.shipNumber,
      label: scalarLabel.shipNumber,
      help: 'The second ship arrives when one colonial of the first is left.',
      kind: 'choice',
      choices: SHIP_CHOICES,
    },
  ];
  for (let seat = 0; seat < seats; seat++) {
    specs.push(
      { key: scalarKey.wins(seat), label: scalarLabel.wins(seat), kind: 'number', min: 0, max: ROUND_MAX },
      {
        key: scalarKey.settlerShown(seat),
        label: scalarLabel.settlerShown(seat),
        help: 'An ace that took over lies face up.',
        kind: 'boolean',
      },
    );
  }
  for (const joker of jokers(jokerCount(seats, options.jokers))) {
    specs.push({
      key: scalarKey.settled(joker),
      label: scalarLabel.settled(joker),
      help: 'After the last recruitment a joker that finds no pair settles in as the suit its player chooses.',
      kind: 'choice',
      choices: [{ value: NOT_SETTLED, label: NOT_SETTLED_LABEL }, ...SUITS.map((suit) => ({ value: suit, label: capitalise(suitPlural(suit)) }))],
    });
  }
  return specs;
}

/**
 * What the values say of single zones, written on the board: the dealer's
 * hand, a settler lying face up, the suit a joker in a line settled as.
 */
export function zoneNotesOf(position: Position, _options: RoyalLinesOptions, seats: number): ZoneNote[] {
  const notes: ZoneNote[] = [];
  for (let seat = 0; seat < seats; seat++) {
    if (position.scalars[scalarKey.dealer] === seat) notes.push({ zone: zoneId.hand(seat), text: 'dealer' });
    if (position.scalars[scalarKey.settlerShown(seat)] === true) notes.push({ zone: zoneId.settler(seat), text: 'face up' });
    for (const card of position.zones[zoneId.line(seat)] ?? []) {
      const suit = position.scalars[scalarKey.settled(card)];
      if (isJokerCard(card) && SUITS.includes(suit as Suit)) notes.push({ zone: zoneId.line(seat), text: `${cardWords(card)} settled as ${suitPlural(suit as Suit)}` });
    }
  }
  return notes;
}

/** The scalars as the rules use them. */
export interface Settings {
  readonly round: number;
  readonly dealer: Seat;
  readonly phase: Phase;
  readonly shipNumber: 1 | 2;
  readonly wins: readonly number[];
  readonly shown: readonly boolean[];
  /** Settled jokers and their suits; jokers not settled are absent. */
  readonly settled: ReadonlyMap<string, Suit>;
}

/** Reads the scalars against their specs; a problem for each one missing, unknown or out of range. */
export function readSettings(position: Position, specs: readonly ScalarSpec[]): { settings: Settings | null; problems: Problem[] } {
  const problems = scalarProblems(position, specs);
  if (problems.length > 0) return { settings: null, problems };
  const values = new Map(Object.entries(position.scalars));
  const seats = specs.filter((spec) => spec.key.startsWith('wins.')).length;
  const settled = new Map<string, Suit>();
  for (const spec of specs) {
    if (!spec.key.startsWith('settled.')) continue;
    const suit = values.get(spec.key);
    if (suit !== NOT_SETTLED) settled.set(spec.key.slice('settled.'.length), suit as Suit);
  }
  return {
    settings: {
      round: values.get(scalarKey.round) as number,
      dealer: values.get(scalarKey.dealer) as number,
      phase: values.get(scalarKey.phase) as Phase,
      shipNumber: values.get(scalarKey.shipNumber) as 1 | 2,
      wins: Array.from({ length: seats }, (_, seat) => values.get(scalarKey.wins(seat)) as number),
      shown: Array.from({ length: seats }, (_, seat) => values.get(scalarKey.settlerShown(seat)) as boolean),
      settled,
    },
    problems,
  };
}

/** The cards of a position in the state's lists. */
export interface Layout {
  readonly settlers: readonly (readonly string[])[];
  readonly hands: readonly (readonly string[])[];
  readonly promises: readonly (readonly string[])[];
  readonly lines: readonly (readonly string[])[];
  readonly pirateSettler: readonly string[];
  readonly absent: readonly string[];
  readonly colonialDeck: readonly string[];
  readonly ship: readonly string[];
  readonly promiseDeck: readonly string[];
  readonly played: readonly string[];
  readonly discard: readonly string[];
}

export type Destination = typeof zoneId.promiseDeck | typeof zoneId.colonialDeck | typeof zoneId.discard;

/**
 * Where a card nobody placed goes: a promise into the promise deck; a
 * colonial, ace or joker into the colonial deck while it still waits to be the
 * second ship, otherwise to the discard (every colonial card not at the table
 * by then has been discarded).
 */
export function destinationOf(card: string, phase: unknown, shipNumber: unknown): Destination {
  if (isPromiseCard(card)) return zoneId.promiseDeck;
  const roundGoesOn = phase === 'promise' || phase === 'choice';
  return roundGoesOn && shipNumber === 1 ? zoneId.colonialDeck : zoneId.discard;
}

/**
 * The layout of a position, the unplaced cards added under the cards placed
 * in their destination (shuffled first when `shuffler` is given).
 */
export function layoutOf(position: Position, seats: number, settings: Settings, unplaced: readonly string[], shuffler?: HasRng): Layout {
  const cards = (id: string): string[] => [...(position.zones[id] ?? [])];
  const perSeat = (id: (seat: Seat) => string) => Array.from({ length: seats }, (_, seat) => cards(id(seat)));
  const added: Record<Destination, string[]> = { promiseDeck: [], colonialDeck: [], discard: [] };
  for (const card of unplaced) added[destinationOf(card, settings.phase, settings.shipNumber)].push(card);
  if (shuffler) {
    shuffleInPlace(shuffler, added.promiseDeck);
    shuffleInPlace(shuffler, added.colonialDeck);
  }
  return {
    settlers: perSeat(zoneId.settler),
    hands: perSeat(zoneId.hand),
    promises: perSeat(zoneId.promise),
    lines: perSeat(zoneId.line),
    pirateSettler: cards(zoneId.pirateSettler),
    absent: cards(zoneId.absent),
    colonialDeck: [...cards(zoneId.colonialDeck), ...added.colonialDeck],
    ship: cards(zoneId.ship),
    promiseDeck: [...cards(zoneId.promiseDeck), ...added.promiseDeck],
    played: cards(zoneId.played),
    discard: [...cards(zoneId.discard), ...added.discard],
  };
}

export function toPositionOf(state: RoyalLinesState): Position {
  const zones: Record<string, string[]> = {};
  const scalars: Record<string, ScalarValue> = {
    [scalarKey.round]: state.round,
    [scalarKey.dealer]: state.dealer,
    [scalarKey.phase]: state.phase,
    [scalarKey.shipNumber]: state.shipNumber,
  };
  for (let seat = 0; seat < state.seats; seat++) {
    const settler = state.settlers[seat];
    const chosen = state.chosen[seat];
    zones[zoneId.settler(seat)] = settler ? [settler] : [];
    zones[zoneId.hand(seat)] = [...(state.hands[seat] ?? [])];
    zones[zoneId.promise(seat)] = chosen ? [chosen] : [];
    zones[zoneId.line(seat)] = [...(state.lines[seat] ?? [])];
    scalars[scalarKey.wins(seat)] = state.wins[seat] ?? 0;
    scalars[scalarKey.settlerShown(seat)] = state.settlerShown[seat] === true;
  }
  // A card where this table has no such zone stays in the position, so validation names it rather than losing it.
  if (pirateTable(state.seats) || state.pirateSettler) zones[zoneId.pirateSettler] = state.pirateSettler ? [state.pirateSettler] : [];
  if (hasAbsentColonial(state.seats, state.options.jokers) || state.absent) zones[zoneId.absent] = state.absent ? [state.absent] : [];
  zones[zoneId.colonialDeck] = [...state.colonialDeck];
  zones[zoneId.ship] = [...state.ship];
  zones[zoneId.discard] = [...state.discard];
  zones[zoneId.promiseDeck] = [...state.promiseDeck];
  zones[zoneId.played] = [...state.played];
  for (const joker of jokers(jokerCount(state.seats, state.options.jokers))) scalars[scalarKey.settled(joker)] = NOT_SETTLED;
  // A settled joker outside the pack keeps its scalar, so validation names it rather than losing it.
  for (const entry of state.settled) scalars[scalarKey.settled(entry.joker)] = entry.suit;
  return { zones, scalars, extra: { lastRecruitment: state.lastRecruitment, panic: state.panic, previous: state.previous } };
}

/** Collapse groups (ranks, then suits) holding at least `size` cards of a line; jokers belong to none. */
export function fullGroups(line: readonly string[], size = COLLAPSE_SIZE): Group[] {
  return GROUPS.filter((group) => line.filter((card) => inGroupOf(card, group)).length >= size);
}

export function inGroupOf(card: string, group: Group): boolean {
  return card.length >= 2 && inGroup(card as CardId, group);
}

/**
 * A recruit made three of a rank and three of a suit at once: the line's last
 * card (the recruit) is in both, and the player must choose. Returns the two
 * groups, rank first, as the rules offer them.
 */
export function doubleCollapse(line: readonly string[]): Group[] | null {
  const groups = fullGroups(line);
  const recruit = line[line.length - 1];
  if (groups.length !== 2 || recruit === undefined) return null;
  const [rank, suit] = groups as [Group, Group];
  return 'JQK'.includes(rank) && !'JQK'.includes(suit) && inGroupOf(recruit, rank) && inGroupOf(recruit, suit) ? groups : null;
}

/** The recruited jokers in the order they panic: seats from the dealer's left, each line in order. */
export function panicOrder(lines: readonly (readonly string[])[], seats: number, dealer: Seat): { seat: Seat; joker: string }[] {
  return seatsFromDealer({ seats, dealer }).flatMap((seat) =>
    (lines[seat] ?? []).filter((card) => isJokerCard(card)).map((joker) => ({ seat, joker })),
  );
}

/** The joker whose panic waits for its player, with the groups it could collapse with (none: it settles). */
export function panicking(
  lines: readonly (readonly string[])[],
  seats: number,
  dealer: Seat,
  settled: ReadonlyMap<string, Suit>,
): { seat: Seat; joker: string; groups: Group[] } | null {
  const next = panicOrder(lines, seats, dealer).find((entry) => !settled.has(entry.joker));
  return next ? { ...next, groups: panicGroups((lines[next.seat] ?? []) as readonly CardId[]) } : null;
}

/** Everything a check reads. */
export interface Table {
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
export type Stage = 'recruiting' | 'collapse' | 'panic' | 'scored';

export const SETTLER_CARDS: ReadonlySet<string> = new Set([...aces(), 'JK1', 'JK2', 'JK3']);
export const ROYAL_CARDS: ReadonlySet<string> = new Set([...faceCards(), 'JK1', 'JK2', 'JK3']);

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
