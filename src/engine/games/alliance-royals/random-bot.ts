/** A bot that picks uniformly among the legal actions, seeded so sims repeat exactly. */
import type { BotContext, BotSpec } from '../../core/game';
import { randomInt, seedRng } from '../../core/rng';
import type { AllianceRoyalsAction, AllianceRoyalsView } from './types';

export function chooseRandom(context: BotContext<AllianceRoyalsView, AllianceRoyalsAction>): AllianceRoyalsAction {
  const { legal } = context;
  if (legal.length === 0) throw new Error('The random bot was asked to move with no legal action.');
  const holder = { rng: seedRng(context.seed) };
  return legal[randomInt(holder, 0, legal.length - 1)]!;
}

export const randomBot: BotSpec<AllianceRoyalsView, AllianceRoyalsAction> = { id: 'random', label: 'Random', choose: chooseRandom };
