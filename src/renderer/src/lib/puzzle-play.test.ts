import { describe, expect, it } from 'vitest';
import { checkReplayJson, findGame, replayToRecord, type AnyGameDefinition, type BaseState } from '../../../engine';
import { solvingSeatsOf, statementOf, type PuzzleStatement, type VerifyResult } from '../../../engine/core/puzzle';
import { puzzlePosition } from '../../../engine/games/royals/puzzle-position';
import { judge, lineStartingWith, otherFirstMove, playWithLines, refutationOf, sameAction, solverToMove, spentBy, walkLine, type PlayPosition } from './puzzle-play';
import { answerPuzzle, searchAgain } from './puzzle-request';

/** The tests run under Node, but the renderer's project has no Node types: the one call needed, typed here. */
interface NodeFs {
  readFileSync(path: URL, encoding: 'utf8'): string;
  readdirSync(path: URL): string[];
}
const fs = (globalThis as unknown as { process: { getBuiltinModule(id: 'node:fs'): NodeFs } }).process.getBuiltinModule('node:fs');

/** A shipped puzzle at its saved position. */
function shipped(path: string) {
  const file = checkReplayJson(JSON.parse(fs.readFileSync(new URL(`../../../../examples/${path}`, import.meta.url), 'utf8')));
  const { record, cursor } = replayToRecord(file, findGame);
  const statement = statementOf(file.puzzle!);
  const state = record.stateAt(cursor);
  return { game: record.game, statement, state, start: { state, left: statement.limit } as PlayPosition };
}

const verify = (p: ReturnType<typeof shipped>, position: PlayPosition): VerifyResult =>
  p.game.puzzle!.verify(position.state, { ...p.statement, limit: position.left } as PuzzleStatement);

describe('playing a Royal Suit puzzle out from the verifier’s lines', () => {
  const puzzle = shipped('royal-suit/puzzle-02-opposers-win-in-3.royal.json');
  const analysis = verify(puzzle, puzzle.start);
  const solution = analysis.solution!.steps;

  it('answers the right first move with the defence of the solution line, spending an action each', () => {
    const played = playWithLines(puzzle.game, puzzle.statement, puzzle.start, solution[0]!.seat, solution[0]!.action, analysis);
    if (typeof played === 'string') throw new Error(played);
    expect(played.line?.kind).toBe('solution');
    expect(played.steps.map((s) => s.seat)).toEqual([solution[0]!.seat, solution[1]!.seat]);
    expect(sameAction(played.steps[1]!.action, solution[1]!.action)).toBe(true);
    expect(played.position.left).toBe(1);
    expect(played.unproven).toBe(false);
    expect(judge(puzzle.game, puzzle.statement, played)).toEqual({ kind: 'open' });
    expect(solverToMove(puzzle.game, puzzle.statement, played.position.state)).toBe(true);
  });

  it('reaches the goal at the end of the solution', () => {
    let position = puzzle.start;
    let result = analysis;
    let verdict = judge(puzzle.game, puzzle.statement, { position, steps: [], line: null, lineDone: false, unproven: false });
    for (let move = 0; move < 3 && verdict.kind === 'open'; move++) {
      const step = result.solution!.steps[0]!;
      const played = playWithLines(puzzle.game, puzzle.statement, position, step.seat, step.action, result);
      if (typeof played === 'string') throw new Error(played);
      position = played.position;
      verdict = judge(puzzle.game, puzzle.statement, played);
      if (verdict.kind === 'open') result = verify(puzzle, position);
    }
    expect(verdict).toEqual({ kind: 'solved' });
  });

  it('refutes a wrong first move with the verifier’s own defence', () => {
    const defence = analysis.defences[0]!;
    const wrong = defence.steps[0]!;
    const played = playWithLines(puzzle.game, puzzle.statement, puzzle.start, wrong.seat, wrong.action, analysis);
    if (typeof played === 'string') throw new Error(played);
    expect(played.line?.kind).toBe('defence');
    expect(refutationOf(played, null)).toBe(defence);
    expect(judge(puzzle.game, puzzle.statement, played)).toEqual({ kind: 'failed', reason: puzzle.game.outcome(played.position.state)!.text });
  });

  it('gives the rules’ reason for an action they refuse', () => {
    const wrongSeat = 1 - puzzle.statement.side;
    expect(typeof playWithLines(puzzle.game, puzzle.statement, puzzle.start, wrongSeat, solution[0]!.action, analysis)).toBe('string');
  });
});

