/** The keys each table answers to, by game id, for the shortcuts sheet and the rules help. */
import { ROYAL_LOCK_KEYS } from './royal-lock/controls';

export interface KeyEntry {
  readonly keys: string;
  readonly does: string;
}

const TABLE_KEYS: Readonly<Record<string, readonly KeyEntry[]>> = {
  'royal-lock': ROYAL_LOCK_KEYS,
  'royal-suit': [
    { keys: 'T', does: 'Take up the top card of your deck' },
    { keys: '1 – 6', does: 'Choose a court pile (to play onto, or a couple card to move)' },
    { keys: 'S', does: 'Show the card and skip, when it cannot be played' },
    { keys: 'D', does: 'Decline the last couple move' },
    { keys: 'Esc', does: 'Put the card back' },
  ],
  'royal-lines': [
    { keys: '1 – 9', does: 'Choose a card of your hand as your promise' },
    { keys: 'Enter', does: 'Lay the chosen promise face down' },
    { keys: 'Esc', does: 'Take the choice back' },
  ],
};

export function tableKeys(gameId: string): readonly KeyEntry[] {
  return TABLE_KEYS[gameId] ?? [];
}
