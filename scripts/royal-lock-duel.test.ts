import { describe, expect, it } from 'vitest';
import { applyAction, endTurn } from '../src/engine/games/royal-lock/actions';
import { nextTurnMarker, turnEnds, type Sight } from '../src/engine/games/royal-lock/keeper-bot';
import { comingRedDraw, drawExpectation, markerValue, type ImaginedSpace } from '../src/engine/games/royal-lock/keeper-score';
import { position } from '../src/engine/games/royal-lock/test-position';
import type { RoyalLockState } from '../src/engine/games/royal-lock/types';
import { botById, duelBots, knowing, pairResults, planKnowingKeeper, playDeal, plannerVariant, type DealResult } from './royal-lock-duel';

const deal = (bot: string, index: number, win: boolean, base = 77): DealResult => ({
  bot,
  base,
  seats: 2,
  index,
  seed: index,
  win,
  actions: 10,
  botMs: 1,
  slowestMs: 1,
});

describe('the Royal Lock duel', () => {
  it('pairs results by series and deal, leaving out deals only one bot played', () => {
    const results = [deal('keeper', 0, true), deal('keeper', 1, false), deal('planner', 1, true), deal('planner', 2, true), deal('planner', 0, false, 78)];
    expect(pairResults(results, 'keeper', 'planner')).toEqual([{ a: false, b: true }]);
  });

  it('plays a deal the same way every time, seeded as the sim command seeds it', () => {
    const first = playDeal(botById('keeper'), 0);
    const again = playDeal(botById('keeper'), 0);
    expect(first.seed).toBe(693477458);
    expect({ ...again, botMs: 0, slowestMs: 0 }).toEqual({ ...first, botMs: 0, slowestMs: 0 });
    expect(first.actions).toBeGreaterThan(0);
  });

  it('offers the game’s bots and the planner, and names them when asked for one it lacks', () => {
    expect(duelBots().map((bot) => bot.id)).toEqual(expect.arrayContaining(['keeper', 'random', 'planner']));
    expect(() => botById('oracle')).toThrow('No Royal Lock bot is called "oracle"; the bots are');
  });

  it('plays the planner with some settings changed under its own name; one candidate plays as the keeper', () => {
    const single = playDeal(plannerVariant('single', '{"candidates":1}'), 3);
    const keeper = playDeal(botById('keeper'), 3);
    expect(single.bot).toBe('single');
    expect({ ...single, bot: 'keeper', botMs: 0, slowestMs: 0 }).toEqual({ ...keeper, botMs: 0, slowestMs: 0 });
  });

  it('refuses planner settings that are not JSON or that the planner does not have, naming its settings', () => {
    expect(() => plannerVariant('x', '{candidates:3}')).toThrow('--settings needs a JSON object of planner settings');
    expect(() => plannerVariant('x', '[3]')).toThrow('--settings needs a JSON object of planner settings');
    expect(() => plannerVariant('x', '{"candidates":0}')).toThrow("The planner's candidates needs a whole number of at least 1, not 0.");
    expect(() => plannerVariant('x', '{"depth":3}')).toThrow('The planner has no setting called depth; its settings are candidates, nextTurnPositions');
  });

  it('plays a deal to its end with the true position known, choosing only legal actions, the same way every time', () => {
    for (const name of ['knowing-keeper', 'knowing-planner', 'knowing-draw-keeper'] as const) {
      const ceiling = knowing(name);
      const first = playDeal(ceiling.bot, 0, 78, 2, ceiling.see);
      const again = knowing(name);
      expect(first.bot).toBe(name);
      expect(first.actions).toBeGreaterThan(0);
      expect({ ...playDeal(again.bot, 0, 78, 2, again.see), botMs: 0, slowestMs: 0 }).toEqual({ ...first, botMs: 0, slowestMs: 0 });
    }
    expect(() => playDeal(knowing('knowing-keeper').bot, 0)).toThrow('The ceiling needs the position before each choice.');
  });
});

