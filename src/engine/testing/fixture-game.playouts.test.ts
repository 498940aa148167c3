import { HAND_LIMIT, fixtureGame, type FixtureAction, type FixtureState } from './fixture-game';
import { describePlayouts } from './playout-suite';
import { suitedCards } from '../core/cards';

const candidates = (): FixtureAction[] => [
  { type: 'draw' },
  { type: 'pass' },
  ...suitedCards().map((card) => ({ type: 'discard' as const, card })),
  { type: 'shout' } as unknown as FixtureAction,
];

describePlayouts(fixtureGame, {
  configs: [
    { options: { suits: 1 }, seats: 1 },
    { options: { suits: 1, budget: 200 }, seats: 2, expectCoverage: ['deck empty'] },
    { options: { suits: 4, budget: 200 }, seats: 2, expectCoverage: ['hand full', 'discard'] },
  ],
  games: 300,
  maxActions: 150,
  candidates,
  coverage: (state: FixtureState, action: FixtureAction) => [
    ...(state.hands.some((hand) => hand.length === HAND_LIMIT) ? ['hand full'] : []),
    ...(state.deck.length === 0 ? ['deck empty'] : []),
    ...(action.type === 'discard' ? ['discard'] : []),
  ],
});
