/**
 * The editor contract for Alliance Royals: the cards in their zones (each
 * player's hand, Spoils, Meld and gift in flight, the draw stack, the spread
 * discard pile, the dead pile, the battle under way) and the values of the
 * position (round, dealer, turn, houses, alliance totals, phase).
 *
 * The attacker is not a value: the dealer's left attacks in the first turn and
 * the attack passes clockwise, so the dealer and the turn number decide it
 * (and each player's last turn as attacker), and it can never disagree with
 * them. A designer picks the attacker through the dealer and the turn; the
 * table writes who attacks on their hand.
 *
 * A position set up by hand starts either before the houses are chosen or at
 * the start of the attacker's turn; a position exported from play carries the
 * rest of the turn (the queue, the battle's seats, meld and battle dates,
 * hostages...) in `extra`, so it plays on exactly. What play remembers of
 * single cards in a Meld or a Spoils is shown, and set by hand, as card tags
 * (editor-tags.ts).
 */
import type { GameEditor, Position, Problem, ScalarSpec, ScalarValue, ZoneNote, ZoneSpec } from '../../core/editor';
import { packProblems, tagProblems, unplacedCards } from '../../core/editor';
import type { Seat } from '../../core/game';
import { seedRng, shuffleInPlace, type RngState } from '../../core/rng';
import { SUITS, type Suit } from '../../core/cards';
import { pack } from './cards';
import { attackerOnTurn, beginTurn, lastTurnsUpTo, nextDealer } from './flow';
import { allyOf, clockwiseFrom } from './seats';
import { applyTags, CARD_TAGS, tagRuleProblems, tagsOfState } from './editor-tags';
import { zoneIds } from './zone-ids';
import { extraSchema, stateSchema } from './state-schema';
import { turnUnderWayProblems } from './turn-under-way';
import type { AllianceRoyalsOptions, AllianceRoyalsState, Phase } from './types';
import { capitalise, label, numberText, seatName } from './words';

const SEATS = [0, 1, 2, 3] as const;

export { zoneIds };

type Extra = ReturnType<typeof extraSchema.parse>;

// The labels leave the piles' order to the editor, which says it beside them: the stack top first, the discard bottom
// first, as it lies spread (a bundle takes a card and every card above it), the battle in the order its cards were played.
const STACK_LABEL = 'draw stack';
const DISCARD_LABEL = 'discard pile';
const PHASE_LABEL = 'Phase';
const TURN_LABEL = 'Turn of the round';
const NOT_CHOSEN = 'Not chosen yet';

function zones(): ZoneSpec[] {
  const list: ZoneSpec[] = [];
  for (const seat of SEATS) {
    const name = seatName(seat);
    const group = name.toLowerCase();
    list.push({ id: zoneIds.hand(seat), label: `${name}'s hand`, owner: seat, order: null, capacity: null, seenBy: 'owner', group });
    list.push({ id: zoneIds.spoils(seat), label: `${name}'s Spoils`, owner: seat, order: null, capacity: null, seenBy: 'everyone', group });
    list.push({ id: zoneIds.meld(seat), label: `${name}'s Meld`, owner: seat, order: null, capacity: null, seenBy: 'everyone', group });
    list.push({ id: zoneIds.gift(seat), label: `${name}'s gift in flight`, owner: seat, order: null, capacity: 1, seenBy: 'owner', group });
  }
  list.push({ id: zoneIds.stack, label: STACK_LABEL, owner: null, order: 'top-first', capacity: null, seenBy: 'nobody', group: 'piles' });
  list.push({ id: zoneIds.discard, label: DISCARD_LABEL, owner: null, order: 'bottom-first', capacity: null, seenBy: 'everyone', group: 'piles' });
  list.push({ id: zoneIds.dead, label: 'dead pile', owner: null, order: null, capacity: null, seenBy: 'nobody', group: 'piles' });
  list.push({ id: zoneIds.battle, label: 'battle under way', owner: null, order: 'as-laid', capacity: 4, seenBy: 'everyone', group: 'piles' });
  return list;
}