describe('playing the solution’s moves in another order', () => {
  // Royals, no ace left to block: the K♠ with the 9♠ and the Q♥ with the 4♣ deal the 11 damage, either first.
  const game = findGame('royals')!;
  const state = puzzlePosition({ hands: [['9S', '4C', 'JD', 'KC', 'QD'], []], fields: [['KS', 'QH'], []], discard: ['AS', 'AH', 'AD', 'AC'] }) as unknown as BaseState;
  const statement: PuzzleStatement = { goal: 'damage', params: { damage: 11 }, side: 0, limit: 1, knowledge: 'hand-unknown' };
  const analysis = game.puzzle!.verify(state, statement);
  const other = analysis.transpositions[0]!;

  it('answers the other first move from its own proven line, and its end solves the puzzle', () => {
    const first = playWithLines(game, statement, { state, left: 1 }, other.steps[0]!.seat, other.steps[0]!.action, analysis);
    if (typeof first === 'string') throw new Error(first);
    expect(first.line?.kind).toBe('order');
    expect(first.unproven).toBe(false);
    expect(first.steps.every((step, i) => sameAction(step.action, other.steps[i]!.action))).toBe(true);
    expect(first.steps).toHaveLength(2);
    const done = { ...first, steps: other.steps, lineDone: true };
    expect(judge(game, statement, done)).toEqual({ kind: 'solved' });
  });
});

/**
 * A puzzle solved as the puzzle player takes it, for a game whose answers come from the verifier's lines: each
 * position searched again from the puzzle's start, the person's move (`choose`, from that search) answered from the
 * lines and judged. Tells how it ended, or where no win was left.
 */
function solveAsThePlayer(game: AnyGameDefinition, statement: PuzzleStatement, start: BaseState, choose: (search: VerifyResult, move: number) => { seat: number; action: unknown } | undefined): string {
  let position: PlayPosition = { state: start, left: statement.limit };
  for (let move = 1; move <= 50; move++) {
    const answer = answerPuzzle(searchAgain(game.id, statement, start, position));
    if (answer.kind !== 'verify') throw new Error('not a search');
    if (answer.result.verdict !== 'solvable') return `no win left before move ${move}`;
    const chosen = choose(answer.result, move);
    if (!chosen) return 'open';
    const played = playWithLines(game, statement, position, chosen.seat, chosen.action, answer.result);
    if (typeof played === 'string') return played;
    const verdict = judge(game, statement, played);
    if (verdict.kind !== 'open') return verdict.kind === 'solved' ? `solved at move ${move}` : verdict.reason;
    position = played.position;
  }
  return 'open';
}

describe('solving a puzzle whose goal counts what was done since it began', () => {
  // Royals, no ace left to block: the K♠ with the 9♠ (9) and the Q♥ with the 4♣ (2) deal the 11 damage this turn,
  // either first; the K♠ with the 4♣ (4) leaves 4 more at most.
  const game = findGame('royals')!;
  const start = puzzlePosition({ hands: [['9S', '4C', 'JD', 'KC', 'QD'], []], fields: [['KS', 'QH'], []], discard: ['AS', 'AH', 'AD', 'AC'] }) as unknown as BaseState;
  const attack = (royal: string, card: string) => ({ seat: 0, action: { type: 'royal-attack', royal, card, target: 'player' } });
  const damage = (atLeast: number): PuzzleStatement => ({ goal: 'damage', params: { damage: atLeast }, side: 0, limit: 1, knowledge: 'hand-unknown' });

  it.each([
    ['the king first, then the queen', damage(11), [attack('KS', '9S'), attack('QH', '4C')], 'solved at move 2'],
    ['the queen first, then the king', damage(11), [attack('QH', '4C'), attack('KS', '9S')], 'solved at move 2'],
    ['a first attack that falls short', damage(11), [attack('KS', '4C'), attack('QH', '9S')], 'no win left before move 2'],
    ['both attacks, against a goal they fall short of', damage(12), [attack('KS', '9S'), attack('QH', '4C')], 'no win left before move 1'],
  ] as const)('%s', (_name, statement, moves, outcome) => {
    expect(solveAsThePlayer(game, statement, start, (_search, move) => moves[move - 1])).toBe(outcome);
  });
});

