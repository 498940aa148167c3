import { describe, expect, it } from 'vitest';
import { mutableCopy } from '../../core/game';
import { royalLines } from './index';
import { editor, midRound, options } from './test-editor';

describe('Royal Lines state schema', () => {
  const state = midRound();
  const hostile: [string, (copy: Record<string, unknown>) => void, string, string][] = [
    ['six seats', (copy) => void (copy.seats = 6), 'seats', 'Royal Lines is played by 2 to 5 players.'],
    ['200 copies of one card', (copy) => void ((copy.hands as unknown[])[0] = Array.from({ length: 200 }, () => '9H')), 'hands.0', 'A hand holds at most 7 promises.'],
    ['a ship of 200 kings', (copy) => void (copy.ship = Array.from({ length: 200 }, () => 'KS')), 'ship', 'A ship holds at most 7 colonials.'],
    ['something that is not a card', (copy) => void ((copy.ship as unknown[]).push('banana')), 'ship.5', 'That is not a Royal Lines card: name it like "9H", "KS", "AC" or "JK1".'],
    ['a colonial among the promises', (copy) => void ((copy.promiseDeck as unknown[]).push('KS')), 'promiseDeck.15', 'A promise is a card from 2 to 10, named like "9H" or "10S".'],
    ['a field the game does not have', (copy) => void (copy.couple = ['KS', 'QS']), '', 'Unrecognized key: "couple"'],
    ['a dealer who is not at the table', (copy) => void (copy.dealer = 4), 'dealer', 'There is no seat 4 at a table of 3.'],
    ['wins for a fourth seat at a table of three', (copy) => void (copy.wins = [0, 0, 0, 0]), 'wins', 'There are 3 seats, so "wins" has 3 entries, not 4.'],
    ['a joker settled twice', (copy) => void (copy.settled = [{ seat: 0, joker: 'JK1', suit: 'H' }, { seat: 1, joker: 'JK1', suit: 'C' }]), 'settled.1.joker', 'JK1 settles only once.'],
    ['a huge round number', (copy) => void (copy.round = 1e9), 'round', 'A match lasts at most 99 rounds here.'],
  ];

  it('accepts a state reached in play', () => {
    expect(editor.stateSchema.safeParse(state).success).toBe(true);
  });

  it.each(hostile)('refuses %s', (_, spoil, path, message) => {
    const copy = JSON.parse(JSON.stringify(state)) as Record<string, unknown>;
    spoil(copy);
    const parsed = editor.stateSchema.safeParse(copy);
    expect(parsed.success).toBe(false);
    const issues = parsed.error!.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    expect(issues).toContainEqual({ path, message });
  });

  it('keeps a card the table has no zone for, so the position check names it', () => {
    const copy = mutableCopy(royalLines.setup(options({ jokers: 'one-less' }), 4, 3));
    copy.absent = copy.colonialDeck.pop()!;
    expect(editor.stateSchema.safeParse(copy).success).toBe(true);
    const problems = editor.validate(editor.toPosition(copy), copy.options, 4);
    expect(problems.map((problem) => problem.message)).toContain('There is no zone "absent" in this game.');
  });
});
