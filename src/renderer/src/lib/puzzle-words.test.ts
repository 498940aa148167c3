import { describe, expect, it } from 'vitest';
import { coverageText, notReadyToSaveText, playerStatusText, puzzleFileName, refutationWords, tableClosedText, verdictText } from './puzzle-words';

const line = { title: 'x', steps: [] };

describe('a verifier’s findings in words', () => {
  it.each([
    ['a unique solution', { verdict: 'solvable', unique: true, cooks: [] }, 'Solvable, with one solution.'],
    ['one cook', { verdict: 'solvable', unique: false, cooks: [line] }, 'Solvable, with 2 solutions: the other is a cook.'],
    ['cooks', { verdict: 'solvable', unique: false, cooks: [line, line] }, 'Solvable, with 3 solutions: the others are cooks.'],
    [
      'a unique solution whose moves may come in another order',
      { verdict: 'solvable', unique: true, cooks: [], transpositions: [line] },
      'Solvable, with one solution. The solution’s moves may also be played in another order.',
    ],
    [
      'a cook beside the solution in another order',
      { verdict: 'solvable', unique: false, cooks: [line], transpositions: [line] },
      'Solvable, with 2 solutions: the other is a cook. The solution’s moves may also be played in another order.',
    ],
    [
      'a unique solution whose first move may be played with actions to spare',
      { verdict: 'solvable', unique: true, cooks: [], transpositions: [], spare: [line, line] },
      'Solvable, with one solution. Its first move may also be played with actions to spare.',
    ],
    ['no solution', { verdict: 'unsolvable', unique: null, cooks: [] }, 'Not solvable as stated: every try has a defence.'],
    ['a search stopped', { verdict: 'unknown', unique: null, cooks: [], reason: 'The search was stopped before it settled the puzzle.' }, 'Not settled: The search was stopped before it settled the puzzle.'],
  ] as const)('%s', (_name, result, text) => {
    expect(verdictText(result)).toBe(text);
  });

  it('says several solutions are as intended where the puzzle is marked so', () => {
    expect(verdictText({ verdict: 'solvable', unique: false, cooks: [line, line] }, true)).toBe('Solvable, with 3 solutions: several solutions, as intended.');
    expect(verdictText({ verdict: 'solvable', unique: true, cooks: [] }, true)).toBe('Solvable, with one solution.');
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
    ['cooks', 'solvable', 'save it marked “several solutions intended”'],
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

describe('why the puzzle’s table takes no action, and what to do instead', () => {
  it.each([
    ['solved', false, 'The puzzle is solved: take moves back or start again to try another way, or leave the puzzle.'],
    ['wrong', false, 'Not this way: take the move back, or start again, to go on.'],
    ['stuck', false, 'The puzzle cannot go on from here: take a move back, or start again.'],
    ['thinking', false, 'Wait a moment: the app is still looking at the position.'],
    ['wrong', true, 'You are stepping through the line that refutes your move: press Done to play on.'],
  ] as const)('%s, stepping through a line: %s', (status, walking, text) => {
    expect(tableClosedText(status, walking)).toBe(text);
  });
});

describe('a refuted move in words, whether its steps come as labels or as sentences', () => {
  const seat = (text: string, at: number) => ({ seat: at, text });
  // Seat 0 and seat 2 play together, as an alliance does; seats 1 and 3 are the other side.
  const ours = (at: number) => at % 2 === 0;

  it.each([
    {
      case: 'a label and no answer',
      move: 'Unlock K♣',
      after: [],
      reason: undefined,
      words: { move: 'Unlock K♣.', answer: null, follows: null, reason: 'From here, whatever you play, the goal is out of reach.' },
    },
    {
      case: 'two sentences and an answer of labels',
      move: 'Seat 1 attacks with Q♥ and 4♥ (2 damage). Seat 2 may block with an ace.',
      after: [seat('Let it through', 1), seat('End the turn', 1)],
      reason: 'The turns allowed are spent',
      words: {
        move: 'Seat 1 attacks with Q♥ and 4♥ (2 damage). Seat 2 may block with an ace.',
        answer: 'Let it through → End the turn.',
        follows: null,
        reason: 'The turns allowed are spent.',
      },
    },
    {
      case: 'an answer of sentences',
      move: 'End the turn: the red draw is 3♦ and Q♦',
      after: [seat('Seat 2 ends the turn. Seat 1’s turn.', 1), seat('the red draw is 4♦ and 5♦', 1)],
      reason: undefined,
      words: {
        move: 'End the turn: the red draw is 3♦ and Q♦.',
        answer: 'Seat 2 ends the turn. Seat 1’s turn → the red draw is 4♦ and 5♦.',
        follows: null,
        reason: 'From here, whatever you play, the goal is out of reach.',
      },
    },
    {
      case: 'a move that ends the game says how once, as the reason',
      move: 'Supporters make no last move. The Opposers win: the Opposers played their last card and the Supporters made no last move.',
      after: [],
      reason: 'The Opposers win: the Opposers played their last card and the Supporters made no last move.',
      words: {
        move: 'Supporters make no last move.',
        answer: null,
        follows: null,
        reason: 'The Opposers win: the Opposers played their last card and the Supporters made no last move.',
      },
    },
    {
      case: 'an ally’s move is not the answer but what follows it',
      move: 'Seat 1: Play A♣',
      after: [seat('Seat 2: Play 2♣', 1), seat('Seat 3: Play 9♦', 2), seat('Seat 4: Play 10♣', 3)],
      reason: null,
      words: {
        move: 'Seat 1: Play A♣.',
        answer: 'Seat 2: Play 2♣.',
        follows: 'Seat 3: Play 9♦ → Seat 4: Play 10♣.',
        reason: 'From here, whatever you play, the goal is out of reach.',
      },
    },
    {
      case: 'an answer that ends the game',
      move: 'Play 5♥',
      after: [seat('Seat 2 plays the K♥. Seat 2 wins the game.', 1)],
      reason: 'Seat 2 wins the game.',
      words: { move: 'Play 5♥.', answer: 'Seat 2 plays the K♥.', follows: null, reason: 'Seat 2 wins the game.' },
    },
  ])('$case', ({ move, after, reason, words }) => {
    expect(refutationWords(move, after, ours, reason)).toEqual(words);
  });
});
