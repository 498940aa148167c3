import { describe as group, expect, it } from 'vitest';
import { mutableCopy } from '../../core/game';
import { randomInt, seedRng } from '../../core/rng';
import { royalSuit } from './index';
import { position, type PositionSpec } from './test-position';
import type { RoyalSuitAction } from './types';

function told(spec: PositionSpec, action: RoyalSuitAction): string {
  const before = position(spec);
  const after = mutableCopy(before);
  royalSuit.apply(after, before.seat, action);
  return royalSuit.describe(before, before.seat, action, after);
}

const COURT = ['7D', '8D', 'QC', '10C', 'AD', 'JS'];
const BLOCKED = ['7D', 'AD', '9D', '10H', 'JD', '7C'];

group('describe', () => {
  it.each<[string, PositionSpec, RoyalSuitAction, string]>([
    ['a play', { court: COURT, decks: ['9H 8S', '10D'] }, { type: 'play', pile: 2 }, 'Supporters play the 9♥ onto the Q♣ (pile 3).'],
    ['a show-and-skip', { court: BLOCKED, decks: ['9S', '10D 8H'], seat: 1 }, { type: 'skip' }, 'Opposers cannot play the 10♦ and show it, then put it under their deck.'],
    [
      'a skip of the extra play',
      { court: BLOCKED, decks: ['9H 8H', '10D'], phase: 'extraPlay' },
      { type: 'skip' },
      'Supporters cannot play the 9♥ for their extra play and show it, then put it under their deck.',
    ],
    [
      'a move onto a face card',
      { court: ['7D', 'QD', 'QC', '10C', 'AD', 'JS'], decks: ['9H 8S', '10D'] },
      { type: 'move', from: 0, to: 1 },
      'Supporters move the K♠ from pile 1 onto the Q♦ on pile 2 — a face card, so they play again.',
    ],
    [
      'a move onto a value card',
      { court: ['7D', '8D', 'QC', '10C', '10S', 'JS'], decks: ['9H 8S', '10D'], seat: 1 },
      { type: 'move', from: 5, to: 4 },
      'Opposers move the Q♥ from pile 6 onto the 10♠ on pile 5.',
    ],
    [
      'a reunion',
      { court: ['7D', '8D', 'QC', '9D', '9S', 'JS'], couple: [2, 4], decks: ['9H 8S', '10C'] },
      { type: 'move', from: 2, to: 3 },
      'Supporters move the K♠ from pile 3 onto the 9♦ on pile 4. The Supporters win: the K♠ and the Q♥ lie side by side (piles 4 and 5).',
    ],
    [
      'the last card, with a last move to come',
      { court: COURT, decks: ['9H', '10D'] },
      { type: 'play', pile: 2 },
      'Supporters play their last card, the 9♥, onto the Q♣ (pile 3). Opposers may make one last couple move.',
    ],
    [
      'the last card, with no last move possible',
      { court: ['7D', 'AD', '9C', '10C', 'AS', 'JS'], decks: ['9H', '10D'] },
      { type: 'play', pile: 2 },
      'Supporters play their last card, the 9♥, onto the 9♣ (pile 3). The Opposers win: the Supporters played their last card and the Opposers had no couple move left.',
    ],
    [
      'a declined last move',
      { court: COURT, decks: ['', '10D'], seat: 1, phase: 'lastMove' },
      { type: 'decline' },
      'Opposers make no last move. The Opposers win: the Supporters played their last card and the Opposers made no last move.',
    ],
    [
      'a last move',
      { court: COURT, decks: ['', '10D'], seat: 1, phase: 'lastMove' },
      { type: 'move', from: 0, to: 1 },
      'Opposers make their last move: the K♠ from pile 1 onto the 8♦ on pile 2. The Opposers win: the Supporters played their last card and the last move of the Opposers did not bring the couple together.',
    ],
  ])('tells %s', (_name, spec, action, text) => {
    expect(told(spec, action)).toBe(text);
  });
});

