import { SUITS, type CardId } from '../../core/cards';
import { describePlayouts } from '../../testing/playout-suite';
import type { PlayoutConfig } from '../../testing/playout';
import { promiseCards } from './cards';
import { GROUPS, royalLines, type RoyalLinesAction, type RoyalLinesState } from './index';

// The same position-independent list every time, illegal actions included: legality is the rules' business.
const CANDIDATES: readonly RoyalLinesAction[] = [
  ...[...promiseCards(), 'KS', 'AH', 'JK1'].map((card): RoyalLinesAction => ({ type: 'promise', card: card as CardId })),
  ...GROUPS.map((group): RoyalLinesAction => ({ type: 'collapse', group })),
  ...SUITS.map((suit): RoyalLinesAction => ({ type: 'settle', suit })),
  { type: 'deal' },
];

/** What a step did, so the series can prove it reached the rare parts of the rules. */
function coverage(state: RoyalLinesState, action: RoyalLinesAction): string[] {
  const tags: string[] = [];
  const record = state.lastRecruitment;
  if (action.type === 'promise' && record && state.chosen.every((card) => card === null)) {
    if (record.cancelled.length) tags.push('joker draw');
    if (record.outranked.length) tags.push('suit order');
    if (record.result === 'discarded') tags.push('discarded');
    if (record.result === 'pirates') tags.push('pirates recruit');
    if (record.result === 'takeover') tags.push(record.replacedSettler?.startsWith('JK') ? 'takeover of a joker settler' : 'takeover');
    if (record.secondShip) tags.push('second ship');
    if (record.collapseChoice) tags.push('collapse choice');
  }
  if (record?.collapse) tags.push(`collapse:${'JQK'.includes(record.collapse.group) ? 'rank' : 'suit'}`);
  for (const event of state.panic) tags.push(event.suit ? 'joker settles' : event.chosen ? 'panic choice' : 'panic escape');
  if (action.type !== 'deal' && state.result) {
    for (const score of state.result.scores) tags.push(`form:${score.form}`);
    if (state.result.winners.length > 1) tags.push('round tie');
  }
  if (state.end && state.end.winners.length > 1) tags.push('match shared');
  if (state.phase === 'scored' && state.options.matchTie === 'play-on' && Math.max(...state.wins) >= state.options.target) tags.push('played on');
  return tags;
}

const EVERYWHERE = [
  'joker draw',
  'suit order',
  'discarded',
  'takeover',
  'second ship',
  'collapse:rank',
  'collapse:suit',
  'panic escape',
  'joker settles',
  'form:aristocracy',
  'form:revolution',
  'form:democracy',
  'form:none',
  'round tie',
];

const configs: PlayoutConfig[] = [
  { seats: 2, options: { target: 2 }, expectCoverage: [...EVERYWHERE, 'pirates recruit', 'match shared'] },
  { seats: 2, options: { target: 1, matchTie: 'play-on' }, expectCoverage: ['pirates recruit', 'played on'] },
  { seats: 3, options: { target: 2 }, expectCoverage: [...EVERYWHERE, 'takeover of a joker settler', 'collapse choice', 'match shared'] },
  { seats: 3, options: { target: 1, matchTie: 'play-on' }, expectCoverage: ['played on'] },
  { seats: 4, options: {}, expectCoverage: [...EVERYWHERE, 'takeover of a joker settler', 'panic choice'] },
  { seats: 4, options: { target: 2, jokers: 'one-less' }, expectCoverage: ['joker draw', 'match shared'] },
  { seats: 5, options: { target: 2 }, expectCoverage: [...EVERYWHERE, 'takeover of a joker settler', 'panic choice'] },
  { seats: 5, options: { target: 1, jokers: 'one-less', matchTie: 'play-on' }, expectCoverage: ['joker draw', 'played on'] },
];

describePlayouts(royalLines, {
  configs,
  games: 640,
  maxActions: 3000,
  candidates: () => CANDIDATES,
  coverage,
  recordEvery: 10,
  fileEvery: 20,
  // The search bot simulates whole rounds for every decision: one game in ten lets the bots play half the moves.
  botShare: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0.5],
});
