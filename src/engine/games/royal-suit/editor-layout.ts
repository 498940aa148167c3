/**
 * What the table editor shows of Royal Suit: the six court piles (top card
 * first) and the two decks, and the values a designer sets beside them:
 * whose turn, which step of it, the turn number, the pile each couple card
 * lies on, the couple move that may not be taken back, and how many cards at
 * the bottom of each deck both players have seen.
 *
 * The couple cards are values, not cards in zones: they are fixed by the
 * options and always lie on top of a pile, so "which pile" is all there is to
 * set, and they can never be lost into a deck by a careless drag.
 */
import type { ScalarSpec, ZoneSpec } from '../../core/editor';
import { cardLabel } from '../../core/cards';
import { capitalise } from '../../core/words';
import { coupleCardsOf, deckCards } from './cards';
import { pileName } from './court';
import { TURN_MAX } from './state-schema';
import { sideName, sideNoun } from './turn';
import { OPPOSERS, PILE_COUNT, SUPPORTERS, type CardId, type CoupleIndex, type RoyalSuitOptions } from './types';

export const PILES: readonly number[] = Array.from({ length: PILE_COUNT }, (_, pile) => pile);
export const SEATS: readonly number[] = [SUPPORTERS, OPPOSERS];
export const COUPLE_NAMES = ['black', 'red'] as const;

export const pileZone = (pile: number): string => `pile.${pile + 1}`;
export const deckZone = (seat: number): string => `deck.${seat + 1}`;

export const scalarKeys = {
  seat: 'seat',
  phase: 'phase',
  turn: 'turn',
  couple: (couple: CoupleIndex) => `couple.${COUPLE_NAMES[couple]}`,
  lastMove: 'lastMove',
  shownBelow: (seat: number) => `shownBelow.${seat + 1}`,
} as const;

/** "the Supporters' deck" */
export function deckName(seat: number): string {
  return `${sideNoun(seat)}' deck`;
}

/** Cards dealt to each player at the start: the deck less the couple and the six court cards, shared out. */
export function dealtPerSeat(options: Pick<RoyalSuitOptions, 'deck'>): number {
  return (deckCards(options.deck).length - 2 - PILE_COUNT) / 2;
}

/** Every card that lies in a pile or a deck: the chosen deck without the couple cards. */
export function royalSuitPack(options: RoyalSuitOptions): CardId[] {
  const couple = coupleCardsOf(options);
  return deckCards(options.deck).filter((card) => !couple.includes(card));
}

/** The value of the take-back scalar: "none", or the couple card and the pile it came from, e.g. "black:2". */
export function lastMoveValue(couple: CoupleIndex, from: number): string {
  return `${COUPLE_NAMES[couple]}:${from}`;
}

export function parseLastMoveValue(value: unknown): { couple: CoupleIndex; from: number } | 'none' | null {
  if (value === 'none' || value === null || value === undefined) return 'none';
  if (typeof value !== 'string') return null;
  const match = /^(black|red):([0-5])$/.exec(value);
  if (!match) return null;
  return { couple: match[1] === 'black' ? 0 : 1, from: Number(match[2]) };
}

export function royalSuitZones(options: RoyalSuitOptions): ZoneSpec[] {
  return [
    ...PILES.map((pile): ZoneSpec => ({
      id: pileZone(pile),
      label: pileName(pile),
      owner: null,
      order: 'top-first',
      capacity: null,
      seenBy: 'everyone',
      group: 'court',
    })),
    ...SEATS.map((seat): ZoneSpec => ({
      id: deckZone(seat),
      label: deckName(seat),
      owner: seat,
      order: 'top-first',
      capacity: dealtPerSeat(options),
      // A deck lies face down; that a side sees its own top card (both do, with the top cards open) is the rules' to say.
      seenBy: 'nobody',
      group: sideName(seat),
    })),
  ];
}

export function royalSuitScalars(options: RoyalSuitOptions): ScalarSpec[] {
  const couple = coupleCardsOf(options);
  const piles = PILES.map((pile) => ({ value: pile, label: capitalise(pileName(pile)) }));
  return [
    {
      key: scalarKeys.seat,
      label: 'Whose turn',
      help: 'The Supporters play the odd turns, the Opposers the even ones.',
      kind: 'choice',
      choices: SEATS.map((seat) => ({ value: seat, label: `${sideName(seat)} (seat ${seat + 1})` })),
    },
    {
      key: scalarKeys.phase,
      label: 'Step of the turn',
      help: 'A play is a card played or a couple card moved; a couple move onto a face card earns an extra play; once a deck has run out, one last couple move may follow.',
      kind: 'choice',
      choices: [
        // Short enough to read whole in the editor's narrow panel; the help says the rest.
        { value: 'turn', label: 'A play' },
        { value: 'extraPlay', label: 'The extra play' },
        { value: 'lastMove', label: 'The last couple move' },
      ],
    },
    { key: scalarKeys.turn, label: 'Turn number', help: 'The first turn is turn 1.', kind: 'number', min: 1, max: TURN_MAX },
    ...([0, 1] as const).map((index): ScalarSpec => ({
      key: scalarKeys.couple(index),
      label: `Pile the ${cardLabel(couple[index])} lies on`,
      help: index === 0 ? 'The black couple card starts on pile 1.' : 'The red couple card starts on pile 6.',
      kind: 'choice',
      choices: piles,
    })),
    {
      key: scalarKeys.lastMove,
      label: 'Couple move that may not be taken back',
      help: 'After a couple move, the next player may not move that card straight back.',
      kind: 'choice',
      choices: [
        { value: 'none', label: 'None' },
        ...([0, 1] as const).flatMap((index) =>
          PILES.map((from) => ({ value: lastMoveValue(index, from), label: `The ${cardLabel(couple[index])} came from ${pileName(from)}` })),
        ),
      ],
    },
    ...SEATS.map((seat): ScalarSpec => ({
      key: scalarKeys.shownBelow(seat),
      label: `Cards shown at the bottom of ${deckName(seat)}`,
      help: 'Cards shown because they could not be played went under the deck in view of both players.',
      kind: 'number',
      min: 0,
      max: dealtPerSeat(options),
    })),
  ];
}
