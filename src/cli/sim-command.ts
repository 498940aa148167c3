/** `sim`: the series on every core unless told otherwise, with a progress line when stderr is a terminal. */
import { availableParallelism } from 'node:os';
import type { SimArgs } from './args';
import { runSim, type SimReport } from './sim';
import { resolveSim } from './sim-config';

export interface ProgressOutput {
  readonly isTTY?: boolean;
  write(text: string): unknown;
}

/** One line, redrawn in place, at most a few times a second. */
export function progressLine(
  output: ProgressOutput,
  now: () => number = () => performance.now(),
  command = 'sim',
  noun = 'games',
): { update(done: number, total: number): void; end(): void } {
  const started = now();
  let last = -Infinity;
  let drawn = false;
  return {
    update(done, total) {
      const at = now();
      if (at - last < 200 && done < total) return;
      last = at;
      drawn = true;
      const seconds = (at - started) / 1000;
      const left = done > 0 ? ` about ${Math.ceil(((total - done) * seconds) / done)} s left` : '';
      output.write(`\r\u001b[2K${command}: ${done} of ${total} ${noun} (${Math.floor((100 * done) / total)}%), ${seconds.toFixed(1)} s,${left}`);
    },
    end() {
      if (drawn) output.write('\r\u001b[2K');
    },
  };
}

export async function simCommand(args: SimArgs, stderr: ProgressOutput = process.stderr): Promise<SimReport> {
  const config = resolveSim(args);
  const jobs = args.jobs ?? availableParallelism();
  const progress = stderr.isTTY ? progressLine(stderr) : null;
  try {
    return await runSim(config, {
      shard: args.shard,
      parallel: { jobs, args },
      ...(progress ? { onProgress: progress.update } : {}),
    });
  } finally {
    progress?.end();
  }
}
