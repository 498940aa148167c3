import { describe, expect, it } from 'vitest';
import { baseName, dirName, isWithin, joinPath, nameInMessage, suggestedFileName, withReplayExtension } from './paths';

describe('paths as the host gives them', () => {
  it.each([
    { dir: '/home/ann/Documents', name: 'a.royal.json', joined: '/home/ann/Documents/a.royal.json' },
    { dir: '/home/ann/Documents/', name: 'a.royal.json', joined: '/home/ann/Documents/a.royal.json' },
    { dir: 'C:\\Users\\Ann\\Documents', name: 'a.royal.json', joined: 'C:\\Users\\Ann\\Documents\\a.royal.json' },
  ])('joins $dir and $name', ({ dir, name, joined }) => {
    expect(joinPath(dir, name)).toBe(joined);
    expect(baseName(joined)).toBe(name);
  });

  it.each([
    { path: '/a/b/c.json', dir: '/a/b' },
    { path: '/c.json', dir: '/' },
    { path: 'C:\\x\\y.json', dir: 'C:\\x' },
    { path: 'plain.json', dir: '' },
  ])('the folder of $path is "$dir"', ({ path, dir }) => {
    expect(dirName(path)).toBe(dir);
  });

  it('suggests a name from the game and the seed', () => {
    expect(suggestedFileName('royal-lock', 42)).toBe('royal-lock-42.royal.json');
  });

  it.each([
    { typed: '/d/game', saved: '/d/game.royal.json' },
    { typed: '/d/game.royal.json', saved: '/d/game.royal.json' },
    { typed: '/d/game.json', saved: '/d/game.json' },
  ])('a name typed as $typed is saved as $saved', ({ typed, saved }) => {
    expect(withReplayExtension(typed)).toBe(saved);
  });
});

describe('nameInMessage', () => {
  it.each([
    ['/docs/game.royal.json', 'game.royal.json'],
    ['/docs/game\u202eelif.royal.json', 'game\\u{202e}elif.royal.json'],
    ['C:\\games\\\u001b[2Jx.royal.json', '\\u{1b}[2Jx.royal.json'],
  ])('%j is named %j', (path, name) => {
    expect(nameInMessage(path)).toBe(name);
  });
});

describe('isWithin', () => {
  it.each([
    { path: '/app/examples/royals/a.royal.json', folder: '/app/examples', within: true },
    { path: '/app/examples/royals/a.royal.json', folder: '/app/examples/', within: true },
    { path: '/app/examples', folder: '/app/examples', within: true },
    { path: '/app/examples-mine/a.royal.json', folder: '/app/examples', within: false },
    { path: 'C:\\App\\examples\\a.royal.json', folder: 'C:\\App\\examples', within: true },
    { path: '/home/ann/a.royal.json', folder: '/app/examples', within: false },
  ])('$path in $folder: $within', ({ path, folder, within }) => {
    expect(isWithin(path, folder)).toBe(within);
  });
});