const seatChoices = SEATS.map((seat) => ({ value: seat, label: seatName(seat) }));
const PHASE_LABELS: Record<Phase, string> = {
  houses: 'Choosing home houses',
  draw: 'The attacker draws',
  bundle: 'Melding the bundle card',
  gift: 'Gift exchange',
  battle: 'Battle',
  spoils: 'Choosing spoils',
  play: 'Optional plays and discard',
  consent: 'Answering an arrangement',
  window: 'Taking the discard out of turn',
  scored: 'Round scored',
  over: 'Game over',
};

/** A zone or a value named as the editor shows it, so a designer finds it: “Draw stack”. */
function shown(label: string): string {
  return `“${capitalise(label)}”`;
}

/** Where a position set up by hand may start. */
const HAND_SET_START = `A position set up by hand starts at ${shown(PHASE_LABELS.houses)} or ${shown(PHASE_LABELS.draw)}.`;

/**
 * What a designer sets on the editor for a turn with no draws, which starts at the gift exchange, where a puzzle is
 * set: the table editor's help and problem and the puzzle maker's refusal all say it in these words.
 */
export const NO_DRAWS_ON_THE_EDITOR =
  `set ${shown(PHASE_LABEL)} to ${shown(PHASE_LABELS.draw)} and leave ${shown(STACK_LABEL)} and ${shown(DISCARD_LABEL)} empty, ` +
  `with every card placed elsewhere (unplaced cards are shuffled into the draw stack): then nobody draws`;

/** The discard pile as the editor names it, for a message that sends the designer there. */
export const DISCARD_SHOWN = shown(DISCARD_LABEL);

function scalars(): ScalarSpec[] {
  const list: ScalarSpec[] = [
    { key: 'round', label: 'Round', kind: 'number', min: 1, max: 9999 },
    { key: 'dealer', label: 'Dealer', kind: 'choice', choices: seatChoices },
    {
      key: 'turn',
      label: TURN_LABEL,
      help: 'Attacker turns so far this round, this one included: the dealer’s left attacks in turn 1, then each player clockwise. 0 while the home houses are chosen.',
      kind: 'number',
      min: 0,
      max: 99999,
    },
    {
      key: 'phase',
      label: PHASE_LABEL,
      help: `${HAND_SET_START} For a turn that starts at the gift exchange, as a puzzle does, ${NO_DRAWS_ON_THE_EDITOR}. The bundle card is the bundle’s bottom card.`,
      kind: 'choice',
      choices: (Object.keys(PHASE_LABELS) as Phase[]).map((value) => ({ value, label: PHASE_LABELS[value] })),
    },
    { key: 'total.0', label: 'Total of Seats 1 & 3', kind: 'number', min: -99999, max: 99999 },
    { key: 'total.1', label: 'Total of Seats 2 & 4', kind: 'number', min: -99999, max: 99999 },
  ];
  for (const seat of SEATS) {
    list.push({
      key: `house.${seat}`,
      label: `${seatName(seat)}'s home house`,
      kind: 'choice',
      choices: [{ value: 'none', label: NOT_CHOSEN }, ...SUITS.map((suit) => ({ value: suit, label: { C: 'Clubs', D: 'Diamonds', H: 'Hearts', S: 'Spades' }[suit] }))],
    });
  }
  return list;
}

/** Battle cards still on the table: the spoils already taken lie in their taker's Spoils. */
function untaken(battle: readonly { seat: Seat; card: string }[], taken: readonly { card: string }[]): string[] {
  return battle.map((play) => play.card).filter((card) => !taken.some((entry) => entry.card === card));
}

