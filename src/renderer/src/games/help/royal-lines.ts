import type { RulesHelp } from './types';

export const royalLinesHelp: RulesHelp = {
  gameId: 'royal-lines',
  summary:
    'Two to five colonies compete for the face cards arriving by ship. Each round you bid secretly with number cards, build a line of recruited royals, and score it against your hidden settler card.',
  sections: [
    {
      heading: 'Three piles from one deck',
      points: [
        'Settlers: the four aces and one to three jokers (by table size). Each player gets one, face down, and keeps it secret.',
        'Colonials: every jack, queen and king plus the settlers nobody received. One of them sits out the round as the absent colonial.',
        'Promises: the cards from two to ten. Each player holds seven, then six more when the second ship comes.',
      ],
    },
    {
      heading: 'Recruiting',
      points: [
        'Seven colonials arrive in a row, the ship. Every recruitment, all players lay one promise face down at the same time, then all are revealed.',
        'Only promises in a suit present on the ship count, and only the most recently arrived colonial of each suit can be taken.',
        'The highest counting promise wins that colonial; when equal numbers go to different suits, the colonial lying on top of the ship wins, so the order of arrival ranks the suits.',
        'If nobody promises a suit on the ship, the newest colonial leaves without anyone.',
        'A joker on the ship can be won with any suit missing from the ship; equal winning promises in different joker suits cancel each other out.',
        'When one colonial is left, the second ship of six arrives and the promises are reshuffled and dealt again.',
      ],
    },
    {
      heading: 'Your royal line',
      points: [
        'Recruiting an ace replaces your settler with it, face up.',
        'Three colonials of one rank, or of one suit, in your line leave it at once; when both happen you pick which three.',
        'Recruited jokers sleep until the round ends, then try to leave with any two cards sharing a suit or rank. If they cannot, they stay and you name their suit.',
      ],
    },
    {
      heading: 'Scoring a round',
      points: [
        'Aristocracy: every royal has your ace\'s suit — 3 points each, at most 6.',
        'Revolution: every royal has the other colour — 2 points each, at most 8.',
        'Democracy: otherwise, +1 for each royal of your colour and −1 for each of the other, from −3 to 4.',
        'A joker settler always counts as your best colour but never makes an aristocracy.',
        'The best line wins the round; tied players all win it. The match goes to the first to the target number of round wins (3 unless you choose otherwise).',
      ],
    },
    {
      heading: 'Two players',
      points: ['A pirate ship joins in: each recruitment it plays the top card of the promise deck, and whatever it wins is thrown away.'],
    },
  ],
};
