/**
 * The answer to "Who wins from here?" for the position on the table. It
 * belongs to that position: anything that moves the game on drops it.
 */
import { session } from './session.svelte';
import { solveRefusal } from './solve-offer';
import { hasSolver, type SolveAnswer } from './solve-request';
import { solvePosition } from './solver';
import { ui } from './ui.svelte';

export type SolveResult =
  | { readonly status: 'thinking' }
  | { readonly status: 'done'; readonly answer: SolveAnswer }
  | { readonly status: 'failed'; readonly error: string };

class SolveState {
  result = $state.raw<SolveResult | null>(null);

  /** Why the question cannot be asked now, or null. */
  readonly refusal = $derived.by((): string | null => {
    const game = session.game;
    if (!game || !session.record) return 'No game is open.';
    return solveRefusal({
      hasSolver: hasSolver(game.id),
      gameTitle: game.title,
      over: session.outcome !== null,
      open: session.secretsOpen,
      pickedUp: session.openReason !== null && !session.secretsOpen,
      puzzle: ui.screen === 'puzzle',
    });
  });

  async ask(): Promise<void> {
    if (this.refusal) return ui.refuse(this.refusal);
    const record = session.record;
    const state = session.state;
    if (!record || !state || this.result?.status === 'thinking') return;
    const cursor = session.cursor;
    const version = session.version;
    const current = () => session.record === record && session.cursor === cursor && session.version === version;
    this.result = { status: 'thinking' };
    try {
      const answer = await solvePosition({ gameId: record.game.id, state });
      if (current()) this.result = { status: 'done', answer };
    } catch (error) {
      if (current()) this.result = { status: 'failed', error: error instanceof Error ? error.message : String(error) };
    }
  }

  clear(): void {
    this.result = null;
  }
}

export const solving = new SolveState();

/** The answer belongs to the position it was asked about; set up once by the app. */
export function useSolveReset(): void {
  $effect(() => {
    void session.record;
    void session.version;
    void session.cursor;
    solving.clear();
  });
}
