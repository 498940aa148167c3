/**
 * The editor contract for Royals (core/editor.ts): the layout from
 * editor-layout.ts, the checks from editor-checks.ts, and the way between a
 * state and a position in both directions.
 */
import type { GameEditor, Position, ScalarValue } from '../../core/editor';
import { unplacedCards } from '../../core/editor';
import { shuffleInPlace, type RngState } from '../../core/rng';
import { packCards } from './cards';
import { validatePosition } from './editor-checks';
import { extraOf, FIELD_SPOTS, poseKey, readGroups, scalars, SEATS, zoneIds, zoneOf, zones, type Extra } from './editor-layout';
import { stateSchema } from './state-schema';
import type { FieldCard, Phase, Pose, RoyalsOptions, RoyalsState } from './types';

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
  const attack = state.attack ? (({ cards: _cards, ...rest }) => rest)(state.attack) : null;
  const extra: Extra = { stage: state.stage, attack, results: state.results, result: state.result, end: state.end };
  return { zones: zoneMap, scalars: scalarMap, extra: JSON.parse(JSON.stringify(extra)) as Extra };
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
  validate: (position, options) => validatePosition(position, options),
  unplacedGoTo: (position) => unplacedGoTo(position),
  toState,
};
