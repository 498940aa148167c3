/**
 * Writes the shipped teaching replays: a whole game of bots, seeded, with a
 * teacher's notes, highlights and arrows on the steps worth stopping at. The
 * file opens at its first step, so a learner steps through it with the notes.
 *
 *   npx tsx scripts/make-teaching-examples.ts
 *
 * The notes are written for the game these seeds and bots play today. If the
 * bots change, the script plays another game and stops with a message when a
 * step no longer matches its note (each note names the action it expects), so
 * the notes are written again rather than left to tell a different game.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { addArrow, setNote, toggleHighlight, type Colour, type Target } from '../src/engine/core/annotations';
import { botChoice, type BaseAction, type BaseState } from '../src/engine/core/game';
import { GameRecord, MAIN_LINE, type Cursor } from '../src/engine/core/record';
import { recordToReplay, type ReplayFile } from '../src/engine/core/replay-file';
import { findGame } from '../src/engine/games';

const EXAMPLES = join(import.meta.dirname, '..', 'examples');
const SAVED_AT = '2026-01-01T00:00:00.000Z';

type Mark = readonly [zone: string, card: string | null, colour: Colour];

interface StepNote {
  /** The words of the step's action, as the record tells it, so a changed game is caught. */
  readonly told: string;
  readonly note: string;
  readonly highlights?: readonly Mark[];
  readonly arrows?: readonly (readonly [from: Mark, to: Mark])[];
}

export interface TeachingExample {
  readonly file: string;
  readonly title: string;
  readonly game: string;
  readonly seed: number;
  readonly bots: readonly string[];
  /** Where the told game stops, for a game whose whole match is longer than a lesson (one round); else at its end. */
  readonly lastStep?: number;
  /** Notes by step; step 0 is the deal, before any action. */
  readonly notes: Readonly<Record<number, StepNote>>;
}