function toPosition(state: AllianceRoyalsState): Position {
  const zoneMap: Record<string, string[]> = {
    [zoneIds.stack]: [...state.stack],
    [zoneIds.discard]: [...state.discard],
    [zoneIds.dead]: [...state.dead],
    [zoneIds.battle]: untaken(state.battle, state.taken),
  };
  const scalarMap: Record<string, ScalarValue> = {
    round: state.round,
    dealer: state.dealer,
    turn: state.turn,
    phase: state.phase,
    'total.0': state.totals[0],
    'total.1': state.totals[1],
  };
  for (const seat of SEATS) {
    zoneMap[zoneIds.hand(seat)] = [...state.hands[seat]!];
    zoneMap[zoneIds.spoils(seat)] = [...state.spoils[seat]!];
    zoneMap[zoneIds.meld(seat)] = [...state.meld[seat]!];
    zoneMap[zoneIds.gift(seat)] = state.gifts[seat] ? [state.gifts[seat]!] : [];
    scalarMap[`house.${seat}`] = state.houses[seat] ?? 'none';
  }
  const extra: Extra = JSON.parse(
    JSON.stringify({
      queue: state.queue,
      privilege: state.privilege,
      giftDone: state.giftDone,
      giftLog: state.giftLog,
      battlePlays: state.battle,
      victor: state.victor,
      taken: state.taken,
      lastBattle: state.lastBattle,
      bundleCard: state.bundleCard,
      meldedIn: state.meldedIn,
      wonIn: state.wonIn,
      ransomBack: state.ransomBack,
      betrothed: state.betrothed,
      hostages: state.hostages,
      hostageActs: state.hostageActs,
      arrangement: state.arrangement,
      arrangementRefused: state.arrangementRefused,
      resume: state.resume,
      result: state.result,
      history: state.history,
      end: state.end,
    }),
  );
  const tags = tagsOfState(state);
  return Object.keys(tags).length > 0 ? { zones: zoneMap, scalars: scalarMap, tags, extra } : { zones: zoneMap, scalars: scalarMap, extra };
}

function seatScalar(value: ScalarValue | undefined): Seat | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 3 ? value : null;
}

function houseOf(position: Position, seat: Seat): Suit | null {
  const value = position.scalars[`house.${seat}`];
  return typeof value === 'string' && (SUITS as readonly string[]).includes(value) ? (value as Suit) : null;
}

function zoneCards(position: Position, id: string): readonly string[] {
  return position.zones[id] ?? [];
}

/** The turn number as set, when it is one. */
function turnScalar(value: ScalarValue | undefined): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 99999 ? value : null;
}

/** The attacker the dealer and the turn number decide, when both are set. */
function attackerOf(position: Position): Seat | null {
  const dealer = seatScalar(position.scalars.dealer);
  const turn = turnScalar(position.scalars.turn);
  return dealer === null || turn === null ? null : attackerOnTurn(dealer, turn);
}

/** Every card the record of the turn under way names, so that each can be checked against the pack. */
function cardsNamedIn(extra: Extra): string[] {
  const lastBattle = extra.lastBattle;
  return [
    ...extra.privilege.assassins,
    ...extra.giftLog.map((gift) => gift.card),
    ...extra.battlePlays.map((play) => play.card),
    ...extra.taken.map((entry) => entry.card),
    ...(lastBattle ? [...lastBattle.plays.map((play) => play.card), ...lastBattle.taken.map((entry) => entry.card), ...lastBattle.dead] : []),
    ...(extra.bundleCard ? [extra.bundleCard] : []),
    ...extra.ransomBack.map((entry) => entry.card),
    ...extra.betrothed,
    ...extra.hostages.map((entry) => entry.card),
    ...extra.hostageActs,
    ...(extra.arrangement ? [extra.arrangement.give, extra.arrangement.take] : []),
  ];
}

