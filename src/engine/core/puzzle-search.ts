/**
 * The exhaustive search most verifiers share: an and-or tree over the
 * solver's moves (any one may do), the other side's answers (every one must
 * be met) and the unknown cards (every deal must be met, or, for a goal
 * stated as a chance, their weighted share counted exactly). A game supplies
 * a PuzzleModel that says what a node is and what follows it; the search
 * remembers every position it settles under the model's key and the limit
 * left, so transpositions are searched once.
 *
 * What counts as a second solution is decided here, for every game alike: a
 * cook is another first move that reaches the goal, unless it is one of the
 * solution's own moves played first (sameSolution below) or the solution
 * with actions to spare (PuzzleModel.substance).
 */
import type { Chance, PuzzleLine, PuzzleStep, VerifyHooks, VerifyResult } from './puzzle';
import { DEFAULT_PUZZLE_BUDGET, reduceChance } from './puzzle';
import { plainText } from './hash';

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
  /**
   * What may follow, produced lazily so a search that settles early builds no more than it needs. A solver's
   * child is one move, whatever the game makes a move (an action, a whole turn); a move is known by its steps'
   * seats and actions, in any order, so the same move from another position is recognised as the same.
   */
  children(state: S, left: number): Iterable<SearchChild<S>>;
  /** Whether leaving this node spends one unit of the limit. */
  spends(state: S): boolean;
  /** The steps that finish a win `settled` found without children (a last move read straight off the position). */
  closing?(state: S): readonly PuzzleStep[];
  /** How many deals of the unknown cards the search covers from here within `left`; null where nothing is unknown. */
  deals(state: S, left: number): number | null;
  /**
   * What of a position the puzzle is about, where a move may also change what it is not about (Royal Lock: the
   * grid, wherever the markers stand and however the decks lie). Two winning first moves that leave the same
   * substance, with the same chance, are one solution, the other played with actions to spare. A game without it
   * counts every other winning first move that is not the solution in another order as a cook.
   */
  substance?(state: S): string;
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

/** A position with the units of the limit left there. */
interface Placed<S> {
  readonly state: S;
  readonly left: number;
}

/** A move known by what is played, whatever the order of its steps: each step's seat and action. */
function moveIdentity(steps: readonly PuzzleStep[]): string {
  return steps
    .map((step) => `${step.seat}:${plainText(step.action) ?? JSON.stringify(step.action)}`)
    .sort()
    .join('|');
}

export class PuzzleSearch<S> {
  positions = 0;
  private readonly memo = new Map<string, Value>();
  /** Where moves land (landings), and each landing's moves as far as they were read (moveAt), for telling cooks from other orders. */
  private readonly landed = new Map<S, Map<number, Map<string, Placed<S>>>>();
  private readonly moves = new Map<Placed<S>, { readonly found: Map<string, Placed<S>>; rest: Iterator<SearchChild<S>> | null; readonly next: number }>();
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

  /**
   * Whether `other`, a first move that also reaches the goal, is the solution's first move `first` played in
   * another order rather than a cook: neither reaches the goal alone; each can still be played after the other,
   * whatever is answered or dealt after it; the two orders lead to the same positions; and from every one of
   * them the goal is still reached. Then "first, then other" and "other, then first" are one solution.
   */
  sameSolution(first: SearchChild<S>, other: SearchChild<S>, left: number): boolean {
    const firstThenOther = this.afterBoth(first.state, left, moveIdentity(other.steps));
    if (firstThenOther === null) return false;
    const otherThenFirst = this.afterBoth(other.state, left, moveIdentity(first.steps), firstThenOther);
    if (otherThenFirst === null || otherThenFirst.size !== firstThenOther.size) return false;
    return [...firstThenOther.values()].every((placed) => this.meets(this.value(placed.state, placed.left)));
  }

  /**
   * The positions after a move (`after` is where it led) and then the move known as `second`, whatever is
   * answered after each; null where the first move reached the goal alone (or lost it), where some answer leaves
   * the second move unplayable, or, given `within`, as soon as a position falls outside it.
   */
  private afterBoth(after: S, left: number, second: string, within?: ReadonlyMap<string, Placed<S>>): Map<string, Placed<S>> | null {
    const positions = new Map<string, Placed<S>>();
    for (const landing of this.landings(after, left).values()) {
      const played = this.moveAt(landing, second);
      if (played === null) return null;
      for (const [at, placed] of this.landings(played.state, played.left)) {
        if (within && !within.has(at)) return null;
        positions.set(at, placed);
      }
    }
    return positions;
  }

  /**
   * Where a move leads once everything that answers it is played (the other side's every answer, every deal):
   * the positions where the solver moves next or the search is settled, by key. Kept for the position the move
   * led to, since every other first move is compared with the same landings of the solution's. (Kept by the
   * position itself, not its key: a key may stand for positions whose moves are named apart, such as cards
   * that are alike for the rest of the puzzle.)
   */
  private landings(state: S, left: number): Map<string, Placed<S>> {
    let byLimit = this.landed.get(state);
    if (!byLimit) this.landed.set(state, (byLimit = new Map()));
    let found = byLimit.get(left);
    if (!found) {
      found = new Map();
      this.land(state, left, found);
      byLimit.set(left, found);
    }
    return found;
  }

