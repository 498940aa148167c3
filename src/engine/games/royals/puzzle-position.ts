/**
 * Puzzle positions set up the way the editor sets them up: cards in the
 * editor's zones and the values of the position, checked by the editor's
 * validate and turned into a state by its toState, so a puzzle is always a
 * position a player could have built on the editor screen.
 *
 *   puzzlePosition({ hands: [['7S', '3D'], []], fields: [['KS'], ['JH/']], discard: ['AS', 'AH'] })
 *
 * A field card is "QD" (upright), "QD/" (diagonal) or "QD-" (sideways), with
 * the cards under it after a colon: "KS:9H,4C". Cards placed nowhere are
 * shuffled into the deck; a hand left empty is dealt from them up to five,
 * as a hand would be at the start of a turn.
 */
import type { Position, ScalarValue } from '../../core/editor';
import { seedRng, shuffleInPlace } from '../../core/rng';
import { unplacedCards } from '../../core/editor';
import { royalsEditor, zoneIds } from './editor';
import { FIELD_SPOTS } from './editor-layout';
import { optionsSchema, HAND_SIZE, type RoyalsOptions, type RoyalsState } from './types';
import { otherSeat } from './words';

export interface PuzzleSpec {
  /** Each seat's hand; an empty or missing hand is dealt at random from the unplaced cards. */
  readonly hands: readonly (readonly string[] | undefined)[];
  readonly fields?: readonly (readonly string[])[];
  readonly discard?: readonly string[];
  /** Tribute and arrow cards already scored. */
  readonly points?: readonly (readonly string[])[];
  /** Whose turn it is: the side that solves. */
  readonly seat?: number;
  /** Both players have had a royal unless this says otherwise (then it is the Cold War). */
  readonly hadRoyal?: readonly boolean[];
  readonly options?: Partial<RoyalsOptions>;
  readonly turn?: number;
  readonly seed?: number;
}

function fieldCards(spec: string): { card: string; pose: string; under: string[] } {
  const [head, under] = spec.split(':') as [string, string | undefined];
  const pose = head.endsWith('/') ? 'diagonal' : head.endsWith('-') ? 'sideways' : 'upright';
  return { card: pose === 'upright' ? head : head.slice(0, -1), pose, under: under ? under.split(',') : [] };
}

/** The position in editor form, before any hand is dealt. */
export function puzzleEditorPosition(spec: PuzzleSpec): Position {
  const zones: Record<string, string[]> = {};
  const hadRoyal = spec.hadRoyal ?? [true, true];
  const toPlay = spec.seat ?? 0;
  const turn = spec.turn ?? 12;
  const scalars: Record<string, ScalarValue> = {
    seat: toPlay,
    phase: hadRoyal.every(Boolean) ? 'battle' : 'cold-war',
    finalTurns: 'both',
    reshuffles: 0,
    lastReshuffle: 'none',
    turn,
    game: 1,
    // The player who began takes the odd turns: the turn number and whose turn it is tell who that was.
    first: turn % 2 === 1 ? toPlay : otherSeat(toPlay),
  };
  for (const seat of [0, 1]) {
    zones[zoneIds.hand(seat)] = [...(spec.hands[seat] ?? [])];
    const field = (spec.fields?.[seat] ?? []).map(fieldCards);
    zones[zoneIds.field(seat)] = field.map((entry) => entry.card);
    for (let spot = 0; spot < FIELD_SPOTS; spot++) {
      zones[zoneIds.under(seat, spot)] = field[spot]?.under ?? [];
      scalars[`pose.${seat}.${spot + 1}`] = field[spot]?.pose ?? 'upright';
    }
    zones[zoneIds.scorePoints(seat)] = [...(spec.points?.[seat] ?? [])];
    scalars[`hadRoyal.${seat}`] = hadRoyal[seat] ?? true;
    scalars[`wins.${seat}`] = 0;
  }
  zones[zoneIds.discard] = [...(spec.discard ?? [])];
  return { zones, scalars };
}

/**
 * A playable state from the spec, through the editor contract. Throws with
 * the editor's own words when the position could not be played.
 */
export function puzzlePosition(spec: PuzzleSpec): RoyalsState {
  const options = optionsSchema.parse(spec.options ?? {});
  const position = puzzleEditorPosition(spec);
  const editor = royalsEditor;
  const holder = { rng: seedRng(spec.seed ?? 7) };
  const zones: Record<string, readonly string[]> = { ...position.zones };
  const empty = [0, 1].filter((seat) => (spec.hands[seat] ?? []).length === 0);
  if (empty.length) {
    // Deal the empty hands from the cards the position leaves unplaced, as a turn's refill would.
    const unplaced = unplacedCards(position, editor.pack(options, 2));
    shuffleInPlace(holder, unplaced);
    for (const seat of empty) zones[zoneIds.hand(seat)] = unplaced.splice(0, HAND_SIZE);
  }
  const dealt: Position = { zones, scalars: position.scalars };
  const problems = editor.validate(dealt, options, 2);
  if (problems.length) throw new Error(problems.map((problem) => problem.message).join(' '));
  return editor.toState(dealt, options, 2, holder.rng);
}
