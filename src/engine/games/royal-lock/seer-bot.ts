/**
 * The seer: a measuring instrument, not a bot a player is offered. It
 * reasons as the planner does (the keeper's search of the rest of the turn,
 * its best two ends looked at one turn further), but on the true position
 * with the red deck's order seen: each end of this turn is judged by the two
 * red cards the draw will truly show instead of by the odds of every draw, and
 * each candidate's next turn starts after that one draw and is itself judged
 * by the draw that follows it. A reshuffle of the red deck is foreseen too,
 * since the shuffle's fall is part of the true position.
 *
 * The black deck stays hidden from its reasoning: a card it fills counts as
 * a chance of a royal, as for the keeper ('draw' sight). One thing leaks: the
 * next turn starts from the true draw applied to the true grid, so a card
 * filled this turn that the draw takes off is seen to go.
 *
 * What it wins on the same deals bounds what judging plans by the odds of the
 * red draw costs the planner; it is the ceiling measured in
 * bench/royal-lock-ceiling.ts (docs/royal-lock-bots.md, "Ceiling").
 */
import type { BotSpec } from '../../core/game';
import { endTurn } from './actions';
import { firstAction, playableCopy, turnEnds, type JudgementCache, type TurnEnd } from './keeper-bot';
import { KEEPER_WEIGHTS, WIN_SCORE } from './keeper-score';
import { candidates, PLANNER_SETTINGS, type PlannerSettings } from './lookahead-bot';
import type { RoyalLockAction, RoyalLockState, RoyalLockView } from './types';

/** What the next turn can make of an end of turn, after the red draw the deck truly holds. */
export function nextTurnSeen(end: TurnEnd, judged: JudgementCache, settings: PlannerSettings = PLANNER_SETTINGS): number {
  const state = end.node.state;
  if (state.end) return state.end.label === 'win' ? WIN_SCORE : -WIN_SCORE;
  const next = playableCopy(state);
  endTurn(next);
  if (next.end) return next.end.label === 'win' ? WIN_SCORE : -KEEPER_WEIGHTS.drawLoss;
  // Cards filled this turn stay unknown to the next turn's reasoning, as in the planner's.
  const unseen = end.node.unseen.map((chance, cell) => (next.grid[cell] ? chance : null));
  let value = -Infinity;
  for (const later of turnEnds(next, unseen, settings.nextTurnPositions, judged, 'draw')) value = Math.max(value, later.value);
  return value;
}

/** The seer's choice on the true position: the planner's reasoning with every red draw seen instead of weighed. */
export function planSeer(start: RoyalLockState, settings: PlannerSettings = PLANNER_SETTINGS): RoyalLockAction {
  const choices = candidates(turnEnds(start, null, undefined, null, 'draw'), settings.candidates);
  if (choices.length === 1) return firstAction(choices[0]!);
  const judged: JudgementCache = new Map();
  let best = choices[0]!;
  let bestValue = -Infinity;
  for (const choice of choices) {
    const value = nextTurnSeen(choice, judged, settings);
    if (value > bestValue) {
      bestValue = value;
      best = choice;
    }
  }
  return firstAction(best);
}

/**
 * The seer as a bot for a measuring loop; it sees the hidden red deck, a
 * ceiling for measurement, not fair play, so no bot list holds it. A bot is given only its seat's
 * view, so `see` must be shown the true position before each choice; the
 * chosen action is the legal action equal to the plan.
 */
export function seer(settings: PlannerSettings = PLANNER_SETTINGS): {
  bot: BotSpec<RoyalLockView, RoyalLockAction>;
  see: (state: RoyalLockState) => void;
} {
  let seen: RoyalLockState | null = null;
  const bot: BotSpec<RoyalLockView, RoyalLockAction> = {
    id: 'seer',
    label: 'Seer',
    choose: ({ seat, legal }) => {
      if (!seen) throw new Error('The seer needs the true position before each choice.');
      const planned = planSeer(playableCopy(seen), settings);
      seen = null;
      const chosen = legal.find((action) => JSON.stringify(action) === JSON.stringify(planned));
      if (!chosen) throw new Error(`The seer chose ${JSON.stringify(planned)}, which seat ${seat} may not play here.`);
      return chosen;
    },
  };
  return { bot, see: (state) => (seen = state) };
}
