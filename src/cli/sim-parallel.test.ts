import { describe, expect, it } from 'vitest';
import { workerCount } from './sim-parallel';

describe('workerCount', () => {
  it.each([
    { case: 'one per core when not asked', requested: null, games: 1000, cores: 8, workers: 8 },
    { case: 'as many as asked', requested: 3, games: 1000, cores: 8, workers: 3 },
    { case: 'never more than the cores', requested: 256, games: 1000, cores: 2, workers: 2 },
    { case: 'never more than the games', requested: 8, games: 3, cores: 8, workers: 3 },
    { case: 'one on one core', requested: 4, games: 1000, cores: 1, workers: 1 },
    { case: 'at least one, even for no games', requested: null, games: 0, cores: 4, workers: 1 },
  ])('$case', ({ requested, games, cores, workers }) => {
    expect(workerCount(requested, games, cores)).toBe(workers);
  });
});
