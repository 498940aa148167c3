import { describe, expect, it } from 'vitest';
import { EMPTY_STEP } from '../engine/core/annotations';
import { errorLine, positionText, shownText, simJson, simSummary, verifyLine } from './format';
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
  winRateBySeat: [
    { rate: 0.286, low: 0.082, high: 0.641 },
    { rate: 0.286, low: 0.082, high: 0.641 },
  ],
  actionsHistogram: [
    { from: 0, to: 9, games: 1 },
    { from: 10, to: 19, games: 0 },
  ],
  scoresBySeat: null,
  maxActionLimit: 20000,
  seriesGames: 8,
  shard: null,
  tally: { games: 8, totalActions: 329, minActions: 9, maxActions: 120, unfinished: 1, outcomes: { loss: 5, win: 2 }, winsBySeat: [2, 2], shareUnitsBySeat: [1441440, 1441440], actionCounts: { 9: 1 }, scoreCountsBySeat: [{}, {}] },
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
        '  wins by seat, shares of the 7 finished games: 1: 2 (share 28.6%), 2: 2 (share 28.6%)',
        '  win rate by seat over the 7 finished games, 95% confidence: 1: 28.6% (8.2% to 64.1%), 2: 28.6% (8.2% to 64.1%)',
        '  unfinished: 1 (12.5%)',
        '  actions per game: mean 41.125, min 9, max 120',
        '  1.23 s',
      ].join('\n'),
    );
  });

  it('names the part of a sharded series', () => {
    const part = simSummary({ ...report, games: 2, shard: { index: 3, count: 4 } }).split('\n')[0];
    expect(part).toBe('royal-lock: 2 games from seed 3, 2 players (keeper, random), options: reach=own-space, redDeckOut=loss, part 3 of 4 of a series of 8');
  });

  it('says when no game finished, instead of rates over nothing', () => {
    const none = simSummary({ ...report, outcomes: {}, winsBySeat: [0, 0], shareBySeat: [0, 0], unfinished: 8, winRateBySeat: [{ rate: null, low: 0, high: 1 }, { rate: null, low: 0, high: 1 }] });
    expect(none.split('\n').slice(1, 3)).toEqual(['  wins by seat: no finished games to count wins in', '  unfinished: 8 (100.0%)']);
    expect(none).not.toMatch(/NaN|win rate/);
  });

  it('says when a part of a series holds no game', () => {
    const empty = simSummary({ ...report, games: 0, outcomes: {}, winsBySeat: [0, 0], shareBySeat: [0, 0], unfinished: 0, meanActions: 0, minActions: 0, maxActions: 0, shard: { index: 3, count: 8 }, seriesGames: 2 });
    expect(empty.split('\n').slice(1, -1)).toEqual(['  wins by seat: no finished games to count wins in', '  actions per game: no games played']);
    expect(empty).not.toContain('NaN');
  });

  it('leaves out the unfinished line when every game ended', () => {
    expect(simSummary({ ...report, unfinished: 0 })).not.toContain('unfinished');
  });
});

describe('replay output', () => {
  it.each([
    [{ game: 'royal-lock', players: 2, lines: 3, steps: 57, mainLineEnd: 'win', start: 'deal', annotatedSteps: 0 }, 'ok: royal-lock, 2 players, 3 lines, 57 steps, ends in win'],
    [{ game: 'royal-lock', players: 1, lines: 1, steps: 1, mainLineEnd: null, start: 'deal', annotatedSteps: 0 }, 'ok: royal-lock, 1 player, 1 line, 1 step, unfinished'],
    [
      { game: 'royals', players: 2, lines: 1, steps: 0, mainLineEnd: null, start: 'position', annotatedSteps: 1 },
      'ok: royals, 2 players, 1 line, 0 steps, unfinished, begins from a set-up position, 1 annotated step',
    ],
    [{ game: 'royal-suit', players: 2, lines: 2, steps: 8, mainLineEnd: null, start: 'deal', annotatedSteps: 3 }, 'ok: royal-suit, 2 players, 2 lines, 8 steps, unfinished, 3 annotated steps'],
  ] as const)('verify says %j as "%s"', (summary, line) => {
    expect(verifyLine(summary)).toBe(line);
  });

  it('shows a step with its place, its description and the board', () => {
    const text = shownText({ lineName: 'Main line', cursor: { line: 'main', step: 2 }, lastStep: 9, text: 'Seat 1 ends the turn.', board: 'BOARD', annotation: EMPTY_STEP });
    expect(text).toBe('Step 2 of 9 on "Main line" (line main)\nStep 2: Seat 1 ends the turn.\n\nBOARD');
  });

  it('shows the set-up position', () => {
    const text = shownText({ lineName: 'Main line', cursor: { line: 'main', step: 0 }, lastStep: 9, text: null, board: 'BOARD', annotation: EMPTY_STEP });
    expect(text.split('\n')[1]).toBe('Set-up position.');
  });

  it('shows the note and the marks of a step, quoting what the file said', () => {
    const text = shownText({
      lineName: 'Try\u202e',
      cursor: { line: 'branch-1', step: 3 },
      lastStep: 4,
      text: 'Seat 2 passes.',
      board: 'BOARD',
      annotation: {
        note: 'Why pass?\nDraw instead.',
        highlights: [{ target: { zone: 'hand.1', card: 'QS' }, colour: 'gold' }],
        arrows: [{ from: { zone: 'deck' }, to: { zone: 'hand.1' }, colour: 'red' }],
      },
    });
    expect(text).toBe(
      [
        'Step 3 of 4 on "Try\\u{202e}" (line branch-1)',
        'Step 3: Seat 2 passes.',
        'Note:',
        '    Why pass?',
        '    Draw instead.',
        'Highlighted in gold: Q♠ in hand.1',
        'Arrow in red: deck → hand.1',
        '',
        'BOARD',
      ].join('\n'),
    );
  });

  const noteOf = (note: string) =>
    shownText({ lineName: 'Main line', cursor: { line: 'main', step: 1 }, lastStep: 1, text: 'Seat 1 passes.', board: 'BOARD', annotation: { ...EMPTY_STEP, note } })
      .split('\n')
      .slice(2, -2);

  it.each([
    ['one line, in quotes', '  Pass now.  ', ['Note: "Pass now."']],
    ['one line with a control character', 'Pass\u001b[2J now.', ['Note: "Pass\\u{1b}[2J now."']],
    ['several lines, each indented', 'First:\nlock.\r\n\nThen end the turn.', ['Note:', '    First:', '    lock.', '', '    Then end the turn.']],
    ['several lines with bidi characters shown', 'Left\n\u202eright', ['Note:', '    Left', '    \\u{202e}right']],
    ['a note too long, cut', `a\n${'b'.repeat(2100)}`, ['Note:', '    a', `    ${'b'.repeat(1998)}…`]],
  ])('shows a note of %s', (_case, note, lines) => {
    expect(noteOf(note)).toEqual(lines);
  });

  it('prints ok, or the problems of a position one per line', () => {
    expect(positionText({ ok: true, lines: ['ok'] })).toBe('ok');
    expect(positionText({ ok: false, lines: ['deck: A♣ is placed twice (deck and deck): take one of them back to the unplaced cards.', 'whose turn: no.'] })).toBe('deck: A♣ is placed twice (deck and deck): take one of them back to the unplaced cards.\nwhose turn: no.');
  });

  it('keeps an error on one line', () => {
    expect(errorLine('first\n  second')).toBe('error: first second');
  });
});
