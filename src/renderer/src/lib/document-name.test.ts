import { describe, expect, it } from 'vitest';
import { documentName, gameBeforeName, windowTitle, type DocumentName, type OnScreen } from './document-name';
import { isolated } from './untrusted-text';

const EXAMPLE = '/opt/royal-table/examples/royal-lock/a-game-told-step-by-step.royal.json';
const PUZZLE = '/opt/royal-table/examples/royal-lock/puzzle-01-the-last-lock.royal.json';

describe('what the toolbar and the window title call the thing on the screen', () => {
  const cases: [string, OnScreen, DocumentName, string][] = [
    [
      'a game never saved',
      { kind: 'game', path: null, dirty: true },
      { name: 'Unsaved game', where: 'Not saved yet', unsaved: true },
      `${isolated('Unsaved game')} • — Royal Table`,
    ],
    [
      'a saved game, by its file name',
      { kind: 'game', path: '/home/ann/Royal Table/lesson.royal.json', dirty: false },
      { name: 'lesson.royal.json', where: '/home/ann/Royal Table/lesson.royal.json', unsaved: false },
      `${isolated('lesson.royal.json')} — Royal Table`,
    ],
    [
      'an example annotated, or restored after a crash, under the example’s name',
      { kind: 'game', path: EXAMPLE, dirty: true },
      { name: 'a-game-told-step-by-step.royal.json', where: EXAMPLE, unsaved: true },
      `${isolated('a-game-told-step-by-step.royal.json')} • — Royal Table`,
    ],
    [
      'a path in the other separator style',
      { kind: 'game', path: 'C:\\Users\\ann\\Royal Table\\lesson.royal.json', dirty: false },
      { name: 'lesson.royal.json', where: 'C:\\Users\\ann\\Royal Table\\lesson.royal.json', unsaved: false },
      `${isolated('lesson.royal.json')} — Royal Table`,
    ],
    [
      'a puzzle being solved, by its own title, the file a hover away',
      { kind: 'puzzle', path: PUZZLE, title: 'Royal Lock 1: the last lock' },
      { name: 'Royal Lock 1: the last lock', where: PUZZLE, unsaved: false },
      `${isolated('Royal Lock 1: the last lock')} — Royal Table`,
    ],
    [
      'a puzzle whose file gives it no title, by its file name',
      { kind: 'puzzle', path: PUZZLE, title: null },
      { name: 'puzzle-01-the-last-lock.royal.json', where: PUZZLE, unsaved: false },
      `${isolated('puzzle-01-the-last-lock.royal.json')} — Royal Table`,
    ],
    [
      'a puzzle with an empty title, by its file name',
      { kind: 'puzzle', path: PUZZLE, title: '' },
      { name: 'puzzle-01-the-last-lock.royal.json', where: PUZZLE, unsaved: false },
      `${isolated('puzzle-01-the-last-lock.royal.json')} — Royal Table`,
    ],
    [
      'a puzzle title with direction controls, kept apart from the app’s words',
      { kind: 'puzzle', path: PUZZLE, title: 'Lock \u202eit\u2069 now' },
      { name: 'Lock \u202eit\u2069 now', where: PUZZLE, unsaved: false },
      '\u2068Lock \u202eit now\u2069 — Royal Table',
    ],
  ];

  it.each(cases)('%s', (_name, on, name, title) => {
    expect(documentName(on)).toEqual(name);
    expect(windowTitle(on)).toBe(title);
  });

  it('names the app alone when nothing is open', () => {
    expect(windowTitle(null)).toBe('Royal Table');
  });
});

describe('the game named before the document in the toolbar', () => {
  it.each([
    ['a game file', 'Royals', 'lesson.royal.json', 'Royals'],
    ['a puzzle titled with its game', 'Royal Lock', 'Royal Lock 1: the last lock', null],
    ['a puzzle titled otherwise', 'Royal Lock', 'The last lock', 'Royal Lock'],
    ['a title that only shares the first word', 'Royal Lock', 'Royal Lines practice', 'Royal Lock'],
    ['no game open', undefined, 'Unsaved game', null],
  ])('%s', (_, game, name, shown) => {
    expect(gameBeforeName(game, name)).toBe(shown);
  });
});
