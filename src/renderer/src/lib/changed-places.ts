/**
 * The places of the table a move changes, as the editor lights them: every card that left its place or came to a
 * new one, each zone whose cards changed, and each value (a marker's space, whose turn) that changed. Found by
 * comparing two positions, so it works for every game's table editor without knowing its moves.
 */
import type { Position } from '../../../engine';
import type { ZoneNote } from '../../../engine/core/editor';
import { cardKey, cardsIn, type Marks } from './editor-model';

/**
 * The notes the game writes on its zones are compared too: a marker that moves changes no card, but the words on
 * the space it left and the space it reached, which is where the table shows it.
 */
export function changedPlaces(before: Position, after: Position, notesBefore: readonly ZoneNote[] = [], notesAfter: readonly ZoneNote[] = []): Marks {
  const zones = new Set<string>();
  const cards = new Set<string>();
  const scalars = new Set<string>();
  for (const zone of new Set([...Object.keys(before.zones), ...Object.keys(after.zones)])) {
    const was = cardsIn(before, zone);
    const now = cardsIn(after, zone);
    let changed = was.length !== now.length;
    // A card is lit where it stood before the move, since the board shows the position before it.
    was.forEach((card, index) => {
      if (now[index] !== card) {
        cards.add(cardKey(zone, index));
        changed = true;
      }
    });
    if (changed) zones.add(zone);
  }
  const wordsOn = (notes: readonly ZoneNote[], zone: string) => notes.filter((note) => note.zone === zone).map((note) => note.text).join('\n');
  for (const zone of new Set([...notesBefore, ...notesAfter].map((note) => note.zone))) {
    if (wordsOn(notesBefore, zone) !== wordsOn(notesAfter, zone)) zones.add(zone);
  }
  for (const key of new Set([...Object.keys(before.scalars), ...Object.keys(after.scalars)])) {
    if (before.scalars[key] !== after.scalars[key]) scalars.add(key);
  }
  return { zones, cards, scalars };
}
