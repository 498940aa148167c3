import type { RulesHelp } from './types';

export const royalLinesHelp: RulesHelp = {
  gameId: 'royal-lines',
  summary:
    'Two to five colonies compete for the face cards arriving by ship. Each round you bid secretly with number cards, build a line of recruited royals, and score it against your hidden settler card.',
  sections: [
    {
      heading: 'Three piles from one deck',
      points: [
        'Settlers: the four aces and jokers — one joker with two or three players, two with four, three with five. Each player gets one, face down, and keeps it secret; with two players the pirates get one too.',
        'Colonials: every jack, queen and king plus the two settlers nobody received. The top one sits out the round face up as the absent colonial and never arrives, so 13 colonials sail.',
        'With four or five players you may choose to play with one joker less: then only one settler is left over, and all 13 colonials sail — there is no absent colonial.',
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
        'The best line wins the round; tied players all win it.',
        'The match ends after the round in which someone reaches the target number of round wins (3 unless you choose otherwise); the player with the most wins takes it.',
        'Because tied players all win the round, several can reach the target together with the same number of wins. Then they share the match — or, if you choose, rounds go on until one player has more wins than anyone else.',
      ],
    },
    {
      heading: 'Two players',
      points: ['A pirate ship joins in: each recruitment it plays the top card of the promise deck, and whatever it wins is thrown away.'],
    },
    {
      heading: 'Tips',
      points: [
        'Your settler decides what your line is worth: with an ace, royals of its suit make an aristocracy and royals of the other colour a revolution, so choose early which you are building and bid for the colonials that fit it.',
        'When nothing on the ship is worth a promise, lay one in a suit the ship does not show: with no joker aboard it wins nothing, and it costs only a card you can spare.',
        'A third colonial of one rank or one suit sends all three away: count what your line already holds before you bid.',
        'Watch what the others recruit: a rival’s line shows which suits it wants, so you can tell which colonials it will bid high for.',
      ],
    },
    {
      heading: 'Options',
      points: [
        'Round wins to win the match: any number from 1 to 10; the standard game plays to 3.',
        'Jokers with 4 or 5 players: the standard number of jokers with an absent colonial, or one joker less and no absent colonial. With two or three players it changes nothing.',
        'When players reach the target together: they share the match (standard), or rounds go on until one player has more round wins than anyone else.',
      ],
    },
  ],
};
