/**
 * The editor contract for Royals: the cards in their zones (hands, each field
 * with the cards under each of its spots, score piles, the attack under way,
 * deck and discard pile) and the values of the position (whose turn, the
 * phase, poses, reshuffles, the Last Reshuffle, the match).
 *
 * A field is one ordered zone of up to five cards, royals and jokers in the
 * order they stand; "under.S.K" holds the cards under its K-th card. A score
 * pile's groups are one ordered zone where each royal or joker is followed by
 * the cards that scored with it.
 */
import type { GameEditor, Position, Problem, ScalarSpec, ScalarValue, ZoneSpec } from '../../core/editor';
import { displayCard, packProblems, unplacedCards } from '../../core/editor';
import { shuffleInPlace, type RngState } from '../../core/rng';
import { isJokerCard, isNumberCard, isRoyalCard, packCards } from './cards';
import { stateSchema } from './state-schema';
import {
  GAMES_MAX,
  HAND_SIZE,
  JOKER_SPOTS,
  POSES,
  RESHUFFLE_LIMIT,
  ROYAL_SPOTS,
  type Attack,
  type FieldCard,
  type GameResult,
  type GameSummary,
  type MatchEnd,
  type Phase,
  type Pose,
  type RoyalsOptions,
  type RoyalsState,
  type ScoreGroup,
  type Stage,
} from './types';
import { capitalise, seatName } from './words';

const SEATS = [0, 1] as const;
export const FIELD_SPOTS = ROYAL_SPOTS + JOKER_SPOTS;

export const zoneIds = {
  hand: (seat: number) => `hand.${seat}`,
  field: (seat: number) => `field.${seat}`,
  under: (seat: number, spot: number) => `under.${seat}.${spot + 1}`,
  scoreGroups: (seat: number) => `score.${seat}.groups`,
  scorePoints: (seat: number) => `score.${seat}.points`,
  deck: 'deck',
  discard: 'discard',
  attack: 'attack',
} as const;

const poseKey = (seat: number, spot: number) => `pose.${seat}.${spot + 1}`;

/** What a position carries besides cards and scalars: the answer under way and the match so far. */
interface Extra {
  readonly stage: Stage;
  readonly attack: Omit<Attack, 'cards'> | null;
  readonly results: readonly GameSummary[];
  readonly result: GameResult | null;
  readonly end: MatchEnd | null;
}

function zones(): ZoneSpec[] {
  const list: ZoneSpec[] = [];
  for (const seat of SEATS) {
    const group = seatName(seat).toLowerCase();
    const name = seatName(seat);
    list.push({ id: zoneIds.hand(seat), label: `${name}'s hand`, owner: seat, order: null, capacity: HAND_SIZE, seenBy: 'owner', group });
    list.push({ id: zoneIds.field(seat), label: `${name}'s field`, owner: seat, order: 'as-laid', capacity: FIELD_SPOTS, seenBy: 'everyone', group });
    for (let spot = 0; spot < FIELD_SPOTS; spot++) {
      list.push({ id: zoneIds.under(seat, spot), label: `under ${name}'s field card ${spot + 1}`, owner: seat, order: 'as-laid', capacity: null, seenBy: 'everyone', group });
    }
    list.push({ id: zoneIds.scoreGroups(seat), label: `${name}'s scored royals and jokers`, owner: seat, order: 'as-laid', capacity: null, seenBy: 'everyone', group });
    list.push({ id: zoneIds.scorePoints(seat), label: `${name}'s tribute and arrows`, owner: seat, order: null, capacity: null, seenBy: 'everyone', group });
  }
  list.push({ id: zoneIds.deck, label: 'deck', owner: null, order: 'top-first', capacity: null, seenBy: 'nobody', group: 'piles' });
  // The discard pile grows at its end, its top card last, as the table shows it.
  list.push({ id: zoneIds.discard, label: 'discard pile', owner: null, order: 'bottom-first', capacity: null, seenBy: 'everyone', group: 'piles' });
  list.push({ id: zoneIds.attack, label: 'attack under way', owner: null, order: 'as-laid', capacity: 4, seenBy: 'everyone', group: 'piles' });
  return list;
}

const seatChoices = SEATS.map((seat) => ({ value: seat, label: seatName(seat) }));

