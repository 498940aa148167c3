import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_FAILED, EXIT_OK, main } from './main';
import { REPORT_MARKER } from './sim-report-html';
import { chartLibrarySource, reportPathRefusal } from './sim-report';
import { tempDir, type TempDir } from './test-replays';

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

let dir: TempDir;
beforeAll(async () => {
  dir = await tempDir();
});
afterAll(() => dir.remove());

describe('reportPathRefusal', () => {
  it.each<[string, (root: string) => Promise<string>, ((path: string) => string) | null]>([
    ['a new file in a folder that exists', async (root) => join(root, 'new.html'), null],
    ['a report this command wrote', async (root) => {
      const path = join(root, 'old-report.html');
      await writeFile(path, `${REPORT_MARKER}\n<!doctype html>`);
      return path;
    }, null],
    ['a file in a missing folder', async (root) => join(root, 'missing', 'r.html'), (path) => `The folder for the report ${JSON.stringify(path)} does not exist.`],
    ['any other file', async (root) => {
      const path = join(root, 'notes.html');
      await writeFile(path, '<!doctype html><p>my notes</p>');
      return path;
    }, (path) => `${JSON.stringify(path)} exists and is not a sim report: choose another file name, as it will not be overwritten.`],
    ['a folder', async (root) => {
      const path = join(root, 'folder.html');
      await mkdir(path);
      return path;
    }, (path) => `${JSON.stringify(path)} is a folder; give the report a file name.`],
  ])('%s', async (_case, make, refusal) => {
    const path = await make(dir.path);
    expect(await reportPathRefusal(path)).toBe(refusal ? refusal(path) : null);
  });
});

describe('sim --report', () => {
  it('writes the page beside the summary, and may write it again over its own report', async () => {
    const path = join(dir.path, 'lock.html');
    for (let time = 0; time < 2; time++) {
      const result = await run('sim', '--game', 'royal-lock', '--games', '3', '--bots', 'random', '--jobs', '1', '--report', path);
      expect(result).toMatchObject({ code: EXIT_OK, err: '' });
      expect(result.out).toMatch(/^royal-lock: 3 games/);
    }
    const html = await readFile(path, 'utf8');
    expect(html.startsWith(REPORT_MARKER)).toBe(true);
    expect(html).toContain(await chartLibrarySource());
    // Written whole through a temporary file, none of which is left behind.
    expect((await readdir(dir.path)).filter((name) => name.startsWith('lock.html'))).toEqual(['lock.html']);
  });

  it('refuses another file before playing a game, and leaves it as it was', async () => {
    const path = join(dir.path, 'mine.html');
    await writeFile(path, 'my own page');
    const result = await run('sim', '--game', 'royal-lock', '--games', '3', '--bots', 'random', '--jobs', '1', '--json', '--report', path);
    expect(result).toEqual({ code: EXIT_FAILED, out: '', err: `error: ${JSON.stringify(path)} exists and is not a sim report: choose another file name, as it will not be overwritten.` });
    expect(await readFile(path, 'utf8')).toBe('my own page');
  });
});

describe('chartLibrarySource', () => {
  it('is the Chart.js build that defines a global Chart', async () => {
    const source = await chartLibrarySource();
    expect(source).toMatch(/^\/\*!\n \* Chart\.js v4\./);
    expect(source).not.toMatch(/<\/script/i);
  });
});
