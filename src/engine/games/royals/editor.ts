/**
 * The editor contract for Royals (core/editor.ts): the layout from
 * editor-layout.ts, the checks from editor-checks.ts, and the way between a
 * state and a position in both directions.
 */
import type { GameEditor, Position, ScalarValue, ZoneNote } from '../../core/editor';
import { unplacedCards } from '../../core/editor';
import { shuffleInPlace, type RngState } from '../../core/rng';
import { label, packCards } from './cards';
import { validatePosition } from './editor-checks';
import { FIELD_SPOTS, poseKey, scalars, SEATS, zoneIds, zones, type Extra } from './editor-layout';
import { tableOf } from './editor-table';
import { stateSchema } from './state-schema';
import { POSES, type Pose, type RoyalsOptions, type RoyalsState } from './types';
import { POSE_WORDS } from './words';

export { zoneIds } from './editor-layout';

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
  const attack = state.attack ? (({ cards: _cards, fallers: _fallers, ...rest }) => rest)(state.attack) : null;
  // A scored game's own summary is read again from its cards, with its result.
  const scored = state.stage === 'scored' || state.stage === 'over';
  const extra: Extra = { stage: state.stage, attack, results: scored ? state.results.slice(0, -1) : state.results };
  return { zones: zoneMap, scalars: scalarMap, extra: JSON.parse(JSON.stringify(extra)) as Extra };
}

/** Under the deck's placed cards, or in the Last Round, which has no deck, on top of the discard pile. */
function unplacedGoTo(position: Position): { zone: string; label: string } {
  return position.scalars.phase === 'last-round'
    ? { zone: zoneIds.discard, label: 'shuffled onto the discard pile, above the cards placed there (the Last Round has no deck)' }
    : { zone: zoneIds.deck, label: 'shuffled into the deck, under the cards placed there' };
}

function toState(position: Position, options: RoyalsOptions, _seats: number, rng: RngState): RoyalsState {
  const state = tableOf(position, options, rng);
  const unplaced = unplacedCards(position, packCards(options.decks));
  if (unplaced.length) {
    shuffleInPlace(state, unplaced);
    (state.phase === 'last-round' ? state.discard : state.deck).push(...unplaced);
  }
  return state;
}

/** A field card that does not stand upright says so on the field, so the board shows what its pose value says. */
function zoneNotes(position: Position): ZoneNote[] {
  const notes: ZoneNote[] = [];
  for (const seat of SEATS) {
    const field = position.zones[zoneIds.field(seat)] ?? [];
    field.forEach((card, spot) => {
      const pose = position.scalars[poseKey(seat, spot)];
      if (pose !== 'upright' && POSES.includes(pose as Pose)) notes.push({ zone: zoneIds.field(seat), text: `${label(card)} ${POSE_WORDS[pose as Pose]}` });
    });
  }
  return notes;
}

export const royalsEditor: GameEditor<RoyalsState, RoyalsOptions> = {
  stateSchema,
  pack: (options) => packCards(options.decks),
  zones,
  scalars,
  toPosition,
  validate: (position, options) => validatePosition(position, options),
  unplacedGoTo: (position) => unplacedGoTo(position),
  toState,
  zoneNotes: (position) => zoneNotes(position),
};
