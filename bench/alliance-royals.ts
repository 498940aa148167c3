/**
 * Alliance Royals on the fast path: complete rounds per second with the
 * heuristic bot in every seat, and bot match-ups over complete games. Bots are
 * asked as the sim command asks them (botChoice).
 *
 *   npx tsx bench/alliance-royals.ts --matchup search heuristic 1000 [first seed]
 *
 * plays that many complete games, the first bot in seats 1 & 3 for half of
 * them and in seats 2 & 4 for the other half, and prints the wins.
 */
import { applyFast, botChoice, type BotSpec } from '../src/engine/core/game';
import { allianceRoyals, type AllianceRoyalsAction, type AllianceRoyalsOptions, type AllianceRoyalsState, type AllianceRoyalsView } from '../src/engine/games/alliance-royals';

type Bot = BotSpec<AllianceRoyalsView, AllianceRoyalsAction, AllianceRoyalsState>;

function bot(id: string): Bot {
  const found = allianceRoyals.bots.find((entry) => entry.id === id);
  if (!found) throw new Error(`no bot ${id}`);
  return found;
}

/** Plays on until `stop` says so; returns the number of actions. */
function play(state: AllianceRoyalsState, seats: readonly Bot[], seed: number, stop: (state: AllianceRoyalsState) => boolean): number {
  let actions = 0;
  while (!stop(state)) {
    const seat = allianceRoyals.activeSeats(state)[0];
    if (seat === undefined) break;
    const legal = allianceRoyals.legalActions(state, seat);
    const action = botChoice(allianceRoyals, seats[seat]!, { state, seat, legal, seed: seed * 7919 + actions });
    applyFast(allianceRoyals, state, seat, action);
    actions++;
    if (actions > 200_000) throw new Error(`game ${seed} does not end`);
  }
  return actions;
}

/** Complete rounds with the heuristic bot in every seat. */
export function allianceRoyalsRounds(rounds: number): { rounds: number; ms: number; perSecond: number; actions: number } {
  const heuristic = bot('heuristic');
  const seats = [heuristic, heuristic, heuristic, heuristic];
  const started = performance.now();
  let actions = 0;
  for (let n = 0; n < rounds; n++) {
    const state = allianceRoyals.setup(allianceRoyals.defaultOptions(), 4, n + 1);
    actions += play(state, seats, n + 1, (s) => s.phase === 'scored' || s.phase === 'over');
  }
  const ms = performance.now() - started;
  return { rounds, ms, perSecond: (rounds * 1000) / ms, actions };
}

export interface Matchup {
  readonly games: number;
  readonly firstWins: number;
  readonly secondWins: number;
  readonly draws: number;
  readonly rounds: number;
  readonly ms: number;
}

/** Complete games between two bots, each alliance played by one bot, seats swapped every other game. */
export function matchup(first: string, second: string, games: number, options: Partial<AllianceRoyalsOptions> = {}, seed = 1): Matchup {
  const a = bot(first);
  const b = bot(second);
  const started = performance.now();
  let firstWins = 0;
  let secondWins = 0;
  let draws = 0;
  let rounds = 0;
  for (let n = 0; n < games; n++) {
    const swap = n % 2 === 1;
    const seats = swap ? [b, a, b, a] : [a, b, a, b];
    const state = allianceRoyals.setup(allianceRoyals.optionsSchema.parse(options), 4, seed + n);
    play(state, seats, seed + n, (s) => s.phase === 'over');
    rounds += state.history.length;
    const winners = state.end!.winners;
    if (winners.length === 4) draws++;
    else if ((winners[0]! % 2 === 0) !== swap) firstWins++;
    else secondWins++;
  }
  return { games, firstWins, secondWins, draws, rounds, ms: performance.now() - started };
}

// Run as a script, also as an esbuild bundle (alliance-royals.mjs) that spares tsx's start-up in long series.
if (/alliance-royals\.(ts|mjs)$/.test(process.argv[1] ?? '')) {
  const args = process.argv.slice(2);
  if (args[0] === '--matchup') {
    const [, first = 'search', second = 'heuristic', count = '100', seed = '1'] = args;
    const result = matchup(first, second, Number(count), {}, Number(seed));
    process.stdout.write(`${JSON.stringify({ first, second, ...result })}\n`);
  } else {
    process.stdout.write(`${JSON.stringify(allianceRoyalsRounds(Number(args[0] ?? 200)))}\n`);
  }
}