describe('walking a Royal Lock line with its hidden red draws', () => {
  const puzzle = shipped('royal-lock/puzzle-08-lock-the-card-the-deck-can-reach.royal.json');
  const analysis = verify(puzzle, puzzle.start);

  it('reaches the locked line at the end of the solution, the turn ended against the draw the verifier chose', () => {
    const walked = walkLine(puzzle.game, puzzle.statement, puzzle.start, analysis.solution!.steps);
    expect(walked.map((w) => w.text)).toEqual(analysis.solution!.steps.map((s) => s.text));
    expect(puzzle.game.outcome(walked.at(-1)!.state)?.label).toBe('win');
    expect(walked.at(-1)!.left).toBe(puzzle.statement.limit - 1);
  });

  it('shows a defence to its end: the goal is missed', () => {
    const defence = analysis.defences[0]!;
    const walked = walkLine(puzzle.game, puzzle.statement, puzzle.start, defence.steps);
    expect(walked.length).toBe(defence.steps.length);
    expect(puzzle.game.outcome(walked.at(-1)!.state)?.label).not.toBe('win');
  });

  it('lets every action at the table be the players’, since the red deck answers through playOut', () => {
    expect(solverToMove(puzzle.game, puzzle.statement, puzzle.start.state)).toBe(true);
    expect(lineStartingWith(analysis, 0, { type: 'endTurn' })).not.toBeNull();
  });
});

describe('the limit a move spends where the game gives no playOut', () => {
  const suit = shipped('royal-suit/puzzle-01-supporters-win-in-1.royal.json');
  const turnOn = (by: number): BaseState => ({ ...suit.state, turn: (suit.state as unknown as { turn: number }).turn + by }) as BaseState;
  it.each([
    ['an action, where the limit counts actions', 'side-wins', 0, 1],
    ['what the state’s turn number moved on, where the goal counts otherwise', 'a-turn-goal', 1, 1],
    ['nothing while the turn number stays', 'a-turn-goal', 0, 0],
  ] as const)('%s', (_name, goal, by, spent) => {
    expect(spentBy(suit.game, { ...suit.statement, goal }, suit.statement.side, suit.state, turnOn(by))).toBe(spent);
  });
});

describe('the refutation of a move that leaves no win', () => {
  const puzzle = shipped('royal-suit/puzzle-02-opposers-win-in-3.royal.json');
  const step = (text: string) => ({ seat: 0, action: { type: text }, text });
  const played = { position: puzzle.start, steps: [step('my move')], line: null, lineDone: false, unproven: false };
  const after = (defences: string[][]): VerifyResult => ({
    verdict: 'unsolvable',
    solution: null,
    unique: null,
    cooks: [],
    transpositions: [],
    spare: [],
    defences: defences.map((texts) => ({ title: texts[0]!, steps: texts.map(step) })),
    positions: 1,
    probability: null,
    deals: null,
  });

  it.each([
    ['the move alone where nothing follows', [], ['my move']],
    ['the try that gets farthest, after the move', [['a'], ['b', 'c', 'd'], ['e', 'f']], ['my move', 'b', 'c', 'd']],
  ] as const)('is %s', (_name, defences, texts) => {
    expect(refutationOf(played, after(defences.map((d) => [...d]))).steps.map((s) => s.text)).toEqual(texts);
  });
});

/**
 * A shipped puzzle's stored solution played through the player's logic, the
 * person's moves as the line gives them and every answer the player's own.
 */
