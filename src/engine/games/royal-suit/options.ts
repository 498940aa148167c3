/** The options the setup screen offers, with the words it shows. */
import type { OptionSpec } from '../../core/game';
import { cardName } from '../../core/cards';
import { BLACK_ROYAL_CHOICES, RED_ROYAL_CHOICES, optionsSchema, type RoyalSuitOptions } from './types';
import { capitalise } from '../../core/words';

export const optionSpecs: readonly OptionSpec[] = [
  {
    key: 'deck',
    label: 'Deck',
    help: 'The standard game uses the 32 cards from 7 to ace; the experimental long variant uses all 52 cards.',
    kind: 'choice',
    choices: [
      { value: 'standard', label: '32 cards, 7 to ace (standard)' },
      { value: 'long', label: '52 cards (long variant)' },
    ],
  },
  {
    key: 'blackRoyal',
    label: 'Black couple card',
    help: 'The black half of the royal couple; it starts on the first court pile.',
    kind: 'choice',
    choices: BLACK_ROYAL_CHOICES.map((card) => ({ value: card, label: capitalise(cardName(card)) })),
  },
  {
    key: 'redRoyal',
    label: 'Red couple card',
    help: 'The red half of the royal couple; it starts on the last court pile.',
    kind: 'choice',
    choices: RED_ROYAL_CHOICES.map((card) => ({ value: card, label: capitalise(cardName(card)) })),
  },
  {
    key: 'topCards',
    label: 'Top cards',
    help: 'Who sees the face-up top card of each deck: its owner only (a card the other player sees only when it is shown), or both players.',
    kind: 'choice',
    choices: [
      { value: 'private', label: 'Only its owner (standard)' },
      { value: 'open', label: 'Both players (open variant)' },
    ],
  },
];

export function defaultOptions(): RoyalSuitOptions {
  return optionsSchema.parse({});
}
