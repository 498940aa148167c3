/**
 * What the table marks on a card so a newcomer can tell royals, assassins,
 * spouses and hostages apart, and the facts play remembers of a card that
 * open a play soon: a ransom, a ransom back, an arranged marriage.
 */
import type { CardTagSpec } from '../../../../engine/core/editor';
import { isAce, isFace, isRoyalOf } from '../../../../engine/games/alliance-royals/cards';
import { CARD_TAGS, TAG_KEYS, tagsOfView } from '../../../../engine/games/alliance-royals/editor-tags';
import type { AllianceRoyalsView } from '../../../../engine/games/alliance-royals';
import { marriageableRoyal } from '../../../../engine/games/alliance-royals/optional-plays';
import type { Seat } from '../../../../engine/core/game';

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

/**
 * A card tag the table shows: the editor's tag (its key and sign), what a tagged card's title says, a few words for
 * the key under the table and the key's sentence on what it lets play do.
 */
export interface TableTag {
  readonly spec: CardTagSpec;
  readonly said: string;
  readonly word: string;
  readonly title: string;
}

function cardTag(key: string): CardTagSpec {
  const spec = CARD_TAGS.find((tag) => tag.key === key);
  if (!spec) throw new Error(`Alliance Royals has no card tag "${key}"`);
  return spec;
}

/** The editor's card tags the table shows, with the same signs. Betrothals and hostages are marks already. */
export const TABLE_TAGS: readonly TableTag[] = [
  {
    spec: cardTag(TAG_KEYS.meldedLastTurn),
    said: 'melded in its owner’s latest turn, so it may be ransomed',
    word: 'may be ransomed',
    title: 'Melded in its owner’s latest turn: another player may ransom it, paying a card of the same rank in another suit, until the owner attacks again.',
  },
  {
    spec: cardTag(TAG_KEYS.ransomedIn),
    said: 'paid in by a ransom, so its owner may ransom it back',
    word: 'may be ransomed back',
    title: 'Paid into its owner’s Meld by a ransom: the owner may ransom it back in their next turn.',
  },
  {
    spec: cardTag(TAG_KEYS.wonLately),
    said: 'won in a battle lately, so its holder’s ally may take it in marriage',
    word: 'may be taken in marriage',
    title: 'A player’s royal king or queen won in a battle lately: their ally may take it in an arranged marriage in their next turn, giving their own royal of the same rank.',
  },
];

/**
 * The table tags on each card, read from the view. A card won lately is tagged only when it is its holder's royal
 * king or queen and the ally's house differs: those are the only cards an arranged marriage can take, and every
 * other card won in the last four turns would carry the sign for nothing.
 */
export function tableTags(view: AllianceRoyalsView): ReadonlyMap<string, readonly TableTag[]> {
  const tagged = tagsOfView(view);
  const houses = view.players.map((player) => player.house);
  const holder = new Map<string, Seat>();
  for (const player of view.players) for (const card of player.spoils) holder.set(card, player.seat);
  const marriageable = (card: string): boolean => {
    const seat = holder.get(card);
    return seat !== undefined && marriageableRoyal(houses, seat, card);
  };
  const out = new Map<string, TableTag[]>();
  for (const tag of TABLE_TAGS) {
    for (const card of tagged[tag.spec.key] ?? []) {
      if (tag.spec.key === TAG_KEYS.wonLately && !marriageable(card)) continue;
      const tags = out.get(card);
      if (tags) tags.push(tag);
      else out.set(card, [tag]);
    }
  }
  return out;
}
