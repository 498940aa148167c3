import { mkdir, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDir } from '../testing/replays';
import { absolutePath, createPathPolicy, isInside, realTarget } from './allowed-paths';

let dir: { path: string; remove: () => Promise<void> };
beforeEach(async () => {
  dir = await tempDir();
});
afterEach(async () => {
  await dir.remove();
});

describe('absolutePath', () => {
  it.each([
    ['/a/b/../c', '/a/c'],
    ['/a//b/', '/a/b'],
  ])('%s is %s', (value, expected) => {
    expect(absolutePath(value)).toBe(expected);
  });

  it.each([
    [42, /must be text/],
    ['', /is empty/],
    ['a\0b', /NUL/],
    ['x'.repeat(5000), /too long/],
    ['games/a.royal.json', /"games\/a.royal.json" is not a whole path: type it from the top, starting with \//],
    ['./a.royal.json', /not a whole path/],
    ['\u202egames/a.royal.json', /^"\\u\{202e\}games\/a.royal.json" is not a whole path/],
    ['../a.royal.json', /not a whole path/],
  ])('refuses %s', (value, message) => {
    expect(absolutePath(value)).toEqual({ status: 'error', message: expect.stringMatching(message) });
  });
});

describe('isInside', () => {
  it.each([
    ['/docs', '/docs', true],
    ['/docs/a/b', '/docs', true],
    ['/docs-evil/a', '/docs', false],
    ['/doc', '/docs', false],
    ['/', '/docs', false],
    ['/anything', '/', true],
  ])('%s inside %s: %s', (path, folder, inside) => {
    expect(isInside(path, folder)).toBe(inside);
  });
});

describe('realTarget', () => {
  it('resolves links, and a path that does not exist yet through its nearest folder', async () => {
    await mkdir(join(dir.path, 'real'));
    await symlink(join(dir.path, 'real'), join(dir.path, 'link'));
    expect(await realTarget(join(dir.path, 'link', 'new', 'game.royal.json'))).toBe(join(dir.path, 'real', 'new', 'game.royal.json'));
  });
});

describe('a documents folder reached through a link', () => {
  it('is still the documents folder, and the app data inside it is still refused', async () => {
    await mkdir(join(dir.path, 'home', 'Documents', 'Royal Table', 'data'), { recursive: true });
    await symlink(join(dir.path, 'home'), join(dir.path, 'home-link'));
    const policy = createPathPolicy({
      documentsDir: join(dir.path, 'home-link', 'Documents', 'Royal Table'),
      userDataDir: join(dir.path, 'home', 'Documents', 'Royal Table', 'data'),
      recentFiles: async () => [],
    });
    const game = join(dir.path, 'home', 'Documents', 'Royal Table', 'game.royal.json');
    expect(await policy.forSaving(game)).toBe(game);
    expect(await policy.forSaving(join(dir.path, 'home-link', 'Documents', 'Royal Table', 'data', 'recent.json'))).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/keeps its own records/),
    });
    expect(policy.places()).toEqual([{ name: 'Royal Table folder', path: join(dir.path, 'home-link', 'Documents', 'Royal Table') }]);
  });
});
