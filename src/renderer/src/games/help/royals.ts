import type { RulesHelp } from './types';

export const royalsHelp: RulesHelp = {
  gameId: 'royals',
  summary:
    'A duel between two kingdoms sharing one deck. Recruit jacks, queens and kings, volley arrows, block with aces and hold a joker back for the decisive blow; whoever has inflicted the most damage when the cards run out wins.',
  sections: [
    {
      heading: 'The table',
      points: [
        'One deck of 54 cards or two decks of 108, jokers included, shuffled together. Each player starts with five cards.',
        'Your field has room for three royals (jacks, queens, kings) and two jokers. Number cards a royal has scored with lie under it.',
        'Between the players lie the face-down deck and the face-up discard pile; each player also has a score pile.',
        'A royal stands upright when ready, diagonal when it was just recruited or has just attacked, and sideways when it has been defeated.',
      ],
    },
    {
      heading: 'Phases',
      points: [
        'Cold War: until both players have had a royal out, the only attacks are arrows.',
        'Battle: everything is allowed.',
        'Last Round: once the final deck is used up, each player gets one more turn with the cards in hand, then the game is scored.',
      ],
    },
    {
      heading: 'Your turn',
      points: [
        'Diagonal royals turn upright when your turn starts. You then take as many actions as your hand allows, in any order, and end the turn.',
        'Discard: throw away any number of cards to get fresh ones sooner.',
        'Arrows: play two to four number cards (aces count as one) sharing a suit or a value. They deal one damage per card.',
        'Recruit: put a jack, queen or king in a free royal spot. It arrives diagonal and fights from your next turn on.',
        'Royal attack: give an upright royal a number card. Damage is the card value divided by the royal’s rank — jack 3, queen 2, king 1 — rounded down. The royal then turns diagonal.',
        'Reveal a joker: place it beside your royals. It can strike from your next turn on.',
        'Call “Last Reshuffle” if you want the game to end the next time the deck is used up.',
      ],
    },
    {
      heading: 'Aiming',
      points: [
        'While the opponent has an upright or diagonal royal, every attack must aim at one of those royals. Jokers and fallen royals give no cover.',
        'A royal falls (turns sideways) when one attack deals at least its rank; smaller hits do nothing and never add up.',
        'Hits on the player score: arrow cards go to your score pile, a royal keeps its card underneath, a joker and its card go to your score pile together.',
        'Cards used against royals are discarded.',
      ],
    },
    {
      heading: 'Jokers',
      points: [
        'A joker attack doubles its card’s value, against one royal or the player. The joker is used up: scored with its card after hitting the player, discarded otherwise.',
        'Wipe The Floor: a joker with a card no higher than the total rank of all standing enemy royals knocks every one of them down (a variant compares twice the card instead).',
        'Nobody can destroy a joker, and a blocked joker stays where it is.',
      ],
    },
    {
      heading: 'Answering attacks',
      points: [
        'After each attack the defender may discard an ace to stop it, or let it through. The attacker may answer a block with an ace of their own, and so it goes back and forth while aces last.',
        'A stopped attack still costs its number cards.',
        'If a royal is about to fall while you have a standing jack, you may sacrifice that jack instead (Jackrifice).',
        'Hands are filled back up to five at the end of your turn, and again before your turn if you spent aces meanwhile.',
      ],
    },
    {
      heading: 'Fallen royals',
      points: [
        'On your next turn, revive a fallen royal by handing the opponent a card of its suit for their score pile; it stands upright and may attack at once.',
        'Otherwise it is buried: into your score pile with the cards beneath it, or into the discard pile if it has none. Unrevived royals are buried when your turn ends.',
      ],
    },
    {
      heading: 'Reshuffles and the end',
      points: [
        'When the last card leaves the deck, the discard pile is shuffled into a new one straight away.',
        'With the recommended limit, the third reshuffle gives the final deck. The Last Round starts when that deck is used up, or when a called Last Reshuffle deck is.',
      ],
    },
    {
      heading: 'Scoring',
      points: [
        'Each royal with cards beneath it scores the damage those cards did: their values divided by its rank, rounded down.',
        'Each scored joker is worth twice its card. Every tribute and arrow card is worth one point.',
        'The higher total wins; equal totals are a tie. In a match, the loser of a game starts the next one and the tally of wins decides.',
      ],
    },
    {
      heading: 'Tips',
      points: [
        'Rank cuts both ways: a king turns a card’s whole value into damage but falls to a hit of one, while a jack divides by three and needs a hit of three to fall.',
        'Arrows deal one damage a card whatever their values: fire your low number cards as arrows and keep the high ones for your royals.',
        'Only an ace stops an attack, and only an ace answers a block: keep one back when a big attack is coming, or when you make one.',
        'A joker doubles its card: keep it for a high card once the other player has no royal standing to shield them, or for Wipe The Floor when several of their royals stand.',
        'A Jackrifice gives up a standing jack to save a royal worth more.',
      ],
    },
    {
      heading: 'Options',
      points: [
        'Decks: one deck of 54 cards (standard) or two decks of 108, jokers included either way.',
        'Games in the match: from 1 to 15 games (one unless you choose more). After the last, the player with more game wins takes the match; equal wins draw it.',
        'Limit of three reshuffles: on (standard), the deck made by the third reshuffle is the last, as if a Last Reshuffle had been called; off, the game goes on until a called Last Reshuffle deck is used up, or the deck runs out with nothing to reshuffle.',
        'Drawing back up to five: at the end of your turn and after aces spent on the other turn (standard), or only when your own turn starts.',
        'Royals left on the field: the cards under them score as if the royals had been buried (standard), or only the score pile counts.',
        'Wipe The Floor: the standing royals fall when their combined rank is at least the card (as written, standard), or when twice the card is at least their combined rank.',
      ],
    },
  ],
};
