import { describe, expect, it } from 'vitest';
import { findGame, type AnyGameDefinition } from '../../../engine';
import { seatInSentence, seatName, seatNote } from './seats';

const royalLock = findGame('royal-lock')!;
const named = { id: 'named', seatNames: ['North', 'South'] } as unknown as AnyGameDefinition;
const royalSuitLike = { id: 'royal-suit' } as unknown as AnyGameDefinition;

describe('seat names', () => {
  it.each([
    { game: royalLock, seat: 0, name: 'Seat 1', inSentence: 'seat 1' },
    { game: royalLock, seat: 1, name: 'Seat 2', inSentence: 'seat 2' },
    { game: named, seat: 1, name: 'South', inSentence: 'the South' },
    { game: royalSuitLike, seat: 0, name: 'Supporters', inSentence: 'the Supporters' },
    { game: royalSuitLike, seat: 1, name: 'Opposers', inSentence: 'the Opposers' },
  ])('$game.id seat $seat is "$name"', ({ game, seat, name, inSentence }) => {
    expect(seatName(game, seat)).toBe(name);
    expect(seatInSentence(game, seat)).toBe(inSentence);
  });

  it.each([
    { game: royalLock, seat: 0, players: 1, note: 'Steers both markers' },
    { game: royalLock, seat: 1, players: 2, note: 'Marker 2' },
    { game: royalSuitLike, seat: 0, players: 2, note: 'Bring the couple together; they begin' },
    { game: named, seat: 0, players: 2, note: null },
  ])('$game.id seat $seat of $players has the note $note', ({ game, seat, players, note }) => {
    expect(seatNote(game, seat, players)).toBe(note);
  });
});
