/**
 * `npm run bench`: how fast the engine plays Royal Lock on the recorded path
 * (GameRecord + immer, what the app does for every move) and on the fast path
 * (plain state mutated in place, what bots and simulations do), how fast
 * a 10,000-action record reaches any step, how fast the Royal Suit solver
 * searches and solves the example puzzles, and how many complete Royal Lines
 * rounds of 4 players the fast path plays per second. `--json` prints one JSON object.
 */
import { recordedThroughput, fastThroughput, seekTimes } from './benchmarks';
import { findLongGame } from './long-game';
import { royalLinesRounds } from './royal-lines';
import { royalsGames } from './royals';
import { allianceRoyalsRounds } from './alliance-royals';
import { exampleSolves, solverThroughput } from './solver';
import { MAIN_LINE, type GameRecord } from '../src/engine/core/record';

const RECORD_LENGTH = 10_000;
const SEEK_SAMPLES = 10_000;
const TARGET_RATIO = 50;
const TARGET_SEEK_MS = 1;
const LINES_SEATS = 4;
const LINES_ROUNDS = 500;

const json = process.argv.includes('--json');
const unknown = process.argv.slice(2).filter((arg) => arg !== '--json');
if (unknown.length) {
  process.stderr.write(`error: unknown argument ${unknown[0]}\nUsage: npm run bench [-- --json]\n`);
  process.exit(2);
}
const log = (line: string) => {
  if (!json) process.stdout.write(`${line}\n`);
};

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

log(`Finding a Royal Lock game of ${RECORD_LENGTH} actions…`);
let game: ReturnType<typeof findLongGame>;
try {
  game = findLongGame(RECORD_LENGTH, 200, log);
} catch (error) {
  process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
log(`  seed ${game.seed} (${game.seats} player, reach ${game.options.reach}), played in ${round(game.ms / 1000, 2)} s`);

log('Recorded path (GameRecord.play, immer)…');
const recorded = recordedThroughput(game, 3);
log('Fast path (applyFast on a plain state)…');
const fast = fastThroughput(game, 20);
log(`Seeking ${SEEK_SAMPLES} random steps…`);
const record = recorded.record as unknown as GameRecord;
const seek = seekTimes(record, MAIN_LINE, SEEK_SAMPLES, 7);
log(`Royal Lines: ${LINES_ROUNDS} complete rounds of ${LINES_SEATS} players on the fast path…`);
const lines = royalLinesRounds(LINES_SEATS, LINES_ROUNDS);
log('Royals: 300 complete games on the fast path…');
const royalsFast = royalsGames(300);
const alliance = allianceRoyalsRounds(50);

log('Royal Suit solver: searching deals from the set-up position…');
const solver = solverThroughput();
log('Royal Suit solver: solving the example puzzles…');
const examples = await exampleSolves();

const ratio = fast.actionsPerSec / recorded.throughput.actionsPerSec;
const result = {
  game: 'royal-lock',
  record: { seed: game.seed, seats: game.seats, options: game.options, actions: record.lastStep(MAIN_LINE), seedsTried: game.seedsTried },
  recordedActionsPerSec: Math.round(recorded.throughput.actionsPerSec),
  fastActionsPerSec: Math.round(fast.actionsPerSec),
  fastOverRecorded: round(ratio),
  seek: { samples: seek.samples, meanUs: round(seek.meanUs, 2), p99Us: round(seek.p99Us, 2), maxUs: round(seek.maxUs, 2) },
  royalSuitSolver: {
    positionsPerSec: Math.round(solver.positionsPerSec),
    positions: solver.positions,
    deals: solver.deals,
    dealsSolved: solver.dealsSolved,
    examples: examples.map((e) => ({ ...e, ms: round(e.ms, 1) })),
  },
  royalLines: lines,
  royals: royalsFast,
  allianceRoyals: { rounds: alliance.rounds, roundsPerSec: round(alliance.perSecond, 1), actionsPerRound: Math.round(alliance.actions / alliance.rounds) },
  targets: {
    fastOverRecorded: { target: `>= ${TARGET_RATIO}`, met: ratio >= TARGET_RATIO },
    seekP99Ms: { target: `< ${TARGET_SEEK_MS}`, met: seek.p99Us / 1000 < TARGET_SEEK_MS },
  },
};

if (json) {
  process.stdout.write(`${JSON.stringify(result)}\n`);
} else {
  const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');
  log('');
  log(`Record: one game of ${result.record.actions} actions (seed ${game.seed}).`);
  log(`Recorded path: ${result.recordedActionsPerSec.toLocaleString('en')} actions/s`);
  log(`Fast path:     ${result.fastActionsPerSec.toLocaleString('en')} actions/s`);
  log(`Fast / recorded: ${result.fastOverRecorded}x (target >= ${TARGET_RATIO}x: ${verdict(result.targets.fastOverRecorded.met)})`);
  log(`Seek to a random step: mean ${result.seek.meanUs} µs, p99 ${result.seek.p99Us} µs, max ${result.seek.maxUs} µs over ${seek.samples} seeks (target p99 < ${TARGET_SEEK_MS} ms: ${verdict(result.targets.seekP99Ms.met)})`);
  log(`Royal Suit solver: ${result.royalSuitSolver.positionsPerSec.toLocaleString('en')} positions/s (${solver.positions.toLocaleString('en')} positions over ${solver.deals} deals, ${solver.dealsSolved} solved from the deal)`);
  for (const e of result.royalSuitSolver.examples) {
    const answer = e.verdict === 'unknown' ? 'unknown' : `${e.verdict} in ${e.length}`;
    log(`  ${e.file}: ${answer}, ${e.nodes.toLocaleString('en')} positions, ${e.ms} ms`);
  }
  log(`Royals, complete games per second on the fast path: ${royalsFast.plannerGamesPerSec.toLocaleString('en')} with the planner in both seats (${royalsFast.meanPlannerActions} actions a game), ${royalsFast.randomGamesPerSec.toLocaleString('en')} with random legal play`);
  log(`Alliance Royals, complete rounds per second on the fast path with the heuristic bot in every seat: ${result.allianceRoyals.roundsPerSec} (${result.allianceRoyals.actionsPerRound} actions a round)`);
  log(`Royal Lines, ${lines.seats} players, complete rounds per second on the fast path: ${lines.plannerRoundsPerSec.toLocaleString('en')} with the planner in every seat, ${lines.randomRoundsPerSec.toLocaleString('en')} with random legal play (${lines.meanActionsPerRound} actions a round)`);
}
if (!json) (await import('./puzzles')).printPuzzleBench(log);
