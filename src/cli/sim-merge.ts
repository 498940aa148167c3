/**
 * `sim-merge`: the report of a whole series from the JSON reports of its
 * shards (`sim --shard i/n --json`), run on one machine or many. The shards
 * must be of one series and cover it exactly once. A whole run's report
 * (`sim --json` without --shard) counts as the one part of its series.
 *
 * For a study report, runs that differ in their options alone are grouped by
 * their options, and each group is merged into its own series' report.
 */
import { z } from 'zod';
import { quotePath, quoteUntrusted } from '../engine/core/quote';
import { listWords } from '../engine/core/words';
import { megabytes, readTextLimited } from '../main/files/read-limited';
import { CommandError } from './replay-commands';
import { shardRange, simReport, type SimReport } from './sim';
import { findGame } from '../engine/games';
import { mergeTallies, type SimTally } from './sim-stats';

const MAX_REPORT_BYTES = 1024 * 1024;
/** As many parts as `sim --shard` accepts. */
const MAX_SHARDS = 100_000;
const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

const tallySchema = z.object({
  games: count,
  totalActions: count,
  minActions: count,
  maxActions: count,
  unfinished: count,
  /** Outcome labels are short stable words ("win", "supporters"); the merged report prints them as they are. */
  outcomes: z.record(z.string().regex(/^[a-z][a-z0-9-]{0,39}$/), count),
  winsBySeat: z.array(count).max(16),
  shareUnitsBySeat: z.array(count).max(16),
  actionCounts: z.record(z.string().regex(/^\d{1,15}$/), count),
  scoreCountsBySeat: z.array(z.record(z.string().regex(/^-?\d{1,15}$/), count)).max(16),
});

const shardReportSchema = z.object({
  game: z.string().max(40),
  seed: count,
  players: z.number().int().min(1).max(16),
  bots: z.array(z.string().max(40)).max(16),
  options: z.record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean()])),
  maxActionLimit: count,
  seriesGames: count,
  shard: z.object({ index: z.number().int().min(1).max(MAX_SHARDS), count: z.number().int().min(1).max(MAX_SHARDS) }).nullable(),
  tally: tallySchema,
  elapsedMs: z.number().min(0).max(1e12),
});

type ShardReport = Omit<z.output<typeof shardReportSchema>, 'shard'> & { readonly shard: { readonly index: number; readonly count: number } };

/** A report made before the tally counted lengths and points, which cannot give the spreads a merged report shows. */
function isOlderReport(json: unknown): boolean {
  const tally = (json as { tally?: unknown } | null)?.tally;
  return typeof tally === 'object' && tally !== null && !('actionCounts' in tally);
}

async function readShard(path: string): Promise<ShardReport> {
  const read = await readTextLimited(path, MAX_REPORT_BYTES, (size) => `${quotePath(path)} is too large for a sim report (${megabytes(size)})`);
  if (!read.ok) throw new CommandError(read.message);
  const text = read.text;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CommandError(`${quotePath(path)} is not JSON: write each shard with sim --shard i/n --json`);
  }
  if (isOlderReport(json)) {
    throw new CommandError(`${quotePath(path)} was written by an older version that did not count game lengths and points: run that part again`);
  }
  const parsed = shardReportSchema.safeParse(json);
  if (!parsed.success) throw new CommandError(`${quotePath(path)} is not the JSON report of a sim shard: write each shard with sim --shard i/n --json`);
  return { ...parsed.data, shard: parsed.data.shard ?? { index: 1, count: 1 } };
}

/** What makes two shards parts of one series, each with its name in a message. */
const SERIES_FIELDS: readonly (readonly [string, (report: ShardReport) => unknown])[] = [
  ['game', (r) => r.game],
  ['seed', (r) => r.seed],
  ['number of players', (r) => r.players],
  ['bots', (r) => r.bots],
  ['options', (r) => Object.entries(r.options).sort(([a], [b]) => (a < b ? -1 : 1))],
  ['action limit', (r) => r.maxActionLimit],
  ['number of games in the series', (r) => r.seriesGames],
  ['number of parts', (r) => r.shard.count],
];

