import { describe, expect, it } from 'vitest';
import { coverageText, notReadyToSaveText, playerStatusText, puzzleFileName, refutationWords, verdictText } from './puzzle-words';

const line = { title: 'x', steps: [] };

describe('a verifier’s findings in words', () => {
  it.each([
    ['a unique solution', { verdict: 'solvable', unique: true, cooks: [] }, 'Solvable, with one solution.'],
    ['one cook', { verdict: 'solvable', unique: false, cooks: [line] }, 'Solvable, with 2 solutions: the other is a cook.'],
    ['cooks', { verdict: 'solvable', unique: false, cooks: [line, line] }, 'Solvable, with 3 solutions: the others are cooks.'],
    ['no solution', { verdict: 'unsolvable', unique: null, cooks: [] }, 'Not solvable as stated: every try has a defence.'],
    ['a search stopped', { verdict: 'unknown', unique: null, cooks: [], reason: 'The search was stopped before it settled the puzzle.' }, 'Not settled: The search was stopped before it settled the puzzle.'],
  ] as const)('%s', (_name, result, text) => {
    expect(verdictText(result)).toBe(text);
  });

  it.each([
    ['every card known', { positions: 1, deals: null, probability: null }, '1 position searched.'],
    [
      'unknown cards, with the exact chance',
      { positions: 2753, deals: { checked: 45, total: 45 }, probability: { num: 2, den: 15 } },
      '2,753 positions searched; 45 of 45 deals of the unknown cards checked; chance with best play 2/15 (13.33%).',
    ],
  ] as const)('tells what the search covered: %s', (_name, result, text) => {
    expect(coverageText(result)).toBe(text);
  });

  it.each([
    ['cooks', 'solvable', 'Tick “More than one solution is fine”'],
    ['no solution', 'unsolvable', 'Change the position or the statement'],
    ['not settled', 'unknown', 'Change the position or the statement'],
  ] as const)('says why a puzzle is not ready to save and what would change it: %s', (_name, verdict, remedy) => {
    const text = notReadyToSaveText(verdict, ['It has 2 other solutions.']);
    expect(text.startsWith('Not ready to save: It has 2 other solutions. ')).toBe(true);
    expect(text).toContain(remedy);
  });
});

describe('the file name a puzzle is saved under', () => {
  it.each([
    ['The last lock', 'the-last-lock.royal.json'],
    ['  Q♥ & K♠: who locks?  ', 'q-k-who-locks.royal.json'],
    ['', 'royal-lock-puzzle-7.royal.json'],
  ])('%j', (title, name) => {
    expect(puzzleFileName(title, 'royal-lock', 7)).toBe(name);
  });
});

describe('how the solving stands, in a few words', () => {
  it.each([
    ['preparing', 3, 'actions', 'Looking at the position…'],
    ['your-move', 3, 'turns', 'Your move: 3 turns left'],
    ['your-move', 1, 'actions', 'Your move: 1 action left'],
    ['your-move', 2, 'rounds', 'Your move: 2 rounds left'],
    ['thinking', 2, 'actions', 'Answering your move…'],
    ['wrong', 2, 'actions', 'Not this way'],
    ['solved', 0, 'actions', 'Solved!'],
    ['stuck', 1, 'turns', 'The puzzle cannot go on'],
  ] as const)('%s with %i %s left', (status, left, unit, text) => {
    expect(playerStatusText(status, left, unit)).toBe(text);
  });
});

describe('a refuted move in words, whether its steps come as labels or as sentences', () => {
  it.each([
    {
      case: 'a label and no answer',
      move: 'Unlock K♣',
      answer: [],
      reason: undefined,
      words: { move: 'Unlock K♣.', answer: null, reason: 'The goal is out of reach.' },
    },
    {
      case: 'a sentence and a reason',
      move: 'Supporters play the A♥ onto the 9♠ (pile 2).',
      answer: [],
      reason: 'The goal is out of reach.',
      words: { move: 'Supporters play the A♥ onto the 9♠ (pile 2).', answer: null, reason: 'The goal is out of reach.' },
    },
    {
      case: 'two sentences and an answer of labels',
      move: 'Seat 1 attacks with Q♥ and 4♥ (2 damage). Seat 2 may block with an ace.',
      answer: ['Let it through', 'End the turn'],
      reason: 'The turns allowed are spent',
      words: {
        move: 'Seat 1 attacks with Q♥ and 4♥ (2 damage). Seat 2 may block with an ace.',
        answer: 'Let it through → End the turn.',
        reason: 'The turns allowed are spent.',
      },
    },
    {
      case: 'an answer of sentences',
      move: 'End the turn: the red draw is 3♦ and Q♦',
      answer: ['Seat 2 ends the turn. Seat 1’s turn.', 'the red draw is 4♦ and 5♦'],
      reason: undefined,
      words: {
        move: 'End the turn: the red draw is 3♦ and Q♦.',
        answer: 'Seat 2 ends the turn. Seat 1’s turn → the red draw is 4♦ and 5♦.',
        reason: 'The goal is out of reach.',
      },
    },
  ])('$case', ({ move, answer, reason, words }) => {
    expect(refutationWords(move, answer, reason)).toEqual(words);
  });
});