export const TEACHING_EXAMPLES: readonly TeachingExample[] = [
  {
    file: 'royal-lock/a-game-told-step-by-step.royal.json',
    title: 'Royal Lock: a game told step by step',
    game: 'royal-lock',
    seed: 13,
    bots: ['planner', 'planner'],
    notes: {
      0: {
        told: 'Set-up',
        note:
          'Two Planner bots play this game together, and the notes say why they do what they do. Royal Lock is won by locking three royals (jacks, queens or kings) in one row, column or diagonal, and lost the moment three spaces of a line are empty. A turn is up to three actions; then two red cards are drawn and hit the grid. Step forward with ▶ and read each note.',
        highlights: [['grid.b2', null, 'gold']],
      },
      1: {
        told: 'Seat 1 locks the 3♠ (1 of 3 locked).',
        note:
          'Why lock a plain 3? A locked card survives the red draw: a card of its rank only unlocks it. The centre lies on four lines, so keeping it filled guards all four. Only three cards may be locked at once, so these locks will have to be freed for royals later.',
        highlights: [['grid.b2', '3S', 'blue']],
      },
      4: {
        told: 'End of turn. Red draw: J♦ and 2♥ — the 2♣ is removed. Seat 2 (marker 2) plays next.',
        note:
          'The red draw: every unlocked grid card of a drawn rank is removed. The 2♥ takes the 2♣ from the top row; the J♦ matches nothing. An empty space is one step toward three in a line.',
        highlights: [
          ['grid.b1', null, 'red'],
          ['redDraw', '2H', 'red'],
        ],
        arrows: [[['redDraw', '2H', 'red'], ['grid.b1', null, 'red']]],
      },
      8: {
        told: 'End of turn. Red draw: 4♥ and 3♦ — the 3♣ is removed; the locked 3♠ is unlocked. Seat 1 (marker 1) plays next.',
        note:
          'The 3♦ hits both threes: the unlocked 3♣ is removed, the locked 3♠ in the centre is only unlocked. The lock kept the centre filled, but it is spent: the next three drawn would take it.',
        highlights: [
          ['grid.b2', '3S', 'blue'],
          ['grid.a2', null, 'red'],
        ],
      },
      13: {
        told: 'Seat 2 locks the 3♠ (2 of 3 locked).',
        note: 'Seat 2 locks the centre again at once: a lock that a draw has undone is worth redoing while the card is still there.',
        highlights: [['grid.b2', '3S', 'blue']],
      },
      17: {
        told: 'Seat 1 shuffles the black discard into the black deck (17 cards).',
        note:
          'Reshuffle: the black cards the draws and removals put in the discard go back into the black deck. A fill takes the top card of that deck, so the cards lost so far, royals among them, can come back.',
        highlights: [['blackDeck', null, 'gold']],
      },
      24: {
        told: 'End of turn. Red draw: 8♦ and 10♦ — the 8♣ is removed; the locked 10♣ is unlocked; the 10♠ is removed. Seat 1 (marker 1) plays next.',
        note:
          'A bad draw: the 8♣ and the 10♠ go and the 10♣ loses its lock. The top row and the right column now each have two empty spaces: one more removal in either line loses the game, so the next turns fill before they build.',
        highlights: [
          ['grid.b1', null, 'red'],
          ['grid.c1', null, 'red'],
          ['grid.c3', null, 'red'],
        ],
      },
      27: {
        told: 'Seat 1 fills the top-middle space with the K♣ from the black deck.',
        note: 'The fill turns up a royal, the K♣, in the top row. The top row becomes the line to build.',
        highlights: [['grid.b1', 'KC', 'gold']],
        arrows: [[['blackDeck', null, 'green'], ['grid.b1', 'KC', 'green']]],
      },
      30: {
        told: 'Seat 2 locks the Q♣ (1 of 3 locked).',
        note:
          'The first royal lock. Seat 2 filled the top-right with the Q♣ and locks it before a draw can take it. Two royals now stand in the top row; the top-left holds a 6.',
        highlights: [
          ['grid.c1', 'QC', 'gold'],
          ['grid.b1', 'KC', 'gold'],
          ['grid.a1', '6C', 'red'],
        ],
      },
      33: {
        told: 'Seat 1 locks the K♣ (2 of 3 locked).',
        note: 'The K♣ is locked too. The last draw took the 6♣, so the top-left space is empty: a royal there, locked, wins.',
        highlights: [
          ['grid.a1', null, 'gold'],
          ['grid.b1', 'KC', 'gold'],
          ['grid.c1', 'QC', 'gold'],
        ],
      },
      35: {
        told: 'Seat 1 fills the top-left space with the 3♣ from the black deck.',
        note: 'Not a royal this time. The 3♣ still helps: a filled space is one the draw cannot count as empty, and it can be removed and filled again next turn.',
        highlights: [['grid.a1', '3C', 'blue']],
      },
      39: {
        told: 'Seat 2 locks the 10♣ (3 of 3 locked).',
        note: 'The third lock goes on the 10♣: the bottom row has two empty spaces, and losing the 10 would empty it.',
        highlights: [
          ['grid.b3', '10C', 'blue'],
          ['grid.a3', null, 'red'],
          ['grid.c3', null, 'red'],
        ],
      },
      41: {
        told: 'Seat 1 removes the 3♣ from the top-left space to the black discard.',
        note: 'Remove the 3♣ to make room for a royal. The space is empty for a moment; that is safe, since no line has three empty spaces.',
        highlights: [['grid.a1', null, 'gold']],
      },
      42: {
        told: 'Seat 1 fills the top-left space with the J♣ from the black deck.',
        note: 'The fill turns up the J♣. One action is left this turn: enough to lock it.',
        highlights: [['grid.a1', 'JC', 'gold']],
        arrows: [[['blackDeck', null, 'green'], ['grid.a1', 'JC', 'green']]],
      },
      43: {
        told: 'Seat 1 locks the J♣ (3 of 3 locked). The players win: the top row holds three locked royal cards (J♣, K♣, Q♣).',
        note: 'Three locked royals across the top row: the players win. Try the game again from any step with “Continue here”, or branch off to see what else could have happened.',
        highlights: [
          ['grid.a1', 'JC', 'gold'],
          ['grid.b1', 'KC', 'gold'],
          ['grid.c1', 'QC', 'gold'],
        ],
      },
    },
  },
  {
    file: 'royal-suit/a-game-told-step-by-step.royal.json',
    title: 'Royal Suit: a game told step by step',
    game: 'royal-suit',
    seed: 4,
    bots: ['sampler', 'sampler'],
    notes: {
      0: {
        told: 'Set-up',
        note:
          'Two Sampler bots play this game, and the notes say why they do what they do. The K♠ and the Q♥ are the royal couple: the Supporters (seat 1) win when the two lie on neighbouring piles; the Opposers (seat 2) win when a deck runs out first. A couple card steps one pile at a time onto a card of the other colour that is not an ace, so the black K♠ walks over red cards and the red Q♥ over black ones.',
        highlights: [
          ['pile.1', 'KS', 'gold'],
          ['pile.6', 'QH', 'gold'],
        ],
      },
      1: {
        told: 'Supporters move the K♠ from pile 1 onto the 10♦ on pile 2.',
        note: 'The K♠ steps right onto the red 10♦, one pile closer to the Q♥.',
        arrows: [[['pile.1', null, 'green'], ['pile.2', 'KS', 'green']]],
      },
      2: {
        told: 'Opposers play the A♣ onto the K♦ (pile 4).',
        note:
          'The Opposers block: no couple card may step onto an ace, so pile 4, in the middle of the couple’s way, is closed until a card covers the ace.',
        highlights: [['pile.4', 'AC', 'red']],
      },
      6: {
        told: 'Opposers move the K♠ from pile 3 onto the 10♦ on pile 2.',
        note: 'Either side may move a couple card. The Opposers walk the K♠ back, away from the Q♥.',
        arrows: [[['pile.3', null, 'red'], ['pile.2', 'KS', 'red']]],
      },
      7: {
        told: 'Supporters move the K♠ from pile 2 onto the J♦ on pile 1 — a face card, so they play again.',
        note:
          'A step onto a jack, queen or king earns an extra play at once. The Supporters step away for it: the extra play rids them of their A♥, a card that would close any pile it landed on, on pile 4, which the A♣ already closes.',
        highlights: [['pile.1', 'JD', 'gold']],
      },
      9: {
        told: 'Opposers cannot play the 8♦ and show it, then put it under their deck.',
        note:
          'A red card needs a black top, and every top here is red or a couple card. No couple card can step either: the Q♥ is hemmed in by aces, and the K♠ may not go straight back to pile 2, where the Supporters just took it from. So the Opposers show their 8♦ and put it under their deck: a turn with no card played, which is time the Opposers lose.',
      },
      12: {
        told: 'Supporters play the J♣ onto the A♥ (pile 4).',
        note: 'The J♣ covers the aces: pile 4 now shows a black card, open to the red Q♥ on pile 5.',
        highlights: [
          ['pile.4', 'JC', 'gold'],
          ['pile.5', 'QH', 'gold'],
        ],
      },
      14: {
        told: 'Supporters play the Q♣ onto the J♦ (pile 1).',
        note:
          'From here both sides play cards on pile 1, far from the couple: each card played is one fewer in the deck, and the Opposers win if a deck runs out before the couple meets.',
        highlights: [['pile.1', null, 'blue']],
      },
      20: {
        told: 'Supporters move the K♠ from pile 2 onto the 7♥ on pile 3.',
        note: 'The K♠ steps to pile 3. The Q♥ on pile 5 can now step onto the J♣ on pile 4 and stand beside it.',
        highlights: [
          ['pile.3', 'KS', 'gold'],
          ['pile.4', 'JC', 'gold'],
          ['pile.5', 'QH', 'gold'],
        ],
        arrows: [[['pile.5', 'QH', 'green'], ['pile.4', 'JC', 'green']]],
      },
      21: {
        told: 'Opposers play the 8♣ onto the J♥ (pile 1).',
        note:
          'The Opposers cannot stop it. A couple card may not be moved straight back where the other side just moved it from, so the K♠ stays on pile 3; and their card, the black 8♣, cannot go on the black J♣ to close pile 4.',
        highlights: [['pile.3', 'KS', 'red']],
      },
      22: {
        told: 'Supporters move the Q♥ from pile 5 onto the J♣ on pile 4. The Supporters win: the K♠ and the Q♥ lie side by side (piles 3 and 4).',
        note: 'The Q♥ steps beside the K♠: the couple is together and the Supporters win. Try another line from any step with “Continue here”.',
        highlights: [
          ['pile.3', 'KS', 'gold'],
          ['pile.4', 'QH', 'gold'],
        ],
      },
    },
  },
  {
    file: 'royals/a-game-told-step-by-step.royal.json',
    title: 'Royals: a game told step by step',
    game: 'royals',
    seed: 7,
    bots: ['search', 'search'],
    notes: {
      0: {
        told: 'Set-up',
        note:
          'Two Search bots play this game, and the notes stop at each rule as it first comes up. Each player starts a turn with five cards. Royals on the field defend and attack; damage dealt to the player, not to a royal, scores. The game opens in the Cold War: until both players have had a royal on the field, only arrows may attack.',
      },
      1: {
        told: 'Seat 1 recruits the J♥.',
        note: 'A royal recruited stands diagonally: it defends at once but cannot attack until its player’s next turn.',
        highlights: [['field.0', 'JH', 'gold']],
      },
      2: {
        told: 'Seat 1 fires arrows 4♠ 5♠ at the player (2 damage). Seat 2 may block with an ace.',
        note:
          'Arrows: two or more number cards of one suit or one number, a point of damage per card. Seat 2 has no royal on its field, so the arrows fly at the player.',
      },
      4: {
        told: 'Seat 1 accepts the block. The attack is blocked: 4♠ 5♠ go to the discard pile.',
        note:
          'Any attack may be blocked by discarding an ace, and the block itself by another ace. Seat 2 blocked with the A♦; Seat 1 let the block stand, and the arrows are lost.',
        highlights: [['discard', null, 'red']],
      },
      6: {
        told: "Seat 1 ends the turn. Seat 1 draws 4 cards. Seat 2 draws 1 card. Seat 2's turn.",
        note: 'Both draw back to five: Seat 1 after its turn, and Seat 2 for the ace it spent during Seat 1’s turn.',
      },
      7: {
        told: 'Seat 2 recruits the K♣. The Cold War is over: the Battle begins.',
        note: 'Both players have now had a royal on the field: the Cold War ends, and royals may attack.',
        highlights: [['field.1', 'KC', 'gold']],
      },
      9: {
        told: 'Seat 1 lets the attack through. 2 damage is under the J♥\'s rank of 3: no effect.',
        note:
          'An attack on a royal must reach its rank: 3 for a jack, 2 for a queen, 1 for a king. Two damage does nothing to the J♥, and damage is not kept from one attack to the next.',
        highlights: [['field.0', 'JH', 'blue']],
      },
      10: {
        told: 'Seat 2 reveals a joker on their field.',
        note: 'A joker on the field does not defend. It is a bomb: later it attacks for double the number card given to it, or wipes the floor.',
        highlights: [['field.1', 'JK1', 'gold']],
      },
      14: {
        told: 'Seat 2 lets the attack through. The K♣ is defeated.',
        note:
          'A royal attacks with a number card: the damage is the card divided by the royal’s rank, rounded down. The J♥ (rank 3) with the 3♦ deals 1, enough for the K♣ (rank 1), which is turned sideways: defeated.',
        highlights: [['field.1', 'KC', 'red']],
        arrows: [[['field.0', 'JH', 'red'], ['field.1', 'KC', 'red']]],
      },
      18: {
        told: 'Seat 2 lets the attack through. It hits Seat 2 for 2 points: 8♦ 7♦ go to Seat 1\'s score pile.',
        note:
          'With its king defeated and a joker that does not defend, Seat 2 is open: Seat 1’s arrows hit the player twice, and the arrow cards go to Seat 1’s score pile, a point each.',
        highlights: [['score.0.points', null, 'gold']],
      },
      26: {
        told: 'Seat 2 buries the K♣ in the discard pile.',
        note: 'A defeated royal that is not revived is buried. With no cards under it, it simply goes to the discard pile.',
      },
      28: {
        told: 'Seat 2 ends the turn. Seat 2 draws 5 cards. Seat 1 draws 2 cards. Seat 1\'s turn.',
        note: 'Seat 1 spent two aces blocking during Seat 2’s turn, so it draws two cards back before its own turn.',
      },
      36: {
        told: 'Seat 2 revives the Q♠, paying the 9♠ as tribute to Seat 1\'s score pile.',
        note:
          'Revive: on the turn after a royal is defeated, its player may pay a card of its suit as tribute and stand it up again, ready to attack. The tribute scores a point for the other player.',
        highlights: [
          ['field.1', 'QS', 'gold'],
          ['score.0.points', '9S', 'blue'],
        ],
      },
      38: {
        told: 'Seat 1 lets the attack through. The floor is wiped (combined rank 4): J♥ K♠ defeated.',
        note:
          'Wipe the floor: a joker with a number card defeats every royal on the other field if their ranks added up reach the card. The J♥ (3) and the K♠ (1) make 4, the 4♣ is 4: both fall, and the joker is spent.',
        highlights: [
          ['field.0', 'JH', 'red'],
          ['field.0', 'KS', 'red'],
        ],
      },
      42: {
        told: 'Seat 1 lets the attack through. It hits Seat 1 for 3 points: 7♥ goes under the Q♠.',
        note:
          'With both its royals defeated, Seat 1 is open. The Q♠ with the 7♥ deals 7 ÷ 2, rounded down: 3. A card that hits the player goes under the royal and counts for its player at the end.',
        highlights: [['field.1', 'QS', 'gold']],
      },
      51: {
        told: 'Seat 2 calls “Last Reshuffle”: when the deck runs out, the Last Round begins.',
        note: 'Last Reshuffle: the next time the deck runs out, each player takes one final turn and the game is scored.',
        highlights: [['deck', null, 'gold']],
      },
      55: {
        told: 'Seat 1 lets the Q♦ take the fall: it is defeated.',
        note:
          'Jackrifice: when an attack would defeat a royal while a jack stands on the same field, its player may let a jack fall instead. Seat 1 keeps its jacks and lets the Q♦ fall.',
        highlights: [
          ['field.0', 'QD', 'red'],
          ['field.0', 'JH', 'blue'],
          ['field.0', 'JS', 'blue'],
        ],
      },
      67: {
        told: 'Seat 1 ends the turn. Seat 1 draws 4 cards. The last card is drawn: the Last Round begins, Seat 2 then Seat 1 take a final turn. Seat 2\'s turn.',
        note: 'The deck runs out after the Last Reshuffle: the Last Round begins, a final turn each.',
      },
      71: {
        told: 'Seat 1 lets the attack through. The floor is wiped (combined rank 8): J♥ Q♦ J♠ defeated.',
        note: 'The second joker wipes the floor again: 3 + 2 + 3 = 8, well over the 3♥. Seat 1’s final turn is all that is left to revive them, one card of each royal’s suit apiece.',
        highlights: [['field.0', null, 'red']],
      },
      73: {
        told: 'Seat 1 ends the turn. Defeated and not revived, J♥ Q♦ J♠ are buried. The game is over: Seat 1 5, Seat 2 7. Seat 2 wins 7 to 5.',
        note:
          'The score: each royal’s cards under it by the usual damage (the Q♠’s 7♥: 3), jokers double their card, and tribute and arrow cards a point each. Seat 1 scored 4 arrows and one tribute, Seat 2 the Q♠’s 3 and four tributes: Seat 2 wins 7 to 5.',
        highlights: [
          ['score.0.points', null, 'blue'],
          ['score.1.points', null, 'blue'],
        ],
      },
    },
  },
  {
    file: 'royal-lines/a-round-told-step-by-step.royal.json',
    title: 'Royal Lines: a round told step by step',
    game: 'royal-lines',
    seed: 3,
    bots: ['search', 'search', 'search'],
    lastStep: 39,
    notes: {
      0: {
        told: 'Set-up',
        note:
          'Three Search bots play the first round of a match, and the notes say what each recruitment shows. Every player holds a secret settler (an ace here) and seven promises. The ship carries seven colonials; only the topmost of each suit can be taken. Each recruitment, everyone lays a promise face down at once, and the highest promise in a suit on the ship takes that suit’s topmost colonial. The cards are shown face up for the lesson.',
        highlights: [['ship', null, 'gold']],
      },
      3: {
        told:
          'Seat 3 lays a promise face down. Recruitment 1 (ship 1): promises revealed — Seat 1 10♠, Seat 2 6♠ and Seat 3 3♣. Attractive suits, topmost colonial first: hearts for the K♥, diamonds for the J♦, spades for the J♠. Seat 1 recruits the J♠ with the 10♠ as the highest attractive promise.',
        note:
          'Hearts, diamonds and spades are on the ship, so promises in those suits count; Seat 3’s 3♣ does not. The 10♠ beats the 6♠ and takes the topmost spade, the J♠, into Seat 1’s royal line.',
        highlights: [['line.0', 'JS', 'gold']],
      },
      9: {
        told:
          'Seat 3 lays a promise face down. Recruitment 3 (ship 1): promises revealed — Seat 1 5♠, Seat 2 8♠ and Seat 3 6♣. Attractive suits, topmost colonial first: hearts for the K♥, diamonds for the K♦. Nobody played an attractive suit, so the topmost colonial, the K♥, is discarded.',
        note: 'No spade is left on the ship, so only hearts and diamonds count now. Nobody promised either, so the topmost colonial, the K♥, leaves the ship for nobody.',
      },
      12: {
        told:
          "Seat 3 lays a promise face down. Recruitment 4 (ship 1): promises revealed — Seat 1 5♣, Seat 2 8♥ and Seat 3 4♦. Attractive suits, topmost colonial first: hearts for the A♥, diamonds for the K♦. Seat 2 recruits the A♥ with the 8♥ as the highest attractive promise. The ace is a settler: it takes over Seat 2's colony and lies face up in place of the old settler, the A♠, which is discarded.",
        note:
          'An ace recruited replaces its recruiter’s settler, face up. Seat 2 trades its black A♠ for the red A♥: from now on its line scores against red, and a line of black royals would be a revolution.',
        highlights: [['settler.1', 'AH', 'gold']],
      },
      15: {
        told:
          "Seat 3 lays a promise face down. Recruitment 5 (ship 1): promises revealed — Seat 1 4♥, Seat 2 2♣ and Seat 3 9♣. Attractive suits, topmost colonial first: hearts for the J♥, diamonds for the K♦. Seat 1 recruits the J♥ with the 4♥ as the highest attractive promise. Three jacks in Seat 1's royal line cannot tolerate each other and split up: the J♠, J♦ and J♥ are discarded.",
        note: 'Three colonials of one rank (or of one suit) in a line leave it at once. The J♥ was Seat 1’s third jack: all three go, and its line is empty again.',
        highlights: [['line.0', null, 'red']],
      },
      18: {
        told:
          'Seat 3 lays a promise face down. Recruitment 6 (ship 1): promises revealed — Seat 1 5♦, Seat 2 8♣ and Seat 3 2♦. Attractive suits, topmost colonial first: diamonds for the K♦. Seat 1 recruits the K♦ with the 5♦ as the highest attractive promise. The second ship arrives with J♣, Q♠, K♣, K♠, Q♣ and Q♥, laid above the Q♦ (the Q♥ on top). The 33 played and undealt promises are shuffled into a new promise deck and every player is dealt 6 more.',
        note:
          'One colonial is left on the first ship, so the second ship arrives with six more, and everyone is dealt six new promises from the reshuffled promise deck.',
        highlights: [['ship', null, 'gold']],
      },
      27: {
        told:
          'Seat 3 lays a promise face down. Recruitment 9 (ship 2): promises revealed — Seat 1 2♥, Seat 2 10♠ and Seat 3 3♥. Attractive suits, topmost colonial first: hearts for the Q♥, spades for the K♠, clubs for the K♣. Seat 2 recruits the K♠ with the 10♠ as the highest attractive promise.',
        note: 'Seat 2, with its red settler, starts collecting black royals with the K♠.',
        highlights: [
          ['line.1', 'KS', 'gold'],
          ['settler.1', 'AH', 'blue'],
        ],
      },
      36: {
        told:
          'Seat 3 lays a promise face down. Recruitment 12 (ship 2): promises revealed — Seat 1 5♣, Seat 2 7♣ and Seat 3 6♣. Attractive suits, topmost colonial first: hearts for the Q♥, clubs for the J♣. Seat 2 recruits the J♣ with the 7♣ as the highest attractive promise.',
        note: 'Three clubs promised: the highest, the 7♣, wins. Seat 2’s line is now K♠, Q♠ and J♣, all black against its red ace.',
        highlights: [['line.1', null, 'gold']],
      },
      39: {
        told:
          "Seat 3 lays a promise face down. Recruitment 13 (ship 2): promises revealed — Seat 1 2♣, Seat 2 9♦ and Seat 3 10♥. Attractive suits, topmost colonial first: hearts for the Q♥. Seat 3 recruits the Q♥ with the 10♥ as the highest attractive promise. The last recruitment is done. Round 1 is scored; the settlers are turned over. Seat 1 (A♣): K♦, Q♦, Q♣ — democracy (1 black +1 each, 2 red −1 each, from −3 to 4), −1 point. Seat 2 (A♥): K♠, Q♠, J♣ — revolution (only black royals against a red settler: 2 points each, at most 8), 6 points. Seat 3 (A♦): K♣, Q♥ — democracy (1 red +1 each, 1 black −1 each, from −3 to 4), 0 points. Seat 2 wins the round with 6 points. Round wins: Seat 1 0, Seat 2 1, Seat 3 0. Seat 2 deals next.",
        note:
          'The round is scored against the settlers, now turned over. A line all of the settler’s suit is an aristocracy, 3 points a royal; all of the other colour a revolution, 2 a royal; anything else a democracy, +1 for each royal of the settler’s colour and −1 for each of the other. Seat 2’s three black royals against its red A♥ make a revolution worth 6, and win the round. The match goes on to three round wins.',
        highlights: [
          ['line.1', null, 'gold'],
          ['settler.1', 'AH', 'gold'],
        ],
      },
    },
  },
  {
    file: 'alliance-royals/two-rounds-told-step-by-step.royal.json',
    title: 'Alliance Royals: two rounds told step by step',
    game: 'alliance-royals',
    seed: 11,
    bots: ['search', 'search', 'search', 'search'],
    lastStep: 381,
    notes: {
      0: {
        told: 'Set-up',
        note:
          'Four Search bots play the first two rounds of a game, and the notes stop at each part of a turn as it first comes up. Seats 1 and 3 are partners against seats 2 and 4. Everyone holds ten cards; the rest is the stack, with one card turned up as the discard pile. The hands are shown face up for the lesson.',
      },
      4: {
        told: 'Seat 1 chooses hearts as home house.',
        note:
          'Each player has chosen a house: the jacks, queens and kings of that suit are their royals. Seats 2, 3 and 4 chose spades, Seat 1 hearts; partners and opponents may share a suit.',
      },
      5: {
        told: 'Seat 2 takes 10♠ from the discard pile.',
        note: 'Seat 2 attacks first. Instead of the stack’s top card, a player may take the top discard when it belongs to their house: the 10♠ does.',
        highlights: [['hand.1', '10S/3', 'gold']],
      },
      9: {
        told: 'Seat 2 draws from the stack.',
        note: 'Each other player drew once, clockwise; now the attacker draws a second time.',
      },
      11: {
        told: 'Seat 4 chooses a gift; Seat 2 and Seat 4 exchange their gifts.',
        note: 'The gift exchange: the attacker and its partner each chose a card in secret, and now they swap them.',
      },
      15: {
        told: 'Seat 1 plays 4♥. Seat 2 wins the battle.',
        note:
          'The battle: Seat 2 led the A♠ and everyone followed suit if they could; Seat 1, with no spade, played a heart. The highest card of the led suit wins: the A♠ beats Seat 4’s K♠.',
        highlights: [['battle', null, 'gold']],
      },
      17: {
        told: 'Seat 4 takes A♠ as spoils. 2 cards go to the dead pile.',
        note: 'The winner took one of the four cards for its Spoils (the K♠, a royal of its house), its partner another (the A♠), and the other two went face down to the dead pile.',
        highlights: [
          ['spoils.1', 'KS/2', 'gold'],
          ['spoils.3', 'AS/2', 'gold'],
        ],
      },
      18: {
        told: 'Seat 2 shows three K♠ and changes house to spades.',
        note:
          'All three copies of a card let a player change house to its suit. Seat 2 holds the other two K♠ and changes to spades, its house already: one copy leaves play and the other joins the first in its Spoils.',
        highlights: [['spoils.1', null, 'gold']],
      },
      19: {
        told: 'Seat 2 discards 6♠.',
        note: 'The attacker ends its turn with a discard. Seat 3 attacks next.',
      },
      48: {
        told: 'Seat 1 assassinates A♣ from Seat 2’s Spoils with A♣.',
        note:
          'An ace in your Spoils at the start of your turn is an assassin: it takes one card of its suit from another player’s Spoils or Meld, and both leave play. Seat 1’s A♣ takes the A♣ from Seat 2’s Spoils.',
        highlights: [['spoils.1', null, 'red']],
      },
      72: {
        told: 'Seat 2 melds K♣.',
        note:
          'With a royal of its house in Spoils when its turn began, Seat 2 may lay down sets of three or more of a rank, counting what lies in its Spoils. The K♦ and K♥ make kings with its two K♠, three jacks another set, and the K♣ joins the kings. Its own royals, the K♠, stay in Spoils: they never go to the Meld.',
        highlights: [['meld.1', null, 'gold']],
      },
      112: {
        told: 'Seat 1 assassinates K♦ from Seat 2’s Meld with A♦.',
        note: 'An assassin reaches into a Meld too: Seat 1’s A♦ takes the K♦ from Seat 2’s set of kings.',
        highlights: [['meld.1', null, 'red']],
      },
      223: {
        told:
          'Seat 2 takes 7♥ as spoils. 2 cards go to the dead pile. Round 1 is scored. Seat 1: board 30 − hand 25 = 5 → 5; Seat 2: board 85 − hand 0 = 85 → 85; Seat 3: board 70 − hand 20 = 50 → 50; Seat 4: board 60 − hand 30 = 30 → 30. Seats 1 & 3 55, Seats 2 & 4 115.',
        note:
          'The stack is gone and Seat 2 played its last card in this battle, so the round stops, but only once the battle is over: Seat 3 still played, and the winners took their spoils, Seat 2 the 7♥. Each player scores the cards on their board (nines to aces 5, twos to eights 10, a rank held three times or more counting double) less the cards left in hand. Seat 2’s hand is empty, so its board counts in full: 85. Seats 2 and 4 lead 115 to 55, and the game goes on until a team passes 1066: the next round follows.',
        highlights: [['spoils.1', '7H', 'gold']],
      },
      224: {
        told: 'Seat 2 deals round 2.',
        note:
          'Round 2: the deal passes to Seat 2, on Seat 1’s left, and every hand is dealt afresh. Boards start empty; only the team totals carry over. Each player chooses a house again, Seat 3, on the dealer’s left, first: Seat 3 spades, Seats 4 and 2 hearts, Seat 1 clubs. Seat 3 attacks first.',
      },
      280: {
        told: 'Seat 2 declares K♠ a hostage.',
        note:
          'A hostage: once the gifts have changed hands, the attacker may declare a king or queen of an enemy’s house in its Spoils a hostage. Seat 2 won the K♠, a royal of Seat 3’s house, in battle (step 270). While it is held, it cancels the privileges and the score of one K♠ that is married or betrothed.',
        highlights: [['spoils.1', 'KS', 'red']],
      },
      288: {
        told: 'Seat 3 redeems the hostage K♠ with Q♣.',
        note:
          'An enemy of the holder may buy a hostage back when attacking, at any point of its turn, with a king or queen of another suit from its hand. Seat 3 pays the Q♣ into Seat 2’s Spoils and takes the K♠, a royal of its own house, into its hand.',
        highlights: [['spoils.1', 'QC/3', 'gold']],
      },
      381: {
        told:
          'Seat 4 discards 5♦ and ends the round. Round 2 is scored. Seat 1: board 90 − hand 20 = 70 → 70; Seat 2: board 30 − hand 55 = −25 → −25; Seat 3: board 35 − hand 40 = −5 → −5; Seat 4: board 95 − hand 25 = 70 → 70. Seats 1 & 3 65, Seats 2 & 4 45.',
        note:
          'The attacker may end the round after winning the battle itself, with a royal of its house in Spoils from before its turn and no face card left in hand. Seat 4 won this turn’s battle with its A♦, has held two Q♥ in its Spoils since earlier turns, and after discarding the 5♦ holds only the 10♦, A♥, 4♣ and 9♥: it ends the round. Round 2 is scored as round 1 was, and Seats 2 and 4 still lead, 160 to 120.',
        highlights: [
          ['spoils.3', 'QH/2', 'gold'],
          ['spoils.3', 'QH/3', 'gold'],
        ],
      },
    },
  },
];

