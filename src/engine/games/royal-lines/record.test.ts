import { describe, expect, it } from 'vitest';
import { GameRecord, MAIN_LINE, type Cursor } from '../../core/record';
import { recordToReplay, replayToRecord } from '../../core/replay-file';
import { royalLines } from './index';
import type { RoyalLinesAction, RoyalLinesState } from './types';

const lookup = (id: string) => (id === royalLines.id ? royalLines : undefined);
const random = royalLines.bots.find((bot) => bot.id === 'random')!;

/**
 * A random-bot match played through the record (every action applied to an
 * immer draft). Seats lay their promises in a changing order: the last seat
 * to choose is whichever comes last, not always the last seat.
 */
function recordedMatch(seed: number, seats: number): { record: GameRecord<RoyalLinesState, RoyalLinesAction>; cursor: Cursor } {
  const players = Array.from({ length: seats }, (_, i) => ({ name: `Player ${i + 1}`, bot: 'random' }));
  const record = GameRecord.start<RoyalLinesState, RoyalLinesAction>(royalLines, { target: 2 }, players, seed);
  let cursor: Cursor = { line: MAIN_LINE, step: 0 };
  for (let n = 0; n < 5000; n++) {
    const state = record.stateAt(cursor);
    if (royalLines.outcome(state)) break;
    const active = royalLines.activeSeats(state);
    const seat = active[n % active.length]!;
    const legal = royalLines.legalActions(state, seat);
    const action = random.choose({ view: royalLines.view(state, seat), seat, legal, seed: seed * 10_000 + n });
    const result = record.play(cursor, seat, action);
    if (!result.ok) throw new Error(result.reason);
    cursor = result.cursor;
  }
  return { record, cursor };
}

describe('Royal Lines in a game record', () => {
  it.each([
    [3, 2],
    [4, 3],
    [5, 5],
  ])('plays seed %i with %i seats to the end of the match, keeping every card and telling every step', (seed, seats) => {
    const { record, cursor } = recordedMatch(seed, seats);
    expect(royalLines.outcome(record.stateAt(cursor))).not.toBeNull();
    const deck = royalLines.allCards(record.initial).length;
    for (const step of record.history(cursor.line)) {
      expect(step.text.length).toBeGreaterThan(10);
      const cards = royalLines.allCards(step.state);
      expect(cards).toHaveLength(deck);
      expect(new Set(cards).size).toBe(deck);
    }
  });

  it('keeps every face-down promise out of the log until the reveal', () => {
    const { record, cursor } = recordedMatch(6, 4);
    for (const step of record.history(cursor.line)) {
      if (step.action.type !== 'promise' || !step.text.endsWith('.') || step.text.includes('revealed')) continue;
      expect(step.text).toMatch(/^Seat \d lays a promise face down\. Waiting for .+\.$/);
    }
  });

  it('saves to a replay file and rebuilds the same match from it', () => {
    const { record, cursor } = recordedMatch(7, 4);
    const file = recordToReplay(record as unknown as GameRecord, { cursor, savedAt: '2024-01-01T00:00:00.000Z' });
    const loaded = replayToRecord(JSON.parse(JSON.stringify(file)), lookup);
    expect(loaded.cursor).toEqual(cursor);
    expect(loaded.record.stateAt(cursor)).toEqual(record.stateAt(cursor));
  });
});

describe('the random bot', () => {
  it('returns a legal action in every phase and repeats itself for the same seed', () => {
    const state = royalLines.setup(royalLines.defaultOptions(), 3, 12);
    for (let n = 0; n < 400 && !royalLines.outcome(state); n++) {
      const seat = royalLines.activeSeats(state)[0]!;
      const legal = royalLines.legalActions(state, seat);
      const view = royalLines.view(state, seat);
      const choice = random.choose({ view, seat, legal, seed: n });
      expect(legal).toContainEqual(choice);
      expect(random.choose({ view, seat, legal, seed: n })).toEqual(choice);
      royalLines.apply(state, seat, choice);
    }
  });
});
