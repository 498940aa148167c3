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
