import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findGame } from '../games';
import { parseReplayText, replayToRecord } from './replay-file';

const fixture = readFileSync(new URL('./fixtures/v2/royal-lock-annotated.royal.json', import.meta.url), 'utf8');
const allianceRoyals = readFileSync(new URL('./fixtures/v2/alliance-royals-annotated.royal.json', import.meta.url), 'utf8');
/** A puzzle with a solution, defences, a chance and a count of deals recorded. */
const puzzle = readFileSync(new URL('../../../examples/alliance-royals/puzzle-01-the-safe-ace.royal.json', import.meta.url), 'utf8');

// Edits reach anywhere in the file, as damage does.
type Json = Record<string, any>;

function refusal(edit: (json: Json) => void, text = fixture): string {
  const json = JSON.parse(text) as Json;
  edit(json);
  try {
    replayToRecord(parseReplayText(JSON.stringify(json)), findGame);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the file to be refused');
}

/** Words a player never says: the validator's own, paths into the file, and sentences that lost a word. */
const NOT_A_PLAYERS_WORDS = /Invalid input|expected .* received|Too (big|small)|Unrecognized|\b[A-Za-z]+\.\d+\b|9007199254740991|field "(puzzle|start|state|lines|annotations)"|has no the|may hold a |\ba [AEIOU]|\b(options|notes|words) (has|is)\b|undefined|NaN/;

describe('a damaged file is described in a player\'s words, naming the place', () => {
  it.each<[string, (json: Json) => void, string]>([
    ['a step without a seat', (j) => delete j.lines[0].actions[2].seat, 'step 3 of the main line has no seat'],
    ['a seat that is text, on a branch numbered on from its fork', (j) => (j.lines[1].actions[0].seat = 'x'), 'the seat of step 4 of line "branch-1" should be a number, not text'],
    ['a seat that is not whole', (j) => (j.lines[0].actions[0].seat = 1.5), 'the seat of step 1 of the main line is not a whole number'],
    ['a seat past the safe whole numbers, told by the seat\'s own limit', (j) => (j.lines[0].actions[0].seat = 2 ** 53 + 2), 'the seat of step 1 of the main line: a file writes seats as numbers from 0 to 15, seat 1 as 0'],
    ['a seat one past the largest table, told in both numberings', (j) => (j.lines[0].actions[0].seat = 16), 'the seat of step 1 of the main line: a file writes seats as numbers from 0 to 15, seat 1 as 0'],
    ['a seat far below zero, told by the seat\'s own limit', (j) => (j.lines[0].actions[0].seat = -1e308), 'the seat of step 1 of the main line: a file writes seats as numbers from 0 to 15, seat 1 as 0'],
    ['a saved step past the longest game', (j) => (j.current.step = 1e308), 'the step number of the saved position is too large: at most 200,000'],
    ['a fingerprint that is a number', (j) => (j.lines[0].hashes[3] = 5), 'the fingerprint of step 4 of the main line should be text, not a number'],
    ['a bot that is a number', (j) => (j.players[0].bot = 7), 'the bot of player 1 should be text, not a number'],
    ['a player without a name', (j) => delete j.players[0].name, 'player 1 has no name'],
    ['a saved step below zero', (j) => (j.current.step = -1), 'the step number of the saved position is too small: at least 0'],
    ['a title too long', (j) => (j.title = 'x'.repeat(300)), 'the title is too long: at most 200 characters'],
    ['an option that is a list', (j) => (j.options = { a: [1] }), 'the option "a" is not in a form this version reads'],
    ['a line id that is a path', (j) => (j.lines[1].id = '../x'), 'the id of line 2 may hold only letters, digits, - and _'],
    ['a branch with no starting step', (j) => delete j.lines[1].parent.step, 'the starting point of line "branch-1" has no step number'],
    ['a start without its position', (j) => (j.start = { kind: 'position' }), 'the start has no position'],
    ['a mark of a colour not offered', (j) => (j.annotations[0].highlights = [{ target: { zone: 'x' }, colour: 'pink' }]), 'the colour of mark 1 of the notes on step 2 of the main line should be one of "gold", "red", "blue", "green"'],
    ['a mark on a place written with a slash', (j) => (j.annotations[0].highlights[0].target.zone = 'grid/a1'), 'the place of mark 1 of the notes on step 2 of the main line may hold only letters, digits, ".", ":", "-" and "_"'],
    ['a mark on a card that is not one', (j) => (j.annotations[0].highlights[0].target.card = 'ZZ'), 'the card of mark 1 of the notes on step 2 of the main line: That is not a card'],
    ['an arrow from nowhere', (j) => delete j.annotations[1].arrows[0].from, 'arrow 1 of the notes on step 5 of line "branch-1" has no start'],
    ['a note that is a number', (j) => (j.annotations[0].note = 5), 'the note on step 2 of the main line should be text, not a number'],
    ['notes with a field they do not have', (j) => (j.annotations[0].extra = 1), 'the notes on step 2 of the main line have unknown field "extra"'],
    ['a start of no known kind', (j) => (j.start = { kind: 'dream' }), 'the kind of start should be one of "deal", "position"'],
    ['a __proto__ field on a line', (j) => Object.defineProperty(j.lines[0], '__proto__', { value: { a: 1 }, enumerable: true }), 'the main line has unknown field "__proto__"'],
    ['a field named with a terminal escape', (j) => (j.lines[0]['\u001b[2J'] = 1), 'the main line has unknown field "\\u{1b}[2J"'],
  ])('%s', (_name, edit, words) => {
    const message = refusal(edit);
    expect(message).toBe(`The replay is damaged: ${words}.`);
    expect(message).not.toMatch(NOT_A_PLAYERS_WORDS);
  });

  it.each<[string, (json: Json) => void, string]>([
    ['a puzzle without a goal', (j) => delete j.puzzle.goal, 'the puzzle has no goal'],
    ['a solving seat past the safe whole numbers', (j) => (j.puzzle.side = 2 ** 53 + 2), 'the solving seat of the puzzle is too large: at most 15'],
    ['a limit of no steps', (j) => (j.puzzle.limit = 0), 'the limit of the puzzle is too small: at least 1'],
    ['a value of the goal that is text', (j) => (j.puzzle.params.points = 'ten'), 'the goal\'s value "points" should be a number, not text'],
    ['a knowledge setting that is empty', (j) => (j.puzzle.knowledge = ''), 'the puzzle\'s statement of what the solver knows is empty'],
    ['a solution step without a seat', (j) => delete j.puzzle.result.solution.steps[2].seat, 'step 3 of the solution of the puzzle\'s recorded result has no seat'],
    ['a defence step with too many words', (j) => (j.puzzle.result.defences[1].steps[0].text = 'x'.repeat(301)), 'the words of step 1 of defence 2 of the puzzle\'s recorded result are too long: at most 300 characters'],
    ['a defence without a title', (j) => delete j.puzzle.result.defences[0].title, 'defence 1 of the puzzle\'s recorded result has no title'],
    ['a count of positions past the safe whole numbers', (j) => (j.puzzle.result.positions = 1e308), 'the count of positions searched of the puzzle\'s recorded result is too large'],
    ['a chance above one', (j) => (j.puzzle.result.probability = { num: 3, den: 2 }), 'the chance of the puzzle\'s recorded result: a chance is at most 1'],
    ['deals checked that are not whole', (j) => (j.puzzle.result.deals.checked = 0.5), 'the number of deals checked in the puzzle\'s recorded result is not a whole number'],
    ['a verdict not offered', (j) => (j.puzzle.result.verdict = 'maybe'), 'the verdict of the puzzle\'s recorded result should be one of "solvable", "unsolvable", "unknown"'],
  ])('%s', (_name, edit, words) => {
    const message = refusal(edit, puzzle);
    expect(message).toBe(`The replay is damaged: ${words}.`);
    expect(message).not.toMatch(NOT_A_PLAYERS_WORDS);
  });

  it.each<[string, string, (json: Json) => void, string]>([
    ['options with a field the game does not have', fixture, (j) => (j.options.cheat = 1), 'The replay\'s options are not valid for Royal Lock: the options have unknown field "cheat".'],
    ['an action of another game, in a game whose name begins with a vowel', allianceRoyals, (j) => (j.lines[0].actions[0].action = { type: 'teleport' }), 'Step 1 of "Main line" is not an Alliance Royals action.'],
  ])('%s', (_name, text, edit, message) => {
    expect(refusal(edit, text)).toBe(message);
  });
});
