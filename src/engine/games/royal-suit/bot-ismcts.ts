/**
 * An information-set tree search for Royal Suit: one tree of actions for what
 * the seat knows, grown over many guessed deals at once. Each pass takes the
 * next guessed deal (bot-determinise.ts), walks the tree by the actions legal
 * on that deal, choosing by the upper confidence bound (an action is weighed
 * by how often it was available, since on other deals it may not be), adds one
 * action, and scores the position reached by the sampler's short search and
 * curve. The tree's statistics are the supporters' chance to win, so each side
 * picks for itself at its own actions. It plays the root action tried most.
 *
 * Each side's actions are told apart by the class of its own top card, which
 * it sees when it acts and which a play or a skip then shows to both: so a
 * side chooses knowing its card, and what follows a play is kept apart by the
 * card played. It is not in the game's bot list: over 2,000 pilot games it won
 * no more than the sampler (docs/royal-suit-bots.md), at several times the cost.
 */
import type { BotContext } from '../../core/game';
import { randomInt, seedRng } from '../../core/rng';
import { dealer } from './bot-determinise';
import { DEFAULT_STRENGTH, judge, type SamplerStrength } from './bot-sampler';
import { actionOf, applyCode, endOf, legalCodes, MAX_ACTIONS, seatOf, SUPPORTERS_WIN, topClass, type SearchPosition } from './solver-position';
import { SUPPORTERS, type RoyalSuitAction, type RoyalSuitView } from './types';

export interface TreeStrength {
  /** Passes through the tree per decision. */
  readonly passes: number;
  /** Guessed deals the passes take in turn. */
  readonly deals: number;
  /** How far the tree looks for actions tried less often (the exploration constant). */
  readonly exploration: number;
  /**
   * Whether each side's actions are told apart by the class of its own top card, which it sees when it acts:
   * without it the tree has a side choose as if its own card were unknown.
   */
  readonly ownCard: boolean;
  /** The short search at each new position: its depth and what it reads at its leaves. */
  readonly leaf: SamplerStrength;
}

export const DEFAULT_TREE: TreeStrength = { passes: 1000, deals: 32, exploration: 0.7, ownCard: true, leaf: { ...DEFAULT_STRENGTH, depth: 2 } };

/** Card classes run 0 to 5; an empty deck counts as a seventh. */
const CARD_CASES = 7;

interface TreeNode {
  /** Children by action code, and by the mover's top card when the tree tells those apart. */
  readonly children: (TreeNode | null)[];
  visits: number;
  /** The supporters' chance, summed over the passes through the node. */
  total: number;
  /** Passes that found the action leading here legal at its parent. */
  available: number;
}

function newNode(): TreeNode {
  return { children: new Array<TreeNode | null>(MAX_ACTIONS * CARD_CASES).fill(null), visits: 0, total: 0, available: 1 };
}

/** The mover's upper confidence bound of a child: its mean for the mover plus a bonus for actions tried less often than they were available. */
function bound(child: TreeNode, forSupporters: boolean, exploration: number): number {
  const mean = child.total / child.visits;
  return (forSupporters ? mean : 1 - mean) + exploration * Math.sqrt(Math.log(child.available) / child.visits);
}

/** One pass from the root on a guessed deal, adding the supporters' chance it found to every node on its way. */
function pass(root: TreeNode, deal: SearchPosition, strength: TreeStrength, codes: number[], buffers: number[][], random: { rng: ReturnType<typeof seedRng> }): void {
  const path: TreeNode[] = [root];
  let node = root;
  let position = deal;
  let value = -1;
  while (value < 0) {
    const end = endOf(position);
    if (end !== 0) {
      value = end === SUPPORTERS_WIN ? 1 : 0;
      break;
    }
    const count = legalCodes(position, codes);
    const top = strength.ownCard ? topClass(position, seatOf(position)) : 0;
    const slot = MAX_ACTIONS * (top < 0 ? CARD_CASES - 1 : top);
    let untried = 0;
    for (let i = 0; i < count; i++) {
      const child = node.children[slot + codes[i]!];
      if (child) child.available++;
      else codes[MAX_ACTIONS + untried++] = codes[i]!;
    }
    if (untried > 0) {
      const code = codes[MAX_ACTIONS + randomInt(random, 0, untried - 1)]!;
      const child = newNode();
      node.children[slot + code] = child;
      path.push(child);
      value = judge(applyCode(position, code), strength.leaf, buffers);
      break;
    }
    const forSupporters = seatOf(position) === SUPPORTERS;
    let best: TreeNode | null = null;
    let bestCode = codes[0]!;
    let bestBound = -Infinity;
    for (let i = 0; i < count; i++) {
      const child = node.children[slot + codes[i]!]!;
      const b = bound(child, forSupporters, strength.exploration);
      if (b > bestBound) {
        bestBound = b;
        best = child;
        bestCode = codes[i]!;
      }
    }
    node = best!;
    path.push(node);
    position = applyCode(position, bestCode);
  }
  for (const visited of path) {
    visited.visits++;
    visited.total += value;
  }
}

export function chooseByTree(context: BotContext<RoyalSuitView, RoyalSuitAction>, strength: TreeStrength = DEFAULT_TREE): RoyalSuitAction {
  const { legal, view } = context;
  if (legal.length === 0) throw new Error('The tree search bot was asked to move with no legal action.');
  if (legal.length === 1) return legal[0]!;
  const random = { rng: seedRng(context.seed) };
  const deal = dealer(view);
  const deals = Array.from({ length: strength.deals }, () => deal(randomInt(random, 0, 0x7fffffff)));
  const codes = new Array<number>(2 * MAX_ACTIONS).fill(0);
  const buffers = Array.from({ length: strength.leaf.depth + 1 }, () => new Array<number>(MAX_ACTIONS).fill(0));
  const root = newNode();
  for (let i = 0; i < strength.passes; i++) pass(root, deals[i % deals.length]!, strength, codes, buffers, random);
  const first = deals[0]!;
  let best: RoyalSuitAction = legal[0]!;
  let mostVisits = -1;
  // The root's actions are the same on every deal: the seat sees its own top card.
  const count = legalCodes(first, codes);
  const top = strength.ownCard ? topClass(first, seatOf(first)) : 0;
  const slot = MAX_ACTIONS * (top < 0 ? CARD_CASES - 1 : top);
  for (let i = 0; i < count; i++) {
    const child = root.children[slot + codes[i]!];
    const visits = child ? child.visits : 0;
    if (visits > mostVisits) {
      const action = actionOf(first, codes[i]!);
      const same = legal.find((a) => JSON.stringify(a) === JSON.stringify(action));
      if (same) {
        mostVisits = visits;
        best = same;
      }
    }
  }
  return best;
}
