/**
 * The game record is shown in live play, to whoever holds the screen, so no
 * step text may name a card that seat could not know. A card hidden from a
 * seat both before and after a step may be named only when the step itself
 * turned it face up for everyone (Royal Lines: the promises revealed by a
 * recruitment, which a second ship may shuffle away in the same step).
 */
import { describe, expect, it } from 'vitest';
import { GameRecord, MAIN_LINE, cardLabel, findGame, type BaseState, type CardId, type Cursor } from '../../../engine';
import type { RoyalLinesState } from '../../../engine/games/royal-lines';

type Revealed = (before: BaseState, after: BaseState) => ReadonlySet<string>;

const nothing: Revealed = () => new Set();
/** The promises turned over by a recruitment completed in this step. */
const turnedPromises: Revealed = (before, after) => {
  const [b, a] = [before as RoyalLinesState, after as RoyalLinesState];
  if (a.recruitments === b.recruitments && a.round === b.round) return new Set();
  return new Set((a.lastRecruitment?.plays ?? []).map((play) => play.card));
};

function names(text: string, card: string): boolean {
  const label = cardLabel(card as CardId).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^0-9A-Za-z])${label}`).test(text);
}

/** Cards a step's text names that `seat` could not know, over random games. */
function unknownNamed(gameId: string, seats: number, seeds: number, revealed: Revealed): string[] {
  const game = findGame(gameId)!;
  const random = game.bots.find((bot) => bot.id === 'random')!;
  const found: string[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    const players = Array.from({ length: seats }, (_, seat) => ({ name: `Seat ${seat + 1}`, bot: null }));
    const record = GameRecord.start(game, game.defaultOptions(), players, seed);
    let cursor: Cursor = { line: MAIN_LINE, step: 0 };
    for (let n = 0; n < 600 && !game.outcome(record.stateAt(cursor)); n++) {
      const before = record.stateAt(cursor);
      const seat = game.activeSeats(before)[0]!;
      const action = random.choose({ view: game.view(before, seat), seat, legal: game.legalActions(before, seat), seed: seed * 1000 + n });
      const played = record.play(cursor, seat, action);
      if (!played.ok) throw new Error(played.reason);
      cursor = played.cursor;
      const after = record.stateAt(cursor);
      const text = record.stepAt(cursor)!.text;
      const shown = revealed(before, after);
      for (let viewer = 0; viewer < seats; viewer++) {
        const hiddenBefore = new Set(game.hiddenFrom(before, viewer));
        for (const card of game.hiddenFrom(after, viewer)) {
          if (hiddenBefore.has(card) && !shown.has(card) && names(text, card)) found.push(`seed ${seed}, step ${cursor.step}, seat ${viewer + 1}: ${card} in “${text}”`);
        }
      }
    }
  }
  return found;
}

describe('the record names only cards the seat looking at it may know', () => {
  it.each([
    { gameId: 'royal-lock', seats: 1, seeds: 4, revealed: nothing },
    { gameId: 'royal-lock', seats: 2, seeds: 4, revealed: nothing },
    { gameId: 'royal-suit', seats: 2, seeds: 6, revealed: nothing },
    { gameId: 'royal-lines', seats: 2, seeds: 2, revealed: turnedPromises },
    { gameId: 'royal-lines', seats: 4, seeds: 1, revealed: turnedPromises },
  ])('$gameId with $seats seats', ({ gameId, seats, seeds, revealed }) => {
    expect(unknownNamed(gameId, seats, seeds, revealed)).toEqual([]);
  });

  it('would catch a step text that names a card still hidden', () => {
    // The check itself: a card in another seat's hand, named outright, is found.
    const game = findGame('royal-lines')!;
    const state = game.setup(game.defaultOptions(), 2, 3) as RoyalLinesState;
    const secret = state.hands[1]![0]!;
    expect(game.hiddenFrom(state, 0)).toContain(secret);
    expect(names(`Seat 2 holds the ${cardLabel(secret)}.`, secret)).toBe(true);
  });
});
