import { describe, expect, it } from 'vitest';
import { applyFast } from '../../core/game';
import { chooseHeuristic } from './bot-heuristic';
import { determinise } from './determinise';
import { allianceRoyals } from './index';
import { legalActions } from './legal';
import { activeSeats } from './turn';

describe('positions rebuilt from a seat’s view', () => {
  it('hold every card once, agree with the view, and keep the seat’s own knowledge', () => {
    let checked = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const state = allianceRoyals.setup(allianceRoyals.defaultOptions(), 4, seed);
      for (let n = 0; n < 400 && state.phase !== 'over'; n++) {
        const seat = activeSeats(state)[0]!;
        const view = allianceRoyals.view(state, seat);
        const world = determinise(view, n);
        const cards = allianceRoyals.allCards(world);
        expect(new Set(cards).size).toBe(100);
        expect(cards).toHaveLength(100);
        expect(world.hands[seat]).toEqual(state.hands[seat]);
        expect(world.hands.map((hand) => hand.length)).toEqual(state.hands.map((hand) => hand.length));
        expect(world.stack).toHaveLength(state.stack.length);
        expect(world.spoils).toEqual(state.spoils);
        // The gifts a seat gave are where it left them, in its ally's hand.
        for (const card of view.giftsGiven) expect(world.hands[(seat + 2) % 4]).toContain(card);
        expect(legalActions(world, seat)).toEqual(legalActions(state, seat));
        checked++;
        const legal = legalActions(state, seat);
        applyFast(allianceRoyals, state, seat, chooseHeuristic({ view, seat, legal, seed: n }));
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('do not copy the hidden cards: other hands are dealt anew', () => {
    const state = allianceRoyals.setup(allianceRoyals.defaultOptions(), 4, 7);
    const view = allianceRoyals.view(state, 0);
    const worlds = [1, 2, 3].map((seed) => determinise(view, seed).hands[1]!.join(' '));
    expect(new Set(worlds).size).toBeGreaterThan(1);
  });
});
