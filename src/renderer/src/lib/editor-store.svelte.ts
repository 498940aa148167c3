/**
 * The editor screen's live state: which game and seats the position is for,
 * the working copy with its undo history (editor-model.ts), the card picked up
 * with the keyboard, and the places a clicked problem lights up. Everything
 * the screen shows about the position is derived from the game's editor.
 */
import type { AnyGameDefinition, CardTagSpec, OptionValues, PlayerInfo, Position, Problem, ScalarValue } from '../../../engine';
import type { PuzzleSection } from '../../../engine/core/puzzle';
import {
  canRedo,
  canUndo,
  cardAt,
  clearZone,
  marksOf,
  moveCard,
  newDoc,
  NO_MARKS,
  paletteGroups,
  redo,
  setScalar,
  toggleTag,
  undo,
  zoneGroups,
  type CardSource,
  type CardTarget,
  type EditorDoc,
  type Marks,
} from './editor-model';

/** Where the editor was opened from, so leaving it goes back there. */
/** The puzzle a file sets at the step the editor was opened on: its statement and title. */
export interface PuzzleOrigin {
  readonly section: PuzzleSection;
  readonly title: string;
}

/** Where the position came from: a new deal, a step of the replay on the table, or a refused start position to mend. */
export type EditorOrigin =
  | { readonly kind: 'home' }
  | { readonly kind: 'replay'; readonly step: number; readonly puzzle?: PuzzleOrigin }
  | { readonly kind: 'mend'; readonly source: 'file' | 'autosave' };

/**
 * The file Save writes what the editor shows to without asking. A position keeps the seed its unplaced cards are
 * shuffled with; a puzzle is saved with the seed it was verified with.
 */
export type EditorFile = { readonly kind: 'position'; readonly path: string; readonly seed: number } | { readonly kind: 'puzzle'; readonly path: string };

export interface EditorOpening {
  readonly game: AnyGameDefinition;
  readonly options: OptionValues;
  /** The seats the position is for; their kinds are the defaults of "Play from here". */
  readonly players: readonly PlayerInfo[];
  readonly position: Position;
  readonly origin: EditorOrigin;
  /** The file the position may be saved back into without asking (one that holds only this position). */
  readonly file?: EditorFile | null;
}

export class EditorStore {
  game = $state.raw<AnyGameDefinition | null>(null);
  options = $state.raw<OptionValues>({});
  players = $state.raw<readonly PlayerInfo[]>([]);
  origin = $state.raw<EditorOrigin>({ kind: 'home' });
  doc = $state.raw<EditorDoc>(newDoc({ zones: {}, scalars: {} }));
  /** The card picked up with the keyboard (or a click), waiting for a destination. */
  selected = $state.raw<CardSource | null>(null);
  /** The problem whose places are lit on the table, by its index in the list. */
  markedProblem = $state<number | null>(null);
  /** Places lit for another reason than a problem (a cook's first move, by the puzzle maker); a lit problem goes first. */
  lit = $state.raw<Marks | null>(null);
  /** A word for the person after a keyboard move or a save. */
  notice = $state('');
  /** Who plays each seat from here: "human" or a bot id, one per seat. */
  kinds = $state<string[]>([]);
  /** A position of a puzzle line shown on the board in place of the one being set up; any edit ends it. */
  preview = $state.raw<Position | null>(null);

  readonly editor = $derived(this.game?.editor ?? null);
  readonly seats = $derived(this.players.length);
  readonly position = $derived(this.preview ?? this.doc.position);
  readonly zones = $derived(this.editor ? this.editor.zones(this.options, this.seats) : []);
  readonly scalars = $derived(this.editor ? this.editor.scalars(this.options, this.seats) : []);
  readonly pack = $derived(this.editor ? this.editor.pack(this.options, this.seats) : []);
  /** The facts a designer may set on single cards (a hostage, a card melded last turn); most games have none. */
  readonly tags = $derived<readonly CardTagSpec[]>(this.editor?.cardTags?.(this.options, this.seats) ?? []);
  readonly groups = $derived(zoneGroups(this.zones));

