/**
 * Royal Lock's ceiling: the same deals played by the keeper, the planner and
 * the seer (the planner's reasoning with the red deck's order seen), and the
 * share of the keeper-to-seer gap the planner closes.
 *
 *   npx tsx bench/royal-lock-ceiling.ts --deals N [--from I] [--base 77] [--out FILE.jsonl]
 *   npx tsx bench/royal-lock-ceiling.ts report FILE.jsonl...
 *
 * Deal i is `seedFor(base, i)`, 2 seats, standard options, every seat played
 * by the bot under test and each move seeded as the sim command seeds it, so
 * the keeper's and planner's games are those of scripts/royal-lock-duel.ts.
 * One process plays the three bots deal by deal, so a run cut short still
 * pairs every deal it finished; --out keeps one JSON line per deal, and
 * `report` puts the files of several runs together (a series continued with --from).
 * Not part of `npm run bench`: the planner's games take about half a second
 * of processor time a deal.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { wilson95 } from '../src/engine/core/intervals';
import { seer } from '../src/engine/games/royal-lock/seer-bot';
import { pairedSummary, readResults, runWhenStarted, textFlag, wholeNumberFlag } from '../scripts/duel';
import { botById, playDeal } from '../scripts/royal-lock-duel';

export interface CeilingDeal {
  readonly base: number;
  readonly index: number;
  readonly keeper: boolean;
  readonly planner: boolean;
  readonly seer: boolean;
  /** Processor time each bot's choices took over the deal, ms. */
  readonly ms: { readonly keeper: number; readonly planner: number; readonly seer: number };
}

type Player = 'keeper' | 'planner' | 'seer';
const PLAYERS: readonly Player[] = ['keeper', 'planner', 'seer'];

export function playCeilingDeal(index: number, base: number): CeilingDeal {
  const keeper = playDeal(botById('keeper'), index, base);
  const planner = playDeal(botById('planner'), index, base);
  const seeing = seer();
  const seen = playDeal(seeing.bot, index, base, 2, seeing.see);
  return { base, index, keeper: keeper.win, planner: planner.win, seer: seen.win, ms: { keeper: keeper.botMs, planner: planner.botMs, seer: seen.botMs } };
}

/** The planner's gain over the keeper as a share of the seer's; null when the seer gains nothing to share. */
export function shareClosed(deals: readonly CeilingDeal[]): number | null {
  let planner = 0;
  let seerGain = 0;
  for (const deal of deals) {
    planner += Number(deal.planner) - Number(deal.keeper);
    seerGain += Number(deal.seer) - Number(deal.keeper);
  }
  return seerGain === 0 ? null : planner / seerGain;
}

/**
 * A 95% interval for the share closed by the paired bootstrap: the deals are
 * drawn again with replacement, each deal keeping its three results together,
 * and the share of each redraw is taken; the interval is their 2.5th to 97.5th
 * percentile. Seeded, so a run's figures can be given again.
 */
export function shareInterval(deals: readonly CeilingDeal[], redraws = 2000, seed = 49): { low: number; high: number } | null {
  if (deals.length === 0) return null;
  const generator = xoroshiro128plus(seed);
  const shares: number[] = [];
  for (let r = 0; r < redraws; r++) {
    const sample = Array.from({ length: deals.length }, () => deals[uniformInt(generator, 0, deals.length - 1)]!);
    const share = shareClosed(sample);
    if (share !== null) shares.push(share);
  }
  if (shares.length === 0) return null;
  shares.sort((a, b) => a - b);
  const at = (q: number) => shares[Math.min(shares.length - 1, Math.floor(q * shares.length))]!;
  return { low: at(0.025), high: at(0.975) };
}

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
const signed = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(1)}`;

export function ceilingReport(deals: readonly CeilingDeal[]): string {
  const lines = [`${deals.length} deals, each played by the keeper, the planner and the seer`];
  for (const player of PLAYERS) {
    const wins = deals.filter((deal) => deal[player]).length;
    const interval = wilson95(wins, deals.length);
    const ms = deals.reduce((sum, deal) => sum + deal.ms[player], 0) / Math.max(1, deals.length);
    lines.push(`${player}: ${wins} wins (${percent(interval.rate ?? 0)}, 95% ${percent(interval.low)} to ${percent(interval.high)}), ${ms.toFixed(0)} ms a deal`);
  }
  const pairs: [Player, Player][] = [['keeper', 'planner'], ['keeper', 'seer'], ['planner', 'seer']];
  for (const [a, b] of pairs) {
    const s = pairedSummary(deals.map((deal) => ({ a: deal[a], b: deal[b] })));
    lines.push(`${b} less ${a}: ${signed(s.difference)} points (95% ${signed(s.low)} to ${signed(s.high)}), ${s.onlyB} deals won by ${b} alone, ${s.onlyA} by ${a} alone`);
  }
  const share = shareClosed(deals);
  const interval = shareInterval(deals);
  lines.push(
    share === null
      ? 'share of the keeper-to-seer gap the planner closes: none to share (the seer won no more than the keeper)'
      : `share of the keeper-to-seer gap the planner closes: ${percent(share)}${interval ? ` (95% paired bootstrap ${percent(interval.low)} to ${percent(interval.high)})` : ''}`,
  );
  return lines.join('\n');
}

function main(args: readonly string[]): void {
  if (args[0] === 'report') {
    console.log(ceilingReport(readResults<CeilingDeal>(args.slice(1))));
    return;
  }
  const count = wholeNumberFlag(args, '--deals', 100);
  const from = wholeNumberFlag(args, '--from', 0);
  const base = wholeNumberFlag(args, '--base', 77);
  const out = textFlag(args, '--out', '');
  if (out) writeFileSync(out, '');
  const deals: CeilingDeal[] = [];
  const started = process.cpuUsage();
  for (let index = from; index < from + count; index++) {
    const deal = playCeilingDeal(index, base);
    deals.push(deal);
    if (out) appendFileSync(out, `${JSON.stringify(deal)}\n`);
    if (deals.length % 100 === 0 && deals.length < count) {
      const used = process.cpuUsage(started);
      console.log(`after ${deals.length} deals (${((used.user + used.system) / 1e6).toFixed(0)} s of processor time):`);
      console.log(ceilingReport(deals));
    }
  }
  const used = process.cpuUsage(started);
  console.log(`base ${base}, deals ${from} to ${from + count - 1}, ${((used.user + used.system) / 1e6).toFixed(0)} s of processor time`);
  console.log(ceilingReport(deals));
}

runWhenStarted('royal-lock-ceiling.ts', main);
