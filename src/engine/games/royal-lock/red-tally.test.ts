import { describe, expect, it } from 'vitest';
import { rankOf } from '../../core/cards';
import { applyFast } from '../../core/game';
import { royalLock } from './index';
import { keeperBot } from './keeper-bot';
import { redDeckTally, tallyWords } from './red-tally';
import { position } from './test-position';

const GRID = ['KS', 'QC', '2S', '3S', '4S', '5S', '6S', '7S', '8S'];

/** The tally as "rank:left" for the ranks that are not at 2, so each case names only what changed. */
function short(tally: ReturnType<typeof redDeckTally>): string[] {
  return tally.filter(({ left }) => left !== 2).map(({ rank, left }) => `${rank}:${left}`);
}

describe('the red cards left in the red deck, rank by rank', () => {
  it.each([
    { name: 'a full red deck', spec: {}, changed: [] },
    { name: 'the last draw counts as drawn', spec: { lastRedDraw: ['KH', '2D'] }, changed: ['2:1', 'K:1'] },
    { name: 'a rank drawn twice has none left', spec: { redDiscard: ['QH', 'QD', 'AH'], lastRedDraw: ['9H', '9D'] }, changed: ['A:1', '9:0', 'Q:0'] },
  ])('$name', ({ spec, changed }) => {
    const state = position({ grid: GRID, ...spec });
    const tally = redDeckTally(royalLock.view(state, 0));
    expect(tally.map(({ rank }) => rank)).toEqual(['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']);
    expect(short(tally)).toEqual(changed);
    // What the tally counts is what the deck holds, as the seat cannot see it.
    expect(tally.reduce((sum, { left }) => sum + left, 0)).toBe(state.redDeck.length);
  });

  it('agrees with the red deck itself at every turn of a seeded game, across a reshuffle of the red discard', () => {
    const state = royalLock.setup(royalLock.defaultOptions(), 2, 5);
    let reshuffles = 0;
    for (let move = 1; move < 400 && !royalLock.outcome(state); move++) {
      const seat = royalLock.activeSeats(state)[0]!;
      const action = keeperBot.choose({ view: royalLock.view(state, seat), seat, legal: royalLock.legalActions(state, seat), seed: move });
      applyFast(royalLock, state, seat, action);
      if (action.type !== 'endTurn') continue;
      if (state.lastRedDraw?.reshuffledRedDeck) reshuffles += 1;
      const held = new Map<string, number>();
      for (const card of state.redDeck) held.set(rankOf(card), (held.get(rankOf(card)) ?? 0) + 1);
      for (const { rank, left } of redDeckTally(royalLock.view(state, seat))) expect(left, `move ${move}, rank ${rank}`).toBe(held.get(rank) ?? 0);
    }
    expect(reshuffles, 'the game reached a reshuffle of the red discard').toBeGreaterThan(0);
  });

  it.each([
    { entry: { rank: 'K', left: 2, onGrid: true }, words: 'Both red kings are still in the red deck (a black one is on the grid)' },
    { entry: { rank: '6', left: 2, onGrid: false }, words: 'Both red sixes are still in the red deck' },
    { entry: { rank: 'A', left: 1, onGrid: false }, words: 'One red ace is still in the red deck' },
    { entry: { rank: '9', left: 0, onGrid: true }, words: 'No red nine is left in the red deck (a black one is on the grid)' },
  ] as const)('says $words', ({ entry, words }) => {
    expect(tallyWords(entry)).toBe(words);
  });
});
