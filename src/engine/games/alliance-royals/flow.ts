/**
 * The course of a round: the deal, the houses, the five parts of a turn, the
 * window after a discard, the end of a round and the next deal. Each step
 * moves the table on to the next decision a player has to make, skipping
 * players who have nothing to do (no card to draw, no card to play).
 */
import type { Seat } from '../../core/game';
import { seedRng, shuffleInPlace, type HasRng } from '../../core/rng';
import { battleValue, isRoyalOf, pack, rankOfCard, suitOfCard } from './cards';
import { changeOptions } from './house-options';
import { privilegesOf } from './royals';
import { scoreLines } from './score';
import { allianceOf, allyOf, clockwiseFrom, nextSeat } from './seats';
import { HAND_SIZE, SEATS, type AllianceRoyalsOptions, type AllianceRoyalsState, type BattlePlay, type RoundResult } from './types';

/** A fresh round dealt from `holder`'s generator: ten cards each, beginning with the dealer's left, one top card turned up. */
export function dealRound(state: AllianceRoyalsState): void {
  const cards = pack();
  shuffleInPlace(state, cards);
  const hands: string[][] = [[], [], [], []];
  const order = clockwiseFrom(nextSeat(state.dealer));
  for (let n = 0; n < HAND_SIZE; n++) for (const seat of order) hands[seat]!.push(cards.shift()!);
  state.hands = hands;
  state.discard = [cards.shift()!];
  state.stack = cards;
  state.dead = [];
  state.spoils = [[], [], [], []];
  state.meld = [[], [], [], []];
  state.houses = [null, null, null, null];
  state.phase = 'houses';
  state.queue = order;
  state.turn = 0;
  state.attacker = attackerOnTurn(state.dealer, state.turn);
  state.lastTurn = lastTurnsUpTo(state.dealer, state.turn);
  state.privilege = { royal: false, twoRoyals: false, assassins: [] };
  state.gifts = [null, null, null, null];
  state.giftDone = false;
  state.giftLog = [];
  state.battle = [];
  state.victor = null;
  state.taken = [];
  state.lastBattle = null;
  state.bundleCard = null;
  state.meldedIn = {};
  state.wonIn = {};
  state.ransomBack = [];
  state.betrothed = [];
  state.hostages = [];
  state.hostageActs = [];
  state.arrangement = null;
  state.arrangementRefused = false;
  state.resume = null;
  state.result = null;
}

export function setupAllianceRoyals(options: AllianceRoyalsOptions, seats: number, seed: number): AllianceRoyalsState {
  if (seats !== SEATS) throw new Error('Alliance Royals is played by exactly four players.');
  const holder: HasRng = { rng: seedRng(seed) };
  const state = { rng: holder.rng, options: { ...options }, round: 1, dealer: 0, totals: [0, 0], history: [], end: null } as unknown as AllianceRoyalsState;
  dealRound(state);
  return state;
}

/** Whether `seat` can draw now: from the stack, or the discard top of its house (or one that completes a change of house). */
export function canDraw(state: AllianceRoyalsState, seat: Seat): boolean {
  if (state.stack.length > 0) return true;
  const top = state.discard[state.discard.length - 1];
  if (top === undefined) return false;
  if (suitOfCard(top) === state.houses[seat]) return true;
  // The discard top may also be taken when it completes a change of house (the change is made at once).
  if (seat === state.attacker && changeOptions(state, seat, 'window').length > 0) return true;
  return seat === state.attacker && bundleAllowed(state) && state.discard.some((card, i) => !isRoyalOf(card, state.houses[seat] ?? null) && bundleMeldable(state, seat, i));
}

/** The attacker's first draw may be a bundle from the discard pile when two different royals were in Spoils as the turn began. */
export function bundleAllowed(state: AllianceRoyalsState): boolean {
  return state.phase === 'draw' && state.queue.length === 5 && state.privilege.twoRoyals && state.discard.length > 0;
}

/** Cards of the bundle's bottom card's rank that could join its meld: hand and bundle cards that are not the attacker's royals. */
export function bundleMeldable(state: AllianceRoyalsState, seat: Seat, index: number): boolean {
  const bottom = state.discard[index]!;
  const rank = rankOfCard(bottom);
  const house = state.houses[seat] ?? null;
  const board = [...state.meld[seat]!, ...state.spoils[seat]!].filter((card) => rankOfCard(card) === rank).length;
  const movable = [...state.hands[seat]!, ...state.discard.slice(index + 1)].filter((card) => rankOfCard(card) === rank && !isRoyalOf(card, house)).length;
  return board + 1 + movable >= 3;
}

