import { describe, expect, it } from 'vitest';
import { verifyWithModel, type NodeKind, type PuzzleModel } from './puzzle-search';

/**
 * A tree drawn by hand: each node names its kind and children; a leaf is a
 * win ('W', or 'W1', 'W2'… for wins on different tables) or a loss ('L').
 * Chance children carry weights.
 */
type Tree = string | { kind: NodeKind; children: [string, Tree, number?][] };

const model: PuzzleModel<Tree> = {
  key: (tree) => JSON.stringify(tree),
  // Out of moves, the solver has lost; an answer or a deal still plays out.
  settled: (tree, left) => (typeof tree === 'string' ? (tree.startsWith('W') ? 'win' : 'loss') : left <= 0 && tree.kind === 'solver' ? 'loss' : null),
  kind: (tree) => (tree as Exclude<Tree, string>).kind,
  children: (tree) =>
    // A title like "move+lock" is a move of two steps.
    (tree as Exclude<Tree, string>).children.map(([title, state, weight]) => ({
      title,
      steps: title.split('+').map((part) => ({ seat: 0, action: part, text: part })),
      state,
      weight: weight ?? 1,
    })),
  spends: (tree) => (tree as Exclude<Tree, string>).kind === 'solver',
  deals: () => null,
};

const solver = (...children: [string, Tree, number?][]): Tree => ({ kind: 'solver', children });
const answer = (...children: [string, Tree, number?][]): Tree => ({ kind: 'opponent', children });
const deal = (...children: [string, Tree, number?][]): Tree => ({ kind: 'chance', children });
/** The other side lets the move through, then the solver plays `move`, which is let through to `end`. */
const then = (move: string, end: Tree): Tree => answer(['through', solver([move, answer(['through', end])])]);

