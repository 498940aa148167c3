import { describe, expect, it, vi } from 'vitest';

// The module's other imports reach the app's state; only the pure choice is tested here.
vi.mock('./commands', () => ({ openPath: vi.fn() }));
vi.mock('./ui.svelte', () => ({ ui: { showError: vi.fn() } }));
const { droppedFile } = await import('./drop');

const file = new File(['{}'], 'game.royal.json');

describe('droppedFile', () => {
  it.each([
    ['one file', ['Files'], [file], file],
    ['two files', ['Files'], [file, file], null],
    ['no files', ['Files'], [], null],
    ['a card being moved in the editor', ['application/x-royal-card'], [], null],
    ['text', ['text/plain'], [], null],
    ['nothing', undefined, undefined, null],
  ] as const)('%s', (_name, types, files, expected) => {
    expect(droppedFile(types, files as ArrayLike<File> | undefined)).toBe(expected);
  });
});