// "Players take turns as Attacker (lead player) in the same order as the deal." (ruling A3: the dealer's left first)
/**
 * Who attacks in turn `turn` of the round: the dealer's left in turn 1, and
 * before it while the houses are chosen, then each player clockwise.
 */
export function attackerOnTurn(dealer: Seat, turn: number): Seat {
  return (dealer + Math.max(1, turn)) % SEATS;
}

/** Each seat's latest turn as attacker this round, up to turn `turn`; 0 for a seat that has not attacked yet. */
export function lastTurnsUpTo(dealer: Seat, turn: number): number[] {
  return [0, 1, 2, 3].map((seat) => {
    const latest = turn - ((dealer + turn - seat + SEATS) % SEATS);
    return latest >= 1 ? latest : 0;
  });
}

/** The next turn of the round, for the next attacker in order: privileges are fixed as it begins. */
export function beginTurn(state: AllianceRoyalsState): void {
  state.turn += 1;
  const attacker = attackerOnTurn(state.dealer, state.turn);
  state.attacker = attacker;
  state.lastTurn[attacker] = state.turn;
  state.privilege = privilegesOf(state, attacker);
  state.gifts = [null, null, null, null];
  state.giftDone = false;
  state.battle = [];
  state.victor = null;
  state.taken = [];
  state.bundleCard = null;
  state.hostageActs = [];
  state.arrangement = null;
  state.arrangementRefused = false;
  state.resume = null;
  state.phase = 'draw';
  state.queue = [...clockwiseFrom(attacker), attacker];
  skipDraws(state);
}

// "If the Draw Stack runs out ... players skipping their draw unless they can legally draw from the Discard Pile."
/** Moves past players who cannot draw; when the draws are over, the gift exchange begins. */
export function skipDraws(state: AllianceRoyalsState): void {
  while (state.queue.length > 0 && !canDraw(state, state.queue[0]!)) state.queue.shift();
  if (state.queue.length === 0) startGift(state);
}

/** The attacker and ally each choose a gift; without a card on either side there is nothing to exchange. */
export function startGift(state: AllianceRoyalsState): void {
  const ally = allyOf(state.attacker);
  if (state.hands[state.attacker]!.length === 0 || state.hands[ally]!.length === 0) {
    state.giftDone = true;
    startBattle(state);
    return;
  }
  state.phase = 'gift';
  state.queue = [];
}

/** Both gifts chosen: they change hands at once. */
export function exchangeGifts(state: AllianceRoyalsState): void {
  const attacker = state.attacker;
  const ally = allyOf(attacker);
  const given = state.gifts[attacker]!;
  const received = state.gifts[ally]!;
  state.hands[attacker]!.push(received);
  state.hands[ally]!.push(given);
  state.giftLog.push({ from: attacker, to: ally, card: given }, { from: ally, to: attacker, card: received });
  state.gifts = [null, null, null, null];
  state.giftDone = true;
  startBattle(state);
}

/** The battle: the attacker leads, then each player clockwise who still holds a card. */
export function startBattle(state: AllianceRoyalsState): void {
  state.battle = [];
  state.victor = null;
  state.queue = clockwiseFrom(state.attacker).filter((seat) => state.hands[seat]!.length > 0);
  if (state.hands[state.attacker]!.length === 0) state.queue = [];
  state.phase = state.queue.length ? 'battle' : 'play';
}

// "The highest card in suit wins. In a tie the winner is the first played." / "A Sneak (2) in suit wins if an Ace is also played in suit."
export function battleWinner(plays: readonly BattlePlay[]): BattlePlay {
  const led = suitOfCard(plays[0]!.card);
  const inSuit = plays.filter((play) => suitOfCard(play.card) === led);
  const sneak = inSuit.find((play) => rankOfCard(play.card) === '2');
  if (sneak && inSuit.some((play) => rankOfCard(play.card) === 'A')) return sneak;
  let best = inSuit[0]!;
  for (const play of inSuit) if (battleValue(play.card) > battleValue(best.card)) best = play;
  return best;
}

/** Every card is down: the victor, then the ally, choose the spoils. */
export function resolveBattle(state: AllianceRoyalsState): void {
  const victor = battleWinner(state.battle).seat;
  state.victor = victor;
  state.phase = 'spoils';
  state.queue = state.battle.length > 1 ? [victor, allyOf(victor)] : [victor];
}

