import { describe, expect, it } from 'vitest';
import { royals, type RoyalsAction } from '../../../../engine/games/royals';
import { position, play } from '../../../../engine/games/royals/test-position';
import { actionsFor, promptText, usefulCards } from './picking';

const NAMES = ['Ann', 'Bo'];

describe('the actions a selection leads to', () => {
  const state = position({ hands: [['7S', '7H', 'QD', 'AC'], []], fields: [['KS'], ['JD']] });
  const legal = royals.legalActions(state, 0);

  it.each([
    { selection: ['7S', '7H'], types: ['arrows', 'discard'] },
    { selection: ['QD'], types: ['recruit', 'discard'] },
    { selection: ['7S'], types: ['royal-attack', 'discard'] },
    { selection: [], types: ['end-turn', 'last-reshuffle'] },
  ])('$selection', ({ selection, types }) => {
    const found = new Set(actionsFor(selection, legal).map((action: RoyalsAction) => action.type));
    expect([...found].sort()).toEqual([...types].sort());
  });

  it('every hand card can be used somehow', () => {
    expect([...usefulCards(legal)].sort()).toEqual(['7H', '7S', 'AC', 'QD']);
  });
});

describe('what the seat to act is asked', () => {
  it.each([
    {
      name: 'a block window',
      actions: [{ type: 'royal-attack', royal: 'KS', card: '7S', target: 'player' }] as RoyalsAction[],
      text: 'Ann attacks Bo directly for 7. Bo: block it with an ace, or let it through.',
    },
    {
      name: 'a counter-block window',
      actions: [{ type: 'royal-attack', royal: 'KS', card: '7S', target: 'player' }, { type: 'ace', card: 'AD' }] as RoyalsAction[],
      text: 'Bo blocked with the A♦. Ann: counter-block with an ace, or accept the block.',
    },
  ])('$name', ({ actions, text }) => {
    const state = position({ hands: [['7S', 'AC'], ['AD']], fields: [['KS'], []] });
    play(state, ...actions);
    expect(promptText(royals.view(state, 0), NAMES)).toBe(text);
  });

  it('the turn, in the Cold War', () => {
    const state = position({ hands: [['7S'], []], hadRoyal: [false, false] });
    expect(promptText(royals.view(state, 0), NAMES)).toContain('It is the Cold War: only arrows may attack.');
  });
});
