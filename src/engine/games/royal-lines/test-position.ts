/**
 * Builds Royal Lines positions from a compact description, so tests read like
 * the table they set up:
 *
 *   position({ ship: ['KD', 'JK1', 'QS'], hands: [['9H'], ['8S'], ['9C'], ['4C']] })
 *
 * The ship is listed in arrival order (the last card lies on top); decks top
 * card first. Seats default to the number of hands, settlers to the aces in
 * seat order. Colonials and settlers placed nowhere go to the colonial deck
 * (6 of them while the first ship is out) and then the discard; promises
 * placed nowhere go to the promise deck (or, when it is given, to the played
 * pile), so every position holds the whole deck once.
 */
import { seedRng } from '../../core/rng';
import { aces, faceCards, jokerCount, jokers, promiseCards } from './cards';
import {
  optionsSchema,
  SECOND_HAND_SIZE,
  type CardId,
  type Pending,
  type PromiseCard,
  type RoyalLinesOptions,
  type RoyalLinesState,
  type SettledJoker,
} from './types';

export interface PositionSpec {
  readonly hands: readonly (readonly string[])[];
  readonly ship: readonly string[];
  readonly seats?: number;
  readonly settlers?: readonly string[];
  readonly settlerShown?: readonly boolean[];
  readonly lines?: readonly (readonly string[])[];
  readonly settled?: readonly SettledJoker[];
  readonly chosen?: readonly (string | null)[];
  readonly shipNumber?: 1 | 2;
  readonly colonialDeck?: readonly string[];
  readonly promiseDeck?: readonly string[];
  readonly played?: readonly string[];
  readonly discard?: readonly string[];
  readonly absent?: string | null;
  readonly pirateSettler?: string | null;
  readonly pending?: Pending | null;
  readonly options?: Partial<RoyalLinesOptions>;
  readonly dealer?: number;
  readonly round?: number;
  readonly wins?: readonly number[];
  readonly seed?: number;
}

export function position(spec: PositionSpec): RoyalLinesState {
  const seats = spec.seats ?? spec.hands.length;
  const options = optionsSchema.parse(spec.options ?? {});
  const shipNumber = spec.shipNumber ?? 1;
  const cards = <T extends string = CardId>(list: readonly (string | null)[] | undefined): T[] =>
    (list ?? []).filter((card): card is string => card !== null).map((card) => card as T);
  const settlers = spec.settlers ? cards(spec.settlers) : aces().slice(0, seats);
  const pirateSettler = seats === 2 ? ((spec.pirateSettler ?? aces().find((ace) => !settlers.includes(ace)) ?? null) as CardId | null) : null;
  const lines = Array.from({ length: seats }, (_, seat) => cards(spec.lines?.[seat]));
  const hands = Array.from({ length: seats }, (_, seat) => cards<PromiseCard>(spec.hands[seat]));
  const chosen = Array.from({ length: seats }, (_, seat) => (spec.chosen?.[seat] ?? null) as PromiseCard | null);
  const placedList = [
    ...settlers,
    ...(pirateSettler ? [pirateSettler] : []),
    ...spec.ship,
    ...lines.flat(),
    ...hands.flat(),
    ...cards(chosen),
    ...cards(spec.colonialDeck),
    ...cards(spec.promiseDeck),
    ...cards(spec.played),
    ...cards(spec.discard),
    ...(spec.absent ? [spec.absent] : []),
  ];
  const placed = new Set<string>(placedList);
  if (placed.size !== placedList.length) {
    const twice = placedList.filter((card, i) => placedList.indexOf(card) !== i);
    throw new Error(`a position places ${twice.join(' ')} twice`);
  }
  const mentionedJokers = [...placed].filter((card) => card.startsWith('JK')).length;
  const colonialKinds: CardId[] = [...faceCards(), ...aces(), ...jokers(Math.max(jokerCount(seats, options.jokers), mentionedJokers))];
  const spareColonials = colonialKinds.filter((card) => !placed.has(card));
  const colonialDeck = spec.colonialDeck ? cards(spec.colonialDeck) : shipNumber === 1 ? spareColonials.splice(0, SECOND_HAND_SIZE) : [];
  const sparePromises = promiseCards().filter((card) => !placed.has(card));
  const recruitments = Math.max(0, (shipNumber === 1 ? 7 : 13) - (hands[0]?.length ?? 0) - (chosen[0] ? 1 : 0));
  return {
    rng: seedRng(spec.seed ?? 1),
    options,
    seats,
    round: spec.round ?? 1,
    dealer: spec.dealer ?? 0,
    wins: spec.wins ? [...spec.wins] : Array.from({ length: seats }, () => 0),
    phase: spec.pending ? 'choice' : 'promise',
    settlers,
    settlerShown: Array.from({ length: seats }, (_, seat) => spec.settlerShown?.[seat] ?? false),
    pirateSettler,
    absent: (spec.absent ?? null) as CardId | null,
    colonialDeck,
    ship: cards(spec.ship),
    shipNumber,
    promiseDeck: spec.promiseDeck ? cards<PromiseCard>(spec.promiseDeck) : sparePromises,
    hands,
    chosen,
    played: [...cards<PromiseCard>(spec.played), ...(spec.promiseDeck ? sparePromises : [])],
    lines,
    settled: (spec.settled ?? []).map((entry) => ({ ...entry })),
    discard: [...cards(spec.discard), ...spareColonials],
    recruitments,
    pending: spec.pending ?? null,
    lastRecruitment: null,
    panic: [],
    result: null,
    previous: null,
    end: null,
  };
}
