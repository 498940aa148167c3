import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EXIT_FAILED, EXIT_OK } from './main';
import { runCli } from './test-replays';

const SUIT = fileURLToPath(new URL('../../examples/royal-suit/a-game-told-step-by-step.royal.json', import.meta.url));

const run = runCli;

describe('whatif FILE', () => {
  it('plays the same re-deals on one core as on two, and counts every one', async () => {
    const one = await run('whatif', SUIT, '--step', '3', '--seat', '1', '--deals', '6', '--jobs', '1', '--json');
    const two = await run('whatif', SUIT, '--step', '3', '--seat', '1', '--deals', '6', '--jobs', '2', '--json');
    expect(one.code).toBe(EXIT_OK);
    expect(two.out).toBe(one.out);
    const report = JSON.parse(one.out) as { step: number; seat: number; deals: number; wins: number; unfinished: number; low: number; high: number; rate: number };
    expect(report).toMatchObject({ step: 3, seat: 1, deals: 6, unfinished: 0 });
    expect(report.wins).toBeGreaterThanOrEqual(0);
    expect(report.wins).toBeLessThanOrEqual(6);
    expect(report.rate).toBeCloseTo(report.wins / 6);
    expect(report.low).toBeLessThanOrEqual(report.rate);
    expect(report.high).toBeGreaterThanOrEqual(report.rate);
  }, 120_000);

  it('another seed deals otherwise', async () => {
    const seeds = await Promise.all(['1', '2', '3'].map((seed) => run('whatif', SUIT, '--step', '3', '--seat', '2', '--deals', '8', '--jobs', '1', '--seed', seed, '--json')));
    // Eight deals a seed: the three series agreeing to the last win share would be a seed left unused.
    const wins = seeds.map(({ out }) => (JSON.parse(out) as { wins: number }).wins);
    expect(seeds.every(({ code }) => code === EXIT_OK)).toBe(true);
    expect(new Set(wins).size).toBeGreaterThan(1);
  }, 120_000);

  it('says in words how often the seat won, with its interval', async () => {
    const { code, out } = await run('whatif', SUIT, '--step', '3', '--seat', '1', '--deals', '4', '--jobs', '1');
    expect(code).toBe(EXIT_OK);
    expect(out).toMatch(/^Royal Suit, "Main line", step 3: 4 re-deals of what "Seat 1" did not know \(seed 1\), played out by \w+ at every seat\.\n/);
    expect(out).toMatch(/\nFrom what "Seat 1" knew here, "Seat 1" wins \d+% of 4 re-deals \(\d+%–\d+%\)\.\n/);
  }, 120_000);

  it.each([
    [['--step', '3', '--seat', '3'], 'the game has seats 1 to 2, not 3'],
    [['--step', '9999', '--seat', '1'], 'has steps 0 to'],
    [['--step', '3', '--seat', '1', '--line', 'nowhere'], 'the replay has no line "nowhere"'],
  ])('refuses %j', async (flags, message) => {
    const { code, err } = await run('whatif', SUIT, ...flags);
    expect(code).toBe(EXIT_FAILED);
    expect(err).toContain(message);
  });

  it('refuses a step where the game is over', async () => {
    const shown = await run('replay', 'verify', SUIT);
    const steps = Number(/(\d+) steps/.exec(shown.out)?.[1]);
    const { code, err } = await run('whatif', SUIT, '--step', String(steps), '--seat', '1');
    expect(code).toBe(EXIT_FAILED);
    expect(err).toContain('The game is over here');
  });
});