function target([zone, card]: Mark): Target {
  return card === null ? { zone } : { zone, card };
}

function ok<T>(edit: { ok: true; annotations: T } | { ok: false; reason: string }): T {
  if (!edit.ok) throw new Error(edit.reason);
  return edit.annotations;
}

/** Plays the example's game to its end (or its last step) and puts its notes on the steps; throws where a step is not the one its note tells. */
export function teachingRecord(example: TeachingExample): GameRecord {
  const game = findGame(example.game);
  if (!game) throw new Error(`No game called ${example.game}.`);
  const players = example.bots.map((bot, seat) => ({ name: `Seat ${seat + 1}`, bot }));
  const record = GameRecord.start<BaseState, BaseAction>(game, game.defaultOptions(), players, example.seed);
  let cursor: Cursor = { line: MAIN_LINE, step: 0 };
  for (let step = 1; step <= (example.lastStep ?? Infinity) && game.outcome(record.stateAt(cursor)) === null; step++) {
    const state = record.stateAt(cursor);
    const seat = game.activeSeats(state)[0]!;
    const bot = game.bots.find((spec) => spec.id === example.bots[seat])!;
    const action = botChoice(game, bot, { state, seat, legal: game.legalActions(state, seat), seed: example.seed * 1000 + step });
    const played = record.play(cursor, seat, action);
    if (!played.ok) throw new Error(played.reason);
    cursor = played.cursor;
  }
  for (const [stepText, spec] of Object.entries(example.notes)) {
    const key = { line: MAIN_LINE, step: Number(stepText) };
    const told = key.step === 0 ? 'Set-up' : record.stepAt(key)?.text;
    if (told !== spec.told) throw new Error(`${example.file}, step ${key.step}: the note is for "${spec.told}", but the game now tells "${told}".`);
    let marks = ok(setNote(record.annotations, record, key, spec.note));
    for (const mark of spec.highlights ?? []) marks = ok(toggleHighlight(marks, record, key, target(mark), mark[2]));
    for (const [from, to] of spec.arrows ?? []) marks = ok(addArrow(marks, record, key, target(from), target(to), from[2]));
    record.annotations = marks;
  }
  return record;
}

/** The example's file, opening at its first step so the learner starts at the deal. */
export function teachingReplay(example: TeachingExample): ReplayFile {
  return recordToReplay(teachingRecord(example), { cursor: { line: MAIN_LINE, step: 0 }, title: example.title, savedAt: SAVED_AT });
}

async function main(): Promise<void> {
  for (const example of TEACHING_EXAMPLES) {
    const file = teachingReplay(example);
    await writeFile(join(EXAMPLES, example.file), `${JSON.stringify(file, null, 2)}\n`);
    console.log(`${example.file}: ${file.lines[0]!.actions.length} steps, ${file.annotations.length} notes`);
  }
}

if (process.argv[1]?.endsWith('make-teaching-examples.ts')) await main();
