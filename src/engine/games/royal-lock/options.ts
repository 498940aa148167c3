/** The options the setup screen offers, with the words it shows. */
import type { OptionSpec } from '../../core/game';
import { optionsSchema, type RoyalLockOptions } from './types';

export const optionSpecs: readonly OptionSpec[] = [
  {
    key: 'reach',
    label: 'Reach',
    help: 'Which cards a player may lock, unlock or remove. Filling always needs the player to stand on the empty space.',
    kind: 'choice',
    choices: [
      { value: 'own-space', label: 'Only the card under your marker (standard)' },
      { value: 'any-space', label: 'Any card on the grid (easier)' },
    ],
  },
  {
    key: 'redDeckOut',
    label: 'When the red deck runs out',
    help: 'What happens when fewer than 2 red cards are left to draw at the end of a turn.',
    kind: 'choice',
    choices: [
      { value: 'reshuffle', label: 'Shuffle the red discard back in (standard)' },
      { value: 'loss', label: 'The players lose (harder)' },
    ],
  },
];

export function defaultOptions(): RoyalLockOptions {
  return optionsSchema.parse({});
}
