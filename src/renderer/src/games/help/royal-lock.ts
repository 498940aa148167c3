import type { RulesHelp } from './types';

export const royalLockHelp: RulesHelp = {
  gameId: 'royal-lock',
  summary:
    'A cooperative puzzle for one or two players. Together you try to lock three royals (jacks, queens or kings) in a line on a 3×3 grid, while red cards drawn after every turn keep knocking black cards off it.',
  sections: [
    {
      heading: 'The table',
      points: [
        'Jokers are left out. The 26 black cards (clubs and spades) are the building deck: nine of them start face up on the grid.',
        'The 26 red cards (diamonds and hearts) are the threat deck: two are turned over at the end of every turn.',
        'The red deck’s order is secret but not its contents: under it, the table counts how many red cards of each rank it still holds, framing the ranks that are on the grid.',
        'Two markers start on the centre space, and may share a space at any time. With two players each steers one; playing alone, you steer both, one turn each.',
      ],
    },
    {
      heading: 'Your turn: up to three actions',
      points: [
        'Move your marker one space up, down, left or right.',
        'Lock the card under your marker by turning it sideways, or unlock a locked one; each is one action. No more than three cards may be locked at a time.',
        'Remove the unlocked card under your marker to the black discard pile. A locked card must be unlocked first.',
        'Fill the empty space under your marker with the top card of the black deck. When that deck is empty, reshuffle first.',
        'Reshuffle: shuffle the black discard and the black deck together into a new deck. The cards on the grid stay put.',
        'End your turn when you wish, even without an action; after three actions you must.',
      ],
    },
    {
      heading: 'The red draw',
      points: [
        'At the end of each turn two red cards are turned over.',
        'A black card of the same rank is removed if it is unlocked, and only unlocked if it was locked.',
        'If both red cards share a rank, every black card of that rank leaves the grid, locked or not.',
      ],
    },
    {
      heading: 'Winning and losing',
      points: [
        'You win the moment three locked royals form a row, a column or a diagonal.',
        'You lose the moment three empty spaces form a row, a column or a diagonal, even in the middle of a turn.',
      ],
    },
    {
      heading: 'Tips',
      points: [
        'Only a red card whose rank is on the grid can hurt, and each rank has just two red cards. Once both are drawn, that rank is safe until the red discard goes back into the deck: the count under the red deck shows which ranks are spent.',
        'Before ending a turn, look at every line with two empty spaces: if the red draw hits its third card, the game is lost (a locked card survives a single hit). Fill a space, or lock that card, first.',
        'A lock shields a card from one hit only (and not from a pair of its rank): it comes back unlocked, and the next hit takes it. Lock it again before that rank can come up.',
        'Three locks is both the limit and what a win needs, so a lock spent on a plain card is a lock the winning line waits for.',
        'Six of the 26 black cards are royals; the ones in the black discard come back within reach only with a reshuffle.',
        'Every step of a marker is an action: end your turn near the spaces that will need work next.',
      ],
    },
    {
      heading: 'Options',
      points: [
        'Reach: only the card under your marker (standard), or any card on the grid (easier). With any card, lock, unlock and remove work anywhere, but filling still needs your marker on the empty space.',
        'When the red deck runs out: with fewer than two red cards left for the draw, the red discard is shuffled and put under the rest (standard); or, in the harder game, a turn that ends with fewer than two left loses, so the 26 red cards last 13 turns.',
      ],
    },
  ],
};
