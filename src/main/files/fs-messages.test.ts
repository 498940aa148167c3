import { describe, expect, it } from 'vitest';
import { oneLine, readFailureMessage, writeFailureMessage } from './fs-messages';

const failure = (code: string) => Object.assign(new Error(`${code}: syscall failed`), { code });

describe('readFailureMessage', () => {
  it.each([
    ['ENOENT', 'There is no file at "/g/a.royal.json".'],
    ['ENOTDIR', 'There is no file at "/g/a.royal.json".'],
    ['EISDIR', '"/g/a.royal.json" is a folder, not a file.'],
    ['EACCES', 'The file "/g/a.royal.json" cannot be read: permission denied.'],
    ['EPERM', 'The file "/g/a.royal.json" cannot be read: permission denied.'],
    ['EIO', 'The file "/g/a.royal.json" cannot be read (EIO).'],
  ])('%s', (code, message) => {
    expect(readFailureMessage(failure(code), '/g/a.royal.json')).toBe(message);
  });
});

describe('writeFailureMessage', () => {
  it.each([
    ['ENOENT', 'The folder for "/g/a.royal.json" does not exist.'],
    ['EACCES', 'The file "/g/a.royal.json" cannot be written: permission denied.'],
    ['EROFS', 'The file "/g/a.royal.json" cannot be written: the disk is read-only.'],
    ['ENOSPC', 'The file "/g/a.royal.json" cannot be written: the disk is full.'],
  ])('%s', (code, message) => {
    expect(writeFailureMessage(failure(code), '/g/a.royal.json')).toBe(message);
  });

  it('falls back to the error text on one line when there is no code', () => {
    expect(writeFailureMessage(new Error('odd\nthing'), '/g/a')).toBe('The file "/g/a" cannot be written (odd thing).');
  });
});

describe('a path that holds control or bidirectional characters', () => {
  it.each([
    ['a terminal escape', '/g/\u001b[2Ja.royal.json', 'There is no file at "/g/\\u{1b}[2Ja.royal.json".'],
    ['a right-to-left override', '/g/game\u202eelif.royal.json', 'There is no file at "/g/game\\u{202e}elif.royal.json".'],
  ])('is repeated with %s shown', (_name, path, message) => {
    expect(readFailureMessage(failure('ENOENT'), path)).toBe(message);
    expect(writeFailureMessage(failure('EACCES'), path)).toBe(`The file ${message.slice('There is no file at '.length, -1)} cannot be written: permission denied.`);
  });
});

describe('oneLine', () => {
  it('joins lines and trims', () => {
    expect(oneLine('  a\n  b\tc ')).toBe('a b c');
  });
});
