/**
 * `npm run bench`: how fast the engine plays Royal Lock on the recorded path
 * (GameRecord + immer, what the app does for every move) and on the fast path
 * (plain state mutated in place, what bots and simulations do), how fast a
 * 10,000-action replay opens (every step proven against its fingerprint) and
 * reaches any step, how fast the Royal Suit solver searches and solves the
 * example puzzles, how many complete rounds or games of the other games the
 * fast path plays per second, how long every bot takes over a move, and how
 * long the game review takes over each game's example and a long game, how
 * fast the knowledge ledger answers at any step, and how long 200 what-if
 * re-deals take to play out. `--json` prints one JSON object.
 *
 * The speed targets are judged per core (processor time), since the bench
 * shares a 2-core machine with other work; clock times are printed beside them.
 */
import { allBotMoveTimes, defaultBotVariantTimes } from './bot-moves';
import { comparePaths, recordedThroughput, fastThroughput, seekTimes } from './benchmarks';
import { openedRecord, openTimes, replayTextOf, windowLoadTimes } from './replay-open';
import { findLongGame } from './long-game';
import { measureIsolated } from './isolated';
import type { RoundThroughput } from './royal-lines';
import { royalsGames } from './royals';
import { allianceRoyalsRounds } from './alliance-royals';
import { exampleSolves, solverThroughput } from './solver';
import { exampleMeetsFirstJudgement, exampleMeetsWhole, printReviewBench, reviewBench, reviewBenchJson, TARGET_EXAMPLE_S, TARGET_FIRST_MARK_S } from './review';
import { MAIN_LINE, type GameRecord } from '../src/engine/core/record';
import { exampleLedgerTimes, ledgerJson, ledgerMeetsTarget, ledgerTimes, printKnowledgeBench, TARGET_LEDGER_MS, whatIfBench, whatIfJson } from './knowledge';

const RECORD_LENGTH = 10_000;
const SEEK_SAMPLES = 10_000;
const LEDGER_SAMPLES = 1000;
const TARGET_RATIO = 100;
const TARGET_SEEK_MS = 1;
const TARGET_OPEN_MS = 300;
const TARGET_LINES_ROUNDS = 5000;
const TARGET_BOT_P95_MS = 300;
const OPEN_RUNS = 5;
const LINES_SEATS = 4;
const LINES_ROUNDS = 500;
// Each timed block of a path long enough that the process's helper threads are a small part of its processor time.
const FAST_BLOCK_CPU_MS = 400;
const RECORDED_BLOCK_CPU_MS = 1500;
const PATH_ROUNDS = 5;

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

log('Fast path and recorded path, each in a worker of its own…');
const paths = await comparePaths(game, PATH_ROUNDS, FAST_BLOCK_CPU_MS, RECORDED_BLOCK_CPU_MS);
log('Recorded path (GameRecord.play, immer)…');
const recorded = recordedThroughput(game, 3);
log('Fast path (applyFast on a plain state)…');
const fast = fastThroughput(game, 20);
log(`Seeking ${SEEK_SAMPLES} random steps…`);
const record = recorded.record as unknown as GameRecord;
const seek = seekTimes(record, MAIN_LINE, SEEK_SAMPLES, 7);
log(`Opening the game as a replay file, ${OPEN_RUNS} times…`);
const replayText = replayTextOf(record);
const open = openTimes(replayText, OPEN_RUNS);
log(`The window's part of opening it in the app, ${OPEN_RUNS} times…`);
const windowLoad = windowLoadTimes(replayText, OPEN_RUNS);
log(`Seeking ${SEEK_SAMPLES} random steps of the opened replay (states rebuilt on demand)…`);
const openedSeek = seekTimes(openedRecord(replayText), MAIN_LINE, SEEK_SAMPLES, 11);
log(`Royal Lines: ${LINES_ROUNDS} complete rounds of ${LINES_SEATS} players on the fast path, in a worker of its own…`);
const lines = await measureIsolated<RoundThroughput>({ kind: 'royal-lines', seats: LINES_SEATS, rounds: LINES_ROUNDS });
log('Royals: 300 complete games on the fast path…');
const royalsFast = royalsGames(300);
const alliance = allianceRoyalsRounds(50);
log('Bot moves: every bot of every game in every seat…');
const botMoves = allBotMoveTimes(undefined, log);
const slowestBot = botMoves.reduce((worst, b) => (b.cpu.p95 > worst.cpu.p95 ? b : worst));
log('Bot moves under the other rules: each game\'s default bot with each option changed…');
const variantBotMoves = defaultBotVariantTimes(undefined, log);
const slowestVariant = variantBotMoves.reduce((worst, b) => (b.cpu.p95 > worst.cpu.p95 ? b : worst));

