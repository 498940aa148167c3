import { describePlayouts } from '../../testing/playout-suite';
import type { PlayoutConfig } from '../../testing/playout';
import { royalSuit, DECK_CHOICES, TOP_CARDS_CHOICES, type RoyalSuitAction, type RoyalSuitState } from './index';

// Piles -1 and 6 are off the court: the rules must refuse them too.
const PILES = [-1, 0, 1, 2, 3, 4, 5, 6];

// The same position-independent list every time: legality is the rules' business, not the list's.
const CANDIDATES: readonly RoyalSuitAction[] = [
  { type: 'skip' },
  { type: 'decline' },
  ...PILES.map((pile): RoyalSuitAction => ({ type: 'play', pile })),
  ...PILES.flatMap((from) => PILES.map((to): RoyalSuitAction => ({ type: 'move', from, to }))),
];

/** What a position shows, so the series can prove it reached the rare parts of the rules. */
function coverage(state: RoyalSuitState, action: RoyalSuitAction): string[] {
  const tags: string[] = [];
  if (state.end) tags.push(`end:${state.end.cause}`);
  if (state.end?.lastMove) tags.push(`last move ${state.end.lastMove}`);
  if (state.phase === 'extraPlay' && !state.end) tags.push('extra play');
  if (action.type === 'skip') tags.push('skip');
  if (state.lastMove && state.lastMove.by !== state.seat && !state.end) tags.push('take-back barred');
  return tags;
}

const EVERYWHERE = ['end:reunited', 'end:played-out', 'extra play', 'skip', 'take-back barred', 'last move declined', 'last move made'];
// Random couple moves seldom go round in a circle; only the long games do it often enough to demand it.
const LONG_GAMES = ['end:repetition'];

const configs: PlayoutConfig[] = DECK_CHOICES.flatMap((deck) =>
  TOP_CARDS_CHOICES.map((topCards) => ({
    seats: 2,
    options: { deck, topCards },
    expectCoverage: deck === 'long' ? [...EVERYWHERE, ...LONG_GAMES] : EVERYWHERE,
  })),
);

describePlayouts(royalSuit, {
  configs,
  games: 4000,
  maxActions: 600,
  // Mostly uniformly random games, which are quick and reach the repetition rule; one in ten
  // lets the bots choose half the time, so every bot is held to the legal list as well.
  botShare: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0.5],
  candidates: () => CANDIDATES,
  coverage,
});
