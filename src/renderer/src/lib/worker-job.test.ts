import { describe, expect, it } from 'vitest';
import { JobCancelled, jobRunner } from './worker-job';

/** Where no worker can start (as here, with no Worker at all), a job works on this thread, an item per task. */
const squares = jobRunner<{ n: number }, number>({
  name: 'The squares',
  start: () => {
    throw new Error('no workers here');
  },
  count: (request) => request.n,
  workOne: (_request, index) => index * index,
});

describe('a job of work items', () => {
  it('works every item in order and tells each as it is made', async () => {
    const told: [number, number][] = [];
    const job = squares({ n: 5 }, (item, index) => told.push([index, item]));
    await expect(job.done).resolves.toEqual([0, 1, 4, 9, 16]);
    expect(told).toEqual([
      [0, 0],
      [1, 1],
      [2, 4],
      [3, 9],
      [4, 16],
    ]);
  });

  it('stops when cancelled, saying what was cancelled, and tells nothing more', async () => {
    const told: number[] = [];
    const job = squares({ n: 1000 }, (_item, index) => {
      told.push(index);
      if (index === 2) job.cancel();
    });
    await expect(job.done).rejects.toThrow(new JobCancelled('The squares'));
    expect(told).toEqual([0, 1, 2]);
  });
});