group('actionLabel', () => {
  it.each<[RoyalSuitAction, string]>([
    [{ type: 'play', pile: 2 }, 'Play 9♥ onto Q♣'],
    [{ type: 'move', from: 0, to: 1 }, 'Move K♠ right onto 8♦'],
    [{ type: 'move', from: 5, to: 4 }, 'Move Q♥ left onto A♦'],
    [{ type: 'skip' }, 'Show 9♥ and skip'],
    [{ type: 'decline' }, 'No last move'],
  ])('labels %j as "%s"', (action, label) => {
    expect(royalSuit.actionLabel(position({ court: COURT, decks: ['9H 8S', '10D'] }), action)).toBe(label);
  });
});

group('renderText', () => {
  const state = position({ court: ['7D', '8D 9S', 'QC', '10C', 'AD', 'JS'], decks: ['9H 8S', '10D 8C'], shownBelow: [0, 1] });

  it('draws the court pile by pile and hides what the viewer may not see', () => {
    expect(royalSuit.renderText(state, 1).split('\n').slice(1)).toEqual([
      'Court (bottom card first, [couple card] on top):',
      expect.stringMatching(/^ {2}pile 1: .*7♦ \[K♠\]$/),
      '  pile 2: 8♦ 9♠',
      '  pile 3: Q♣',
      '  pile 4: 10♣',
      '  pile 5: A♦',
      '  pile 6: J♠ [Q♥]',
      'Supporters (seat 1): 2 cards',
      'Opposers (seat 2): 2 cards · top 10♦ · shown at the bottom: 8♣',
      'To play: Supporters (seat 1)',
    ]);
  });

  it("lists both decks in the teacher's view, with what the player must do", () => {
    const text = royalSuit.renderText(state, 'all');
    expect(text).toContain('Supporters (seat 1): 2 cards · top first: 9♥ 8♠');
    expect(text).toContain('Opposers (seat 2): 2 cards · top first: 10♦ 8♣');
    expect(text).toContain('To play: Supporters (seat 1) · no couple card can move: play a card');
  });

  it.each([
    { decks: ['9H', '10D 8C 7C'], counts: ['Supporters (seat 1): 1 card', 'Opposers (seat 2): 3 cards'] },
    { decks: ['9H 8S 7H', '10D'], counts: ['Supporters (seat 1): 3 cards', 'Opposers (seat 2): 1 card'] },
  ] as const)('counts a deck of one card as one: $counts', ({ decks, counts }) => {
    const text = royalSuit.renderText(position({ court: ['7D', '8D 9S', 'QC', '10C', 'AD', 'JS'], decks }), 1);
    for (const count of counts) expect(text).toMatch(new RegExp(`^${count.replace(/[()]/g, '\\$&')}( |$)`, 'm'));
  });
});

group('the sides’ names', () => {
  // The table, the seat list and the outcome banner call the sides Supporters and Opposers: every sentence does too.
  it('are Supporters and Opposers, capitalised, in every step told, every ending and the text view of 60 seeded games', () => {
    const causes = new Set<string>();
    for (let seed = 1; seed <= 60; seed++) {
      const state = royalSuit.setup({ ...royalSuit.defaultOptions(), deck: seed % 2 ? 'standard' : 'long' }, 2, seed);
      const chooser = { rng: seedRng(seed) };
      const words: string[] = [royalSuit.renderText(state, 'all')];
      while (!state.end) {
        const seat = state.seat;
        const legal = royalSuit.legalActions(state, seat);
        const action = legal[randomInt(chooser, 0, legal.length - 1)]!;
        const before = mutableCopy(state);
        royalSuit.apply(state, seat, action);
        words.push(royalSuit.describe(before, seat, action, state), royalSuit.renderText(state, seat));
      }
      causes.add(state.end.cause);
      for (const text of words) expect(text).not.toMatch(/\b(supporters|opposers)\b/);
      expect(words.at(-2)).toMatch(/The (Supporters|Opposers) win/);
    }
    // Random play rarely gets stuck or goes round in a circle: outcome.test.ts words those endings.
    expect([...causes].sort()).toEqual(['played-out', 'reunited']);
  });
});
