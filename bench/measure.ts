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
