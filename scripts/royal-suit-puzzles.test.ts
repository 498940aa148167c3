import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyFast, mutableCopy } from '../src/engine/core/game';
import { MAIN_LINE } from '../src/engine/core/record';
import { replayToRecord } from '../src/engine/core/replay-file';
import { royalSuit, type RoyalSuitState } from '../src/engine/games/royal-suit';
import { solve } from '../src/engine/games/royal-suit/solver';
import { findGame } from '../src/engine/games';
import { readReplay } from '../src/main/files/replay-store';
import { findPuzzles, puzzleFileName, puzzleReplay, puzzleTitle, readPuzzleTitle } from './royal-suit-puzzles';

const EXAMPLES = join(import.meta.dirname, '..', 'examples', 'royal-suit');
const names = (await readdir(EXAMPLES)).filter((name) => name.startsWith('puzzle-') && name.endsWith('.royal.json')).sort();

describe('the Royal Suit puzzles in the examples', () => {
  it('are at least ten, numbered in order, each deeper than the one before', async () => {
    expect(names.length).toBeGreaterThanOrEqual(10);
    const promises = [];
    for (const name of names) {
      const read = await readReplay(join(EXAMPLES, name));
      if (!read.ok) throw new Error(`${name}: ${read.message}`);
      promises.push(readPuzzleTitle(read.file.title ?? ''));
    }
    expect(promises.map((p) => p?.number)).toEqual(names.map((_, i) => i + 1));
    const lengths = promises.map((p) => p!.length);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    expect(new Set(lengths).size).toBe(lengths.length);
    expect(new Set(promises.map((p) => p!.seat))).toEqual(new Set([0, 1]));
  });

  it.each(names)('%s: the solver proves what the title promises, from the saved position', async (name) => {
    const read = await readReplay(join(EXAMPLES, name));
    if (!read.ok) throw new Error(read.message);
    const promise = readPuzzleTitle(read.file.title ?? '')!;
    expect(name).toBe(puzzleFileName(promise.number, promise.seat, promise.length));
    const { record, cursor } = read.loaded;
    // The puzzle is where the game stops: the answer is the player's to find.
    expect(cursor).toEqual({ line: MAIN_LINE, step: record.lastStep(MAIN_LINE) });
    expect(record.players.every((player) => player.bot === null)).toBe(true);
    const state = record.stateAt(cursor) as RoyalSuitState;
    const result = solve(state);
    expect(result).toMatchObject({ verdict: 'win', seat: promise.seat, winner: promise.seat, length: promise.length });
    const game = mutableCopy(state);
    for (const { seat, action } of result.line) applyFast(royalSuit, game, seat, action);
    expect(royalSuit.outcome(game)?.winners).toEqual([promise.seat]);
  });
});

describe('finding puzzles', () => {
  it('titles a puzzle and reads the title back', () => {
    expect(puzzleTitle(3, 0, 5)).toBe('Puzzle 3: Supporters to move win in 5');
    expect(readPuzzleTitle('Puzzle 3: Supporters to move win in 5')).toEqual({ number: 3, seat: 0, length: 5 });
    expect(readPuzzleTitle('Puzzle 12: Opposers to move win in 23')).toEqual({ number: 12, seat: 1, length: 23 });
    expect(readPuzzleTitle('Royal Suit simulation, game 1 of 2')).toBeNull();
    expect(puzzleFileName(3, 1, 7)).toBe('puzzle-03-opposers-win-in-7.royal.json');
  });

  it('finds a win in 1 with a wrong choice beside it, and writes a replay that rebuilds it', () => {
    const [puzzle] = findPuzzles({ lengths: [1], maxGames: 50, budget: 20_000 });
    const file = puzzleReplay(puzzle!, 1, '2026-01-01T00:00:00.000Z');
    const loaded = replayToRecord(file, findGame);
    const state = loaded.record.stateAt(loaded.cursor) as RoyalSuitState;
    expect(solve(state)).toMatchObject({ verdict: 'win', length: 1, seat: puzzle!.seat });
    const losing = royalSuit.legalActions(state, state.seat).filter((action) => {
      const next = mutableCopy(state);
      royalSuit.apply(next, state.seat, action);
      return royalSuit.outcome(next)?.winners[0] !== state.seat;
    });
    expect(losing.length).toBeGreaterThan(0);
  });
});
