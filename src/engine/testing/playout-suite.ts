/**
 * Registers the random-playout checks of playout.ts as vitest tests: one test
 * per config, each playing its share of the seeded games. A game joins with
 * a single call from a `*.test.ts` file beside its rules.
 */
import { describe, expect, it } from 'vitest';
import type { BaseAction, BaseState, GameDefinition, OptionValues } from '../core/game';
import { configLabel, gamesForConfig, runSeries, type PlayoutSettings } from './playout';

export interface PlayoutSuiteSettings<S, A> extends PlayoutSettings<S, A> {
  /** Per-config test timeout in ms (default 120 000): the series is long by design. */
  readonly timeout?: number;
}

export function describePlayouts<S extends BaseState, A extends BaseAction, O extends OptionValues, V>(
  game: GameDefinition<S, A, O, V>,
  settings: PlayoutSuiteSettings<S, A>,
): void {
  describe(`${game.title}: random playouts`, () => {
    settings.configs.forEach((config, index) => {
      const count = gamesForConfig(settings, index);
      it(
        `${configLabel(config)}: ${count} seeded games keep every invariant`,
        () => {
          const summary = runSeries(game, settings, index);
          expect(summary.games).toBe(count);
          // A series where no game ever ends would prove nothing about endings.
          expect(summary.finished).toBeGreaterThan(0);
          expect(summary.recorded).toBeGreaterThan(0);
          const missing = (config.expectCoverage ?? []).filter((tag) => !summary.coverage[tag]);
          expect(missing, `never reached: ${missing.join(', ')}; reached: ${JSON.stringify(summary.coverage)}`).toEqual([]);
        },
        settings.timeout ?? 120_000,
      );
    });
  });
}
