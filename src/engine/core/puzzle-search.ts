/**
 * The exhaustive search most verifiers share: an and-or tree over the
 * solver's moves (any one may do), the other side's answers (every one must
 * be met) and the unknown cards (every deal must be met, or, for a goal
 * stated as a chance, their weighted share counted exactly). A game supplies
 * a PuzzleModel that says what a node is and what follows it; the search
 * remembers every position it settles under the model's key and the limit
 * left, so transpositions are searched once.
 */
import type { Chance, PuzzleLine, PuzzleStep, VerifyHooks, VerifyResult } from './puzzle';
import { DEFAULT_PUZZLE_BUDGET, reduceChance } from './puzzle';

export type NodeKind = 'solver' | 'opponent' | 'chance';

export interface SearchChild<S> {
  readonly title: string;
  readonly steps: readonly PuzzleStep[];
  readonly state: S;
  /** How many deals lead here, at a chance node; 1 elsewhere. */
  readonly weight: number;
}

export interface PuzzleModel<S> {
  key(state: S): string;
  /** 'win' once the goal is met, 'loss' once it cannot be within `left`, null while open. */
  settled(state: S, left: number): 'win' | 'loss' | null;
  kind(state: S): NodeKind;
  /** What may follow, produced lazily so a search that settles early builds no more than it needs. */
  children(state: S, left: number): Iterable<SearchChild<S>>;
  /** Whether leaving this node spends one unit of the limit. */
  spends(state: S): boolean;
  /** The steps that finish a win `settled` found without children (a last move read straight off the position). */
  closing?(state: S): readonly PuzzleStep[];
  /** How many deals of the unknown cards the search covers from here within `left`; null where nothing is unknown. */
  deals(state: S, left: number): number | null;
}

/** 'all': every answer and every deal must be met. 'chance': best play must reach the goal with at least this chance. */
export type SearchGoal = { readonly kind: 'all' } | { readonly kind: 'chance'; readonly atLeast: Chance };

class Stopped extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** An exact value in [0, 1]: num / den with bigints, so long chance lines never round. */
interface Value {
  readonly num: bigint;
  readonly den: bigint;
}

const ONE: Value = { num: 1n, den: 1n };
const ZERO: Value = { num: 0n, den: 1n };

function bigGcd(a: bigint, b: bigint): bigint {
  while (b) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}

function reduce(num: bigint, den: bigint): Value {
  const g = bigGcd(num, den) || 1n;
  return { num: num / g, den: den / g };
}

function compare(a: Value, b: Value): number {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
}

export class PuzzleSearch<S> {
  positions = 0;
  private readonly memo = new Map<string, Value>();
  private readonly budget: number;
  private readonly target: Value;

  constructor(
    private readonly model: PuzzleModel<S>,
    private readonly goal: SearchGoal,
    private readonly hooks: VerifyHooks = {},
  ) {
    this.budget = hooks.budget ?? DEFAULT_PUZZLE_BUDGET;
    this.target = goal.kind === 'all' ? ONE : reduce(BigInt(goal.atLeast.num), BigInt(goal.atLeast.den));
  }

  /** The value of a position with `left` units of the limit: 1 or 0 under 'all', the exact chance under 'chance'. */
  value(state: S, left: number): Value {
    const key = `${left}|${this.model.key(state)}`;
    const known = this.memo.get(key);
    if (known) return known;
    this.tick();
    const end = this.model.settled(state, left);
    if (end) {
      const settled = end === 'win' ? ONE : ZERO;
      this.memo.set(key, settled);
      return settled;
    }
    const kind = this.model.kind(state);
    const next = this.model.spends(state) ? left - 1 : left;
    const children = this.model.children(state, next);
    let result: Value;
    if (kind === 'chance' && this.goal.kind === 'chance') result = this.average(children, next);
    else if (kind === 'solver') result = this.best(children, next, 'max');
    else result = this.best(children, next, 'min');
    this.memo.set(key, result);
    return result;
  }

  private best(children: Iterable<SearchChild<S>>, left: number, want: 'max' | 'min'): Value {
    let result: Value | null = null;
    for (const child of children) {
      const value = this.value(child.state, left);
      if (result === null || (want === 'max' ? compare(value, result) > 0 : compare(value, result) < 0)) result = value;
      // Under 'all' a single win (or a single refutation) settles the node.
      if (this.goal.kind === 'all' && (want === 'max' ? value.num === value.den : value.num === 0n)) break;
    }
    return result ?? ZERO;
  }

