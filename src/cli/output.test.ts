import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { outputFailure, watchOutput } from './output';

const failure = (code?: string) => Object.assign(new Error(`${code ?? 'odd'}: write`), code ? { code } : {});

describe('outputFailure', () => {
  it.each([
    ['EPIPE', { quiet: true }],
    ['ENOSPC', { quiet: false, message: 'error: The output could not be written: the disk is full.' }],
    ['EACCES', { quiet: false, message: 'error: The output could not be written: permission denied.' }],
    ['EIO', { quiet: false, message: 'error: The output could not be written: the device reported an error.' }],
    ['EAGAIN', { quiet: false, message: 'error: The output could not be written: the system reported EAGAIN.' }],
    [undefined, { quiet: false, message: 'error: The output could not be written: the system reported an error.' }],
  ])('says %s as %j', (code, expected) => {
    expect(outputFailure(failure(code))).toEqual(expected);
  });
});

describe('watchOutput', () => {
  function watched() {
    const stdout = new EventEmitter();
    const written: string[] = [];
    const stderr = Object.assign(new EventEmitter(), { write: (text: string) => written.push(text) });
    const exits: (number | undefined)[] = [];
    watchOutput(stdout, stderr, (code) => exits.push(code), 1);
    return { stdout, stderr, written, exits };
  }

  it('ends quietly, with the command\'s own exit code, when the reader went away', () => {
    const { stdout, written, exits } = watched();
    stdout.emit('error', failure('EPIPE'));
    expect({ written, exits }).toEqual({ written: [], exits: [undefined] });
  });

  it('tells any other failure in one line and fails', () => {
    const { stdout, written, exits } = watched();
    stdout.emit('error', failure('ENOSPC'));
    expect({ written, exits }).toEqual({ written: ['error: The output could not be written: the disk is full.\n'], exits: [1] });
  });

  it('lets a failing stderr be, since there is nowhere to tell it', () => {
    const { stderr, exits } = watched();
    expect(() => stderr.emit('error', failure('EPIPE'))).not.toThrow();
    expect(exits).toEqual([]);
  });
});
