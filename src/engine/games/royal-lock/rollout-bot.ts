/**
 * The player-out: at the start of a turn it takes the keeper's best few ends
 * of turn (each by a different first action) and plays each game out many
 * times from there, the keeper in every seat, on deals drawn from what the
 * seat knows: the cards it would fill in this turn, the black deck and the red
 * deck in a fresh order each time, the same orders for every candidate, so
 * the candidates are compared on the same luck. It plays the first action of
 * the one that won most. Later in the turn it finishes the keeper's way, which
 * goes on towards the same end unless a filled card says otherwise.
 */
import type { BotContext, BotSpec } from '../../core/game';
import { randomInt, seedRng, shuffleInPlace } from '../../core/rng';
import { applyAction } from './actions';
import { firstAction, playableCopy, planTurn, playPlan, turnEnds, type TurnEnd } from './keeper-bot';
import { candidates } from './lookahead-bot';
import type { RoyalLockAction, RoyalLockState, RoyalLockView } from './types';

export interface RolloutSettings {
  /** Ends of turn compared, the keeper's best few, each by a different first action. */
  readonly candidates: number;
  /** Games played out from each. */
  readonly rollouts: number;
}

export const ROLLOUT_SETTINGS: RolloutSettings = { candidates: 3, rollouts: 16 };

/** A game is cut off after this many actions in a playout and counted as not won. */
const PLAYOUT_ACTIONS = 2_000;

/**
 * The end of turn with the hidden cards dealt afresh: the cards filled in
 * during the search go back into the black deck, which is shuffled and deals
 * them again, and the red deck is shuffled; later shuffles follow `seed`.
 */
export function redealt(end: TurnEnd, seed: number): RoyalLockState {
  const state = playableCopy(end.node.state);
  state.rng = seedRng(seed);
  const filled = end.node.unseen.flatMap((chance, cell) => (chance != null && state.grid[cell] ? [cell] : []));
  for (const cell of filled) state.blackDeck.push(state.grid[cell]!.card);
  shuffleInPlace(state, state.blackDeck);
  for (const cell of filled) state.grid[cell] = { card: state.blackDeck.shift()!, locked: false };
  shuffleInPlace(state, state.redDeck);
  return state;
}

/** Ends the turn there and plays the game to its end with the keeper in every seat; true when it is won. */
export function playOut(state: RoyalLockState): boolean {
  if (!state.end) applyAction(state, { type: 'endTurn' });
  for (let actions = 0; !state.end && actions < PLAYOUT_ACTIONS; actions++) applyAction(state, planTurn(state));
  return state.end?.label === 'win';
}

export function planByPlayouts(start: RoyalLockState, seed: number, settings: RolloutSettings = ROLLOUT_SETTINGS): RoyalLockAction {
  // Within a turn the keeper goes on towards the end chosen at its start.
  if (start.actionsUsed > 0 || start.options.reach === 'any-space') return planTurn(start);
  const choices = candidates(turnEnds(start), settings.candidates);
  if (choices.length === 1) return firstAction(choices[0]!);
  const wins = choices.map(() => 0);
  const luck = { rng: seedRng(seed) };
  for (let round = 0; round < settings.rollouts; round++) {
    const dealSeed = randomInt(luck, 0, 2 ** 31 - 2);
    choices.forEach((choice, i) => {
      if (playOut(redealt(choice, dealSeed))) wins[i]! += 1;
    });
  }
  // The keeper's order breaks ties.
  let best = 0;
  wins.forEach((won, i) => {
    if (won > wins[best]!) best = i;
  });
  return firstAction(choices[best]!);
}

export function choosePlayouts(context: BotContext<RoyalLockView, RoyalLockAction>, settings: RolloutSettings = ROLLOUT_SETTINGS): RoyalLockAction {
  return playPlan(context, 'player-out', (state) => planByPlayouts(state, context.seed, settings));
}

export const rolloutBot: BotSpec<RoyalLockView, RoyalLockAction> = {
  id: 'player-out',
  label: 'Player-out',
  choose: (context) => choosePlayouts(context),
};