function scalars(): ScalarSpec[] {
  const list: ScalarSpec[] = [
    { key: 'seat', label: 'Whose turn', kind: 'choice', choices: seatChoices },
    {
      key: 'phase',
      label: 'Phase',
      kind: 'choice',
      choices: [
        { value: 'cold-war', label: 'Cold War' },
        { value: 'battle', label: 'Battle' },
        { value: 'last-round', label: 'Last Round' },
      ],
    },
    {
      key: 'finalTurns',
      label: 'Final turns left (Last Round)',
      help: 'Both players still have their final turn, or only the player whose turn it is.',
      kind: 'choice',
      choices: [
        { value: 'both', label: 'Both' },
        { value: 'one', label: 'Only this turn' },
      ],
    },
    { key: 'reshuffles', label: 'Reshuffles so far', kind: 'number', min: 0, max: 99 },
    {
      key: 'lastReshuffle',
      label: 'Last Reshuffle',
      kind: 'choice',
      choices: [
        { value: 'none', label: 'Not in effect' },
        { value: 'seat-0', label: 'Called by Seat 1' },
        { value: 'seat-1', label: 'Called by Seat 2' },
        { value: 'limit', label: 'Reshuffle limit reached' },
      ],
    },
    { key: 'turn', label: 'Turn number', kind: 'number', min: 1, max: 99999 },
    { key: 'game', label: 'Game of the match', kind: 'number', min: 1, max: GAMES_MAX },
    { key: 'first', label: 'Began this game', kind: 'choice', choices: seatChoices },
  ];
  for (const seat of SEATS) {
    list.push({ key: `hadRoyal.${seat}`, label: `${seatName(seat)} has had a royal`, kind: 'boolean' });
    list.push({ key: `wins.${seat}`, label: `${seatName(seat)}'s game wins`, kind: 'number', min: 0, max: GAMES_MAX });
    for (let spot = 0; spot < FIELD_SPOTS; spot++) {
      list.push({
        key: poseKey(seat, spot),
        label: `${seatName(seat)}'s field card ${spot + 1}`,
        help: 'Upright: ready. Diagonal: recruited or attacked this turn (a joker: revealed this turn). Sideways: defeated.',
        kind: 'choice',
        choices: POSES.map((pose) => ({ value: pose, label: capitalise(pose) })),
      });
    }
  }
  return list;
}

function toPosition(state: RoyalsState): Position {
  const zoneMap: Record<string, string[]> = {};
  const scalarMap: Record<string, ScalarValue> = {
    seat: state.seat,
    phase: state.phase,
    finalTurns: state.finalTurns.length >= 2 ? 'both' : 'one',
    reshuffles: state.reshuffles,
    lastReshuffle: !state.lastReshuffle ? 'none' : state.lastReshuffleBy === null ? 'limit' : `seat-${state.lastReshuffleBy}`,
    turn: state.turn,
    game: state.game,
    first: state.first,
  };
  for (const seat of SEATS) {
    zoneMap[zoneIds.hand(seat)] = [...state.hands[seat]!];
    const field = state.fields[seat]!;
    zoneMap[zoneIds.field(seat)] = field.map((entry) => entry.card);
    for (let spot = 0; spot < FIELD_SPOTS; spot++) {
      zoneMap[zoneIds.under(seat, spot)] = [...(field[spot]?.under ?? [])];
      scalarMap[poseKey(seat, spot)] = field[spot]?.pose ?? 'upright';
    }
    zoneMap[zoneIds.scoreGroups(seat)] = state.scores[seat]!.groups.flatMap((group) => [group.head, ...group.cards]);
    zoneMap[zoneIds.scorePoints(seat)] = [...state.scores[seat]!.points];
    scalarMap[`hadRoyal.${seat}`] = state.hadRoyal[seat]!;
    scalarMap[`wins.${seat}`] = state.wins[seat]!;
  }
  zoneMap[zoneIds.deck] = [...state.deck];
  zoneMap[zoneIds.discard] = [...state.discard];
  zoneMap[zoneIds.attack] = [...(state.attack?.cards ?? [])];
  const attack = state.attack ? (({ cards: _cards, ...rest }) => rest)(state.attack) : null;
  const extra: Extra = { stage: state.stage, attack, results: state.results, result: state.result, end: state.end };
  return { zones: zoneMap, scalars: scalarMap, extra: JSON.parse(JSON.stringify(extra)) as Extra };
}

function extraOf(position: Position): Extra | null {
  const extra = position.extra as Partial<Extra> | undefined;
  return extra && typeof extra === 'object' && typeof extra.stage === 'string' ? (extra as Extra) : null;
}

const zoneOf = (position: Position, id: string): readonly string[] => position.zones[id] ?? [];