/** The spoils are taken: the other cards go to the dead pile and the optional plays begin. */
export function finishSpoils(state: AllianceRoyalsState): void {
  const taken = state.taken;
  state.taken = [];
  const takenCards = new Set(taken.map((entry) => entry.card));
  const dead = state.battle.map((play) => play.card).filter((card) => !takenCards.has(card));
  state.dead.push(...dead);
  state.lastBattle = { turn: state.turn, plays: state.battle.map((play) => ({ ...play })), victor: state.victor!, taken, dead };
  state.battle = [];
  state.queue = [];
  state.phase = 'play';
}

/** The attacker's turn ends: their ransom-back chance lapses, and others may take the discard to change houses. */
export function endTurn(state: AllianceRoyalsState): void {
  const attacker = state.attacker;
  state.ransomBack = state.ransomBack.filter((entry) => entry.seat !== attacker);
  state.queue = clockwiseFrom(nextSeat(attacker)).filter((seat) => seat !== attacker && changeOptions(state, seat, 'window').length > 0);
  if (state.queue.length) state.phase = 'window';
  else beginTurn(state);
}

/** The round is scored; the game ends when an alliance passes the target or drops below the floor. */
export function scoreRound(state: AllianceRoyalsState, reason: RoundResult['reason'], endedBy: Seat | null): void {
  const lines = scoreLines(state);
  const alliance: [number, number] = [lines[0]!.total + lines[2]!.total, lines[1]!.total + lines[3]!.total];
  state.totals = [state.totals[0] + alliance[0], state.totals[1] + alliance[1]];
  const result: RoundResult = { round: state.round, lines, alliance, reason, endedBy };
  state.result = result;
  state.history.push(result);
  state.queue = [];
  state.phase = 'scored';
  const [a, b] = state.totals;
  const passed = a > state.options.target || b > state.options.target;
  const dropped = a < state.options.floor || b < state.options.floor;
  if (passed || dropped) {
    const winners = a === b ? [0, 1, 2, 3] : [0, 1, 2, 3].filter((seat) => allianceOf(seat) === (a > b ? 0 : 1));
    state.end = { winners, reason: passed ? 'hastings' : 'issus' };
    state.phase = 'over';
  }
}

// "The Round then ends in the usual way, or when one player's hand runs out of cards. (This last does not end the game if cards still remain in the draw pile.)"
/**
 * With the stack gone, an empty hand ends the round (ruling A27), but only
 * between the acts of a turn: cards on their way between players would
 * otherwise be scored nowhere.
 */
export function checkHandOut(state: AllianceRoyalsState): void {
  if (state.phase === 'houses' || state.phase === 'scored' || state.phase === 'over') return;
  if (exchangeOrBattleUnderWay(state)) return;
  if (state.stack.length === 0 && state.hands.some((hand) => hand.length === 0)) scoreRound(state, 'hand-out', null);
}

/**
 * Whether cards are between hands and boards: a gift chosen before its swap
 * ("Attacker and Ally pass one card to each other" is one act), or a battle
 * from its lead until its spoils are taken (every seat with a card plays to
 * it, and the victors take their spoils as usual).
 */
export function exchangeOrBattleUnderWay(state: AllianceRoyalsState): boolean {
  return state.phase === 'gift' || state.phase === 'spoils' || (state.phase === 'battle' && state.battle.length > 0);
}

/** The next dealer, clockwise, deals a new round. */
export function dealNext(state: AllianceRoyalsState): void {
  state.round += 1;
  state.dealer = nextSeat(state.dealer);
  dealRound(state);
}

/** The next dealer. */
export function nextDealer(state: Pick<AllianceRoyalsState, 'dealer'>): Seat {
  return nextSeat(state.dealer);
}

/** Royals of the new house in Meld since before this turn move to Spoils when a house changes. */
export function royalsToSpoils(state: AllianceRoyalsState, seat: Seat): void {
  const house = state.houses[seat] ?? null;
  const meld = state.meld[seat]!;
  const moving = meld.filter((card) => isRoyalOf(card, house) && (state.meldedIn[card] ?? 0) < state.turn);
  if (!moving.length) return;
  state.meld[seat] = meld.filter((card) => !moving.includes(card));
  for (const card of moving) delete state.meldedIn[card];
  state.spoils[seat]!.push(...moving);
}
