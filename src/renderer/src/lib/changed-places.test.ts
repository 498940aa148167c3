import { describe, expect, it } from 'vitest';
import type { Position } from '../../../engine';
import type { ZoneNote } from '../../../engine/core/editor';
import { changedPlaces } from './changed-places';

const before: Position = { zones: { hand: ['KC', '9H'], pile: ['8H'], deck: [] }, scalars: { marker: 4, turn: 0 } };

describe('the places a move changes', () => {
  it.each<{ case: string; after: Position; notesBefore?: ZoneNote[]; notesAfter?: ZoneNote[]; zones: string[]; cards: string[]; scalars: string[] }>([
    { case: 'nothing', after: before, zones: [], cards: [], scalars: [] },
    {
      case: 'a card played from a hand onto a pile',
      after: { zones: { hand: ['9H'], pile: ['8H', 'KC'], deck: [] }, scalars: { marker: 4, turn: 1 } },
      zones: ['hand', 'pile'],
      cards: ['hand#0', 'hand#1'],
      scalars: ['turn'],
    },
    {
      case: 'a marker moved, no card',
      after: { zones: { hand: ['KC', '9H'], pile: ['8H'], deck: [] }, scalars: { marker: 1, turn: 0 } },
      zones: [],
      cards: [],
      scalars: ['marker'],
    },
    {
      case: 'a card dealt into a zone the position did not list',
      after: { zones: { hand: ['KC', '9H'], pile: ['8H'], deck: [], grid: ['JS'] }, scalars: { marker: 4, turn: 0 } },
      zones: ['grid'],
      cards: [],
      scalars: [],
    },
    {
      case: 'a marker moved from one space to another, as the notes on the spaces tell',
      after: { zones: { hand: ['KC', '9H'], pile: ['8H'], deck: [] }, scalars: { marker: 1, turn: 0 } },
      notesBefore: [{ zone: 'pile', text: 'marker 1' }],
      notesAfter: [{ zone: 'hand', text: 'marker 1' }],
      zones: ['hand', 'pile'],
      cards: [],
      scalars: ['marker'],
    },
    {
      case: 'notes that stay as they were',
      after: before,
      notesBefore: [{ zone: 'pile', text: 'marker 1' }],
      notesAfter: [{ zone: 'pile', text: 'marker 1' }],
      zones: [],
      cards: [],
      scalars: [],
    },
  ])('$case', ({ after, zones, cards, scalars, notesBefore, notesAfter }) => {
    const marks = changedPlaces(before, after, notesBefore, notesAfter);
    expect([...marks.zones].sort()).toEqual(zones);
    expect([...marks.cards].sort()).toEqual(cards);
    expect([...marks.scalars].sort()).toEqual(scalars);
  });
});