/** Score groups read from their zone: each royal or joker followed by its cards. */
function readGroups(list: readonly string[]): { groups: ScoreGroup[]; stray: number[] } {
  const groups: ScoreGroup[] = [];
  const stray: number[] = [];
  list.forEach((card, index) => {
    if (isRoyalCard(card) || isJokerCard(card)) groups.push({ head: card, cards: [] });
    else if (groups.length) groups[groups.length - 1]!.cards.push(card);
    else stray.push(index);
  });
  return { groups, stray };
}

function validate(position: Position, options: RoyalsOptions): Problem[] {
  const pack = packCards(options.decks);
  const problems = packProblems(position, pack, zones());
  const scalar = (key: string) => position.scalars[key];
  for (const seat of SEATS) {
    const name = seatName(seat);
    const fieldId = zoneIds.field(seat);
    const field = zoneOf(position, fieldId);
    const royals = field.filter(isRoyalCard);
    const jokers = field.filter(isJokerCard);
    if (royals.length > ROYAL_SPOTS) {
      problems.push({ message: `${name}'s field holds ${royals.length} royals; a field holds at most three.`, where: royals.map((card) => ({ zone: fieldId, card, index: field.indexOf(card) })) });
    }
    if (jokers.length > JOKER_SPOTS) {
      problems.push({ message: `${name}'s field holds ${jokers.length} jokers; a field holds at most two.`, where: jokers.map((card) => ({ zone: fieldId, card, index: field.indexOf(card) })) });
    }
    field.forEach((card, index) => {
      if (!isRoyalCard(card) && !isJokerCard(card)) {
        problems.push({ message: `The ${displayCard(card)} cannot stand on a field: only royals and jokers do (number cards lie under a royal).`, where: [{ zone: fieldId, card, index }] });
      }
    });
    for (let spot = 0; spot < FIELD_SPOTS; spot++) {
      const underId = zoneIds.under(seat, spot);
      const under = zoneOf(position, underId);
      const head = field[spot];
      const pose = scalar(poseKey(seat, spot));
      if (head && isJokerCard(head) && pose === 'sideways') {
        problems.push({ message: `A joker cannot be defeated: ${name}'s joker must stand upright or diagonal.`, where: [{ scalar: poseKey(seat, spot) }, { zone: fieldId, card: head, index: spot }] });
      }
      if (!under.length) continue;
      if (!head) {
        problems.push({ message: `Cards lie under ${name}'s field card ${spot + 1}, but no royal stands there.`, where: [{ zone: underId }] });
      } else if (isJokerCard(head)) {
        problems.push({ message: `A joker on the field has no cards under it: move the cards under ${name}'s joker elsewhere.`, where: [{ zone: underId }, { zone: fieldId, card: head, index: spot }] });
      }
      under.forEach((card, index) => {
        if (!isNumberCard(card)) problems.push({ message: `Only number cards lie under a royal, not the ${displayCard(card)}.`, where: [{ zone: underId, card, index }] });
      });
    }
    const groupsId = zoneIds.scoreGroups(seat);
    const { groups, stray } = readGroups(zoneOf(position, groupsId));
    const list = zoneOf(position, groupsId);
    for (const index of stray) {
      problems.push({ message: `In ${name}'s scored royals and jokers, each number card follows the royal or joker it scored with.`, where: [{ zone: groupsId, card: list[index]!, index }] });
    }
    for (const group of groups) {
      const index = list.indexOf(group.head);
      if (isJokerCard(group.head) && group.cards.length !== 1) {
        problems.push({ message: `A scored joker lies with exactly one number card (${name}'s has ${group.cards.length}).`, where: [{ zone: groupsId, card: group.head, index }] });
      } else if (isRoyalCard(group.head) && group.cards.length === 0) {
        problems.push({ message: `A royal is scored only with cards under it; without them it is discarded (${name}'s ${displayCard(group.head)}).`, where: [{ zone: groupsId, card: group.head, index }] });
      }
      for (const card of group.cards) {
        if (!isNumberCard(card)) problems.push({ message: `Only number cards score with a royal or joker, not the ${displayCard(card)}.`, where: [{ zone: groupsId, card, index: list.indexOf(card) }] });
      }
    }
    const pointsId = zoneIds.scorePoints(seat);
    zoneOf(position, pointsId).forEach((card, index) => {
      if (isJokerCard(card)) problems.push({ message: 'A joker is never tribute nor an arrow.', where: [{ zone: pointsId, card, index }] });
    });
    const hadRoyal = scalar(`hadRoyal.${seat}`) === true;
    if (!hadRoyal && royals.length) {
      problems.push({ message: `${name} has a royal on the field, so ${name} has had a royal.`, where: [{ scalar: `hadRoyal.${seat}` }, { zone: fieldId }] });
    }
  }
  const phase = scalar('phase') as Phase;
  const bothHad = SEATS.every((seat) => scalar(`hadRoyal.${seat}`) === true);
  if (phase === 'cold-war' && bothHad) problems.push({ message: 'Both players have had a royal, so the Cold War is over.', where: [{ scalar: 'phase' }] });
  if (phase === 'battle' && !bothHad) problems.push({ message: 'The Battle begins only once both players have had a royal.', where: [{ scalar: 'phase' }] });
  const deck = zoneOf(position, zoneIds.deck);
  const unplaced = unplacedCards(position, pack);
  if (phase === 'last-round' && deck.length) problems.push({ message: 'The Last Round begins when the deck runs out: the deck must be empty.', where: [{ zone: zoneIds.deck }, { scalar: 'phase' }] });
  if (phase !== 'last-round' && deck.length + unplaced.length === 0) {
    problems.push({ message: 'The deck is empty: outside the Last Round it is replaced the moment it runs out.', where: [{ zone: zoneIds.deck }] });
  }
  const last = scalar('lastReshuffle');
  const reshuffles = Number(scalar('reshuffles') ?? 0);
  if (last === 'limit' && !(options.reshuffleLimit && reshuffles >= RESHUFFLE_LIMIT)) {
    problems.push({ message: 'The reshuffle limit is reached only after three reshuffles, with the limit on.', where: [{ scalar: 'lastReshuffle' }, { scalar: 'reshuffles' }] });
  }
  if (options.reshuffleLimit && reshuffles >= RESHUFFLE_LIMIT && last === 'none') {
    problems.push({ message: 'After three reshuffles the deck is the last one: the Last Reshuffle is in effect.', where: [{ scalar: 'lastReshuffle' }] });
  }
  const extra = extraOf(position);
  const attackCards = zoneOf(position, zoneIds.attack);
  if (attackCards.length && !extra?.attack) {
    problems.push({ message: 'Cards of an attack lie on the table, but no attack is under way: put them in a hand or the discard pile.', where: [{ zone: zoneIds.attack }] });
  }
  if (Number(scalar('game') ?? 1) > options.games) problems.push({ message: `The match has ${options.games} games.`, where: [{ scalar: 'game' }] });
  return problems;
}

