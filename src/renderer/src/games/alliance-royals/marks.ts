/** What the table marks on a card so a newcomer can tell royals, assassins, spouses and hostages apart. */
import { isAce, isFace, isRoyalOf } from '../../../../engine/games/alliance-royals/cards';
import type { AllianceRoyalsView } from '../../../../engine/games/alliance-royals';

export type Mark = 'royal' | 'assassin' | 'betrothed' | 'hostage' | 'spouse' | null;

/** The mark of `card` on `owner`'s board (null for a hand card or the piles). */
export function markOf(view: AllianceRoyalsView, owner: number, card: string): Mark {
  if (view.hostages.some((entry) => entry.card === card)) return 'hostage';
  if (view.betrothed.includes(card)) return 'betrothed';
  const house = view.players[owner]?.house ?? null;
  const allyHouse = view.players[(owner + 2) % 4]?.house ?? null;
  if (isFace(card) && allyHouse !== house && isRoyalOf(card, allyHouse) && view.players[owner]!.spoils.includes(card)) return 'spouse';
  if (isRoyalOf(card, house)) return 'royal';
  if (isAce(card) && view.players[owner]!.spoils.includes(card)) return 'assassin';
  return null;
}

export const MARK_WORDS: Record<Exclude<Mark, null>, string> = {
  royal: 'royal of this player’s house',
  assassin: 'assassin (ace in Spoils)',
  betrothed: 'betrothed royal',
  hostage: 'hostage',
  spouse: 'the ally’s royal, a possible spouse',
};

/** A sign beside the colour, so the marks differ for every eye and on any screen. */
export const MARK_SIGNS: Record<Exclude<Mark, null>, string> = {
  royal: '♛',
  assassin: '†',
  spouse: '∞',
  betrothed: '◇',
  hostage: '⊘',
};

/** The key under the totals: each mark with its sign and a word. */
export const MARK_KEY: readonly { readonly mark: Exclude<Mark, null>; readonly word: string }[] = [
  { mark: 'royal', word: 'royal' },
  { mark: 'assassin', word: 'assassin' },
  { mark: 'spouse', word: 'ally’s royal (spouse)' },
  { mark: 'betrothed', word: 'betrothed' },
  { mark: 'hostage', word: 'hostage' },
];
