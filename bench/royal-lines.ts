/**
 * Royal Lines on the fast path: whole rounds of 4 players, each dealt from its
 * own seed into a plain state and played to the scoring in place: by the
 * heuristic bot's planner in every seat, reading the position (what the search
 * bot's simulations do); by the heuristic bot itself in every seat, asked
 * through the bot contract as the sim command asks it (the legal moves listed,
 * the bot reading the position, its action checked) and as the table asks it
 * (its seat's view built at every move); and by random play through the
 * checked fast path (applyFast with the legal moves). Rounds per second are
 * counted per processor second too: one core's work, whatever else the
 * machine is running.
 */
import { applyFast, botChoice, mutableCopy } from '../src/engine/core/game';
import { randomInt, seedRng } from '../src/engine/core/rng';
import { royalLines, type RoyalLinesAction, type RoyalLinesState } from '../src/engine/games/royal-lines';
import { playOutRound } from '../src/engine/games/royal-lines/bot-search';
import { heuristicBot } from '../src/engine/games/royal-lines/bot-heuristic';
import { perCpuSecond, perSecond, timeForCpu, timeRunsCpu, warmUp } from './measure';

export interface RoundThroughput {
  readonly seats: number;
  readonly rounds: number;
  readonly plannerRoundsPerSec: number;
  /** The heuristic bot's planner reading the position in every seat (as the search bot's simulations play), rounds per processor second: per core. */
  readonly plannerRoundsPerCpuSec: number;
  /** The heuristic bot in every seat asked through the bot contract as the sim command asks it (botChoice: the legal moves listed, the position read, the action checked), rounds per processor second. */
  readonly heuristicBotRoundsPerCpuSec: number;
  /** The same bots asked as the table asks them: their seat's view built at every move. */
  readonly heuristicBotFromViewRoundsPerCpuSec: number;
  readonly randomRoundsPerSec: number;
  readonly meanActionsPerRound: number;
}

function deals(seats: number, count: number): RoyalLinesState[] {
  return Array.from({ length: count }, (_, i) => royalLines.setup(royalLines.defaultOptions(), seats, i + 1));
}

/** Random legal actions to the scoring; returns the actions taken. */
function playRandomRound(state: RoyalLinesState, seed: number): number {
  const holder = { rng: seedRng(seed) };
  let actions = 0;
  while (state.phase === 'promise' || state.phase === 'choice') {
    const seat = royalLines.activeSeats(state)[0]!;
    const legal = royalLines.legalActions(state, seat);
    applyFast(royalLines, state, seat, legal[randomInt(holder, 0, legal.length - 1)]!);
    actions++;
  }
  return actions;
}

type Ask = (state: RoyalLinesState, seat: number, legal: readonly RoyalLinesAction[], seed: number) => RoyalLinesAction;

/** As the sim command asks a bot: from the position when it can read it there. */
const askAsTheSim: Ask = (state, seat, legal, seed) => botChoice(royalLines, heuristicBot, { state, seat, legal, seed });
/** As the table asks a bot: with its seat's view. */
const askAsTheTable: Ask = (state, seat, legal, seed) => heuristicBot.choose({ view: royalLines.view(state, seat), seat, legal, seed });

/** The heuristic bot in every seat, asked by `ask`; returns the actions taken. */
function playHeuristicRound(state: RoyalLinesState, seed: number, ask: Ask): number {
  let actions = 0;
  while (state.phase === 'promise' || state.phase === 'choice') {
    const seat = royalLines.activeSeats(state)[0]!;
    const legal = royalLines.legalActions(state, seat);
    applyFast(royalLines, state, seat, ask(state, seat, legal, seed + actions));
    actions++;
  }
  return actions;
}

/** Processor time each of the two figures judged against the target is measured over, ms. */
const TIMED_CPU_MS = 2000;

export function royalLinesRounds(seats: number, rounds: number): RoundThroughput {
  const starts = deals(seats, rounds);
  let actions = 0;
  for (const start of starts) actions += playRandomRound(mutableCopy(start), 1);
  const plannerPass = () => {
    for (const start of starts) playOutRound(mutableCopy(start));
    return starts.length;
  };
  const heuristicPass = () => {
    starts.forEach((start, i) => playHeuristicRound(mutableCopy(start), i, askAsTheSim));
    return starts.length;
  };
  // Steady state: the first passes run before the optimising compiler has caught up.
  // Two seconds each: on a virtual machine the same pass runs at two thirds of its speed now and then, and a few passes caught such a spell or not.
  warmUp(plannerPass);
  const planner = timeForCpu(plannerPass, TIMED_CPU_MS);
  warmUp(heuristicPass);
  const heuristic = timeForCpu(heuristicPass, TIMED_CPU_MS);
  const fromViewsPass = () => {
    starts.forEach((start, i) => playHeuristicRound(mutableCopy(start), i, askAsTheTable));
    return starts.length;
  };
  warmUp(fromViewsPass);
  const fromViews = timeRunsCpu(fromViewsPass, 0, 2);
  const random = timeRunsCpu(() => {
    starts.forEach((start, i) => playRandomRound(mutableCopy(start), i));
    return starts.length;
  }, 1, 3);
  return {
    seats,
    rounds: planner.units,
    plannerRoundsPerSec: Math.round(perSecond(planner)),
    plannerRoundsPerCpuSec: Math.round(perCpuSecond(planner)),
    heuristicBotRoundsPerCpuSec: Math.round(perCpuSecond(heuristic)),
    heuristicBotFromViewRoundsPerCpuSec: Math.round(perCpuSecond(fromViews)),
    randomRoundsPerSec: Math.round(perSecond(random)),
    meanActionsPerRound: Math.round((actions / starts.length) * 10) / 10,
  };
}
