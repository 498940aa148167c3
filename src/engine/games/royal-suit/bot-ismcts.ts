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
import { randomInt, seedRng, type RngState } from '../../core/rng';
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

/** Where a node keeps the children of the side to move: apart by its top card's class when the tree tells them apart. */
function slotOf(position: SearchPosition, ownCard: boolean): number {
  if (!ownCard) return 0;
  const top = topClass(position, seatOf(position));
  return MAX_ACTIONS * (top < 0 ? CARD_CASES - 1 : top);
}

/**
 * Walks the tree from the root on a guessed deal, adds one action and returns the supporters' chance
 * at the position reached, recording the nodes walked through in `path`.
 */
function walk(root: TreeNode, deal: SearchPosition, strength: TreeStrength, path: TreeNode[], scratch: PassScratch): number {
  const { codes, buffers, random } = scratch;
  let node = root;
  let position = deal;
  for (;;) {
    const end = endOf(position);
    if (end !== 0) return end === SUPPORTERS_WIN ? 1 : 0;
    const count = legalCodes(position, codes);
    const slot = slotOf(position, strength.ownCard);
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
      return judge(applyCode(position, code), strength.leaf, buffers);
    }
    const forSupporters = seatOf(position) === SUPPORTERS;
    let bestCode = codes[0]!;
    let bestBound = -Infinity;
    for (let i = 0; i < count; i++) {
      const b = bound(node.children[slot + codes[i]!]!, forSupporters, strength.exploration);
      if (b > bestBound) {
        bestBound = b;
        bestCode = codes[i]!;
      }
    }
    node = node.children[slot + bestCode]!;
    path.push(node);
    position = applyCode(position, bestCode);
  }
}

interface PassScratch {
  /** Legal codes, then the untried ones after MAX_ACTIONS. */
  readonly codes: number[];
  readonly buffers: number[][];
  readonly random: { rng: RngState };
}

/** One pass: the walk, then the chance it found added to every node on its way. */
function pass(root: TreeNode, deal: SearchPosition, strength: TreeStrength, scratch: PassScratch): void {
  const path: TreeNode[] = [root];
  const value = walk(root, deal, strength, path, scratch);
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
  const scratch: PassScratch = {
    codes: new Array<number>(2 * MAX_ACTIONS).fill(0),
    buffers: Array.from({ length: strength.leaf.depth + 1 }, () => new Array<number>(MAX_ACTIONS).fill(0)),
    random,
  };
  const root = newNode();
  for (let i = 0; i < strength.passes; i++) pass(root, deals[i % deals.length]!, strength, scratch);
  const first = deals[0]!;
  let best: RoyalSuitAction = legal[0]!;
  let mostVisits = -1;
  // The root's actions are the same on every deal: the seat sees its own top card.
  const codes = scratch.codes;
  const count = legalCodes(first, codes);
  const slot = slotOf(first, strength.ownCard);
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