function playSolution(path: string): { verdict: string; left: number } {
  const puzzle = shipped(path);
  const file = checkReplayJson(JSON.parse(fs.readFileSync(new URL(`../../../../examples/${path}`, import.meta.url), 'utf8')));
  const steps = file.puzzle!.result!.solution!.steps;
  const verifier = puzzle.game.puzzle!;
  let position = puzzle.start;
  let index = 0;
  while (index < steps.length) {
    const step = steps[index]!;
    if (!solverToMove(puzzle.game, puzzle.statement, position.state)) return { verdict: `not the solver's move at step ${index + 1}`, left: position.left };
    let played: Exclude<ReturnType<typeof playWithLines>, string>;
    if (verifier.playOut) {
      // The game's own answers come with the move: the line's steps they stand for are passed.
      const out = verifier.playOut(position.state, puzzle.statement, position.left, step.action);
      index += out.steps.length;
      position = { state: out.state, left: position.left - out.spent };
      played = { position, steps: out.steps, line: { line: { title: '', steps }, kind: 'solution' }, lineDone: index >= steps.length, unproven: false };
    } else {
      const rest: VerifyResult = { verdict: 'solvable', solution: { title: '', steps: steps.slice(index) }, unique: true, cooks: [], transpositions: [], spare: [], defences: [], positions: 0, probability: null, deals: null };
      const result = playWithLines(puzzle.game, puzzle.statement, position, step.seat, step.action, rest);
      if (typeof result === 'string') return { verdict: result, left: position.left };
      played = result;
      index += result.steps.length;
      position = result.position;
    }
    const verdict = judge(puzzle.game, puzzle.statement, played);
    if (verdict.kind !== 'open') return { verdict: verdict.kind === 'solved' ? 'solved' : verdict.reason, left: position.left };
  }
  return { verdict: 'open', left: position.left };
}

const EXAMPLES = new URL('../../../../examples/', import.meta.url);
const SHIPPED = fs
  .readdirSync(EXAMPLES)
  .flatMap((folder) => fs.readdirSync(new URL(`${folder}/`, EXAMPLES)).filter((name) => name.endsWith('.royal.json')).map((name) => `${folder}/${name}`))
  .filter((path) => /"puzzle"\s*:/.test(fs.readFileSync(new URL(path, EXAMPLES), 'utf8')));

describe('every shipped puzzle played out by the player along its stored solution', () => {
  it('finds shipped puzzles to play', () => {
    expect(SHIPPED.length).toBeGreaterThanOrEqual(20);
  });

  it.each(SHIPPED)('%s is solved', (path) => {
    expect(playSolution(path).verdict).toBe('solved');
  });
});

describe('every shipped Royals puzzle solved by its hints', () => {
  // Each position reached is searched again, a block window where the person counter-blocks included.
  it.each(SHIPPED.filter((path) => path.startsWith('royals/')))('%s', (path) => {
    const puzzle = shipped(path);
    expect(solveAsThePlayer(puzzle.game, puzzle.statement, puzzle.state, (search) => search.solution!.steps[0])).toMatch(/^solved at move \d+$/);
  });
});

describe('the seats the person solving plays', () => {
  it.each([
    ['royal-lock/puzzle-01-the-last-lock.royal.json', 'every seat: the players win together', (_side: number, state: BaseState) => Array.from({ length: (state as unknown as { seats: number }).seats }, (_, s) => s)],
    ['royal-suit/puzzle-01-supporters-win-in-1.royal.json', 'the side alone', (side: number) => [side]],
    ['royal-lines/puzzle-01-the-sure-recruit.royal.json', 'the side alone: the others answer with the unseen promises', (side: number) => [side]],
    ['royals/puzzle-01-the-jack-needs-three.royal.json', 'the side alone', (side: number) => [side]],
    ['alliance-royals/puzzle-01-the-safe-ace.royal.json', 'the side and its ally, who play as one', (side: number) => [side, (side + 2) % 4]],
  ] as const)('%s: %s', (path, _why, expected) => {
    const puzzle = shipped(path);
    const seats = solvingSeatsOf(puzzle.game.puzzle!, puzzle.state, puzzle.statement);
    expect([...seats].sort()).toEqual([...expected(puzzle.statement.side, puzzle.state)].sort());
    const toAct = puzzle.game.activeSeats(puzzle.state)[0]!;
    expect(solverToMove(puzzle.game, puzzle.statement, puzzle.state)).toBe(seats.includes(toAct));
  });
});

describe('whether a verified solution starts with another move than the puzzle the position came from', () => {
  const lock = { seat: 0, action: { type: 'lock', at: 4 } };
  it.each([
    ['the same move, its keys in another order', lock, { seat: 0, action: { at: 4, type: 'lock' } }, false],
    ['another action', lock, { seat: 0, action: { type: 'end-turn' } }, true],
    ['another seat', lock, { seat: 1, action: { type: 'lock', at: 4 } }, true],
    ['no source solution', null, lock, false],
    ['no verified solution', lock, null, false],
  ] as const)('%s', (_name, source, verified, other) => {
    expect(otherFirstMove(source, verified)).toBe(other);
  });
});