  /**
   * What keeps the position being set up from being played. Always of that position, never of a step of a puzzle line
   * shown in its place: such a step is not the designer's to fix.
   */
  readonly problems = $derived.by((): Problem[] => {
    const editor = this.editor;
    if (!editor) return [];
    try {
      return editor.validate(this.doc.position, this.options, this.seats);
    } catch (error) {
      // A check that breaks must still keep the position from being played.
      return [{ message: `The position could not be checked: ${error instanceof Error ? error.message : String(error)}`, where: [] }];
    }
  });

  readonly palette = $derived.by(() => {
    const editor = this.editor;
    if (!editor) return [];
    return paletteGroups(this.position, this.pack, (card) => editor.unplacedGoTo(this.position, this.options, this.seats, card));
  });

  /** Words the game writes on its zones (a marker standing on a space), by zone. */
  readonly notes = $derived.by((): ReadonlyMap<string, readonly string[]> => {
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- a fresh map each time the position changes; nothing mutates it after
    const notes = new Map<string, string[]>();
    for (const note of this.editor?.zoneNotes?.(this.position, this.options, this.seats) ?? []) {
      notes.set(note.zone, [...(notes.get(note.zone) ?? []), note.text]);
    }
    return notes;
  });

  readonly marks = $derived.by((): Marks => {
    const problem = this.markedProblem === null ? undefined : this.problems[this.markedProblem];
    // A problem's places are those of the position being set up, lit only while the board shows it.
    if (this.preview) return NO_MARKS;
    return problem ? marksOf(problem, this.doc.position) : (this.lit ?? NO_MARKS);
  });

  readonly selectedCard = $derived(this.selected ? cardAt(this.position, this.pack, this.selected) : null);
  readonly canUndo = $derived(canUndo(this.doc));
  readonly canRedo = $derived(canRedo(this.doc));
  readonly isOpen = $derived(this.game !== null);
  /** The position as last opened or saved: an edit since then would be lost by leaving. */
  private savedPosition = $state.raw<Position | null>(null);
  /**
   * Where Save writes without asking: the file the position, or the puzzle made from it, was last saved in, or the
   * file it was opened from when that file holds nothing else; null until there is one.
   */
  file = $state.raw<EditorFile | null>(null);
  readonly unsaved = $derived(this.isOpen && this.doc.position !== this.savedPosition);

  open(opening: EditorOpening): void {
    this.game = opening.game;
    this.options = opening.options;
    this.players = opening.players;
    this.kinds = opening.players.map((p) => p.bot ?? 'human');
    this.origin = opening.origin;
    this.doc = newDoc(opening.position);
    this.savedPosition = this.doc.position;
    this.file = opening.file ?? null;
    this.preview = null;
    this.selected = null;
    this.markedProblem = null;
    this.lit = null;
    this.notice = '';
  }

  /** The position as it stands is in `file` now (as a position, or as a puzzle made from it). */
  markSaved(file: EditorFile): void {
    this.savedPosition = this.doc.position;
    this.file = file;
  }

  close(): void {
    this.game = null;
    this.doc = newDoc({ zones: {}, scalars: {} });
    this.savedPosition = null;
    this.file = null;
    this.preview = null;
    this.selected = null;
    this.markedProblem = null;
    this.lit = null;
    this.notice = '';
  }

  move(source: CardSource, target: CardTarget): boolean {
    const next = moveCard(this.doc, this.pack, this.zones, source, target, this.tags);
    this.selected = null;
    if (next === this.doc) return false;
    this.change(next);
    return true;
  }

  clear(zone: string): void {
    this.change(clearZone(this.doc, zone, this.tags));
  }

  toggleTag(spec: CardTagSpec, card: string): void {
    this.change(toggleTag(this.doc, spec, card));
  }

  setScalar(key: string, value: ScalarValue): void {
    this.change(setScalar(this.doc, key, value));
  }

  undo(): void {
    this.change(undo(this.doc));
  }

  redo(): void {
    this.change(redo(this.doc));
  }

  select(source: CardSource | null): void {
    this.selected = source;
  }

  markProblem(index: number | null): void {
    this.markedProblem = index === this.markedProblem ? null : index;
  }

  private change(next: EditorDoc): void {
    if (next === this.doc) return;
    this.preview = null;
    this.doc = next;
    // The list changes under a lit problem, so its places would point at the wrong cards.
    this.markedProblem = null;
    this.lit = null;
    this.notice = '';
  }
}

export const editorStore = new EditorStore();
