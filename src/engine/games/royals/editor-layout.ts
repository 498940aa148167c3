/**
 * The Royals table editor's layout: the zones cards lie in (hands, each field
 * with the cards under each of its spots, score piles, the attack under way,
 * deck and discard pile), the values of the position (whose turn, the phase,
 * poses, reshuffles, the Last Reshuffle, the match), and how a position is
 * read back.
 *
 * A field is one ordered zone of up to five cards, royals and jokers in the
 * order they stand; "under.S.K" holds the cards under its K-th card. A score
 * pile's groups are one ordered zone where each royal or joker is followed by
 * the cards that scored with it.
 */
import { z } from 'zod';
import type { Position, ScalarSpec, ZoneSpec } from '../../core/editor';
import { isJokerCard, isRoyalCard } from './cards';
import { attackSchema, gameSummarySchema, RESHUFFLES_MAX, stageSchema, TURN_MAX } from './state-schema';
import { GAMES_MAX, HAND_SIZE, JOKER_SPOTS, POSES, ROYAL_SPOTS, type Attack, type GameSummary, type ScoreGroup, type Stage } from './types';
import { capitalise, seatName } from './words';

export const SEATS = [0, 1] as const;
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

export const poseKey = (seat: number, spot: number) => `pose.${seat}.${spot + 1}`;

/**
 * What a position exported from play carries besides its cards and values: the
 * step of the turn, the attack under way without its cards (they lie in the
 * attack zone) and the summaries of the match's earlier games. What the rules
 * read from the cards is left out: who may take the fall, a scored game's
 * result and the match's end (editor-table.ts).
 */
const extraSchema = z
  .object({
    stage: stageSchema,
    attack: attackSchema.omit({ cards: true, fallers: true }).nullable(),
    results: z.array(gameSummarySchema).max(GAMES_MAX),
  })
  .strict();

export interface Extra {
  readonly stage: Stage;
  readonly attack: Omit<Attack, 'cards' | 'fallers'> | null;
  readonly results: readonly GameSummary[];
}

export function zones(): ZoneSpec[] {
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

export function scalars(): ScalarSpec[] {
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
    { key: 'reshuffles', label: 'Reshuffles so far', kind: 'number', min: 0, max: RESHUFFLES_MAX },
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
    { key: 'turn', label: 'Turn number', kind: 'number', min: 1, max: TURN_MAX },
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

/** The position's `extra`, or null when it has none or one that cannot be read. */
export function extraOf(position: Position): Extra | null {
  const parsed = extraSchema.safeParse(position.extra);
  return parsed.success ? parsed.data : null;
}

export const zoneOf = (position: Position, id: string): readonly string[] => position.zones[id] ?? [];

/** Score groups read from their zone: each royal or joker followed by its cards. */
export function readGroups(list: readonly string[]): { groups: ScoreGroup[]; stray: number[] } {
  const groups: ScoreGroup[] = [];
  const stray: number[] = [];
  list.forEach((card, index) => {
    if (isRoyalCard(card) || isJokerCard(card)) groups.push({ head: card, cards: [] });
    else if (groups.length) groups[groups.length - 1]!.cards.push(card);
    else stray.push(index);
  });
  return { groups, stray };
}