function validate(position: Position, options: AllianceRoyalsOptions, seats: number): Problem[] {
  const problems: Problem[] = [];
  if (seats !== 4) problems.push({ message: 'Alliance Royals is played by exactly four players.', where: [{ scalar: 'dealer' }] });
  problems.push(...packProblems(position, pack(), zones()), ...tagProblems(position, CARD_TAGS, zones()));
  const numberIn = (key: string, min: number, max: number) => {
    const value = position.scalars[key];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      problems.push({ message: `${scalars().find((spec) => spec.key === key)?.label ?? key} must be a whole number from ${numberText(min)} to ${numberText(max)}.`, where: [{ scalar: key }] });
    }
  };
  numberIn('round', 1, 9999);
  numberIn('turn', 0, 99999);
  numberIn('total.0', -99999, 99999);
  numberIn('total.1', -99999, 99999);
  if (seatScalar(position.scalars.dealer) === null) problems.push({ message: 'Choose the dealer: a seat from 1 to 4.', where: [{ scalar: 'dealer' }] });
  const phase = position.scalars.phase as Phase;
  if (!(phase in PHASE_LABELS)) {
    problems.push({ message: 'Choose the phase of the turn.', where: [{ scalar: 'phase' }] });
    return problems;
  }
  const turn = turnScalar(position.scalars.turn);
  // An alliance may give up as the houses are chosen, so a game over before its first turn has houses not chosen.
  const housesChosen = phase !== 'houses' && !(phase === 'over' && turn === 0);
  for (const seat of SEATS) {
    const value = position.scalars[`house.${seat}`];
    if (value !== 'none' && houseOf(position, seat) === null) problems.push({ message: `${seatName(seat)}'s home house must be clubs, diamonds, hearts, spades or not chosen yet.`, where: [{ scalar: `house.${seat}` }] });
    else if (housesChosen && value === 'none') problems.push({ message: `${seatName(seat)} has no home house yet: choose one, or set the phase to choosing home houses.`, where: [{ scalar: `house.${seat}` }] });
  }
  if (phase === 'houses') {
    for (const seat of SEATS) {
      for (const id of [zoneIds.spoils(seat), zoneIds.meld(seat)]) {
        const cards = zoneCards(position, id);
        if (cards.length) problems.push({ message: `Before the houses are chosen nothing is won or melded: ${label(cards[0]!)} cannot be in ${seatName(seat)}'s ${id.startsWith('meld') ? 'Meld' : 'Spoils'}.`, where: cards.map((card, index) => ({ zone: id, card, index })) });
      }
    }
    if (SEATS.every((seat) => houseOf(position, seat) !== null)) {
      problems.push({ message: `Every player has a home house, so the houses are chosen: set ${shown(PHASE_LABEL)} to ${shown(PHASE_LABELS.draw)}, or a home house to ${shown(NOT_CHOSEN)}.`, where: [{ scalar: 'phase' }] });
    }
  }
  // The turn number is read as it stands: 0 exactly while the houses are chosen (or in a game given up before its first turn).
  if (phase === 'houses' && turn !== null && turn !== 0) {
    problems.push({ message: `While the home houses are chosen no turn has been played yet: set ${shown(TURN_LABEL)} to 0.`, where: [{ scalar: 'turn' }] });
  }
  if (phase !== 'houses' && phase !== 'over' && turn === 0) {
    problems.push({ message: `Once the home houses are chosen the turns count from 1: set ${shown(TURN_LABEL)} to 1 or more.`, where: [{ scalar: 'turn' }] });
  }
  const attacker = attackerOf(position);
  if (position.extra === undefined) {
    if (phase !== 'houses' && phase !== 'draw') {
      problems.push({ message: `${HAND_SET_START} For a turn that starts at the gift exchange, as a puzzle does, ${NO_DRAWS_ON_THE_EDITOR}.`, where: [{ scalar: 'phase' }] });
    }
    for (const id of [zoneIds.battle, ...SEATS.map(zoneIds.gift)]) {
      const cards = zoneCards(position, id);
      if (cards.length) problems.push({ message: `At the start of a turn no card is ${id === 'battle' ? 'in a battle' : 'in flight as a gift'}: move ${label(cards[0]!)}.`, where: cards.map((card, index) => ({ zone: id, card, index })) });
    }
    const dealer = seatScalar(position.scalars.dealer);
    if (phase === 'draw' && dealer !== null && turn !== null && attacker !== null) {
      problems.push(...tagRuleProblems(position, SEATS.map((seat) => houseOf(position, seat)), dealer, turn, attacker));
    }
    return problems;
  }
  const parsed = extraSchema.safeParse(position.extra);
  if (!parsed.success) {
    problems.push({ message: 'The details of the turn under way are damaged; set the phase to the start of a turn to play from here.', where: [{ scalar: 'phase' }] });
    return problems;
  }
  const extra = parsed.data;
  const inPack = new Set(pack());
  for (const card of new Set(cardsNamedIn(extra))) {
    if (!inPack.has(card)) problems.push({ message: `The details of the turn under way name ${label(card)}, which is not a card of this game's pack; set the phase to the start of a turn to play from here.`, where: [{ scalar: 'phase' }] });
  }
  const battle = zoneCards(position, zoneIds.battle);
  const expected = untaken(extra.battlePlays, extra.taken);
  if (battle.length !== expected.length || battle.some((card, i) => card !== expected[i])) {
    problems.push({ message: `The battle under way holds ${expected.length ? expected.map(label).join(' ') : 'no card'} on the table; it cannot be changed in the middle of the battle.`, where: [{ zone: zoneIds.battle }] });
  }
  // A round never ends in the gift exchange: the gifts change hands before an empty hand is looked for.
  for (const seat of SEATS) {
    const gift = zoneCards(position, zoneIds.gift(seat));
    if (gift.length && (phase !== 'gift' || attacker === null || (seat !== attacker && seat !== allyOf(attacker)))) {
      problems.push({ message: `Only the attacker and ally have gifts in flight, during the gift exchange: move ${label(gift[0]!)}.`, where: [{ zone: zoneIds.gift(seat), card: gift[0]!, index: 0 }] });
    }
  }
  const inZone = (id: string, card: string) => zoneCards(position, id).includes(card);
  const misplaced = (card: string, id: string, what: string) => {
    if (!inZone(id, card)) problems.push({ message: `${label(card)} ${what}, but it is not there.`, where: [{ zone: id, card }] });
  };
  for (const entry of extra.taken) misplaced(entry.card, zoneIds.spoils(entry.seat), `was taken as spoils by ${seatName(entry.seat)}`);
  for (const entry of extra.hostages) misplaced(entry.card, zoneIds.spoils(entry.holder), `is a hostage in ${seatName(entry.holder)}'s Spoils`);
  if (extra.bundleCard && attacker !== null) misplaced(extra.bundleCard, zoneIds.hand(attacker), 'is the bundle card to meld from the attacker’s hand');
  if (extra.arrangement) {
    misplaced(extra.arrangement.give, zoneIds.hand(extra.arrangement.seat), 'is offered in an arrangement from hand');
    misplaced(extra.arrangement.take, zoneIds.spoils(allyOf(extra.arrangement.seat)), 'is asked for in an arrangement from the ally’s Spoils');
  }
  if (extra.lastBattle && extra.lastBattle.turn === position.scalars.turn) for (const card of extra.lastBattle.dead) misplaced(card, zoneIds.dead, 'went to the dead pile in this turn’s battle');
  // Who is to act, the step's record and the privileges are read as play would go on from them, once the values can be.
  const housesRead = SEATS.every((seat) => position.scalars[`house.${seat}`] === 'none' || houseOf(position, seat) !== null);
  if (attacker !== null && housesRead) {
    for (const message of turnUnderWayProblems(toState(position, options, seats, seedRng(0)))) problems.push({ message, where: [{ scalar: 'phase' }] });
  }
  return problems;
}

