/** How a game ends: an alliance passes the target, drops below the floor, or surrenders. */
import type { Outcome } from '../../core/game';
import { allianceOf } from './seats';
import type { AllianceRoyalsState } from './types';
import { allianceName, numberText } from './words';

export function outcomeOf(state: Pick<AllianceRoyalsState, 'end' | 'totals' | 'options'>): Outcome | null {
  const end = state.end;
  if (!end) return null;
  const [a, b] = state.totals.map(numberText);
  const score = `${a} to ${b}`;
  let text: string;
  if (end.winners.length === 4) text = `The alliances finish level at ${a} points each.`;
  else {
    const winner = allianceName(allianceOf(end.winners[0]!));
    if (end.reason === 'surrender') text = `${winner} win: the other alliance surrendered (${score}).`;
    else if (end.reason === 'hastings') text = `${winner} win ${score}: an alliance passed ${numberText(state.options.target)}.`;
    else text = `${winner} win ${score}: an alliance dropped below ${numberText(state.options.floor)}.`;
  }
  return { label: end.winners.length === 4 ? 'draw' : end.reason, winners: [...end.winners], text };
}

/** Each seat's points: its alliance's total over the rounds. */
export function finalScores(state: Pick<AllianceRoyalsState, 'totals'>): number[] {
  return [0, 1, 2, 3].map((seat) => state.totals[allianceOf(seat)]);
}
