import { describe, expect, it } from 'vitest';
import { isStaleTempName } from './stale-temp';

describe('the names an interrupted save leaves behind', () => {
  it.each([
    // write-file-atomic: the target's name and a number.
    ['game.royal.json.3141592653', true],
    ['recent.json.17', true],
    ['game.json.0', true],
    // copyFileAtomic, keeping the backup: the target, the process id, .tmp.
    ['game.royal.json.bak.4242.tmp', true],
    ['game.royal.json.4242.tmp', true],
    // The person's files and the app's own are never taken for one.
    ['game.royal.json', false],
    ['game.royal.json.bak', false],
    ['game.json.corrupt', false],
    ['notes.txt.123', false],
    ['game.royal.json.12a', false],
    ['photo.2024', false],
  ])('%s: %s', (name, stale) => {
    expect(isStaleTempName(name)).toBe(stale);
  });
});