function toState(position: Position, options: AllianceRoyalsOptions, _seats: number, rng: RngState): AllianceRoyalsState {
  const holder = { rng: [...rng] };
  const spare = unplacedCards(position, pack());
  shuffleInPlace(holder, spare);
  const cards = (id: string) => [...zoneCards(position, id)];
  const extra = position.extra === undefined ? null : extraSchema.parse(position.extra);
  const dealer = seatScalar(position.scalars.dealer)!;
  const turn = position.scalars.turn as number;
  // Keys in the order of the state schema, so a position saved, reopened and saved again is the same text.
  const state: AllianceRoyalsState = {
    queue: [],
    lastTurn: lastTurnsUpTo(dealer, turn),
    privilege: { royal: false, twoRoyals: false, assassins: [] },
    giftDone: false,
    giftLog: [],
    victor: null,
    taken: [],
    lastBattle: null,
    bundleCard: null,
    meldedIn: {},
    wonIn: {},
    ransomBack: [],
    betrothed: [],
    hostages: [],
    hostageActs: [],
    arrangement: null,
    arrangementRefused: false,
    resume: null,
    result: null,
    history: [],
    end: null,
    rng: holder.rng,
    options: { ...options },
    round: position.scalars.round as number,
    dealer,
    totals: [position.scalars['total.0'] as number, position.scalars['total.1'] as number],
    phase: position.scalars.phase as Phase,
    houses: SEATS.map((seat) => houseOf(position, seat)),
    attacker: attackerOnTurn(dealer, turn),
    turn,
    hands: SEATS.map((seat) => cards(zoneIds.hand(seat))),
    stack: [...cards(zoneIds.stack), ...spare],
    discard: cards(zoneIds.discard),
    dead: cards(zoneIds.dead),
    spoils: SEATS.map((seat) => cards(zoneIds.spoils(seat))),
    meld: SEATS.map((seat) => cards(zoneIds.meld(seat))),
    gifts: SEATS.map((seat) => zoneCards(position, zoneIds.gift(seat))[0] ?? null),
    battle: [],
  };
  if (extra) {
    const { battlePlays, meldedIn, wonIn, betrothed, ransomBack, ...rest } = extra;
    Object.assign(state, JSON.parse(JSON.stringify(rest)));
    state.battle = battlePlays.map((play) => ({ ...play }));
    // Dates and marks follow their cards: a card moved in the editor leaves them behind.
    const inMeld = new Set(state.meld.flat());
    const inSpoils = new Set(state.spoils.flat());
    state.meldedIn = Object.fromEntries(Object.entries(meldedIn).filter(([card]) => inMeld.has(card)));
    state.wonIn = Object.fromEntries(Object.entries(wonIn).filter(([card]) => inSpoils.has(card)));
    state.betrothed = betrothed.filter((card) => inSpoils.has(card));
    state.ransomBack = ransomBack.filter((entry) => state.meld[entry.seat]!.includes(entry.card));
    return state;
  }
  if (state.phase === 'houses') {
    state.queue = clockwiseFrom(nextDealer(state)).filter((seat) => state.houses[seat] === null);
    return state;
  }
  // The attacker's turn begins afresh: the draws, with the privileges fixed from the Spoils as they lie (and the
  // betrothals and hostages tagged there).
  applyTags(state, position, turn);
  state.turn = turn - 1;
  beginTurn(state);
  return state;
}

/** Who deals and who attacks, written on their hands: the attacker is no value of its own, so the table shows it. */
function zoneNotes(position: Position): ZoneNote[] {
  const dealer = seatScalar(position.scalars.dealer);
  const attacker = attackerOf(position);
  const notes: ZoneNote[] = [];
  if (dealer !== null) notes.push({ zone: zoneIds.hand(dealer), text: 'dealer' });
  if (attacker !== null) notes.push({ zone: zoneIds.hand(attacker), text: position.scalars.phase === 'houses' ? 'attacks first' : 'attacker' });
  return notes;
}

export const allianceRoyalsEditor: GameEditor<AllianceRoyalsState, AllianceRoyalsOptions> = {
  stateSchema,
  pack: () => pack(),
  zones: () => zones(),
  scalars: () => scalars(),
  toPosition,
  validate,
  unplacedGoTo: () => ({ zone: zoneIds.stack, label: 'shuffled into the draw stack, under the cards placed there' }),
  toState,
  zoneNotes: (position) => zoneNotes(position),
  cardTags: () => CARD_TAGS,
};
