import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stateHash } from '../engine/core/hash';
import { GameRecord, MAIN_LINE } from '../engine/core/record';
import { recordToReplay, type ReplayFile } from '../engine/core/replay-file';
import { royals } from '../engine/games/royals';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, main } from './main';
import { checkPosition } from './position-command';
import { CommandError } from './replay-commands';
import { royalsPositionFile, royalSuitFile, sampleFile, tempDir, writeSample, type TempDir } from './test-replays';

let dir: TempDir;
beforeAll(async () => {
  dir = await tempDir();
});
afterAll(() => dir.remove());

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A position file whose state was changed and its fingerprint taken again, as a careful forger would. */
function forged(change: (state: Record<string, unknown>) => void): ReplayFile {
  const file = royalsPositionFile(change);
  return { ...file, initialHash: stateHash((file.start as { state: unknown }).state) };
}

async function written(name: string, file: ReplayFile | string): Promise<string> {
  const path = join(dir.path, name);
  await writeFile(path, typeof file === 'string' ? file : JSON.stringify(file, null, 2));
  return path;
}

describe('position check', () => {
  it.each([
    ['a saved position', () => royalsPositionFile()],
    [
      'the deal of a replay whose game has an editor',
      () => recordToReplay(GameRecord.start(royals, royals.defaultOptions(), [{ name: 'A', bot: null }, { name: 'B', bot: null }], 8), { cursor: { line: MAIN_LINE, step: 0 }, savedAt: 'now' }),
    ],
    ['the deal of a Royal Lock replay', () => sampleFile()],
    ['the deal of a Royal Suit replay', () => royalSuitFile()],
  ])('says ok for %s, exit 0', async (_name, make) => {
    const path = await written('good.royal.json', make());
    expect(await run('position', 'check', path)).toEqual({ code: EXIT_OK, out: 'ok', err: '' });
  });

  it('checks a version 1 file as the app would open it', async () => {
    const path = await writeSample(dir.path, 'v1.royal.json');
    expect(await checkPosition(path)).toEqual({ ok: true, lines: ['ok'] });
  });

  it('prints each problem on its own line, where it is first, and exits 1', async () => {
    const path = await written(
      'two.royal.json',
      forged((state) => {
        const deck = state.deck as string[];
        (state.discard as string[]).push(deck[0]!, deck[1]!);
      }),
    );
    const result = await run('position', 'check', path);
    expect(result).toEqual({
      code: EXIT_FAILED,
      out: ['deck, discard pile: 2♠ is placed twice (deck and discard pile): take one of them back to the unplaced cards.', 'deck, discard pile: A♣ is placed twice (deck and discard pile): take one of them back to the unplaced cards.'].join('\n'),
      err: '',
    });
  });

  it('lists what the state schema refuses, field by field', async () => {
    const path = await written(
      'schema.royal.json',
      forged((state) => {
        state.seat = 7;
        state.cheat = 1;
      }),
    );
    const result = await run('position', 'check', path);
    expect(result.code).toBe(EXIT_FAILED);
    const lines = result.out.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('the field "seat" of the start position is too large: at most 1');
    expect(lines[1]).toBe('the start position has unknown field "cheat"');
  });

  it('says when the position was changed after its fingerprint was taken', async () => {
    const file = royalsPositionFile();
    const path = await written('altered.royal.json', { ...file, initialHash: 'x'.repeat(43) });
    expect(await checkPosition(path)).toEqual({ ok: false, lines: ['the start position does not match its fingerprint: the file was altered'] });
  });

  it.each([
    ['text that is not JSON', '{"format":', 'error: The file is not valid JSON: it may be truncated or damaged.'],
    ['a newer version', JSON.stringify({ format: 'royal-table-replay', version: 3 }), 'error: The replay was written in format version 3 by a newer Royal Table; this version reads versions 1 to 2. Update the app to open it.'],
    ['a game this version does not know', JSON.stringify({ ...sampleFile(), game: 'chess\u001b[2J' }), 'error: The replay is for a game this version does not know: "chess\\u{1b}[2J".'],
  ])('refuses %s with one error line, exit 1', async (_name, text, message) => {
    const path = await written('bad.royal.json', text);
    expect(await run('position', 'check', path)).toEqual({ code: EXIT_FAILED, out: '', err: message });
  });

  it('refuses a missing file', async () => {
    await expect(checkPosition(join(dir.path, 'none.royal.json'))).rejects.toBeInstanceOf(CommandError);
  });

  it.each([
    [['position'], 'error: position needs check'],
    [['position', 'check'], 'error: position check needs exactly one FILE'],
    [['position', 'check', 'a', 'b'], 'error: position check needs exactly one FILE'],
    [['position', 'fix', 'a'], 'error: unknown position command "fix" (check)'],
  ])('answers %j with the reason and exit 2', async (argv, first) => {
    const result = await run(...argv);
    expect(result.code).toBe(EXIT_USAGE);
    expect(result.err.split('\n')[0]).toBe(first);
  });
});