log('Royal Suit solver: searching deals from the set-up position…');
const solver = solverThroughput();
log('Royal Suit solver: solving the example puzzles…');
const examples = await exampleSolves();
const review = await reviewBench(log);
const reviewedExamples = review.examples.filter((example) => example.reviewed);
log(`Knowledge ledger at ${LEDGER_SAMPLES.toLocaleString('en')} random steps of the opened replay, after the first walk to its end…`);
const ledger = ledgerTimes(openedRecord(replayText), LEDGER_SAMPLES, 13);
log('Knowledge ledger over each told example…');
const exampleLedgers = exampleLedgerTimes(200);
log('What-if: re-deals of a four-seat Royal Lines game played out by the default bots…');
const whatIf = await whatIfBench(log);

const ratio = fast.actionsPerSec / recorded.throughput.actionsPerSec;
const result = {
  game: 'royal-lock',
  record: { seed: game.seed, seats: game.seats, options: game.options, actions: record.lastStep(MAIN_LINE), seedsTried: game.seedsTried },
  recordedActionsPerSec: Math.round(recorded.throughput.actionsPerSec),
  fastActionsPerSec: Math.round(fast.actionsPerSec),
  fastOverRecorded: round(ratio),
  perCore: {
    fastActionsPerCpuSec: Math.round(paths.fastPerCpuSec),
    recordedActionsPerCpuSec: Math.round(paths.recordedPerCpuSec),
    fastOverRecorded: round(paths.ratio),
    fastOverRecordedRange: [round(paths.lowestRatio), round(paths.highestRatio)],
  },
  openReplay: { actions: open.actions, bytes: open.bytes, runs: open.runs, medianMs: round(open.medianMs), minMs: round(open.minMs), medianCpuMs: round(open.medianCpuMs) },
  windowLoad: { runs: windowLoad.runs, medianMs: round(windowLoad.medianMs), minMs: round(windowLoad.minMs), medianCpuMs: round(windowLoad.medianCpuMs) },
  openedSeek: { samples: openedSeek.samples, meanUs: round(openedSeek.meanUs, 2), p99Us: round(openedSeek.p99Us, 2), maxUs: round(openedSeek.maxUs, 2) },
  botMoves,
  variantBotMoves,
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
  review: reviewBenchJson(review),
  knowledge: { record: ledgerJson(ledger), examples: exampleLedgers.map(ledgerJson), whatIf: whatIfJson(whatIf) },
  targets: {
    fastOverRecordedPerCore: { target: `>= ${TARGET_RATIO}`, met: paths.ratio >= TARGET_RATIO },
    seekP99Ms: { target: `< ${TARGET_SEEK_MS}`, met: seek.p99Us / 1000 < TARGET_SEEK_MS },
    openedSeekP99Ms: { target: `< ${TARGET_SEEK_MS}`, met: openedSeek.p99Us / 1000 < TARGET_SEEK_MS },
    openReplayCpuMs: { target: `< ${TARGET_OPEN_MS}`, met: open.medianCpuMs < TARGET_OPEN_MS },
    royalLinesRoundsPerCpuSec: { target: `>= ${TARGET_LINES_ROUNDS}`, met: lines.plannerRoundsPerCpuSec >= TARGET_LINES_ROUNDS },
    royalLinesBotContractRoundsPerCpuSec: { target: `>= ${TARGET_LINES_ROUNDS}`, met: lines.heuristicBotRoundsPerCpuSec >= TARGET_LINES_ROUNDS },
    botMoveP95CpuMs: { target: `< ${TARGET_BOT_P95_MS}`, met: slowestBot.cpu.p95 < TARGET_BOT_P95_MS },
    variantBotMoveP95CpuMs: { target: `< ${TARGET_BOT_P95_MS}`, met: slowestVariant.cpu.p95 < TARGET_BOT_P95_MS },
    reviewExampleCpuS: { target: `< ${TARGET_EXAMPLE_S}`, met: reviewedExamples.every(exampleMeetsWhole) },
    reviewFirstJudgementCpuS: { target: `< ${TARGET_FIRST_MARK_S}`, met: reviewedExamples.every(exampleMeetsFirstJudgement) },
    ledgerAnyStepMs: { target: `< ${TARGET_LEDGER_MS}`, met: ledgerMeetsTarget(ledger) },
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
  log(`Fast / recorded on the clock, one process: ${result.fastOverRecorded}x`);
  log(`Per core, each path in a worker of its own, the median of its blocks: fast ${result.perCore.fastActionsPerCpuSec.toLocaleString('en')}, recorded ${result.perCore.recordedActionsPerCpuSec.toLocaleString('en')} actions per processor second`);
  log(
    `Fast / recorded per core: ${result.perCore.fastOverRecorded}x, the median of ${PATH_ROUNDS} pairs of blocks timed in turn (${result.perCore.fastOverRecordedRange[0]}x to ${result.perCore.fastOverRecordedRange[1]}x) (target >= ${TARGET_RATIO}x: ${verdict(result.targets.fastOverRecordedPerCore.met)})`,
  );
  log(`Seek to a random step: mean ${result.seek.meanUs} µs, p99 ${result.seek.p99Us} µs, max ${result.seek.maxUs} µs over ${seek.samples} seeks (target p99 < ${TARGET_SEEK_MS} ms: ${verdict(result.targets.seekP99Ms.met)})`);
  log(
    `Open and verify the game as a replay file (${(open.bytes / 1e6).toFixed(2)} MB, ${open.actions} actions, every fingerprint checked): median ${result.openReplay.medianMs} ms on the clock, ${result.openReplay.medianCpuMs} ms of processor time (target < ${TARGET_OPEN_MS} ms: ${verdict(result.targets.openReplayCpuMs.met)})`,
  );
  log(
    `The window's part of opening it in the app (handed over proven, every step judged by the rules again, no fingerprint hashed twice): median ${result.windowLoad.medianMs} ms on the clock, ${result.windowLoad.medianCpuMs} ms of processor time`,
  );
  log(`Seek to a random step of the opened replay, rebuilt on demand: mean ${result.openedSeek.meanUs} µs, p99 ${result.openedSeek.p99Us} µs, max ${result.openedSeek.maxUs} µs (target p99 < ${TARGET_SEEK_MS} ms: ${verdict(result.targets.openedSeekP99Ms.met)})`);
  log(`Royal Suit solver: ${result.royalSuitSolver.positionsPerSec.toLocaleString('en')} positions/s (${solver.positions.toLocaleString('en')} positions over ${solver.deals} deals, ${solver.dealsSolved} solved from the deal)`);
  for (const e of result.royalSuitSolver.examples) {
    const answer = e.verdict === 'unknown' ? 'unknown' : `${e.verdict} in ${e.length}`;
    log(`  ${e.file}: ${answer}, ${e.nodes.toLocaleString('en')} positions, ${e.ms} ms`);
  }
  log(`Royals, complete games per second on the fast path: ${royalsFast.plannerGamesPerSec.toLocaleString('en')} with the planner in both seats (${royalsFast.meanPlannerActions} actions a game), ${royalsFast.randomGamesPerSec.toLocaleString('en')} with random legal play`);
  log(`Alliance Royals, complete rounds per second on the fast path with the heuristic bot in every seat: ${result.allianceRoyals.roundsPerSec} (${result.allianceRoyals.actionsPerRound} actions a round)`);
  log(`Royal Lines, ${lines.seats} players, complete rounds per second on the fast path: ${lines.plannerRoundsPerSec.toLocaleString('en')} with the planner in every seat, ${lines.randomRoundsPerSec.toLocaleString('en')} with random legal play (${lines.meanActionsPerRound} actions a round)`);
  log(
    `Royal Lines, ${lines.seats} players, heuristic bots in every seat, complete rounds per processor second (target >= ${TARGET_LINES_ROUNDS.toLocaleString('en')}): ${lines.plannerRoundsPerCpuSec.toLocaleString('en')} with the bot's planner reading the position, as the search bot's simulations play (${verdict(result.targets.royalLinesRoundsPerCpuSec.met)}); ${lines.heuristicBotRoundsPerCpuSec.toLocaleString('en')} with the heuristic bot asked through the bot contract as the sim command asks it, the legal moves listed and its action checked at every move (${verdict(result.targets.royalLinesBotContractRoundsPerCpuSec.met)}); ${lines.heuristicBotFromViewRoundsPerCpuSec.toLocaleString('en')} when its seat's view is built at every move, as the table asks it`,
  );
  log('Bot moves at default strength, processor ms per move (p50 / p95 / max), clock p95 in brackets:');
  for (const b of botMoves) log(`  ${b.game} / ${b.bot}, ${b.seats} seats, ${b.moves} moves: ${b.cpu.p50} / ${b.cpu.p95} / ${b.cpu.max} (${b.wall.p95})`);
  log(`Slowest bot at p95: ${slowestBot.game} / ${slowestBot.bot}, ${slowestBot.cpu.p95} ms (target < ${TARGET_BOT_P95_MS} ms: ${verdict(result.targets.botMoveP95CpuMs.met)})`);
  log('The default bot under each other choice of an option, processor ms per move (p50 / p95 / max):');
  for (const b of variantBotMoves) log(`  ${b.game} / ${b.bot}, ${b.variant!.key}=${String(b.variant!.value)}, ${b.moves} moves: ${b.cpu.p50} / ${b.cpu.p95} / ${b.cpu.max}`);
  log(
    `Slowest under another choice at p95: ${slowestVariant.game} / ${slowestVariant.bot} with ${slowestVariant.variant!.key}=${String(slowestVariant.variant!.value)}, ${slowestVariant.cpu.p95} ms (target < ${TARGET_BOT_P95_MS} ms: ${verdict(result.targets.variantBotMoveP95CpuMs.met)})`,
  );
  printReviewBench(review, log);
  printKnowledgeBench(ledger, exampleLedgers, whatIf, log);
}
if (!json) (await import('./puzzles')).printPuzzleBench(log);
