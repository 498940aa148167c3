/**
 * Builds Royals positions from a compact description, so tests read like the
 * table they set up:
 *
 *   position({ hands: [['7S', '7H'], ['AS']], fields: [[], ['QD']], seat: 0 })
 *
 * A field card is "QD" (upright), "QD/" (diagonal) or "QD-" (sideways), with
 * cards under it after a colon: "KS:9H,4C". Cards placed nowhere go to the
 * deck after any deck given, so every position holds the whole pack once.
 * The Cold War is over unless `hadRoyal` says otherwise.
 */
import { seedRng } from '../../core/rng';
import { packCards } from './cards';
import { applyFast } from '../../core/game';
import { royals } from './index';
import { optionsSchema, type FieldCard, type Phase, type RoyalsAction, type RoyalsOptions, type RoyalsState, type ScorePile } from './types';

export interface PositionSpec {
  readonly hands: readonly (readonly string[])[];
  readonly fields?: readonly (readonly string[])[];
  readonly scores?: readonly { readonly groups?: readonly (readonly string[])[]; readonly points?: readonly string[] }[];
  readonly deck?: readonly string[];
  /** Put every card placed nowhere into the discard pile instead of the deck. */
  readonly restToDiscard?: boolean;
  readonly discard?: readonly string[];
  readonly seat?: number;
  readonly phase?: Phase;
  readonly hadRoyal?: readonly boolean[];
  readonly reshuffles?: number;
  readonly lastReshuffle?: boolean;
  readonly finalTurns?: readonly number[];
  readonly options?: Partial<RoyalsOptions>;
  readonly seed?: number;
}

export function fieldEntry(spec: string): FieldCard {
  const [head, under] = spec.split(':') as [string, string | undefined];
  const pose = head.endsWith('/') ? 'diagonal' : head.endsWith('-') ? 'sideways' : 'upright';
  const card = pose === 'upright' ? head : head.slice(0, -1);
  return { card, pose, under: under ? under.split(',') : [] };
}

export function position(spec: PositionSpec): RoyalsState {
  const options = optionsSchema.parse(spec.options ?? {});
  const fields = [0, 1].map((seat) => (spec.fields?.[seat] ?? []).map(fieldEntry));
  const scores: ScorePile[] = [0, 1].map((seat) => ({
    groups: (spec.scores?.[seat]?.groups ?? []).map(([head, ...cards]) => ({ head: head!, cards })),
    points: [...(spec.scores?.[seat]?.points ?? [])],
  }));
  const hands = [0, 1].map((seat) => [...(spec.hands[seat] ?? [])]);
  const placed = [
    ...hands.flat(),
    ...fields.flat().flatMap((entry) => [entry.card, ...entry.under]),
    ...scores.flatMap((pile) => [...pile.groups.flatMap((group) => [group.head, ...group.cards]), ...pile.points]),
    ...(spec.deck ?? []),
    ...(spec.discard ?? []),
  ];
  if (new Set(placed).size !== placed.length) throw new Error(`a position places ${placed.filter((card, i) => placed.indexOf(card) !== i).join(' ')} twice`);
  const rest = packCards(options.decks).filter((card) => !placed.includes(card));
  const deck = [...(spec.deck ?? []), ...(spec.restToDiscard ? [] : rest)];
  const discard = [...(spec.discard ?? []), ...(spec.restToDiscard ? rest : [])];
  const hadRoyal = [...(spec.hadRoyal ?? [true, true])];
  return {
    rng: seedRng(spec.seed ?? 1),
    options,
    game: 1,
    wins: [0, 0],
    results: [],
    first: 0,
    seat: spec.seat ?? 0,
    turn: 5,
    phase: spec.phase ?? (hadRoyal.every(Boolean) ? 'battle' : 'cold-war'),
    stage: 'turn',
    hands,
    deck,
    discard,
    fields,
    scores,
    hadRoyal,
    reshuffles: spec.reshuffles ?? 0,
    lastReshuffle: spec.lastReshuffle ?? false,
    lastReshuffleBy: null,
    finalTurns: [...(spec.finalTurns ?? [])],
    attack: null,
    result: null,
    end: null,
  };
}

/** The single active seat takes each action in turn; throws with the refusal when one is illegal. */
export function play(state: RoyalsState, ...actions: RoyalsAction[]): RoyalsState {
  for (const action of actions) {
    const [seat] = royals.activeSeats(state);
    if (seat === undefined) throw new Error('nobody may act');
    applyFast(royals, state, seat, action);
  }
  return state;
}

export function refusal(state: RoyalsState, action: RoyalsAction): string | null {
  const [seat] = royals.activeSeats(state);
  return royals.illegalReason(state, seat ?? 0, action);
}

export function pose(state: RoyalsState, seat: number, card: string): string | undefined {
  return state.fields[seat]!.find((entry) => entry.card === card)?.pose;
}
