import { describe, expect, it } from 'vitest';
import { parseCliArgs, type SimArgs } from './args';
import { progressLine, simCommand } from './sim-command';

function output(isTTY: boolean) {
  const written: string[] = [];
  return { isTTY, written, write: (text: string) => written.push(text) };
}

describe('progressLine', () => {
  it('redraws one line with the games played, the share, the time and an estimate of the rest', () => {
    const out = output(true);
    let t = 0;
    const progress = progressLine(out, () => t);
    t = 1000;
    progress.update(10, 40);
    expect(out.written).toEqual(['\r\u001b[2Ksim: 10 of 40 games (25%), 1.0 s, about 3 s left']);
    progress.end();
    expect(out.written.at(-1)).toBe('\r\u001b[2K');
  });

  it('draws at most five times a second, but always the last game', () => {
    const out = output(true);
    let t = 0;
    const progress = progressLine(out, () => t);
    progress.update(1, 3);
    t = 50;
    progress.update(2, 3);
    t = 60;
    progress.update(3, 3);
    expect(out.written).toHaveLength(2);
    expect(out.written[1]).toContain('3 of 3 games (100%)');
  });

  it('leaves nothing to clear when it never drew', () => {
    const out = output(true);
    progressLine(out).end();
    expect(out.written).toEqual([]);
  });
});

describe('simCommand', () => {
  const args = (...extra: string[]) => parseCliArgs(['sim', '--game', 'royal-lock', '--games', '6', '--seed', '9', ...extra]) as SimArgs;

  it('shows progress on a terminal only, and clears it at the end', async () => {
    const terminal = output(true);
    await simCommand(args('--jobs', '1'), terminal);
    // eslint-disable-next-line no-control-regex -- the progress line begins with a terminal's erase-line sequence
    expect(terminal.written[0]).toMatch(/^\r\u001b\[2Ksim: \d+ of 6 games/);
    expect(terminal.written.at(-1)).toBe('\r\u001b[2K');
    const piped = output(false);
    await simCommand(args('--jobs', '1'), piped);
    expect(piped.written).toEqual([]);
  });

  it('plays only its part of a sharded series', async () => {
    const report = await simCommand(args('--jobs', '1', '--shard', '2/3'), output(false));
    expect(report).toMatchObject({ games: 2, seriesGames: 6, shard: { index: 2, count: 3 } });
  });
});