/** What two shards disagree on, as the words of a message; empty when they are parts of one series. */
function seriesDifferences(a: ShardReport, b: ShardReport): string[] {
  return SERIES_FIELDS.filter(([, field]) => JSON.stringify(field(a)) !== JSON.stringify(field(b))).map(([name]) => name);
}

interface Part {
  readonly path: string;
  readonly report: ShardReport;
}

/** The parts of one series added up into its report. */
function mergeSeries(parts: readonly Part[]): SimReport {
  const first = parts[0]!.report;
  const shown = (i: number) => quotePath(parts[i]!.path);
  parts.forEach(({ report }, i) => {
    const differences = seriesDifferences(first, report);
    if (differences.length) {
      throw new CommandError(`${shown(0)} and ${shown(i)} are not parts of one series: they differ in ${listWords(differences)}`);
    }
  });
  const seen = new Map<number, number>();
  for (const [i, { report: shard }] of parts.entries()) {
    const { index, count: parts } = shard.shard;
    const { from, to } = shardRange(shard.seriesGames, shard.shard);
    const seats = [shard.tally.winsBySeat, shard.tally.shareUnitsBySeat, shard.tally.scoreCountsBySeat].every((bySeat) => bySeat.length === shard.players);
    const fits = index >= 1 && index <= parts && shard.tally.games === to - from && seats;
    if (!fits) throw new CommandError(`${shown(i)} does not add up: its part number, game count or seats disagree with its series`);
    const twin = seen.get(index);
    if (twin !== undefined) throw new CommandError(`${shown(twin)} and ${shown(i)} are both part ${index} of ${parts}: give each part once`);
    seen.set(index, i);
  }
  const missing = Array.from({ length: first.shard.count }, (_, i) => i + 1).filter((i) => !seen.has(i));
  if (missing.length) throw new CommandError(`part${missing.length === 1 ? '' : 's'} ${missing.slice(0, 10).join(', ')} of ${first.shard.count} ${missing.length === 1 ? 'is' : 'are'} missing`);
  const tally = parts.map((part) => part.report.tally as SimTally).reduce(mergeTallies);
  if (tally.games !== first.seriesGames) throw new CommandError(`the parts hold ${tally.games} games, but the series has ${first.seriesGames}`);
  if (!findGame(first.game)) throw new CommandError(`the reports are of a game this version does not know: ${quoteUntrusted(first.game, 40)}`);
  const { game, seed, players, bots, options } = first;
  // The time is what the parts took together, on however many machines they ran.
  const elapsedMs = parts.reduce((sum, part) => sum + part.report.elapsedMs, 0);
  return simReport({ game, games: first.seriesGames, seed, players, bots, options, maxActions: first.maxActionLimit }, tally, null, elapsedMs);
}

async function readParts(paths: readonly string[]): Promise<Part[]> {
  const reports = await Promise.all(paths.map(readShard));
  return reports.map((report, i) => ({ path: paths[i]!, report }));
}

export async function mergeReports(paths: readonly string[]): Promise<SimReport> {
  return mergeSeries(await readParts(paths));
}

function optionsKey(report: ShardReport): string {
  return JSON.stringify(Object.entries(report.options).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** What runs compared side by side must share: all a series is made of but its options and how it was split. */
const COMPARED_FIELDS = new Set(['options', 'number of parts']);

/**
 * The runs grouped by their options, each group merged into its series' report, in the order the groups were
 * first given. Runs that differ in more than their options are refused: a comparison must vary one thing.
 */
export async function mergeByOptions(paths: readonly string[]): Promise<SimReport[]> {
  const parts = await readParts(paths);
  const groups = new Map<string, Part[]>();
  for (const part of parts) {
    const key = optionsKey(part.report);
    const group = groups.get(key);
    if (group) group.push(part);
    else groups.set(key, [part]);
  }
  const first = parts[0]!;
  for (const part of parts) {
    const differences = seriesDifferences(first.report, part.report).filter((name) => !COMPARED_FIELDS.has(name));
    if (differences.length) {
      throw new CommandError(`${quotePath(first.path)} and ${quotePath(part.path)} differ in ${listWords(differences)}: runs compared side by side may differ in their options alone`);
    }
  }
  return [...groups.values()].map(mergeSeries);
}
