import type { RulesHelp } from './types';

export const royalSuitHelp: RulesHelp = {
  gameId: 'royal-suit',
  summary:
    'A duel over a royal couple. The Supporters try to bring the two couple cards side by side across a row of six court piles; the Opposers try to empty a deck before that happens.',
  sections: [
    {
      heading: 'The table',
      points: [
        'Play with the 32 cards from seven to ace (or, in the long variant, all 52). The two couple cards — a black and a red face card — are taken out first.',
        'Six cards start face up as the court; the black couple card lies on the first pile and the red one on the last, turned sideways.',
        'The rest is dealt evenly: each side holds a face-down deck and sees only its own top card.',
      ],
    },
    {
      heading: 'A turn',
      points: [
        'The Supporters start. On your turn you either play your top card or move one couple card.',
        'Play onto any court pile whose top card is the other colour — red onto black, black onto red — but never onto a couple card.',
        'Move a couple card one pile left or right, onto a card of the other colour that is not an ace.',
        'Moving onto a jack, queen or king obliges you to play another card straight away; moving onto a number card ends your turn.',
        'You may not move a couple card straight back where your opponent just moved it from.',
      ],
    },
    {
      heading: 'When you cannot play',
      points: [
        'If your top card fits nowhere but a couple card can move, you must move.',
        'If nothing is possible, show your card to your opponent, put it under your deck and pass.',
      ],
    },
    {
      heading: 'Winning',
      points: [
        'The Supporters win as soon as the two couple cards lie on neighbouring piles.',
        'The Opposers win when either side has played its last card — but the other side may first make one last move, which can still reunite the couple.',
        'A game that can no longer change (only passes, or the couple shuttling back and forth) goes to the Opposers.',
      ],
    },
  ],
};
