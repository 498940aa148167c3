import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findGame, parseReplayText, replayToRecord } from '../..';
import { replayRefusal } from '../../testing/replay-refusal';

// A game saved before ruling A27: its step 211 empties Seat 2's hand in a battle, which then ended the round.
const text = readFileSync(new URL('./fixtures/saved-before-a27.royal.json', import.meta.url), 'utf8');

describe('a file saved before ruling A27', () => {
  it('opens up to the last step that still stands, saying which step no longer does', () => {
    const loaded = replayToRecord(parseReplayText(text), findGame);
    expect(loaded.record.lastStep('main')).toBe(210);
    expect(loaded.noLongerStands).toMatchObject({ line: 'main', step: 211, ruling: 'A27' });
    expect(loaded.noLongerStands!.message).toBe(
      "Step 211 (Seat 2 plays Q♠) no longer stands under ruling A27: the game was saved when Seat 2's empty hand ended the round at once, with the battle not yet settled; today a battle under way is fought out, and its victors take their spoils, before an empty hand ends the round. The game opens read-only up to step 210.",
    );
    // The note on step 211 goes with it; the notes before it stay.
    expect(loaded.record.annotations.map((entry) => entry.step)).toEqual([0, 4, 5, 9, 11, 15, 17, 18, 19, 48, 72, 112, 207]);
    expect(loaded.cursor).toEqual({ line: 'main', step: 0 });
  });

  const file = JSON.parse(text) as { lines: { actions: { action: unknown }[]; hashes: string[] }[] };
  const altered = [
    { what: 'a fingerprint altered at the step that no longer stands', edit: () => (file.lines[0]!.hashes[210] = '0'.repeat(file.lines[0]!.hashes[210]!.length)) },
    { what: 'its action altered', edit: () => (file.lines[0]!.actions[210]!.action = { type: 'play', card: '5S' }) },
  ];
  it.each(altered)('is refused whole with $what', ({ edit }) => {
    const saved = JSON.stringify(file);
    edit();
    const error = replayRefusal(() => replayToRecord(parseReplayText(JSON.stringify(file)), findGame));
    expect(error.message).toMatch(/^Step 211 of "Main line" (does not rebuild|is illegal)/);
    Object.assign(file, JSON.parse(saved));
  });
});
