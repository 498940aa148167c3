import { describe, expect, it } from 'vitest';
import { applyFast } from '../../core/game';
import { planFrom, seenFromState } from './bot-heuristic';
import { heuristicChoice } from './bot-search';
import { allianceRoyals } from './index';
import { legalActions } from './legal';
import { activeSeats } from './turn';

describe('the look-ahead’s quick choice', () => {
  // The search's playouts skip listing every legal action; they must still make the heuristic bot's choice.
  it.each([1, 2, 3])('is the heuristic bot’s choice from the full legal list at every step of game %i', (seed) => {
    const state = allianceRoyals.setup({ ...allianceRoyals.defaultOptions(), target: 300, floor: -300 }, 4, seed);
    const types = new Set<string>();
    for (let n = 0; n < 3000 && state.phase !== 'over'; n++) {
      const seat = activeSeats(state)[0]!;
      const legal = legalActions(state, seat);
      const planned = planFrom(seenFromState(state, seat), legal);
      expect(heuristicChoice(state, seat)).toEqual(planned);
      types.add(planned.type);
      applyFast(allianceRoyals, state, seat, planned);
    }
    expect(state.phase).toBe('over');
    expect([...types]).toEqual(expect.arrayContaining(['house', 'draw', 'gift', 'play', 'spoil', 'discard', 'deal']));
  });
});

describe('the heuristic bot read from the position', () => {
  // Simulations ask it there (botChoice); it must choose exactly what it chooses from its seat's view.
  it.each([4, 5])('chooses what it chooses from the view at every step of game %i', (seed) => {
    const heuristic = allianceRoyals.bots.find((bot) => bot.id === 'heuristic')!;
    const state = allianceRoyals.setup({ ...allianceRoyals.defaultOptions(), target: 300, floor: -300 }, 4, seed);
    let steps = 0;
    for (; steps < 3000 && state.phase !== 'over'; steps++) {
      const seat = activeSeats(state)[0]!;
      const legal = legalActions(state, seat);
      const fromView = heuristic.choose({ view: allianceRoyals.view(state, seat), seat, legal, seed: steps });
      expect(heuristic.chooseInPosition!({ state, seat, legal, seed: steps })).toEqual(fromView);
      applyFast(allianceRoyals, state, seat, fromView);
    }
    expect(state.phase).toBe('over');
    expect(steps).toBeGreaterThan(100);
  });
});

describe('the bots on offer', () => {
  it('are labelled as in every other game', () => {
    expect(allianceRoyals.bots.map((bot) => [bot.id, bot.label])).toEqual([
      ['search', 'Search'],
      ['heuristic', 'Heuristic'],
      ['random', 'Random'],
    ]);
  });
});
