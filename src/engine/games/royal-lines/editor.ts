/**
 * The table editor's view of Royal Lines (core/editor.ts): zones and scalars
 * from editor-layout.ts, the checks from editor-checks.ts, and the way back
 * from a position to a playable state.
 */
import { unplacedCards, type GameEditor, type Position } from '../../core/editor';
import { mutableCopy } from '../../core/game';
import type { RngState } from '../../core/rng';
import { z } from 'zod';
import { validatePosition } from './editor-checks';
import { settledList } from './editor-round-checks';
import {
  collapseSeat,
  destinationOf,
  doubleCollapse,
  layoutOf,
  packOf,
  panicking,
  readSettings,
  recruitmentsMade,
  scalarsOf,
  stageOf,
  toPositionOf,
  zoneNotesOf,
  zonesOf,
  type Layout,
  type Settings,
} from './editor-layout';
import { comparePromises } from './cards';
import { scoreRound } from './round';
import { panicEventSchema, recruitmentSchema, roundSummarySchema, stateSchema } from './state-schema';
import type { CardId, Pending, PromiseCard, RoyalLinesOptions, RoyalLinesState } from './types';

const DESTINATION_LABELS = {
  promiseDeck: 'shuffled into the promise deck, under the cards placed there',
  colonialDeck: 'shuffled into the colonial deck (the second ship), under the cards placed there',
  discard: 'to the discard',
} as const;

/** What the table shows of the round so far; a position from elsewhere may carry none of it. */
const extraSchema = z.object({
  lastRecruitment: recruitmentSchema.nullable().default(null),
  panic: z.array(panicEventSchema).max(3).default([]),
  previous: roundSummarySchema.nullable().default(null),
});

/**
 * The history carried over when it fits the position (the same round, a panic
 * under way or done), else the neutral value: a fresh round shows none. It
 * must never name a card the position has since hidden (a colonial moved into
 * the colonial deck, say), so every colonial card it names must lie face up;
 * the promises it names are hidden by the view itself.
 */
function historyOf(extra: unknown, layout: Layout, settings: Settings, stage: ReturnType<typeof stageOf>) {
  const parsed = extraSchema.safeParse(extra ?? {});
  const history = parsed.success ? parsed.data : extraSchema.parse({});
  const faceUp = faceUpColonials(layout, settings);
  const shown = (cards: readonly (string | null)[]) => cards.every((card) => card === null || faceUp.has(card));
  const recruitment = history.lastRecruitment;
  const recruitmentFits =
    recruitment !== null &&
    recruitment.round === settings.round &&
    shown([recruitment.colonial, recruitment.replacedSettler, ...recruitment.attractive.map((entry) => entry.colonial)]) &&
    shown([...(recruitment.collapse?.cards ?? []), ...(recruitment.secondShip ?? [])]);
  const panicFits = (stage === 'panic' || stage === 'scored') && history.panic.every((event) => shown([event.joker, ...event.cards]));
  return {
    lastRecruitment: recruitmentFits ? recruitment : null,
    panic: panicFits ? history.panic : [],
    previous: history.previous && history.previous.round === settings.round - 1 ? history.previous : null,
  };
}

/** Colonials, aces and jokers every seat can see: the ship, the lines, the discard, the absent one and settlers that took over. */
function faceUpColonials(layout: Layout, settings: Settings): Set<string> {
  const cards = new Set([...layout.ship, ...layout.lines.flat(), ...layout.discard, ...layout.absent]);
  layout.settlers.forEach((zone, seat) => {
    if (settings.shown[seat] && zone[0] !== undefined) cards.add(zone[0]);
  });
  return cards;
}

/** The choice the cards leave to one player, if any: the rules would stop there too. */
function pendingOf(layout: Layout, settings: Settings, seats: number): Pending | null {
  if (settings.phase !== 'choice') return null;
  const seat = collapseSeat(layout, seats);
  if (seat !== null) return { kind: 'collapse', seat, groups: doubleCollapse(layout.lines[seat]!)! };
  const next = panicking(layout.lines, seats, settings.dealer, settings.settled);
  if (!next) return null;
  const joker = next.joker as `JK${number}`;
  return next.groups.length === 0 ? { kind: 'settle', seat: next.seat, joker } : { kind: 'panic', seat: next.seat, joker, groups: next.groups };
}

export function positionToState(position: Position, options: RoyalLinesOptions, seats: number, rng: RngState): RoyalLinesState {
  const problems = validatePosition(position, options, seats);
  if (problems.length > 0) throw new Error(`This position cannot be played: ${problems[0]!.message}`);
  const settings = readSettings(position, scalarsOf(options, seats)).settings!;
  const holder = { rng: [...rng] };
  const layout = layoutOf(position, seats, settings, unplacedCards(position, packOf(options, seats)), holder);
  const stage = stageOf(layout, settings, seats);
  const history = historyOf(position.extra, layout, settings, stage);
  const cards = (list: readonly string[]) => list.map((card) => card as CardId);
  const promises = (list: readonly string[]) => list.map((card) => card as PromiseCard);
  const state: RoyalLinesState = {
    rng: holder.rng,
    options: { target: options.target, jokers: options.jokers, matchTie: options.matchTie },
    seats,
    round: settings.round,
    dealer: settings.dealer,
    wins: [...settings.wins],
    phase: settings.phase,
    settlers: layout.settlers.map((zone) => zone[0] as CardId),
    settlerShown: [...settings.shown],
    pirateSettler: (layout.pirateSettler[0] ?? null) as CardId | null,
    absent: (layout.absent[0] ?? null) as CardId | null,
    colonialDeck: cards(layout.colonialDeck),
    ship: cards(layout.ship),
    shipNumber: settings.shipNumber,
    promiseDeck: promises(layout.promiseDeck),
    // Hands are kept sorted, as the deal leaves them.
    hands: layout.hands.map((hand) => promises(hand).sort(comparePromises)),
    chosen: layout.promises.map((zone) => (zone[0] ?? null) as PromiseCard | null),
    played: promises(layout.played),
    lines: layout.lines.map(cards),
    settled: settledList(layout, settings, seats),
    discard: cards(layout.discard),
    recruitments: recruitmentsMade(settings.shipNumber, layout.ship.length),
    pending: pendingOf(layout, settings, seats),
    lastRecruitment: history.lastRecruitment,
    panic: history.panic,
    result: null,
    previous: history.previous,
    end: null,
  };
  if (stage === 'scored') scoreAgain(state);
  return state;
}

/**
 * The round's result and the match's end come from the scoring rule itself.
 * The wins in the position already count this round, so the round's winners
 * (found by scoring a copy) give theirs back before the rule scores it.
 */
function scoreAgain(state: RoyalLinesState): void {
  const trial = mutableCopy(state);
  scoreRound(trial);
  for (const seat of trial.result!.winners) state.wins[seat]! -= 1;
  scoreRound(state);
}

export const royalLinesEditor: GameEditor<RoyalLinesState, RoyalLinesOptions> = {
  stateSchema,
  pack: packOf,
  zones: zonesOf,
  scalars: scalarsOf,
  toPosition: toPositionOf,
  validate: validatePosition,
  unplacedGoTo(position, _options, _seats, card) {
    const zone = destinationOf(card, position.scalars.phase, position.scalars.shipNumber);
    return { zone, label: DESTINATION_LABELS[zone] };
  },
  toState: positionToState,
  zoneNotes: zoneNotesOf,
};
