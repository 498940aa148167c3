import { describe, expect, it } from 'vitest';
import { randomInt, seedRng } from '../../core/rng';
import { seedFor } from '../../testing/seeds';
import { applyAction } from './actions';
import { heuristicChoice } from './bot-search';
import { pack } from './cards';
import { setupAllianceRoyals } from './flow';
import { legalActions } from './legal';
import { defaultOptions } from './options';
import { activeSeats } from './turn';
import type { AllianceRoyalsState } from './types';

/** Every card the round's end can see: the scored zones (hands, Spoils, Meld), the stack, the discard pile and the dead pile. */
function accountedFor(state: AllianceRoyalsState): string[] {
  return [...state.hands.flat(), ...state.spoils.flat(), ...state.meld.flat(), ...state.stack, ...state.discard, ...state.dead];
}

/**
 * Bots play rounds to their end, the heuristic bot mostly and a random choice
 * now and then, so play wanders into corners a careful player avoids. At every
 * round end the whole pack must be somewhere the score or the table can see:
 * nothing left in a battle or a gift.
 */
function playRounds(seed: number, rounds: number): { ends: number; lost: string[]; stuck: string | null; handOuts: number } {
  const state = setupAllianceRoyals({ ...defaultOptions(), target: 5000, floor: -5000 }, 4, seed);
  const choice = { rng: seedRng(seed + 7) };
  const whole = [...pack()].sort();
  let ends = 0;
  let handOuts = 0;
  const lost: string[] = [];
  for (let n = 0; n < 20_000 && ends < rounds; n++) {
    if (state.phase === 'scored') {
      ends++;
      if (state.result?.reason === 'hand-out') handOuts++;
      const seen = accountedFor(state).sort();
      if (state.battle.length || state.gifts.some((gift) => gift !== null) || seen.join() !== whole.join()) {
        const missing = whole.filter((card) => !seen.includes(card));
        lost.push(`seed ${seed}, round ${state.round}: ${missing.join(' ') || 'a card counted twice'}`);
      }
    }
    if (state.phase === 'over') break;
    const seat = activeSeats(state)[0];
    if (seat === undefined) return { ends, lost, handOuts, stuck: `seed ${seed}: nobody to act at ${state.phase}` };
    const legal = legalActions(state, seat);
    if (legal.length === 0) return { ends, lost, handOuts, stuck: `seed ${seed}: seat ${seat + 1} has no legal action at ${state.phase}` };
    const action = randomInt(choice, 0, 9) === 0 ? legal[randomInt(choice, 0, legal.length - 1)]! : heuristicChoice(state, seat)!;
    applyAction(state, seat, action);
  }
  return { ends, lost, handOuts, stuck: null };
}

describe('no card is lost at a round end', () => {
  it('bots play forty games of three rounds: every round end accounts for the whole pack', () => {
    let ends = 0;
    let handOuts = 0;
    const lost: string[] = [];
    for (let game = 0; game < 40; game++) {
      const played = playRounds(seedFor(9031, game), 3);
      expect(played.stuck).toBeNull();
      ends += played.ends;
      handOuts += played.handOuts;
      lost.push(...played.lost);
    }
    expect(lost).toEqual([]);
    // The check means something only if many rounds end with a hand running out.
    expect(ends).toBeGreaterThanOrEqual(100);
    expect(handOuts).toBeGreaterThanOrEqual(30);
  });
});
