/**
 * The course of a round: promises revealed and a colonial recruited (or
 * discarded), special recruitments, the second ship, the panic of the jokers,
 * scoring and the match. Each rule is a function; `continueRound` strings
 * them together after anything that may have finished a stage.
 */
import type { Seat } from '../../core/game';
import { shuffleInPlace } from '../../core/rng';
import type { Suit } from '../../core/cards';
import { comparePromises, isAceCard, isJokerCard } from './cards';
import { collapseGroups, panicGroups, removeGroup } from './colony';
import { resolveRecruitment } from './recruit';
import { lineScore } from './score';
import { dealRound, hasPirates } from './setup';
import { attractions, topmostIndex } from './ship';
import { SECOND_HAND_SIZE, type CardId, type Group, type JokerId, type LineScore, type Play, type Recruitment, type RoyalLinesState } from './types';

/** Seats from the dealer's left round the table: the order players answer their choices in. */
export function seatsFromDealer(state: Pick<RoyalLinesState, 'seats' | 'dealer'>): Seat[] {
  const seats: Seat[] = [];
  for (let i = 0; i < state.seats; i++) seats.push((state.dealer + 1 + i) % state.seats);
  return seats;
}

/** "The pirates ... always play the topmost card" of the remaining promise deck. */
function piratePlay(state: RoyalLinesState): Play | null {
  const card = state.promiseDeck.shift();
  // Never empty in a real round (see the rulings); a pirate ship with no card plays nothing.
  return card === undefined ? null : { by: 'pirates', card };
}

/**
 * All promises are on the table: turn them over and resolve the recruitment.
 * Called by the last seat's promise, so no seat ever sees another's choice
 * before everyone has chosen.
 */
export function revealAndRecruit(state: RoyalLinesState): void {
  const plays: Play[] = [];
  for (let seat = 0; seat < state.seats; seat++) {
    const card = state.chosen[seat];
    if (card) plays.push({ by: seat, card });
    state.chosen[seat] = null;
  }
  if (hasPirates(state)) {
    const pirates = piratePlay(state);
    if (pirates) plays.push(pirates);
  }
  for (const play of plays) state.played.push(play.card);

  const ship = state.ship;
  const attractive = attractions(ship);
  const resolution = resolveRecruitment(ship, plays);
  const { winner, colonialIndex } = resolution;
  state.recruitments += 1;
  if (!winner) {
    const colonial = ship.splice(topmostIndex(ship), 1)[0]!;
    state.discard.push(colonial);
    state.lastRecruitment = recruitment(state, plays, attractive, resolution, colonial, 'discarded', null, null);
    continueRound(state);
    return;
  }
  const colonial = ship.splice(colonialIndex, 1)[0]!;
  if (winner.by === 'pirates') {
    // "Any recruits won by the pirates are discarded."
    state.discard.push(colonial);
    state.lastRecruitment = recruitment(state, plays, attractive, resolution, colonial, 'pirates', null, null);
    continueRound(state);
    return;
  }
  const seat = winner.by;
  if (isAceCard(colonial)) {
    state.lastRecruitment = recruitment(state, plays, attractive, resolution, colonial, 'takeover', takeOver(state, seat, colonial), null);
    continueRound(state);
    return;
  }
  state.lines[seat]!.push(colonial);
  const groups = collapseGroups(state.lines[seat]!, colonial);
  state.lastRecruitment = recruitment(state, plays, attractive, resolution, colonial, 'recruited', null, groups.length > 1 ? groups : null);
  if (groups.length > 1) {
    // "If both would happen simultaneously, the player chooses which 3 collapse."
    state.pending = { kind: 'collapse', seat, groups };
    state.phase = 'choice';
    return;
  }
  if (groups.length === 1) collapse(state, seat, groups[0]!, false);
  continueRound(state);
}

/**
 * What the table shows of a recruitment, as one literal with every field:
 * spreading a shared base and overriding fields is many times slower, and
 * bots play this millions of times.
 */
function recruitment(
  state: RoyalLinesState,
  plays: Play[],
  attractive: Recruitment['attractive'],
  resolution: Pick<Recruitment, 'winner' | 'cancelled' | 'outranked'>,
  colonial: CardId,
  result: Recruitment['result'],
  replacedSettler: CardId | null,
  collapseChoice: Group[] | null,
): Recruitment {
  return {
    round: state.round,
    number: state.recruitments,
    ship: state.shipNumber,
    plays,
    attractive,
    cancelled: resolution.cancelled,
    outranked: resolution.outranked,
    winner: resolution.winner,
    replacedSettler,
    collapse: null,
    collapseChoice,
    secondShip: null,
    reshuffled: 0,
    colonial,
    result,
  };
}

/**
 * "If another settler is recruited, it takes over: the original settler card
 * is discarded and the new ace is put in its place face up." Returns the
 * settler replaced (an ace or a joker).
 */
export function takeOver(state: RoyalLinesState, seat: Seat, ace: CardId): CardId {
  const replaced = state.settlers[seat]!;
  state.discard.push(replaced);
  state.settlers[seat] = ace;
  state.settlerShown[seat] = true;
  return replaced;
}

/** "A group of 3 colonials of the same number or same suit causes a conflict and are discarded away." */
export function collapse(state: RoyalLinesState, seat: Seat, group: Group, chosen: boolean): void {
  const cards = removeGroup(state.lines[seat]!, group);
  state.discard.push(...cards);
  if (state.lastRecruitment) state.lastRecruitment.collapse = { seat, group, cards, chosen };
}

/** The winner's answer to a double collapse; then the round goes on. */
export function chooseCollapse(state: RoyalLinesState, seat: Seat, group: Group): void {
  state.pending = null;
  collapse(state, seat, group, true);
  continueRound(state);
}

