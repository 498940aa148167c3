import { describe, expect, it } from 'vitest';
import { DEFAULT_GAMES, DEFAULT_MAX_ACTIONS, DEFAULT_SEED, UsageError, parseCliArgs, wholeNumber } from './args';

function usageError(argv: string[]): string {
  try {
    parseCliArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error(`accepted: ${argv.join(' ')}`);
}

describe('parseCliArgs: sim', () => {
  it('fills in defaults', () => {
    expect(parseCliArgs(['sim', '--game', 'royal-lock'])).toEqual({
      kind: 'sim',
      game: 'royal-lock',
      games: DEFAULT_GAMES,
      seed: DEFAULT_SEED,
      players: null,
      bots: null,
      maxActions: DEFAULT_MAX_ACTIONS,
      options: [],
      saveReplays: null,
      json: false,
      jobs: null,
      shard: null,
      report: null,
    });
  });

  it('reads every flag', () => {
    const argv = [
      'sim', '--game', 'royal-lock', '--games', '25', '--seed', '0', '--players', '1', '--bots', 'keeper, random',
      '--max-actions', '500', '--option', 'reach=any-space', '--option', 'redDeckOut=loss', '--save-replays', 'out', '--json',
      '--jobs', '3', '--shard', '2/8', '--report', 'study.html',
    ];
    expect(parseCliArgs(argv)).toEqual({
      kind: 'sim',
      game: 'royal-lock',
      games: 25,
      seed: 0,
      players: 1,
      bots: ['keeper', 'random'],
      maxActions: 500,
      options: [['reach', 'any-space'], ['redDeckOut', 'loss']],
      saveReplays: 'out',
      json: true,
      jobs: 3,
      shard: { index: 2, count: 8 },
      report: 'study.html',
    });
  });

  it('accepts --flag=value and keeps "=" inside option values', () => {
    const args = parseCliArgs(['sim', '--game=royal-lock', '--option', 'note=a=b']);
    expect(args).toMatchObject({ game: 'royal-lock', options: [['note', 'a=b']] });
  });

  it.each([
    [['sim'], 'sim needs --game ID'],
    [['sim', '--game'], '--game needs a value'],
    [['sim', '--game', 'royal-lock', '--games', 'ten'], '--games needs a whole number, not "ten"'],
    [['sim', '--game', 'royal-lock', '--games', '0'], '--games must be from 1 to 1000000, not 0'],
    [['sim', '--game', 'royal-lock', '--games', '-3'], '--games must be from 1 to 1000000, not -3'],
    [['sim', '--game', 'royal-lock', '--games=-3'], '--games must be from 1 to 1000000, not -3'],
    [['sim', '--game', 'royal-lock', '--seed', '-1'], '--seed must be from 0 to 2147483646, not -1'],
    [['sim', '--game', 'royal-lock', '--jobs', '-2'], '--jobs must be from 1 to 256, not -2'],
    [['sim', '--game', 'royal-lock', '--players', '-2'], '--players must be from 1 to 16, not -2'],
    [['sim', '--game', 'royal-lock', '--max-actions', '-10'], '--max-actions must be from 1 to 200000, not -10'],
    [['sim', '--game', 'royal-lock', '--games', '-2.5'], '--games needs a whole number, not "-2.5"'],
    [['sim', '--game', 'royal-lock', '--shard', '-1/4'], '--shard needs i/n (such as 2/8), not "-1/4"'],
    [['sim', '--game', 'royal-lock', '--bots', '-x'], '--bots needs a value; write one that starts with a dash as --bots=VALUE'],
    [['solve', 'a.json', '--budget', '-3'], '--budget must be from 1 to 1000000000, not -3'],
    [['replay', 'show', 'a.json', '--step', '-1'], '--step must be from 0 to 200000, not -1'],
    [['replay', 'show', 'a.json', '--viewer', '-1'], '--viewer must be from 1 to 16, not -1'],
    [['sim', '--game', 'royal-lock', '--games', '2.5'], '--games needs a whole number, not "2.5"'],
    [['sim', '--game', 'royal-lock', '--seed', '2147483647'], '--seed must be from 0 to 2147483646, not 2147483647'],
    [['sim', '--game', 'royal-lock', '--seed', '1e3'], '--seed needs a whole number, not "1e3"'],
    [['sim', '--game', 'royal-lock', '--players', ''], '--players needs a whole number, not ""'],
    [['sim', '--game', 'royal-lock', '--max-actions', '0'], '--max-actions must be from 1 to 200000, not 0'],
    [['sim', '--game', 'royal-lock', '--option', 'reach'], '--option needs key=value, not "reach"'],
    [['sim', '--game', 'royal-lock', '--option', '=x'], '--option needs key=value, not "=x"'],
    [['sim', '--game', 'royal-lock', '--bots', 'keeper,'], '--bots needs bot ids separated by commas, not "keeper,"'],
    [['sim', '--game', 'royal-lock', '--speed', 'fast'], 'unknown option "--speed"'],
    [['sim', '--game', 'royal-lock', '--\u001b[2J'], 'unknown option "--\\u{1b}[2J"'],
    [['sim', '--game', 'royal-lock', '--bots', '\u202ekeeper,'], '--bots needs bot ids separated by commas, not "\\u{202e}keeper,"'],
    [['sim', '--game', 'royal-lock', '--games', '\u001b]0;x\u0007'], '--games needs a whole number, not "\\u{1b}]0;x\\u{7}"'],
    [['sim', '--game', 'royal-lock', 'extra'], 'sim takes no argument "extra"'],
    [['sim', '--game', 'royal-lock', 'extra\u001b[2J'], 'sim takes no argument "extra\\u{1b}[2J"'],
    [['sim', '--game', 'royal-lock', '--json=yes'], '--json takes no value'],
    [['sim', '--game', 'royal-lock', '--jobs', '0'], '--jobs must be from 1 to 256, not 0'],
    [['sim', '--game', 'royal-lock', '--jobs', 'all'], '--jobs needs a whole number, not "all"'],
    [['sim', '--game', 'royal-lock', '--shard', '3'], '--shard needs i/n (such as 2/8), not "3"'],
    [['sim', '--game', 'royal-lock', '--shard', '0/4'], '--shard part must be from 1 to 4, not 0'],
    [['sim', '--game', 'royal-lock', '--shard', '5/4'], '--shard part must be from 1 to 4, not 5'],
    [['sim', '--game', 'royal-lock', '--shard', '1/0'], '--shard count must be from 1 to 100000, not 0'],
    [['sim-merge'], 'sim-merge needs the JSON reports of the shards'],
    [['sim-merge', 'a.json', '--csv'], 'unknown option "--csv"'],
    [['sim', '--game', 'royal-lock', '--report'], '--report needs a value'],
    [['sim', '--game', 'royal-lock', '--report', 'study.json'], '--report needs a file name ending in .html, not "study.json"'],
    [['sim-merge', 'a.json', '--report', 'study'], '--report needs a file name ending in .html, not "study"'],
  ])('refuses %j: %s', (argv, message) => {
    expect(usageError(argv)).toBe(message);
  });
});

describe('parseCliArgs: sim-merge', () => {
  it('reads the shard reports and --json', () => {
    expect(parseCliArgs(['sim-merge', 'a.json', 'b.json', '--json'])).toEqual({ kind: 'sim-merge', files: ['a.json', 'b.json'], json: true, report: null });
  });

  it('reads --report', () => {
    expect(parseCliArgs(['sim-merge', 'a.json', '--report', 'out/Study.HTML'])).toEqual({ kind: 'sim-merge', files: ['a.json'], json: false, report: 'out/Study.HTML' });
  });
});

describe('parseCliArgs: replay', () => {
  it('reads verify', () => {
    expect(parseCliArgs(['replay', 'verify', 'game.royal.json'])).toEqual({ kind: 'replay-verify', file: 'game.royal.json' });
  });

  it.each([
    [['replay', 'show', 'f.json'], { step: null, line: null, viewer: 'all' }],
    [['replay', 'show', 'f.json', '--step', '12'], { step: 12, line: null, viewer: 'all' }],
    [['replay', 'show', '--step', '0', 'f.json', '--line', 'branch-1', '--viewer', '2'], { step: 0, line: 'branch-1', viewer: 2 }],
    [['replay', 'show', 'f.json', '--viewer', 'all'], { step: null, line: null, viewer: 'all' }],
  ])('reads show %j', (argv, expected) => {
    expect(parseCliArgs(argv)).toEqual({ kind: 'replay-show', file: 'f.json', ...expected });
  });

  it.each([
    [['replay'], 'replay needs verify, show or knowledge'],
    [['replay', 'check', 'f'], 'unknown replay command "check" (verify, show or knowledge)'],
    [['replay', '/tmp/\u001b]0;x\u0007'], 'unknown replay command "/tmp/\\u{1b}]0;x\\u{7}" (verify, show or knowledge)'],
    [['replay', 'verify'], 'replay verify needs exactly one FILE'],
    [['replay', 'verify', 'a', 'b'], 'replay verify needs exactly one FILE'],
    [['replay', 'verify', 'a', '--step', '1'], 'unknown option "--step"'],
    [['replay', 'show'], 'replay show needs exactly one FILE'],
    [['replay', 'show', 'f', '--step', 'last'], '--step needs a whole number, not "last"'],
    [['replay', 'show', 'f', '--viewer', '0'], '--viewer must be from 1 to 16, not 0'],
    [['replay', 'show', 'f', '--viewer', 'me'], '--viewer needs a whole number, not "me"'],
    [['replay', 'knowledge', 'f'], 'replay knowledge needs --seat N (1, 2, ...)'],
    [['replay', 'knowledge', '--seat', '1'], 'replay knowledge needs exactly one FILE'],
    [['replay', 'knowledge', 'f', '--seat', '0'], '--seat must be from 1 to 16, not 0'],
    [['replay', 'knowledge', 'f', '--seat', '1', '--viewer', '2'], 'unknown option "--viewer"'],
  ])('refuses %j: %s', (argv, message) => {
    expect(usageError(argv)).toBe(message);
  });

  it.each([
    [['replay', 'knowledge', 'f.json', '--seat', '2'], { step: null, line: null, seat: 1, json: false }],
    [['replay', 'knowledge', 'f.json', '--seat', '1', '--step', '7', '--line', 'branch-1', '--json'], { step: 7, line: 'branch-1', seat: 0, json: true }],
  ])('reads knowledge %j', (argv, expected) => {
    expect(parseCliArgs(argv)).toEqual({ kind: 'replay-knowledge', file: 'f.json', ...expected });
  });
});

describe('parseCliArgs: whatif', () => {
  it('fills in 200 re-deals, seed 1, the main line and every core', () => {
    expect(parseCliArgs(['whatif', 'f.json', '--step', '12', '--seat', '3'])).toEqual({
      kind: 'whatif',
      file: 'f.json',
      line: null,
      step: 12,
      seat: 2,
      deals: 200,
      seed: 1,
      maxActions: 10_000,
      jobs: null,
      json: false,
    });
  });

  it('reads every flag', () => {
    const argv = ['whatif', 'f.json', '--step', '0', '--seat', '1', '--line', 'b', '--deals', '50', '--seed', '9', '--jobs', '2', '--max-actions', '300', '--json'];
    expect(parseCliArgs(argv)).toEqual({ kind: 'whatif', file: 'f.json', line: 'b', step: 0, seat: 0, deals: 50, seed: 9, maxActions: 300, jobs: 2, json: true });
  });

  it.each([
    [['whatif', '--step', '1', '--seat', '1'], 'whatif needs exactly one FILE'],
    [['whatif', 'f', '--seat', '1'], 'whatif needs --step K'],
    [['whatif', 'f', '--step', '1'], 'whatif needs --seat N (1, 2, ...)'],
    [['whatif', 'f', '--step', '1', '--seat', '1', '--deals', '0'], '--deals must be from 1 to 100000, not 0'],
    [['whatif', 'f', '--step', '-1', '--seat', '1'], '--step must be from 0 to 200000, not -1'],
  ])('refuses %j: %s', (argv, message) => {
    expect(usageError(argv)).toBe(message);
  });
});

describe('parseCliArgs: anything else', () => {
  it.each([[['--help']], [['-h']], [['sim', '--help']], [['replay', 'show', '--help']], [['bogus', '--help']]])('%j asks for help', (argv) => {
    expect(parseCliArgs(argv)).toEqual({ kind: 'help' });
  });

  it.each([
    [[], 'no command given'],
    [['play'], 'unknown command "play"'],
    [['--json'], 'unknown command "--json"'],
  ])('refuses %j: %s', (argv, message) => {
    expect(usageError(argv)).toBe(message);
  });
});

describe('wholeNumber', () => {
  it.each([
    ['0', 0],
    ['007', 7],
    ['200000', 200000],
  ])('reads %s as %d', (text, value) => {
    expect(wholeNumber('--n', text, 0, 200000)).toBe(value);
  });
});
