/** The captain: the planner's choice, from the seat's own view (bot-plan.ts). */
import type { BotContext, BotSpec } from '../../core/game';
import { planAction, seenFromView } from './bot-plan';
import type { RoyalsAction, RoyalsView } from './types';

export function chooseHeuristic(context: BotContext<RoyalsView, RoyalsAction>): RoyalsAction {
  const { legal } = context;
  if (legal.length === 0) throw new Error('The captain was asked to move with no legal action.');
  const planned = planAction(seenFromView(context.view, context.seat));
  const key = JSON.stringify(planned);
  return legal.find((action) => JSON.stringify(action) === key) ?? legal[legal.length - 1]!;
}

export const heuristicBot: BotSpec<RoyalsView, RoyalsAction> = { id: 'heuristic', label: 'Heuristic', choose: chooseHeuristic };
