/** `replay verify` and `replay show`: read a replay file the way the app does, and report on it. */
import { annotationAt, type StepAnnotation, type Target } from '../engine/core/annotations';
import type { Viewer } from '../engine/core/game';
import { quoteUntrusted } from '../engine/core/quote';
import { MAIN_LINE, type Cursor, type GameRecord } from '../engine/core/record';
import { readReplay } from '../main/files/replay-store';
import type { ShowArgs } from './args';

/** A failure to report as `error: <message>` with exit code 1. */
export class CommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommandError';
  }
}

export interface VerifySummary {
  readonly game: string;
  readonly players: number;
  readonly lines: number;
  /** Steps recorded over every line (a branch counts only the steps after its fork). */
  readonly steps: number;
  /** The outcome label at the end of the main line, or null if it is unfinished. */
  readonly mainLineEnd: string | null;
  /** Whether the game begins with the rules' deal or a position set up in the editor. */
  readonly start: 'deal' | 'position';
  /** Steps with a note or marks. */
  readonly annotatedSteps: number;
}

export async function load(path: string) {
  const read = await readReplay(path);
  if (!read.ok) throw new CommandError(read.message);
  return read;
}

export function summarise(record: GameRecord): VerifySummary {
  const end = record.game.outcome(record.stateAt({ line: MAIN_LINE, step: record.lastStep(MAIN_LINE) }));
  return {
    game: record.game.id,
    players: record.players.length,
    lines: record.lines.length,
    steps: record.lines.reduce((sum, line) => sum + line.steps.length, 0),
    mainLineEnd: end ? end.label : null,
    start: record.start.kind,
    annotatedSteps: record.annotations.length,
  };
}

export async function verifyReplay(path: string): Promise<VerifySummary> {
  const { loaded } = await load(path);
  return summarise(loaded.record);
}

export interface ShownPosition {
  readonly lineName: string;
  readonly cursor: Cursor;
  readonly lastStep: number;
  /** The step's description; null at the set-up position. */
  readonly text: string | null;
  readonly board: string;
  /**
   * The note and marks shown at this step (empty when it has none). A mark's
   * place is named as a player names it ("grid b2", "seat 2's hand"), not by
   * the id the file keeps it under.
   */
  readonly annotation: StepAnnotation;
}

/** Which position `show` means when --step or --line are left out. */
export function chooseCursor(record: GameRecord, saved: Cursor, line: string | null, step: number | null): Cursor {
  if (line !== null && !record.hasLine(line)) {
    throw new CommandError(`the replay has no line ${quoteUntrusted(line)} (lines: ${record.lines.map((l) => l.id).join(', ')})`);
  }
  if (line === null && step === null) return saved;
  const lineId = line ?? MAIN_LINE;
  const last = record.lastStep(lineId);
  const at = step ?? last;
  if (at > last) throw new CommandError(`step ${at} is outside ${quoteUntrusted(record.line(lineId).name, 60)} (0 to ${last})`);
  return { line: lineId, step: at };
}

function viewerFor(record: GameRecord, viewer: ShowArgs['viewer']): Viewer {
  if (viewer === 'all') return 'all';
  if (viewer > record.players.length) {
    throw new CommandError(`the replay has ${record.players.length} players; there is no player ${viewer}`);
  }
  return viewer - 1;
}

export async function showReplay(args: Pick<ShowArgs, 'file' | 'step' | 'line' | 'viewer'>): Promise<ShownPosition> {
  const { loaded } = await load(args.file);
  const { record } = loaded;
  const cursor = chooseCursor(record, loaded.cursor, args.line, args.step);
  const viewer = viewerFor(record, args.viewer);
  return {
    lineName: record.line(cursor.line).name,
    cursor,
    lastStep: record.lastStep(cursor.line),
    text: record.stepAt(cursor)?.text ?? null,
    board: record.game.renderText(record.stateAt(cursor), viewer),
    annotation: withPlaceNames(annotationAt(record.annotations, record, cursor), record),
  };
}

/**
 * The marks with each place named by the game's table editor, the names its
 * players see; a place the game does not name keeps its id, which the file
 * checked against a strict pattern.
 */
function withPlaceNames(annotation: StepAnnotation, record: GameRecord): StepAnnotation {
  const zones = record.game.editor?.zones(record.options, record.players.length) ?? [];
  const names = new Map(zones.map((zone) => [zone.id, zone.label]));
  const named = (target: Target): Target => ({ ...target, zone: names.get(target.zone) ?? target.zone });
  return {
    ...annotation,
    highlights: annotation.highlights.map((mark) => ({ ...mark, target: named(mark.target) })),
    arrows: annotation.arrows.map((arrow) => ({ ...arrow, from: named(arrow.from), to: named(arrow.to) })),
  };
}