  private land(state: S, left: number, into: Map<string, Placed<S>>): void {
    if (this.model.kind(state) === 'solver' || this.model.settled(state, left) !== null) {
      into.set(`${left}|${this.model.key(state)}`, { state, left });
      return;
    }
    const next = this.model.spends(state) ? left - 1 : left;
    for (const child of this.model.children(state, next)) this.land(child.state, next, into);
  }

  /**
   * The solver's move known as `identity` at a landing, and where it leads; null where nothing is left to play or
   * no such move is there. The moves are read as they are asked for and kept, so a landing is read at most once.
   */
  private moveAt(landing: Placed<S>, identity: string): Placed<S> | null {
    let moves = this.moves.get(landing);
    if (!moves) {
      const { state, left } = landing;
      const open = this.model.kind(state) === 'solver' && !this.over(state, left);
      const next = this.model.spends(state) ? left - 1 : left;
      moves = { found: new Map(), rest: open ? this.model.children(state, next)[Symbol.iterator]() : null, next };
      this.moves.set(landing, moves);
    }
    const known = moves.found.get(identity);
    if (known) return known;
    while (moves.rest) {
      const step = moves.rest.next();
      if (step.done) {
        moves.rest = null;
        break;
      }
      const seen = moveIdentity(step.value.steps);
      const placed = { state: step.value.state, left: moves.next };
      if (!moves.found.has(seen)) moves.found.set(seen, placed);
      if (seen === identity) return placed;
    }
    return null;
  }

  /** Nothing is left to play here: the goal is lost, or reached itself. */
  private over(state: S, left: number): boolean {
    return this.model.settled(state, left) === 'loss' || this.reached(state, left);
  }

  /** The goal is met at this position itself, not only certain to be (a win with no closing move). */
  reached(state: S, left: number): boolean {
    return this.model.settled(state, left) === 'win' && (this.model.closing?.(state).length ?? 0) === 0;
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
 * every failing first move comes with the answer that beats it. A winning
 * first move that is the solution's own moves in another order
 * (PuzzleSearch.sameSolution), or that leaves what the puzzle is about as the
 * solution does (PuzzleModel.substance: actions to spare), is told apart from
 * the cooks.
 */
export function verifyWithModel<S>(model: PuzzleModel<S>, start: S, limit: number, goal: SearchGoal, hooks: VerifyHooks = {}): VerifyResult {
  const search = new PuzzleSearch(model, goal, hooks);
  const total = model.deals(start, limit);
  const deals = total === null ? null : { checked: total, total };
  if (search.reached(start, limit)) {
    // Searched again after the solver's move (the puzzle player), the position may meet the goal itself.
    const solution = { title: 'The goal is reached.', steps: [] };
    return { verdict: 'solvable', reached: true, solution, unique: true, cooks: [], transpositions: [], spare: [], defences: [], positions: 1, probability: total === null ? null : { num: 1, den: 1 }, deals };
  }
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
      return { verdict: 'unsolvable', solution: null, unique: null, cooks: [], transpositions: [], spare: [], defences, positions: search.positions, probability, deals };
    }
    const alike = (a: (typeof tries)[number], b: (typeof tries)[number]) =>
      model.substance !== undefined && compare(a.value, b.value) === 0 && model.substance(a.child.state) === model.substance(b.child.state);
    const chosen = winners.includes(best!) ? best! : winners[0]!;
    // Of first moves that leave the same substance, the one with the fewest steps states the solution best.
    const solution = winners.filter((t) => alike(t, chosen)).reduce((acc, t) => (t.child.steps.length < acc.child.steps.length ? t : acc), chosen);
    const others = winners.filter((t) => t !== solution);
    const reordered = new Set(others.filter((t) => search.sameSolution(solution.child, t.child, next)));
    const padded = new Set(others.filter((t) => !reordered.has(t) && alike(t, solution)));
    const rest = others.filter((t) => !reordered.has(t) && !padded.has(t));
    // A cook played with actions to spare is the same cook: each is told once, by its move with the fewest steps.
    const leaner = (a: (typeof rest)[number], b: (typeof rest)[number]) =>
      a.child.steps.length < b.child.steps.length || (a.child.steps.length === b.child.steps.length && rest.indexOf(a) < rest.indexOf(b));
    const cooks = rest.filter((t) => !rest.some((other) => other !== t && alike(other, t) && leaner(other, t))).slice(0, 50).map(lineOf);
    const transpositions = [...reordered].slice(0, 50).map(lineOf);
    const spare = [...padded].slice(0, 50).map(lineOf);
    const probability = total === null ? null : chanceOf(solution.value);
    return {
      verdict: 'solvable',
      solution: lineOf(solution),
      unique: cooks.length === 0,
      cooks,
      transpositions,
      spare,
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
      transpositions: [],
      spare: [],
      defences: [],
      positions: search.positions,
      probability: null,
      deals: deals ? { checked: 0, total: deals.total } : null,
    };
  }
}
