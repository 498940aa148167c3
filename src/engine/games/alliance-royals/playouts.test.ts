import { SUITS } from '../../core/cards';
import type { Seat } from '../../core/game';
import { describePlayouts } from '../../testing/playout-suite';
import type { PlayoutConfig } from '../../testing/playout';
import { allianceRoyals, type AllianceRoyalsAction, type AllianceRoyalsState } from './index';
import { legalActions } from './legal';

/**
 * Candidates: every legal action of every seat (so a seat is offered what only
 * another may do), plus cards it does not hold and plays out of their window.
 */
function candidates(state: AllianceRoyalsState, seat: Seat): AllianceRoyalsAction[] {
  const out: AllianceRoyalsAction[] = [];
  for (let other = 0; other < 4; other++) out.push(...legalActions(state, other));
  const stranger = state.stack[0] ?? '2C';
  out.push(
    { type: 'gift', card: stranger },
    { type: 'play', card: stranger },
    { type: 'discard', card: stranger },
    { type: 'meld', cards: [stranger] },
    { type: 'draw', from: 'stack' },
    { type: 'draw', from: 'discard' },
    { type: 'pass' },
    { type: 'deal' },
    { type: 'surrender' },
    { type: 'endRound', discard: null },
    { type: 'consent', accept: true },
    ...SUITS.map((suit): AllianceRoyalsAction => ({ type: 'house', suit })),
  );
  for (const card of state.hands[seat]!.slice(0, 3)) {
    out.push({ type: 'play', card }, { type: 'gift', card }, { type: 'discard', card }, { type: 'meld', cards: [card] }, { type: 'changeHouse', card, dead: card, pay: null });
  }
  const key = (action: AllianceRoyalsAction) => JSON.stringify(action);
  return [...new Map(out.map((action) => [key(action), action])).values()];
}

function coverage(state: AllianceRoyalsState, action: AllianceRoyalsAction): string[] {
  const tags: string[] = [action.type];
  if (action.type === 'changeHouse' && state.turn > 0 && state.phase !== 'window') tags.push(action.pay ? 'change with ransom' : 'change of house');
  if (state.result && (state.phase === 'scored' || state.phase === 'over') && action.type !== 'deal' && action.type !== 'surrender') tags.push(`round ${state.result.reason}`);
  if (state.result?.lines.some((line) => line.marriages > 0)) tags.push('marriage scored');
  if (state.result?.lines.some((line) => line.royalSets > 0)) tags.push('royal set scored');
  if (state.stack.length === 0 && state.phase === 'draw') tags.push('stack out');
  if (action.type === 'pass' && state.phase === 'draw') tags.push('skipped draw');
  return tags;
}

const configs: PlayoutConfig[] = [
  { seats: 4, options: { target: 100, floor: -100 }, expectCoverage: ['house', 'draw', 'gift', 'play', 'spoil', 'meld', 'discard', 'assassinate', 'hostage', 'redeem', 'bundle', 'changeHouse', 'change of house', 'round hand-out', 'deal'] },
  { seats: 4, options: { target: 300, floor: -300, betrothedCounts: false }, expectCoverage: ['endRound', 'pass', 'arrange', 'consent', 'ransom', 'skipped draw'] },
];

describePlayouts(allianceRoyals, {
  configs,
  games: 60,
  maxActions: 4000,
  candidates,
  coverage,
  recordEvery: 10,
  fileEvery: 20,
  // The search bot searches for every decision: one game in eight lets the bots play half the moves.
  botShare: [0, 0, 0, 0, 0, 0, 0, 0.5],
  timeout: 400_000,
});