describe('the knowing search', () => {
  // Row 0 holds one card, the 5S: a red 5 drawn now empties it, and no lock is left to spend.
  const grid = ['5S', '-', '-', 'KS*', 'KC*', '2S*', '7S', '8S', '9S'];
  const atRisk = (redDeck: string[]) => position({ grid, markers: [0, 4], redDeck });
  const pictured = (state: RoyalLockState): ImaginedSpace[] => state.grid.map((space) => (space ? { kind: 'card', ...space } : null));
  const endNow = (state: RoyalLockState, sight: Sight) => turnEnds(state, null, undefined, null, sight)[0]!.value;

  it.each([
    { redDeck: ['5H', '2H', '3H', '4H'], drawn: ['5H', '2H'] },
    { redDeck: ['2H', '3H', '4H', '5H'], drawn: ['2H', '3H'] },
  ])('judges ending the turn by the draw the deck holds ($drawn), the keeper by the odds', ({ redDeck, drawn }) => {
    const state = atRisk(redDeck);
    const marker = markerValue(pictured(state), 0);
    expect(endNow(state, 'order')).toBeCloseTo(drawExpectation(drawn as never, pictured(state), nextTurnMarker(state)) + marker, 9);
    expect(endNow(state, 'draw')).toBeCloseTo(endNow(state, 'order'), 9);
    expect(endNow(state, 'contents')).toBeCloseTo(drawExpectation(state.redDeck, pictured(state), nextTurnMarker(state)) + marker, 9);
  });

  it.each([
    { redDeck: ['5H', '2H', '3H'], redDeckOut: 'reshuffle', drawn: ['5H', '2H'] },
    { redDeck: ['5H'], redDeckOut: 'reshuffle', drawn: 'the 5H and the top of the shuffled discard' },
    { redDeck: ['5H'], redDeckOut: 'loss', drawn: 'none: the players lose' },
  ] as const)('reads the coming draw from $redDeck with the red deck out rule $redDeckOut: $drawn', ({ redDeck, redDeckOut }) => {
    const state = position({ grid, markers: [0, 4], redDeck: [...redDeck], options: { redDeckOut }, seed: 7 });
    const played = structuredClone(state);
    endTurn(played);
    expect(comingRedDraw(state)).toEqual(played.end?.cause === 'red-deck-out' ? null : played.lastRedDraw!.cards);
    expect(state).toEqual(position({ grid, markers: [0, 4], redDeck: [...redDeck], options: { redDeckOut }, seed: 7 }));
  });

  it('with a red 5 on top, spends its turn so the draw does not empty the row', () => {
    const state = atRisk(['5H', '2H', '3H', '4H']);
    let action = planKnowingKeeper(state);
    expect(action.type).not.toBe('endTurn');
    for (let n = 0; n < 4 && action.type !== 'endTurn'; n++) {
      applyAction(state, action);
      action = planKnowingKeeper(state);
    }
    applyAction(state, action);
    expect(state.end).toBeNull();
    expect(state.lastRedDraw?.cards).toEqual(['5H', '2H']);
  });

  it('sees the card a fill draws, where the keeper (and the keeper knowing only the draw) counts it as a chance of a royal', () => {
    const state = position({ grid: ['-', 'KS*', 'QS*', '5S', 'KC', '6S', '7S', '8S', '9S'], markers: [0, 4], blackDeck: ['QC', '2S', '3S'] });
    const filled = (sight: Sight) => turnEnds(state, null, undefined, null, sight).find((end) => end.node.first?.type === 'fill')!.node;
    expect(filled('order').state.grid[0]).toEqual({ card: 'QC', locked: false });
    expect(filled('order').unseen[0]).toBeNull();
    expect(filled('contents').unseen[0]).toBeCloseTo(1 / 3, 9);
    expect(filled('draw').unseen[0]).toBeCloseTo(1 / 3, 9);
  });
});