describe('the shared puzzle search', () => {
  it('finds the one move every answer loses to, and the answer that beats the other', () => {
    const tree = solver(['a', answer(['x', 'W'], ['y', 'L'])], ['b', answer(['x', 'W'], ['y', 'W'])]);
    const result = verifyWithModel(model, tree, 1, { kind: 'all' });
    expect(result.verdict).toBe('solvable');
    expect(result.unique).toBe(true);
    expect(result.solution!.steps.map((s) => s.text)).toEqual(['b', 'x']);
    expect(result.defences.map((d) => d.steps.map((s) => s.text))).toEqual([['a', 'y']]);
  });

  it('reports a second winning move as a cook', () => {
    const tree = solver(['a', 'W'], ['b', answer(['x', 'W'])], ['c', 'L']);
    const result = verifyWithModel(model, tree, 1, { kind: 'all' });
    expect(result.unique).toBe(false);
    expect(result.cooks.map((c) => c.title)).toEqual(['b']);
  });

  // What these puzzles are about is the leaf reached: "W1" twice is the same table, whatever else the moves did.
  const aboutLeaves: PuzzleModel<Tree> = { ...model, substance: (tree) => (typeof tree === 'string' ? tree : JSON.stringify(tree)) };

  it.each([
    ['after the solution', solver(['lock', 'W1'], ['move+lock', 'W1'], ['move', 'L']), 'lock', ['move+lock'], []],
    // The move with the fewest steps is the solution, whichever the search met first.
    ['before the solution', solver(['move+lock', 'W1'], ['lock', 'W1']), 'lock', ['move+lock'], []],
    ['with other steps alone', solver(['lock', 'W1'], ['move+move', 'W1']), 'lock', ['move+move'], []],
    // Another table reached is another solution, however alike the moves look.
    ['not: another table', solver(['lock Q', 'W1'], ['move+lock Q', 'W2']), 'lock Q', [], ['move+lock Q']],
  ] as const)('tells the solution with actions to spare from a cook: %s', (_name, tree, solution, spare, cooks) => {
    const result = verifyWithModel(aboutLeaves, tree, 1, { kind: 'all' });
    expect(result.solution!.title).toBe(solution);
    expect(result.spare.map((line) => line.title)).toEqual(spare);
    expect(result.cooks.map((line) => line.title)).toEqual(cooks);
    expect(result.unique).toBe(cooks.length === 0);
  });

  it('tells a cook played with actions to spare once, by its move with the fewest steps', () => {
    const tree = solver(['lock Q', 'W1'], ['move+lock J', 'W2'], ['lock J', 'W2'], ['lock J+move', 'W2'], ['remove', 'W3']);
    const result = verifyWithModel(aboutLeaves, tree, 1, { kind: 'all' });
    expect(result.solution!.title).toBe('lock Q');
    expect(result.cooks.map((line) => line.title)).toEqual(['lock J', 'remove']);
    expect(result.unique).toBe(false);
  });

  it('counts every other winning first move a cook where the game does not say what its puzzles are about', () => {
    const result = verifyWithModel(model, solver(['lock', 'W1'], ['move+lock', 'W1']), 1, { kind: 'all' });
    expect(result.cooks.map((line) => line.title)).toEqual(['move+lock']);
    expect(result.spare).toEqual([]);
  });

  it('keeps a first move to the same table with a smaller chance a cook, and the better chance the solution', () => {
    const tree = solver(['lock', deal(['hit', 'W', 1], ['miss', 'L', 1])], ['move+lock', deal(['hit', 'W', 3], ['miss', 'L', 1])]);
    const sameTable: PuzzleModel<Tree> = { ...model, deals: () => 4, substance: () => 'the same grid' };
    const result = verifyWithModel(sameTable, tree, 1, { kind: 'chance', atLeast: { num: 1, den: 2 } });
    expect(result.solution!.title).toBe('move+lock');
    expect(result.cooks.map((line) => line.title)).toEqual(['lock']);
    expect(result.spare).toEqual([]);
  });

  it('says a position that meets the goal itself is reached, with nothing left to play', () => {
    expect(verifyWithModel(model, 'W', 1, { kind: 'all' })).toMatchObject({ verdict: 'solvable', reached: true, solution: { steps: [] }, unique: true, cooks: [] });
    expect(verifyWithModel(model, solver(['a', 'W']), 1, { kind: 'all' }).reached).toBeUndefined();
  });

  it('counts the limit: a win two moves away is out of reach in one', () => {
    const tree = solver(['a', solver(['b', 'W'])]);
    expect(verifyWithModel(model, tree, 1, { kind: 'all' }).verdict).toBe('unsolvable');
    expect(verifyWithModel(model, tree, 2, { kind: 'all' }).verdict).toBe('solvable');
  });

  it.each([
    [{ num: 2, den: 3 }, 'solvable'],
    [{ num: 3, den: 4 }, 'unsolvable'],
  ] as const)('weighs deals exactly for a goal of at least %o', (atLeast, verdict) => {
    const tree = solver(['a', deal(['two', 'W', 2], ['one', 'L', 1])], ['b', deal(['one', 'W', 1], ['three', 'L', 3])]);
    const result = verifyWithModel({ ...model, deals: () => 4 }, tree, 1, { kind: 'chance', atLeast });
    expect(result.verdict).toBe(verdict);
    expect(result.probability).toEqual({ num: 2, den: 3 });
  });

  it('answers unknown, never a guess, when the budget runs out', () => {
    const tree = solver(['a', solver(['b', solver(['c', 'W'])])]);
    const result = verifyWithModel(model, tree, 3, { kind: 'all' }, { budget: 1 });
    expect(result.verdict).toBe('unknown');
    expect(result.reason).toBe('The search stopped after 1 positions without settling the puzzle.');
  });

  it('stops when asked', () => {
    // Every node named apart, so no two are one position and the search must visit them all.
    let named = 0;
    const deep = (n: number): Tree => (n === 0 ? 'L' : solver(...Array.from({ length: 4 }, (): [string, Tree] => [`m${named++}`, deep(n - 1)])));
    const result = verifyWithModel(model, deep(6), 6, { kind: 'all' }, { shouldStop: () => true });
    expect(result.verdict).toBe('unknown');
    expect(result.reason).toBe('The search was stopped before it settled the puzzle.');
  });

  // The solution is the first winning move, 'a'; the table says what each other winning first move is.
  it.each([
    ['the same two moves in either order, to the same table: one solution', solver(['a', then('b', 'W')], ['b', then('a', 'W')]), [], ['b']],
    ['the same two moves in either order, to different tables: a cook', solver(['a', then('b', 'W1')], ['b', then('a', 'W2')]), ['b'], []],
    ['a first move the solution never plays: a cook', solver(['a', then('b', 'W')], ['c', then('a', 'W')]), ['c'], []],
    ['a move that wins alone, with another first: a cook', solver(['a', answer(['through', 'W'])], ['b', then('a', 'W')]), ['b'], []],
    [
      'an answer after the other move that changes what the solver must play: a cook',
      solver(['a', then('b', 'W')], ['b', answer(['x', solver(['a', answer(['through', 'W'])])], ['y', solver(['c', answer(['through', 'W'])])])]),
      ['b'],
      [],
    ],
    [
      'a deal between the moves that treats both orders alike: one solution',
      solver(['a', deal(['one', solver(['b', 'W'])], ['two', solver(['b', 'W'])])], ['b', deal(['one', solver(['a', 'W'])], ['two', solver(['a', 'W'])])]),
      [],
      ['b'],
    ],
  ] as const)('%s', (_name, tree, cooks, orders) => {
    const result = verifyWithModel(model, tree, 2, { kind: 'all' });
    expect(result.solution!.title).toBe('a');
    expect(result.cooks.map((c) => c.title)).toEqual(cooks);
    expect(result.transpositions.map((t) => t.title)).toEqual(orders);
    expect(result.unique).toBe(cooks.length === 0);
  });

  it('gives the other order as a line that reaches the goal', () => {
    const result = verifyWithModel(model, solver(['a', then('b', 'W')], ['b', then('a', 'W')]), 2, { kind: 'all' });
    expect(result.transpositions[0]!.steps.map((s) => s.text)).toEqual(['b', 'through', 'a', 'through']);
  });
});
