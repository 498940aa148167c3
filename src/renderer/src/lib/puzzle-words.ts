/** A verifier's findings and the solving's state in a player's words, shared by the make-a-puzzle panel and the puzzle player. */
import { chanceText, limitUnitWord, type PuzzleGoalSpec, type PuzzleSection, type VerifyResult } from '../../../engine/core/puzzle';
import { REPLAY_EXTENSION } from './paths';
import type { PlayerStatus } from './puzzle-player.svelte';
import { plural } from '../../../engine/core/words';
export { limitUnitWord, plural };

/** How the solving stands, in a few words: down the folded panel's rail, and to a screen reader whether the panel shows or not. */
export function playerStatusText(status: PlayerStatus, left: number, unit: PuzzleGoalSpec['limitUnit']): string {
  switch (status) {
    case 'preparing':
      return 'Looking at the position…';
    case 'thinking':
      return 'Answering your move…';
    case 'your-move':
      return `Your move: ${plural(left, limitUnitWord(unit))} left`;
    case 'solved':
      return 'Solved!';
    case 'wrong':
      return 'Not this way';
    case 'stuck':
      return 'The puzzle cannot go on';
  }
}

/**
 * Why the puzzle's table takes no action now, and what the person can do instead. Said for every game alike: each
 * table offers no action while this holds (table-closed.ts), and the puzzle refuses one that reaches it anyway.
 */
export function tableClosedText(status: PlayerStatus, walking: boolean): string {
  if (walking) return 'You are stepping through the line that refutes your move: press Done to play on.';
  switch (status) {
    case 'preparing':
    case 'thinking':
      return 'Wait a moment: the app is still looking at the position.';
    case 'solved':
      return 'The puzzle is solved: take moves back or start again to try another way, or leave the puzzle.';
    case 'wrong':
      return 'Not this way: take the move back, or start again, to go on.';
    case 'stuck':
      return 'The puzzle cannot go on from here: take a move back, or start again.';
    case 'your-move':
      return 'Your move is not one the puzzle can take here.';
  }
}

/**
 * The verdict in a sentence. The solution's own moves played in another order, and its first move with actions to
 * spare, are the same solution, not cooks, and are said apart so a designer does not try to remove them.
 */
export function verdictText(
  result: Pick<VerifyResult, 'verdict' | 'reason' | 'unique' | 'cooks'> & { readonly transpositions?: readonly unknown[]; readonly spare?: readonly unknown[] },
  severalIntended = false,
): string {
  switch (result.verdict) {
    case 'solvable': {
      const reordered = (result.transpositions?.length ?? 0) > 0 ? ' The solution’s moves may also be played in another order.' : '';
      const spare = (result.spare?.length ?? 0) > 0 ? ' Its first move may also be played with actions to spare.' : '';
      if (result.unique) return `Solvable, with one solution.${reordered}${spare}`;
      if (severalIntended) return `Solvable, with ${plural(result.cooks.length + 1, 'solution')}: several solutions, as intended.${reordered}${spare}`;
      return `Solvable, with ${plural(result.cooks.length + 1, 'solution')}: ${result.cooks.length === 1 ? 'the other is a cook' : 'the others are cooks'}.${reordered}${spare}`;
    }
    case 'unsolvable':
      return 'Not solvable as stated: every try has a defence.';
    case 'unknown':
      return `Not settled: ${result.reason ?? 'the search stopped.'}`;
  }
}

/** What the search covered: positions, and where cards are unknown, the deals and the exact chance over them. */
/**
 * Why a verified puzzle may not be saved (the verdict's problems) and what would change that: a puzzle with cooks
 * may be saved once cooks are admitted; any other verdict needs a new position or statement.
 */
export function notReadyToSaveText(verdict: VerifyResult['verdict'], problems: readonly string[]): string {
  const remedy =
    verdict === 'solvable'
      ? 'Change the position so only one first move wins, or save it marked “several solutions intended” where the alternatives are the point (the teaching point should say so).'
      : 'Change the position or the statement and verify again.';
  return `Not ready to save: ${problems.join(' ')} ${remedy}`;
}

export function coverageText(result: Pick<VerifyResult, 'positions' | 'deals' | 'probability'>): string {
  const parts = [`${plural(result.positions, 'position')} searched`];
  if (result.deals) {
    parts.push(`${result.deals.checked.toLocaleString('en')} of ${plural(result.deals.total, 'deal')} of the unknown cards checked`);
  }
  if (result.probability) parts.push(`chance with best play ${chanceText(result.probability)}`);
  return `${parts.join('; ')}.`;
}

/** The file's stored verdict, for a puzzle opened from a file. */
export function storedResultText(section: PuzzleSection): string | null {
  const result = section.result;
  if (!result) return null;
  return `${verdictText({ verdict: result.verdict, unique: result.unique, cooks: result.cooks })} ${coverageText(result)}`;
}

/** Text ending as a sentence ends: step texts come both as labels ("Move down") and as sentences ("Seat 1 ends the turn."). */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** A step of a refuting line: who acted, and the step in words. */
export interface RefutingStep {
  readonly seat: number;
  readonly text: string;
}

export interface RefutationText {
  /** The wrong move. */
  readonly move: string;
  /** How the other side answers it: their moves straight after it, before the solver's side acts again. */
  readonly answer: string | null;
  /** What follows from there, the solver's own side's moves among them (an ally's, or the best the solver has left). */
  readonly follows: string | null;
  /** Why the goal is missed. */
  readonly reason: string;
}

/** What a move that leaves the goal out of reach comes to, when no game end or spent limit says more. */
export const OUT_OF_REACH = 'From here, whatever you play, the goal is out of reach.';

/** `text` without the sentence `said` (the reason, told once on its own line); the text itself when nothing else is left. */
function without(text: string, said: string): string {
  const core = said.trim().replace(/\.$/, '');
  if (core === '' || !text.includes(core)) return text;
  const rest = text.replace(core, '').replace(/\s*\.?\s*$/, '').trim();
  return rest === '' ? text : rest;
}

function joined(steps: readonly RefutingStep[], reason: string): string | null {
  const texts = steps.map((step) => without(step.text.trim(), reason).replace(/\.$/, '')).filter((text) => text !== '');
  return texts.length > 0 ? asSentence(texts.join(' → ')) : null;
}

/**
 * A refuted move in plain sentences: the move, the other side's answer, what
 * follows, and why the goal is missed. Only the other side's moves are "the
 * answer": a move by the solver's side (an ally the puzzle moves, or the
 * solver's own next try) is part of what follows. A step that ends the game
 * says how in the same words as the reason, so that sentence is said once.
 */
export function refutationWords(move: string, after: readonly RefutingStep[], ours: (seat: number) => boolean, reason: string | null | undefined): RefutationText {
  const why = asSentence(reason ?? OUT_OF_REACH);
  let split = after.findIndex((step) => ours(step.seat));
  if (split < 0) split = after.length;
  return {
    move: asSentence(without(move, why)),
    answer: joined(after.slice(0, split), why),
    follows: joined(after.slice(split), why),
    reason: why,
  };
}

/** A file name from the puzzle's title. */
export function puzzleFileName(title: string, gameId: string, seed: number): string {
  const base = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || `${gameId}-puzzle-${seed}`}${REPLAY_EXTENSION}`;
}
