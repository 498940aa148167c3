/** Confidence intervals the engine's summaries share: the simulator's win rates and the what-if re-deals' odds. */

export interface RateInterval {
  /** The share of the trials won, or null with no trials: then nothing is known and the interval is all of 0 to 1. */
  readonly rate: number | null;
  /** The 95% confidence interval (Wilson score). */
  readonly low: number;
  readonly high: number;
}

/** z for a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/**
 * The Wilson score interval, which stays inside 0..1 and behaves at rates near
 * 0 or 1 and for small series, where the normal approximation does not.
 */
export function wilson95(successes: number, trials: number): RateInterval {
  // No trials tell nothing: no rate, and an interval of all of 0..1. A rate of 0 would read as a seat that never won.
  if (trials === 0) return { rate: null, low: 0, high: 1 };
  const p = successes / trials;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials);
  return { rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
