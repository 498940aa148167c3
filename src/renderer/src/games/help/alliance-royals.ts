import type { RulesHelp } from './types';

export const allianceRoyalsHelp: RulesHelp = {
  gameId: 'alliance-royals',
  summary:
    'Four players in two teams of partners sitting across from each other. Win face cards of your chosen suit in tricks, lay down sets, marry your royals to your partner’s, and be the first team past 1066 points (or the winning total you choose).',
  sections: [
    {
      heading: 'At this table',
      points: [
        'You sit at the bottom with your partner across from you; the opponent on your left plays after you. Each seat shows its Spoils, its Meld and how many cards it holds.',
        'Pick a card in your hand, on a board or in the discard pile, and the buttons keep only what you may do with it. Pick a second card to narrow further; pick a card again to let it go. A card of your hand you may not use now (one that does not follow suit, say) tells you why when you click it.',
        'Small signs mark the cards that matter: ♛ a royal of its owner’s house, † an ace in Spoils that can assassinate, ∞ the partner’s royal that may marry, ◇ a betrothed royal, ⊘ a hostage.',
        'A second sign, on a card’s lower left, says what the table remembers of it for a while: ⇄ melded in its owner’s latest turn, so another player may ransom it until the owner attacks again; ↩ paid into its owner’s Meld by a ransom, so the owner may ransom it back in their next turn; ⚔ a player’s royal king or queen won in a battle lately, which their partner may take in an arranged marriage. The key under the table names those in play.',
      ],
    },
    {
      heading: 'Cards, teams and houses',
      points: [
        'The deck has 100 cards: nines up to aces come three times in every suit, twos up to eights once.',
        'Seats 1 and 3 play together against seats 2 and 4. Everyone starts with ten cards; the rest form the face-down stack, with one card turned up as the discard pile.',
        'Before play, each player in turn picks a suit as their house. Jacks, queens and kings of your house are your royals; partners may pick the same suit.',
      ],
    },
    {
      heading: 'A turn, step by step',
      points: [
        'The attacking player draws, then each other player clockwise draws one, then the attacker draws again. You take the stack’s top card, or the top discard when it belongs to your house.',
        'Once the stack is empty, whoever has nothing to take misses that draw. An attacker whose only way to draw is a choice (taking the pile from a card, or a discard that completes a change of house) may skip the draw instead.',
        'The attacker and their partner each pick a card in secret and swap them. The table does not move on until both have chosen.',
        'The attacker leads a card and everyone follows suit if they can. The highest card of the led suit wins; among equal cards the earliest wins; a two beats an ace of its own suit.',
        'The winner picks one of the four cards for their Spoils, their partner picks another, and the rest go face down to the dead pile.',
        'Then the attacker may make optional plays and finally discards one card to the top of the spread discard pile.',
      ],
    },
    {
      heading: 'Privileges from your Spoils',
      points: [
        'Holding one of your royals in Spoils when your turn starts lets you lay down sets (and end the round). Sets are three or more cards of one rank, counting what already sits in your Meld and Spoils.',
        'Your own royals never go to the Meld; face cards of other suits may.',
        'With two different royals at the start of your turn you may take the discard pile from any card upward instead of your two draws, as long as that bottom card goes straight into a set.',
        'An ace in your Spoils at the start of your turn is an assassin: it removes one card of its suit from another player’s Spoils or Meld, and both cards leave play.',
      ],
    },
    {
      heading: 'Trades and changing your house',
      points: [
        'If another player, your partner included, put one of your royals in their Meld during their latest turn, you can ransom it on your turn: it comes to your hand, and a card of the same rank but another suit from your hand takes its place in that Meld. If your payment is one of that player’s own royals, they may ransom it back on their next turn.',
        'All three copies of one card (say every ten of hearts) let you switch to that suit as your house. The copies may come from your hand, your Meld or Spoils, the top discard as one of your draws, or one ransomed from another player’s Meld. You choose the copy that leaves play; of the other two, jacks, queens and kings go to Spoils, nines and tens to Meld, and an ace to Meld unless it already lay in your Spoils, where it stays. Royals of your new suit melded in earlier turns then move from your Meld to your Spoils.',
        'When a discard completes such a trio for someone who is not attacking, the app asks them at once whether they want it. Where the kept cards of such an out-of-turn switch go is a table option (see Options).',
      ],
    },
    {
      heading: 'Marriages and hostages',
      points: [
        'Your king or queen together with the opposite royal of your partner’s house in the same Spoils is a marriage; it counts for both of you.',
        'After your partner wins their king or queen in a trick, on your next turn you may ask to swap your royal of the same rank for it. If they agree it lies in their Spoils, married or betrothed.',
        'A king or queen of an opponent’s house in your Spoils can be named a hostage; it cancels one matching married or betrothed card. Opponents can buy it back with a king or queen of another suit.',
      ],
    },
    {
      heading: 'Ending a round and scoring',
      points: [
        'The attacker may close the round after winning the trick personally, with a royal in Spoils from before the turn and no face card left in hand. The last discard is optional.',
        'Once the stack is gone the round also stops when a hand is emptied. A gift of a last card is still swapped for the partner’s gift, so the exchange never stops it; a hand emptied in a trick stops it once that trick is finished and its spoils are taken; at any other moment it stops at once.',
        'Nines to aces are worth 5, twos to eights 10; a rank you hold three or more times on your board counts double. Cards left in hand count against you.',
        'Each full set of your royals and each marriage in your or your partner’s Spoils adds your base score once more, even when it is negative.',
        'Team totals carry over between rounds. The game ends when a team climbs above 1066 or falls below −333, unless you choose other totals when you start; the higher total wins.',
        'At the start of each round, when it is your turn to pick a house, you may instead give up the game for your team.',
      ],
    },
    {
      heading: 'Tips',
      points: [
        'Cards left in hand count against you when the round is scored: as the stack runs low, lay down sets when you may and get rid of what you cannot use.',
        'A two beats an ace of its own suit: a low card can take a trick an ace seems to own.',
        'A trick you cannot win is the place for a card neither you nor the winners want: the winner and the winner’s partner take two of the four cards, and the rest go to the dead pile.',
        'Marriages and full sets of royals multiply your base score, but a negative base is multiplied too: clear your hand before the round ends.',
      ],
    },
    {
      heading: 'Options',
      points: [
        'Winning total: any number from 50 to 5000 (1066 unless you choose another). Once a round is scored, a team above it ends the game, and the higher total wins.',
        'Losing total: any number from −5000 to −10 (−333 unless you choose another). Once a round is scored, a team below it also ends the game, and again the higher total wins.',
        'Betrothed royals count as their owner’s: on unless you turn it off. A royal you gave your partner in an arranged marriage, with no spouse beside it in their Spoils, still counts as yours for the privileges your turn starts with and for your full sets of royals, as a married one does. Off, only a married royal there counts.',
        'Out-of-turn house changes keep both cards in Spoils: off unless you turn it on. Off, a switch you make with a discard when it is not your turn places the two kept cards as any switch does (nines, tens, and an ace that was not already in your Spoils go to Meld); on, both go to Spoils whatever their rank.',
      ],
    },
  ],
};
