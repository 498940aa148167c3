import { describe, expect, it } from 'vitest';
import { GameRecord, MAIN_LINE, type Cursor } from '../../core/record';
import { recordToReplay, replayToRecord } from '../../core/replay-file';
import { findGame } from '../index';
import { royalSuit } from './index';
import type { RoyalSuitAction, RoyalSuitOptions, RoyalSuitState } from './types';

/** A random game played through the record, where every action is applied to an immer draft. */
function recordedGame(seed: number, options: RoyalSuitOptions): { record: GameRecord<RoyalSuitState, RoyalSuitAction>; cursor: Cursor } {
  const players = [0, 1].map((i) => ({ name: `Player ${i + 1}`, bot: 'random' }));
  const record = GameRecord.start<RoyalSuitState, RoyalSuitAction>(royalSuit, options, players, seed);
  let cursor: Cursor = { line: MAIN_LINE, step: 0 };
  for (let n = 0; n < 2000; n++) {
    const state = record.stateAt(cursor);
    if (royalSuit.outcome(state)) break;
    const seat = royalSuit.activeSeats(state)[0]!;
    const legal = royalSuit.legalActions(state, seat);
    const action = royalSuit.bots[0]!.choose({ view: royalSuit.view(state, seat), seat, legal, seed: n });
    const result = record.play(cursor, seat, action);
    if (!result.ok) throw new Error(result.reason);
    cursor = result.cursor;
  }
  return { record, cursor };
}

describe('Royal Suit in a game record', () => {
  it('is registered after Royal Lock', () => {
    expect(findGame('royal-suit')).toBe(royalSuit);
  });

  it.each([
    [3, 'standard'],
    [4, 'long'],
  ] as const)('plays seed %i (%s deck) to the end, keeping every card and telling every step', (seed, deck) => {
    const { record, cursor } = recordedGame(seed, { ...royalSuit.defaultOptions(), deck });
    expect(royalSuit.outcome(record.stateAt(cursor))).not.toBeNull();
    const size = deck === 'long' ? 52 : 32;
    for (const step of record.history(cursor.line)) {
      expect(step.text.length).toBeGreaterThan(10);
      const cards = royalSuit.allCards(step.state);
      expect(new Set(cards).size).toBe(size);
    }
  });

  it('saves to a replay file and rebuilds the same game from it', () => {
    const { record, cursor } = recordedGame(5, { ...royalSuit.defaultOptions(), blackRoyal: 'JC', redRoyal: 'KD', topCards: 'open' });
    const file = recordToReplay(record, { cursor, savedAt: '2024-01-01T00:00:00.000Z' });
    const loaded = replayToRecord(JSON.parse(JSON.stringify(file)), findGame);
    expect(loaded.cursor).toEqual(cursor);
    expect(loaded.record.stateAt(cursor)).toEqual(record.stateAt(cursor));
  });
});
