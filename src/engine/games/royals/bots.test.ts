import { describe, expect, it } from 'vitest';
import { applyFast } from '../../core/game';
import { seedFor } from '../../testing/seeds';
import { planAction, seenFromView } from './bot-plan';
import { candidateActions } from './bot-search';
import { determinise, unseenCards } from './determinise';
import { royals } from './index';
import { play, position } from './test-position';
import type { RoyalsAction } from './types';

const bot = (id: string) => royals.bots.find((entry) => entry.id === id)!;

function choose(id: string, state: ReturnType<typeof position>, seed = 1): RoyalsAction {
  const seat = royals.activeSeats(state)[0]!;
  return bot(id).choose({ view: royals.view(state, seat), seat, legal: royals.legalActions(state, seat), seed });
}

describe('the Captain', () => {
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

describe('the Marshal', () => {
  it('rebuilds positions consistent with its view: its hand and the table as seen, the rest dealt from unseen cards', () => {
    const state = position({ hands: [['7S', '7H', 'AC'], ['QD', '2C', '3C']], fields: [['KS:9H'], ['JD/']], discard: ['5C'] });
    const view = royals.view(state, 0);
    const world = determinise(view, 42);
    expect(world.hands[0]).toEqual(['7S', '7H', 'AC']);
    expect(world.hands[1]).toHaveLength(3);
    expect(world.fields).toEqual(state.fields);
    expect(world.discard).toEqual(['5C']);
    expect([...world.hands[1]!, ...world.deck].sort()).toEqual(unseenCards(view).sort());
    expect(royals.allCards(world).length).toBe(54);
  });

  it('simulates every action but most discards', () => {
    const state = position({ hands: [['2H', '3H', '4H', '9C', 'KS'], []] });
    const legal = royals.legalActions(state, 0);
    const planned = planAction(seenFromView(royals.view(state, 0), 0));
    const candidates = candidateActions(legal, planned);
    expect(candidates.filter((action) => action.type === 'discard').length).toBeLessThanOrEqual(2);
    expect(candidates).toContainEqual({ type: 'end-turn' });
    expect(candidates).toContainEqual({ type: 'recruit', card: 'KS' });
  });

  it('beats the Captain over a short seeded series, from either seat', () => {
    let wins = 0;
    let losses = 0;
    for (let i = 0; i < 20; i++) {
      const marshal = i % 2;
      const state = royals.setup(royals.defaultOptions(), 2, seedFor(99, i));
      for (let step = 0; !royals.outcome(state) && step < 3000; step++) {
        const seat = royals.activeSeats(state)[0]!;
        const legal = royals.legalActions(state, seat);
        const action = bot(seat === marshal ? 'search' : 'heuristic').choose({ view: royals.view(state, seat), seat, legal, seed: seedFor(i, step) });
        applyFast(royals, state, seat, action);
      }
      const winners = royals.outcome(state)!.winners;
      if (winners.includes(marshal)) wins++;
      else if (winners.length) losses++;
    }
    expect(wins).toBeGreaterThan(2 * losses);
  });
});
