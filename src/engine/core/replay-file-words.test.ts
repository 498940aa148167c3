import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseReplayText } from './replay-file';

const fixture = readFileSync(new URL('./fixtures/v2/royal-lock-annotated.royal.json', import.meta.url), 'utf8');

// Edits reach anywhere in the file, as damage does.
type Json = Record<string, any>;

function refusal(edit: (json: Json) => void): string {
  const json = JSON.parse(fixture) as Json;
  edit(json);
  try {
    parseReplayText(JSON.stringify(json));
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the file to be refused');
}

describe('a damaged file is described in a player\'s words, naming the place', () => {
  it.each<[string, (json: Json) => void, string]>([
    ['a step without a seat', (j) => delete j.lines[0].actions[2].seat, 'step 3 of the main line has no seat'],
    ['a seat that is text, on a branch numbered on from its fork', (j) => (j.lines[1].actions[0].seat = 'x'), 'the seat of step 4 of line "branch-1" should be a number, not text'],
    ['a seat that is not whole', (j) => (j.lines[0].actions[0].seat = 1.5), 'the seat of step 1 of the main line is not a whole number'],
    ['a fingerprint that is a number', (j) => (j.lines[0].hashes[3] = 5), 'the fingerprint of step 4 of the main line should be text, not a number'],
    ['a bot that is a number', (j) => (j.players[0].bot = 7), 'the bot of player 1 should be text, not a number'],
    ['a player without a name', (j) => delete j.players[0].name, 'player 1 has no name'],
    ['a saved step below zero', (j) => (j.current.step = -1), 'the step number of the saved position is too small: at least 0'],
    ['a title too long', (j) => (j.title = 'x'.repeat(300)), 'the title is too long: at most 200 characters'],
    ['an option that is a list', (j) => (j.options = { a: [1] }), 'the option "a" is not in a form this version reads'],
    ['a line id that is a path', (j) => (j.lines[1].id = '../x'), 'the id of line 2 may hold letters, digits, - or _ only'],
    ['a branch with no starting step', (j) => delete j.lines[1].parent.step, 'the starting point of line "branch-1" has no step number'],
    ['a mark of a colour not offered', (j) => (j.annotations[0].highlights = [{ target: { zone: 'x' }, colour: 'pink' }]), 'the colour of mark 1 of the notes on step 2 of the main line should be one of "gold", "red", "blue", "green"'],
    ['a start of no known kind', (j) => (j.start = { kind: 'dream' }), 'the kind of start should be one of "deal", "position"'],
    ['a __proto__ field on a line', (j) => Object.defineProperty(j.lines[0], '__proto__', { value: { a: 1 }, enumerable: true }), 'the main line has unknown field "__proto__"'],
    ['a field named with a terminal escape', (j) => (j.lines[0]['\u001b[2J'] = 1), 'the main line has unknown field "\\u{1b}[2J"'],
  ])('%s', (_name, edit, words) => {
    expect(refusal(edit)).toBe(`The replay is damaged: ${words}.`);
  });
});
