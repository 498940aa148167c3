import { describe, expect, it } from 'vitest';
import { findGame, type AnyGameDefinition } from '../../../engine';
import { seatInSentence, seatName, seatNote } from './seats';

const game = (id: string): AnyGameDefinition => findGame(id)!;

describe('seat names', () => {
  it.each([
    { id: 'royal-lock', seat: 0, name: 'Seat 1', inSentence: 'Seat 1' },
    { id: 'royal-lock', seat: 1, name: 'Seat 2', inSentence: 'Seat 2' },
    { id: 'royal-suit', seat: 0, name: 'Supporters', inSentence: 'the Supporters' },
    { id: 'royal-suit', seat: 1, name: 'Opposers', inSentence: 'the Opposers' },
    { id: 'alliance-royals', seat: 3, name: 'Seat 4', inSentence: 'Seat 4' },
  ])('$id seat $seat is "$name"', ({ id, seat, name, inSentence }) => {
    expect(seatName(game(id), seat)).toBe(name);
    expect(seatInSentence(game(id), seat)).toBe(inSentence);
  });

  it.each([
    { id: 'royal-lock', seat: 0, players: 1, note: 'Steers both markers' },
    { id: 'royal-lock', seat: 1, players: 2, note: 'Marker 2' },
    { id: 'royal-suit', seat: 0, players: 2, note: 'Bring the couple together; they begin' },
    { id: 'royal-suit', seat: 1, players: 2, note: 'Keep the couple apart' },
    { id: 'alliance-royals', seat: 0, players: 4, note: 'Allied with Seat 3' },
    { id: 'alliance-royals', seat: 3, players: 4, note: 'Allied with Seat 2' },
    { id: 'royals', seat: 0, players: 2, note: null },
    { id: 'royal-lines', seat: 2, players: 4, note: null },
  ])('$id seat $seat of $players has the note $note', ({ id, seat, players, note }) => {
    expect(seatNote(game(id), seat, players)).toBe(note);
  });
});
