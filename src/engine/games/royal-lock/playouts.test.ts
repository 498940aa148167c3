import { describe, expect, it } from 'vitest';
import { describePlayouts } from '../../testing/playout-suite';
import type { BotShare, PlayoutConfig } from '../../testing/playout';
import { lockedCount } from './actions';
import { royalLock, REACH_CHOICES, RED_DECK_OUT_CHOICES, type RoyalLockAction, type RoyalLockState } from './index';

// Spaces -1 and 9 are off the grid: the rules must refuse them too.
const CELLS = [-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

// The same position-independent list every time: legality is the rules' business, not the list's.
const CANDIDATES: readonly RoyalLockAction[] = [
  { type: 'reshuffle' },
  { type: 'endTurn' },
  ...CELLS.flatMap((cell): RoyalLockAction[] => [
    { type: 'move', to: cell },
    { type: 'lock', cell },
    { type: 'unlock', cell },
    { type: 'remove', cell },
    { type: 'fill', cell },
  ]),
];

/** What a position shows, so the series can prove it reached the rare parts of the rules. */
function coverage(state: RoyalLockState, action: RoyalLockAction): string[] {
  const tags: string[] = [];
  if (state.end) tags.push(`end:${state.end.cause}`);
  if (action.type === 'endTurn' && state.lastRedDraw) {
    if (state.lastRedDraw.pair) tags.push('red pair');
    if (state.lastRedDraw.reshuffledRedDeck) tags.push('red deck reshuffled');
    if (state.lastRedDraw.effects.some((effect) => effect.result === 'unlocked')) tags.push('draw unlocks');
  }
  if (action.type === 'reshuffle') tags.push('black reshuffle');
  if (lockedCount(state) === 3) tags.push('lock limit');
  if (state.blackDeck.length === 0) tags.push('black deck empty');
  return tags;
}

// Game i seats bot number i (and i + 1 for the second seat) of the list planner, keeper, random, and
// takes the i-th share of its config's list, so a list of 3 or 6 shares gives each bot fixed shares.
// The keeper leads long games (share 1), beside random play, where the rare endings need them; the
// planner judges every draw a turn further, so it chooses rarely and the series stays quick; with
// any-space reach the keeper's own search is wide, so it chooses only in some two-seat games there.
const SOLO_OWN_SPACE: BotShare = [0.01, 1, 0, 0.01, 0.5, 0];
const PAIR_OWN_SPACE: BotShare = [0.02, 1, 0.02, 0.02, 0.5, 0.02];
const SOLO_ANY_SPACE: BotShare = [0];
const PAIR_ANY_SPACE: BotShare = [0, 0.3, 0];

function botShare(seats: number, reach: (typeof REACH_CHOICES)[number]): BotShare {
  if (reach === 'any-space') return seats === 1 ? SOLO_ANY_SPACE : PAIR_ANY_SPACE;
  return seats === 1 ? SOLO_OWN_SPACE : PAIR_OWN_SPACE;
}

const EVERYWHERE = ['end:empty-line', 'draw unlocks', 'red pair', 'lock limit', 'black reshuffle'];
// Only the solo keeper-led games last long enough to run a deck dry, reliably enough to demand it.
const LONG_GAMES = {
  reshuffle: ['end:royal-line', 'red deck reshuffled', 'black deck empty'],
  loss: ['end:red-deck-out'],
};

const configs: PlayoutConfig[] = [1, 2].flatMap((seats) =>
  REACH_CHOICES.flatMap((reach) =>
    RED_DECK_OUT_CHOICES.map((redDeckOut) => ({
      seats,
      options: { reach, redDeckOut },
      botShare: botShare(seats, reach),
      expectCoverage: [...EVERYWHERE, ...(seats === 1 && reach === 'own-space' ? LONG_GAMES[redDeckOut] : [])],
    })),
  ),
);

describe('Royal Lock: the playout shares', () => {
  it('are set for the bot list they were chosen for', () => {
    expect(royalLock.bots.map((bot) => bot.id)).toEqual(['planner', 'keeper', 'random']);
  });
});

describePlayouts(royalLock, {
  configs,
  games: 2000,
  maxActions: 1500,
  candidates: () => CANDIDATES,
  coverage,
});
