import { describePlayouts } from '../../testing/playout-suite';
import type { PlayoutConfig } from '../../testing/playout';
import { legalActions } from './legal';
import { royals, type RoyalsAction, type RoyalsState } from './index';

/** The legal actions and, around them, actions the rules must refuse with a reason. */
function candidates(state: RoyalsState, seat: number): RoyalsAction[] {
  const other = state.hands[1 - seat]![0] ?? 'AS';
  const own = state.hands[seat]![0] ?? 'AS';
  const royal = state.fields[1 - seat]![0]?.card ?? 'KS';
  return [
    ...legalActions(state, seat),
    ...legalActions(state, 1 - seat),
    { type: 'discard', cards: [other] },
    { type: 'discard', cards: [] },
    { type: 'discard', cards: [own, own] },
    { type: 'arrows', cards: [own], target: 'player' },
    { type: 'arrows', cards: state.hands[seat]!.slice(0, 2), target: 'player' },
    { type: 'arrows', cards: state.hands[seat]!.slice(0, 3), target: royal },
    { type: 'recruit', card: own },
    { type: 'recruit', card: royal },
    { type: 'royal-attack', royal, card: own, target: 'player' },
    { type: 'revive', royal, card: own },
    { type: 'bury', royal },
    { type: 'reveal', joker: 'JK1' },
    { type: 'joker-attack', joker: 'JK2', card: own, target: 'player' },
    { type: 'wipe', joker: 'JK1', card: own },
    { type: 'last-reshuffle' },
    { type: 'end-turn' },
    { type: 'ace', card: own },
    { type: 'ace', card: 'AS' },
    { type: 'yield' },
    { type: 'fall', royal },
    { type: 'next-game' },
  ];
}

function coverage(state: RoyalsState, action: RoyalsAction): string[] {
  const tags: string[] = [];
  if (action.type === 'ace') tags.push(state.attack!.aces.length === 1 ? 'block' : state.attack!.aces.length === 2 ? 'counter-block' : 'counter-counter-block');
  if (action.type === 'fall') tags.push('jackrifice');
  if (action.type === 'revive') tags.push('revive');
  if (action.type === 'wipe') tags.push('wipe');
  if (action.type === 'joker-attack' && action.target === 'player') tags.push('joker at the player');
  if (action.type === 'royal-attack') tags.push('royal attack');
  if (action.type === 'last-reshuffle') tags.push('last reshuffle called');
  if (action.type === 'next-game') tags.push('next game');
  if (state.phase === 'battle') tags.push('battle');
  if (state.phase === 'last-round') tags.push('last round');
  if (state.reshuffles > 0) tags.push('reshuffled');
  if (state.scores.some((pile) => pile.groups.some((group) => !group.head.startsWith('JK')))) tags.push('royal buried with cards');
  if (state.result && state.result.winners.length === 0) tags.push('tie');
  return tags;
}

const EVERYWHERE = ['block', 'counter-block', 'revive', 'royal attack', 'battle', 'last round', 'royal buried with cards', 'jackrifice'];

const configs: PlayoutConfig[] = [
  { seats: 2, options: {}, expectCoverage: [...EVERYWHERE, 'wipe', 'joker at the player', 'last reshuffle called'] },
  { seats: 2, options: { decks: 'two', games: 2 }, expectCoverage: [...EVERYWHERE, 'counter-counter-block', 'next game'] },
  { seats: 2, options: { refill: 'start-of-turn', wipe: 'damage', fieldScores: 'score-pile-only', games: 3 }, expectCoverage: [...EVERYWHERE, 'next game', 'reshuffled'] },
  { seats: 2, options: { reshuffleLimit: false }, expectCoverage: ['block', 'revive', 'last reshuffle called'] },
];


describePlayouts(royals, {
  configs,
  games: 160,
  maxActions: 4000,
  candidates,
  coverage,
  recordEvery: 10,
  fileEvery: 20,
  // Random players call the Last Reshuffle early; games led by the bots reach the reshuffles.
  botShare: [0.5, 1],
});
