/** The options the setup screen offers, with the words it shows. */
import type { OptionSpec } from '../../core/game';
import { optionsSchema, type AllianceRoyalsOptions } from './types';

export const optionSpecs: readonly OptionSpec[] = [
  { key: 'target', label: 'Winning total', help: 'The game ends when an alliance’s total passes this (1066 in the standard game).', kind: 'number', min: 50, max: 5000 },
  { key: 'floor', label: 'Losing total', help: 'The game also ends when an alliance’s total drops below this (−333 in the standard game).', kind: 'number', min: -5000, max: -10 },
  {
    key: 'betrothedCounts',
    label: 'Betrothed royals count as their owner’s',
    help: 'A royal placed in the ally’s Spoils by an arrangement, without a spouse there, still gives its owner privileges and royal sets.',
    kind: 'boolean',
  },
  {
    key: 'outOfTurnToSpoils',
    label: 'Out-of-turn house changes keep both cards in Spoils',
    help: 'When a player changes house out of turn with the top of the discard pile, the two cards kept both go to Spoils whatever their rank. Without this option they are placed as in any change of house: nines, tens, and aces not already in Spoils go to Meld.',
    kind: 'boolean',
  },
];

export function defaultOptions(): AllianceRoyalsOptions {
  return optionsSchema.parse({});
}
