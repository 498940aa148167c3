/** Timing helpers: a warmed-up repeat timer and summary statistics. */

export interface Timing {
  /** Units of work done in the measured runs. */
  readonly units: number;
  readonly ms: number;
}

/** Runs `work` `warmups` times untimed, then `runs` times timed; `work` returns the units it did. */
export function timeRuns(work: () => number, warmups: number, runs: number): Timing {
  for (let i = 0; i < warmups; i++) work();
  let units = 0;
  const start = performance.now();
  for (let i = 0; i < runs; i++) units += work();
  return { units, ms: performance.now() - start };
}

export function perSecond(timing: Timing): number {
  return timing.units / (timing.ms / 1000);
}

export function mean(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

/** The value below which `fraction` of the values fall (nearest rank). */
export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index]!;
}

/** Processor time the process has used since `since` (user and system), ms: one core's work, whatever else the machine runs. */
export function cpuMsSince(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

export interface CpuTiming extends Timing {
  /** Processor time of the measured runs, ms. */
  readonly cpuMs: number;
}

/** timeRuns, also counting the processor time of the measured runs. */
export function timeRunsCpu(work: () => number, warmups: number, runs: number): CpuTiming {
  for (let i = 0; i < warmups; i++) work();
  let units = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < runs; i++) units += work();
  return { units, ms: performance.now() - start, cpuMs: cpuMsSince(cpu) };
}

export function perCpuSecond(timing: CpuTiming): number {
  return timing.units / (timing.cpuMs / 1000);
}

/**
 * Processor time spent untimed before a figure is measured. On a crowded machine the
 * optimising compiler, which works in a thread of its own, can take over a second to
 * catch up: with a fixed few passes some runs were timed half compiled, at half speed.
 */
export const WARM_UP_CPU_MS = 1500;

/** Runs `work` untimed at least twice and until `cpuMs` of processor time has gone into it. */
export function warmUp(work: () => number, cpuMs = WARM_UP_CPU_MS): void {
  const start = process.cpuUsage();
  for (let passes = 0; passes < 2 || cpuMsSince(start) < cpuMs; passes++) work();
}

/**
 * Runs `work` timed until at least `cpuMs` of processor time has gone into it. A block
 * of a few milliseconds is mostly other threads' time: process.cpuUsage counts the whole
 * process, the compiler's and the collector's helper threads with it.
 */
export function timeForCpu(work: () => number, cpuMs: number): CpuTiming {
  let units = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  do units += work();
  while (cpuMsSince(cpu) < cpuMs);
  return { units, ms: performance.now() - start, cpuMs: cpuMsSince(cpu) };
}
