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
        'The rest is dealt evenly: each side holds a face-down deck and sees only its own top card (in the open variant, both top cards are seen by both sides).',
      ],
    },
    {
      heading: 'A turn',
      points: [
        'The Supporters start. On your turn you either play your top card or move one couple card, as you like.',
        'Play onto any court pile whose top card is the other colour — red onto black, black onto red — but never onto a couple card.',
        'Move a couple card one pile left or right, onto a card of the other colour that is not an ace and not the other couple card.',
        'Moving onto a jack, queen or king obliges you to play another card straight away; moving onto a number card ends your turn.',
        'You may not move a couple card straight back where your opponent just moved it from. The ban covers only your turn right after that move.',
      ],
    },
    {
      heading: 'When you cannot play',
      points: [
        'In an ordinary turn, if your top card fits nowhere but a couple card can move, you must move.',
        'If nothing is possible, show your card to your opponent, put it under your deck and pass.',
        'The extra card after a move onto a jack, queen or king is different: you may not move again, so if that card fits nowhere you show it, put it under your deck, and your turn ends.',
      ],
    },
    {
      heading: 'Winning',
      points: [
        'The Supporters win as soon as the two couple cards lie on neighbouring piles, whichever side moved them there.',
        'The Opposers win when either side has played its last card — but the other side may first make one last couple move (or decline it), which can still reunite the couple.',
        'If both sides in turn show every card of their decks with nothing played or moved in between, the game can no longer change: the Opposers win.',
        'If a position comes back before another card has been played — each couple card on the same pile as before, both decks turned round to the same card, the same side to act at the same point of its turn — the game ends at once and the Opposers win. Moving the couple back and forth leads there. When a move would lose you the game this way, the table warns you first: pick up a couple card and any pile where it would bring a position back is marked in red and says so, and the skip button is marked the same way. The move is still allowed.',
      ],
    },
    {
      heading: 'Tips',
      points: [
        'Every card played brings the end nearer: the Opposers win as soon as either deck is played out, so their deck is the Supporters’ clock.',
        'A couple card steps only onto the other colour and never onto an ace. Supporters play cards that turn the piles between the couple to a colour a couple card can step onto; Opposers turn them back, or cover them with an ace.',
        'A move onto a jack, queen or king makes you play another card at once: use it to open the next step.',
        'Walking a couple card back and forth gains nothing and can bring a position back, which hands the Opposers the game.',
      ],
    },
    {
      heading: 'Options',
      points: [
        'Deck: the 32 cards from seven to ace (standard), or all 52 cards for the long variant, in which twos to sixes are number cards like the rest.',
        'Black couple card: the jack, queen or king of spades or clubs (the king of spades unless you choose another).',
        'Red couple card: the jack, queen or king of hearts or diamonds (the queen of hearts unless you choose another). Any pairing is allowed.',
        'Top cards: each side sees only its own top card (standard), or both top cards are open to both sides. A card shown and put under is seen by both either way, so once a whole deck has been shown its top card is known to both.',
      ],
    },
  ],
};
