/**
 * When "Who wins from here?" may be asked. The solver sees every card, so in
 * a live game against another person it is offered only with everything face
 * up (a teaching table) — never to one player behind the other's back.
 */
import type { PlayerInfo, Viewer } from '../../../engine';
import { humanSeats } from './viewer';

export interface SolveSituation {
  readonly hasSolver: boolean;
  readonly gameTitle: string;
  readonly replay: boolean;
  readonly over: boolean;
  readonly viewer: Viewer;
  readonly players: readonly PlayerInfo[];
}

/** Why the question cannot be asked now, or null when it can. */
export function solveRefusal(situation: SolveSituation): string | null {
  if (!situation.hasSolver) return `${situation.gameTitle} has no solver.`;
  if (situation.over) return 'The game is over: nobody is to move.';
  if (situation.replay || situation.viewer === 'all') return null;
  if (humanSeats(situation.players).length >= 2) {
    return 'The answer would show the other player’s cards: choose “Everything face up” under Cards shown, or ask in a replay.';
  }
  return null;
}
