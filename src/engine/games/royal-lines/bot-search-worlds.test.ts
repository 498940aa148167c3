import { describe, expect, it } from 'vitest';
import { planPromise } from './bot-heuristic';
import { relayHiddenPromises, imaginedWorld } from './bot-search-worlds';
import { seenFromState } from './bot-seen';
import { royalLines } from './index';
import { position } from './test-position';

/** Seat 0 has laid the 9 of clubs face down; seat 1 is to lay its promise. */
const spec = {
  ship: ['KD', 'QS', 'JC'],
  hands: [['10C', '4D', '7S'], ['9H', '8S', '2C'], ['3H', '6C', '5D']],
  chosen: ['9C', null, null],
  settlers: ['AC', 'AH', 'AS'],
};

describe('the positions the navigator imagines', () => {
  it('lay another seat’s face-down promise as the planner would lay it from that hand', () => {
    const state = position(spec);
    relayHiddenPromises(state, 1);
    const full = position({ ...spec, hands: [['10C', '9C', '4D', '7S'], ...spec.hands.slice(1)], chosen: [null, null, null] });
    const planned = planPromise(seenFromState(full, 0));
    expect(state.chosen[0]).toBe(planned);
    // With the ace of clubs, the planner goes for the jack of clubs on top with its highest club.
    expect(planned).toBe('10C');
    expect([...state.hands[0]!, state.chosen[0]].sort()).toEqual(['10C', '9C', '4D', '7S'].sort());
    expect(state.hands[0]).toHaveLength(3);
  });

  it('leave the seat’s own promise, and seats that have laid none, as they were', () => {
    const state = position(spec);
    relayHiddenPromises(state, 0);
    expect(state.chosen).toEqual(['9C', null, null]);
    expect(state.hands).toEqual(position(spec).hands);
  });

  it('look the same to the seat as its view, whatever the seed', () => {
    const state = position(spec);
    const view = royalLines.view(state, 1);
    for (let seed = 1; seed <= 20; seed++) {
      const world = imaginedWorld(view, 1, seed);
      expect(royalLines.view(world, 1)).toEqual(view);
      expect([...royalLines.allCards(world)].sort()).toEqual([...royalLines.allCards(state)].sort());
    }
  });

  it('are the same for the same seed', () => {
    const view = royalLines.view(position(spec), 2);
    expect(imaginedWorld(view, 2, 9)).toEqual(imaginedWorld(view, 2, 9));
  });
});
