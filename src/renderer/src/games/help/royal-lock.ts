import type { RulesHelp } from './types';

export const royalLockHelp: RulesHelp = {
  gameId: 'royal-lock',
  summary:
    'A cooperative puzzle for one or two players. Together you try to lock three royals (jacks, queens or kings) in a line on a 3×3 grid, while red cards drawn after every turn keep knocking black cards off it.',
  sections: [
    {
      heading: 'The table',
      points: [
        'The 26 black cards (clubs and spades) are the building deck: nine of them start face up on the grid.',
        'The 26 red cards (diamonds and hearts) are the threat deck: two are turned over at the end of every turn.',
        'Two markers start on the centre space. With two players each steers one; playing alone, you steer both, one turn each.',
      ],
    },
    {
      heading: 'Your turn: up to three actions',
      points: [
        'Move your marker one space up, down, left or right.',
        'Lock the card under your marker by turning it sideways, or unlock a locked one. No more than three cards may be locked at a time.',
        'Remove the unlocked card under your marker to the discard pile.',
        'Fill the empty space under your marker with the top card of the black deck.',
        'Reshuffle: shuffle the black discard back into the black deck.',
        'End your turn when you wish; after three actions you must.',
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
      heading: 'Choices this app makes where the rules are silent',
      points: [
        'Lock, unlock and remove work on the space under your marker; a variant lets them reach any space.',
        'When the red deck runs short, its discard is shuffled back in; a variant makes that a loss instead.',
        'Jokers are not used. Every ruling is listed with its reasons in docs/rulings.md.',
      ],
    },
  ],
};
