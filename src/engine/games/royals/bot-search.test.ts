import { describe, expect, it } from 'vitest';
import { applyFast } from '../../core/game';
import { seedFor } from '../../testing/seeds';
import { planAction, seenFromView } from './bot-plan';
import { candidateActions } from './bot-search';
import { determinise, unseenCards } from './determinise';
import { royals } from './index';
import { position } from './test-position';

const bot = (id: string) => royals.bots.find((entry) => entry.id === id)!;

describe('the Search bot', () => {
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

  it('beats the Heuristic bot over a short seeded series, from either seat', () => {
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
