import { describe, expect, it } from 'vitest';
import { royals } from './index';
import { play, position } from './test-position';
import type { RoyalsAction } from './types';

const bot = (id: string) => royals.bots.find((entry) => entry.id === id)!;

function choose(id: string, state: ReturnType<typeof position>, seed = 1): RoyalsAction {
  const seat = royals.activeSeats(state)[0]!;
  return bot(id).choose({ view: royals.view(state, seat), seat, legal: royals.legalActions(state, seat), seed });
}

describe('the Heuristic bot', () => {
  it.each([
    { name: 'blocks a king hitting for 9', hands: [['9H'], ['AC', '2C']], fields: [['KS'], []], attack: { type: 'royal-attack', royal: 'KS', card: '9H', target: 'player' }, expected: { type: 'ace', card: 'AC' } },
    { name: 'lets a pair of arrows through', hands: [['2H', '2S'], ['AC']], fields: [[], []], attack: { type: 'arrows', cards: ['2H', '2S'], target: 'player' }, expected: { type: 'yield' } },
    { name: 'blocks an attack that would defeat its queen', hands: [['2H', '2S'], ['AC']], fields: [[], ['QD']], attack: { type: 'arrows', cards: ['2H', '2S'], target: 'QD' }, expected: { type: 'ace', card: 'AC' } },
  ] as const)('$name', ({ hands, fields, attack, expected }) => {
    const state = position({ hands, fields });
    play(state, attack as RoyalsAction);
    expect(choose('heuristic', state)).toEqual(expected);
  });

  it('lets the jack whose suit it holds take the fall', () => {
    const state = position({ hands: [['9H', '9S', '9C'], ['5D']], fields: [[], ['QC', 'JH', 'JD']] });
    play(state, { type: 'arrows', cards: ['9H', '9S', '9C'], target: 'QC' }, { type: 'yield' });
    expect(choose('heuristic', state)).toEqual({ type: 'fall', royal: 'JD' });
  });

  it('hits an open player with its king and highest card', () => {
    const state = position({ hands: [['3H', '9C', 'AS'], []], fields: [['KS', 'JD'], []] });
    expect(choose('heuristic', state)).toEqual({ type: 'royal-attack', royal: 'KS', card: '9C', target: 'player' });
  });

  it('never ends a turn that played nothing', () => {
    const state = position({ hands: [['AS', 'AH', 'QC', 'KD', 'JS'], []], fields: [['KS', 'QD', 'JC'], ['KH']] });
    expect(choose('heuristic', state)).toEqual({ type: 'discard', cards: ['QC'] });
  });
});
