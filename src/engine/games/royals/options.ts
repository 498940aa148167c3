/** The options the setup screen offers, with the words it shows. */
import type { OptionSpec } from '../../core/game';
import { GAMES_MAX, GAMES_MIN, optionsSchema, type RoyalsOptions } from './types';

export const optionSpecs: readonly OptionSpec[] = [
  {
    key: 'decks',
    label: 'Decks',
    help: 'One deck of 54 cards or two decks of 108, jokers in.',
    kind: 'choice',
    choices: [
      { value: 'one', label: 'One deck (54 cards)' },
      { value: 'two', label: 'Two decks (108 cards)' },
    ],
  },
  {
    key: 'games',
    label: 'Games in the match',
    help: 'Play several games in a row: the loser of a game begins the next, and the player with more wins takes the match.',
    kind: 'number',
    min: GAMES_MIN,
    max: GAMES_MAX,
  },
  {
    key: 'reshuffleLimit',
    label: 'Limit of three reshuffles',
    help: 'The recommended limit: after the third reshuffle, the deck in play is the last one, as if Last Reshuffle had been called.',
    kind: 'boolean',
  },
  {
    key: 'refill',
    label: 'Drawing back up to five',
    help: 'When a hand is filled back up to five cards: at the end of your own turn, and after aces spent blocking or counter-blocking on the other turn; or only at the start of your turn.',
    kind: 'choice',
    choices: [
      { value: 'end-of-turn', label: 'At the end of your turn (and after aces spent)' },
      { value: 'start-of-turn', label: 'Only at the start of your turn' },
    ],
  },
  {
    key: 'fieldScores',
    label: 'Royals left on the field',
    help: 'Whether the cards under royals still on the field when the game ends are scored.',
    kind: 'choice',
    choices: [
      { value: 'count', label: 'They score like buried royals' },
      { value: 'score-pile-only', label: 'Only the score pile counts' },
    ],
  },
  {
    key: 'wipe',
    label: 'Wipe The Floor',
    help: 'When a joker wipes every royal on the other field away: the joker’s card against the combined rank of the standing royals.',
    kind: 'choice',
    choices: [
      { value: 'as-written', label: 'Combined rank at least the card (as written)' },
      { value: 'damage', label: 'Twice the card at least the combined rank' },
    ],
  },
];

export function defaultOptions(): RoyalsOptions {
  return optionsSchema.parse({});
}
