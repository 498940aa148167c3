/** The options the setup screen offers, with the words it shows. */
import type { OptionSpec } from '../../core/game';
import { optionsSchema, TARGET_MAX, TARGET_MIN, type RoyalLinesOptions } from './types';

export const optionSpecs: readonly OptionSpec[] = [
  {
    key: 'target',
    label: 'Round wins to win the match',
    help: 'Rounds are played until a player reaches this many round wins (3 in the standard game).',
    kind: 'number',
    min: TARGET_MIN,
    max: TARGET_MAX,
  },
  {
    key: 'jokers',
    label: 'Jokers with 4 or 5 players',
    help: 'With 4 or 5 players the game may use one joker less and no absent colonial. No effect with 2 or 3 players.',
    kind: 'choice',
    choices: [
      { value: 'standard', label: 'Standard: 2 jokers for 4, 3 for 5, an absent colonial' },
      { value: 'one-less', label: 'One joker less and no absent colonial' },
    ],
  },
  {
    key: 'matchTie',
    label: 'When players reach the target together',
    help: 'Round ties give every tied player a win, so several players can reach the target in the same round.',
    kind: 'choice',
    choices: [
      { value: 'shared', label: 'They share the match' },
      { value: 'play-on', label: 'Play on until one player leads alone' },
    ],
  },
];

export function defaultOptions(): RoyalLinesOptions {
  return optionsSchema.parse({});
}