function unplacedGoTo(position: Position): { zone: string; label: string } {
  return position.scalars.phase === 'last-round'
    ? { zone: zoneIds.discard, label: 'to the discard pile (the Last Round has no deck)' }
    : { zone: zoneIds.deck, label: 'shuffled into the deck' };
}

function toState(position: Position, options: RoyalsOptions, _seats: number, rng: RngState): RoyalsState {
  const scalar = (key: string) => position.scalars[key];
  const extra = extraOf(position);
  const state: RoyalsState = {
    rng: [...rng],
    options,
    game: Number(scalar('game') ?? 1),
    wins: SEATS.map((seat) => Number(scalar(`wins.${seat}`) ?? 0)),
    results: extra ? JSON.parse(JSON.stringify(extra.results)) : [],
    first: Number(scalar('first') ?? 0),
    seat: Number(scalar('seat') ?? 0),
    turn: Number(scalar('turn') ?? 1),
    phase: (scalar('phase') ?? 'cold-war') as Phase,
    stage: extra?.stage ?? 'turn',
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
    attack: extra?.attack ? { ...JSON.parse(JSON.stringify(extra.attack)), cards: [...zoneOf(position, zoneIds.attack)] } : null,
    result: extra?.result ? JSON.parse(JSON.stringify(extra.result)) : null,
    end: extra?.end ? JSON.parse(JSON.stringify(extra.end)) : null,
  };
  const scored = state.stage === 'scored' || state.stage === 'over';
  if (state.phase === 'last-round' && !scored) state.finalTurns = scalar('finalTurns') === 'both' ? [state.seat, 1 - state.seat] : [state.seat];
  const unplaced = unplacedCards(position, packCards(options.decks));
  if (unplaced.length) {
    shuffleInPlace(state, unplaced);
    (state.phase === 'last-round' ? state.discard : state.deck).push(...unplaced);
  }
  return state;
}

export const royalsEditor: GameEditor<RoyalsState, RoyalsOptions> = {
  stateSchema,
  pack: (options) => packCards(options.decks),
  zones,
  scalars,
  toPosition,
  validate: (position, options) => validate(position, options),
  unplacedGoTo: (position) => unplacedGoTo(position),
  toState,
};