  private average(children: Iterable<SearchChild<S>>, left: number): Value {
    let num = 0n;
    let den = 0n;
    let weights = 0;
    for (const child of children) {
      weights += child.weight;
      const value = this.value(child.state, left);
      const weight = BigInt(child.weight);
      // num/den + weight * value.num/value.den, all over the total weight at the end.
      num = num * value.den + weight * value.num * (den === 0n ? 1n : den);
      den = den === 0n ? value.den : den * value.den;
      const g = bigGcd(num, den) || 1n;
      num /= g;
      den /= g;
    }
    const total = BigInt(weights);
    if (total === 0n) return ZERO;
    return reduce(num, den * total);
  }

  private tick(): void {
    this.positions++;
    if (this.positions > this.budget) throw new Stopped(`The search stopped after ${this.budget.toLocaleString('en')} positions without settling the puzzle.`);
    if ((this.positions & 1023) === 0) {
      if (this.hooks.shouldStop?.()) throw new Stopped('The search was stopped before it settled the puzzle.');
      this.hooks.onProgress?.({ positions: this.positions, fraction: null });
    }
  }

  meets(value: Value): boolean {
    return compare(value, this.target) >= 0;
  }

  /** The line that follows a node: the solver keeps to the goal, the answers and deals resist it. */
  line(state: S, left: number, maxSteps = 400): PuzzleStep[] {
    const steps: PuzzleStep[] = [];
    let current = state;
    let units = left;
    while (steps.length < maxSteps && !this.model.settled(current, units)) {
      const kind = this.model.kind(current);
      const next = this.model.spends(current) ? units - 1 : units;
      const children = [...this.model.children(current, next)];
      if (children.length === 0) break;
      let chosen = children[0]!;
      let chosenValue = this.value(chosen.state, next);
      for (const child of children.slice(1)) {
        const value = this.value(child.state, next);
        const order = compare(value, chosenValue);
        const better = kind === 'solver' ? order > 0 : order < 0 || (order === 0 && kind === 'chance' && child.weight > chosen.weight);
        if (better) {
          chosen = child;
          chosenValue = value;
        }
      }
      steps.push(...chosen.steps);
      current = chosen.state;
      units = next;
    }
    if (this.model.settled(current, units) === 'win' && this.model.closing) steps.push(...this.model.closing(current));
    return steps;
  }
}

function chanceOf(value: Value): Chance {
  return reduceChance(Number(value.num), Number(value.den));
}

/**
 * Verifies a puzzle whose position is the solver's to move: every first move
 * is searched to the end, so a second solution (a cook) is always found, and
 * every failing first move comes with the answer that beats it.
 */
export function verifyWithModel<S>(model: PuzzleModel<S>, start: S, limit: number, goal: SearchGoal, hooks: VerifyHooks = {}): VerifyResult {
  const search = new PuzzleSearch(model, goal, hooks);
  const total = model.deals(start, limit);
  const deals = total === null ? null : { checked: total, total };
  try {
    const next = model.spends(start) ? limit - 1 : limit;
    const tries = [...model.children(start, next)].map((child) => ({ child, value: search.value(child.state, next) }));
    const winners = tries.filter((t) => search.meets(t.value));
    const lineOf = (t: (typeof tries)[number]): PuzzleLine => ({ title: t.child.title, steps: [...t.child.steps, ...search.line(t.child.state, next)] });
    const best = tries.reduce<(typeof tries)[number] | null>((acc, t) => (acc === null || compare(t.value, acc.value) > 0 ? t : acc), null);
    const defences = tries.filter((t) => !search.meets(t.value)).slice(0, 50).map(lineOf);
    if (winners.length === 0) {
      // The best chance is still worth telling: search it exactly when the goal asked for certainty.
      let probability: Chance | null = null;
      if (total !== null) {
        const exact = goal.kind === 'chance' ? search : new PuzzleSearch(model, { kind: 'chance', atLeast: { num: 1, den: 1 } }, hooks);
        probability = chanceOf(exact.value(start, limit));
        search.positions += exact === search ? 0 : exact.positions;
      }
      return { verdict: 'unsolvable', solution: null, unique: null, cooks: [], defences, positions: search.positions, probability, deals };
    }
    const solution = winners.includes(best!) ? best! : winners[0]!;
    const cooks = winners.filter((t) => t !== solution).slice(0, 50).map(lineOf);
    const probability = total === null ? null : chanceOf(solution.value);
    return {
      verdict: 'solvable',
      solution: lineOf(solution),
      unique: cooks.length === 0,
      cooks,
      defences,
      positions: search.positions,
      probability,
      deals,
    };
  } catch (error) {
    if (!(error instanceof Stopped)) throw error;
    return {
      verdict: 'unknown',
      reason: error.message,
      solution: null,
      unique: null,
      cooks: [],
      defences: [],
      positions: search.positions,
      probability: null,
      deals: deals ? { checked: 0, total: deals.total } : null,
    };
  }
}
