import { describe, expect, it } from 'vitest';
import { errorLine, shownText, simJson, simSummary, verifyLine } from './format';
import type { SimReport } from './sim';

const report: SimReport = {
  game: 'royal-lock',
  games: 8,
  seed: 3,
  players: 2,
  bots: ['keeper', 'random'],
  options: { reach: 'own-space', redDeckOut: 'loss' },
  outcomes: { loss: 5, win: 2 },
  winsBySeat: [2, 2],
  shareBySeat: [2, 2],
  meanActions: 41.125,
  minActions: 9,
  maxActions: 120,
  unfinished: 1,
  elapsedMs: 1234.5,
};

describe('sim output', () => {
  it('prints one JSON object on one line', () => {
    const text = simJson(report);
    expect(text).not.toContain('\n');
    expect(JSON.parse(text)).toEqual(report);
  });

  it('prints a short summary', () => {
    expect(simSummary(report)).toBe(
      [
        'royal-lock: 8 games from seed 3, 2 players (keeper, random), options: reach=own-space, redDeckOut=loss',
        '  loss: 5 (62.5%)',
        '  win: 2 (25.0%)',
        '  wins by seat: 1: 2 (share 25.0%), 2: 2 (share 25.0%)',
        '  unfinished: 1 (12.5%)',
        '  actions per game: mean 41.125, min 9, max 120',
        '  1.23 s',
      ].join('\n'),
    );
  });

  it('leaves out the unfinished line when every game ended', () => {
    expect(simSummary({ ...report, unfinished: 0 })).not.toContain('unfinished');
  });
});

describe('replay output', () => {
  it.each([
    [{ game: 'royal-lock', players: 2, lines: 3, steps: 57, mainLineEnd: 'win' }, 'ok: royal-lock, 2 players, 3 lines, 57 steps, ends in win'],
    [{ game: 'royal-lock', players: 1, lines: 1, steps: 1, mainLineEnd: null }, 'ok: royal-lock, 1 player, 1 line, 1 step, unfinished'],
  ])('verify says %j as "%s"', (summary, line) => {
    expect(verifyLine(summary)).toBe(line);
  });

  it('shows a step with its place, its description and the board', () => {
    const text = shownText({ lineName: 'Main line', cursor: { line: 'main', step: 2 }, lastStep: 9, text: 'Seat 1 ends the turn.', board: 'BOARD' });
    expect(text).toBe('Step 2 of 9 on Main line (line main)\nStep 2: Seat 1 ends the turn.\n\nBOARD');
  });

  it('shows the set-up position', () => {
    const text = shownText({ lineName: 'Main line', cursor: { line: 'main', step: 0 }, lastStep: 9, text: null, board: 'BOARD' });
    expect(text.split('\n')[1]).toBe('Set-up position.');
  });

  it('keeps an error on one line', () => {
    expect(errorLine('first\n  second')).toBe('error: first second');
  });
});
