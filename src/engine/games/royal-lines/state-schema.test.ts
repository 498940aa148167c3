import { describe, expect, it } from 'vitest';
import { mutableCopy } from '../../core/game';
import { royalLines } from './index';
import { editor, midRound, options } from './test-editor';

describe('Royal Lines state schema', () => {
  const state = midRound();
  const hostile: [string, (copy: Record<string, unknown>) => void][] = [
    ['six seats', (copy) => void (copy.seats = 6)],
    ['200 copies of one card', (copy) => void ((copy.hands as unknown[])[0] = Array.from({ length: 200 }, () => '9H'))],
    ['something that is not a card', (copy) => void ((copy.ship as unknown[]).push('banana'))],
    ['a field the game does not have', (copy) => void (copy.couple = ['KS', 'QS'])],
    ['a dealer who is not at the table', (copy) => void (copy.dealer = 4)],
    ['wins for a fourth seat at a table of three', (copy) => void (copy.wins = [0, 0, 0, 0])],
    ['a joker settled twice', (copy) => void (copy.settled = [{ seat: 0, joker: 'JK1', suit: 'H' }, { seat: 1, joker: 'JK1', suit: 'C' }])],
    ['a huge round number', (copy) => void (copy.round = 1e9)],
  ];

  it('accepts a state reached in play', () => {
    expect(editor.stateSchema.safeParse(state).success).toBe(true);
  });

  it.each(hostile)('refuses %s', (_, spoil) => {
    const copy = JSON.parse(JSON.stringify(state)) as Record<string, unknown>;
    spoil(copy);
    const parsed = editor.stateSchema.safeParse(copy);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message.length).toBeGreaterThan(0);
  });

  it('keeps a card the table has no zone for, so the position check names it', () => {
    const copy = mutableCopy(royalLines.setup(options({ jokers: 'one-less' }), 4, 3));
    copy.absent = copy.colonialDeck.pop()!;
    expect(editor.stateSchema.safeParse(copy).success).toBe(true);
    const problems = editor.validate(editor.toPosition(copy), copy.options, 4);
    expect(problems.map((problem) => problem.message)).toContain('There is no zone "absent" in this game.');
  });
});