/**
 * "When there's only 1 colonial left (and each player is holding 1 promise),
 * the second ship arrives": 6 colonials laid above the last one, and the
 * played and undealt promises reshuffled into 6 more hand cards each.
 */
export function secondShip(state: RoyalLinesState): void {
  const arrived = state.colonialDeck.splice(0, state.colonialDeck.length);
  state.ship.push(...arrived);
  state.shipNumber = 2;
  const pool = state.played.splice(0, state.played.length);
  pool.push(...state.promiseDeck.splice(0, state.promiseDeck.length));
  shuffleInPlace(state, pool);
  const reshuffled = pool.length;
  for (const hand of state.hands) {
    hand.push(...pool.splice(0, SECOND_HAND_SIZE));
    hand.sort(comparePromises);
  }
  state.promiseDeck = pool;
  if (state.lastRecruitment) {
    state.lastRecruitment.secondShip = arrived;
    state.lastRecruitment.reshuffled = reshuffled;
  }
}

/** After a recruitment is complete: the second ship, the round's end, or the next recruitment. */
export function continueRound(state: RoyalLinesState): void {
  if (state.shipNumber === 1 && state.ship.length <= 1) secondShip(state);
  if (state.shipNumber === 2 && (state.ship.length === 0 || state.hands.every((hand) => hand.length === 0))) {
    state.phase = 'choice';
    runPanic(state);
    return;
  }
  state.phase = 'promise';
}

/** The next recruited joker still inactive, in seat order from the dealer's left. */
function nextPanicking(state: RoyalLinesState): { seat: Seat; joker: JokerId } | null {
  for (const seat of seatsFromDealer(state)) {
    for (const card of state.lines[seat]!) {
      if (isJokerCard(card) && !state.settled.some((entry) => entry.joker === card)) return { seat, joker: card };
    }
  }
  return null;
}

/**
 * "After the last recruitment is done, they wake up and panic out": each
 * joker collapses with any 2 cards of a rank or suit, the player choosing
 * when there are several; otherwise it settles in as the suit the player
 * chooses. Stops at the first choice a player must make.
 */
export function runPanic(state: RoyalLinesState): void {
  for (let next = nextPanicking(state); next; next = nextPanicking(state)) {
    const { seat, joker } = next;
    const groups = panicGroups(state.lines[seat]!);
    if (groups.length === 1) {
      panicCollapse(state, seat, joker, groups[0]!, false);
      continue;
    }
    state.pending = groups.length === 0 ? { kind: 'settle', seat, joker } : { kind: 'panic', seat, joker, groups };
    state.phase = 'choice';
    return;
  }
  scoreRound(state);
}

/** The joker and two royals sharing `group` leave the line. */
export function panicCollapse(state: RoyalLinesState, seat: Seat, joker: JokerId, group: Group, chosen: boolean): void {
  const line = state.lines[seat]!;
  line.splice(line.indexOf(joker), 1);
  const pair = removeGroup(line, group, 2);
  const cards = [joker, ...pair];
  state.discard.push(...cards);
  state.panic.push({ seat, joker, group, cards, suit: null, chosen });
}

export function choosePanicCollapse(state: RoyalLinesState, group: Group): void {
  const pending = state.pending;
  if (pending?.kind !== 'panic') return;
  state.pending = null;
  panicCollapse(state, pending.seat, pending.joker, group, true);
  runPanic(state);
}

/** "Otherwise, the joker settles in and the player can choose which suit it represents." */
export function settleJoker(state: RoyalLinesState, suit: Suit): void {
  const pending = state.pending;
  if (pending?.kind !== 'settle') return;
  state.pending = null;
  state.settled.push({ seat: pending.seat, joker: pending.joker, suit });
  state.panic.push({ seat: pending.seat, joker: pending.joker, group: null, cards: [], suit, chosen: true });
  runPanic(state);
}

/**
 * "The player with the best royal line wins the round and gets one win
 * point. With equal royal line scores, each winner gets a win point." The
 * match ends when someone reaches the target (see the match-tie option).
 */
export function scoreRound(state: RoyalLinesState): void {
  const scores: LineScore[] = [];
  for (let seat = 0; seat < state.seats; seat++) scores.push(lineScore(state, seat));
  let best = -Infinity;
  for (const score of scores) best = Math.max(best, score.points);
  const winners: Seat[] = [];
  for (const score of scores) if (score.points === best) winners.push(score.seat);
  for (const seat of winners) state.wins[seat] = (state.wins[seat] ?? 0) + 1;
  state.result = { round: state.round, scores, best, winners, pirateSettler: state.pirateSettler };
  state.pending = null;
  const leaders = matchLeaders(state);
  if (leaders && (leaders.length === 1 || state.options.matchTie === 'shared')) {
    state.end = { winners: leaders };
    state.phase = 'over';
  } else {
    state.phase = 'scored';
  }
}

/** The players with the most round wins, once that is at least the target; else null. */
export function matchLeaders(state: Pick<RoyalLinesState, 'wins' | 'options'>): Seat[] | null {
  const most = Math.max(...state.wins);
  if (most < state.options.target) return null;
  return state.wins.flatMap((wins, seat) => (wins === most ? [seat] : []));
}

/** The deal passes clockwise: the next seat deals the next round from the whole deck. */
export function dealNextRound(state: RoyalLinesState): void {
  const result = state.result;
  state.previous = result
    ? { round: result.round, points: result.scores.map((score) => score.points), winners: [...result.winners] }
    : null;
  state.round += 1;
  state.dealer = nextDealer(state);
  dealRound(state);
}

export function nextDealer(state: Pick<RoyalLinesState, 'seats' | 'dealer'>): Seat {
  return (state.dealer + 1) % state.seats;
}
