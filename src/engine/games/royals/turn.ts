/**
 * Turns, games and the match: who acts, how a turn begins and ends, how a
 * game is dealt and scored, and who begins the next one.
 */
import type { Seat } from '../../core/game';
import { shuffleInPlace } from '../../core/rng';
import { packCards } from './cards';
import { refill } from './draw';
import { buryRoyal } from './field-actions';
import { gameResult } from './score';
import { otherSeat } from './words';
import { HAND_SIZE, type GameResult, type GameSummary, type MatchEnd, type RoyalsState } from './types';

/** Who may act now: the seat whose turn it is, the seat answering a block, or the next game's first player. */
export function activeSeats(state: RoyalsState): Seat[] {
  switch (state.stage) {
    case 'turn':
      return [state.seat];
    case 'respond':
      return [responder(state)];
    case 'fall':
      return [otherSeat(state.seat)];
    case 'scored':
      return [nextFirst(state)];
    case 'over':
      return [];
  }
}

/** In a block window: the defender answers an even number of aces, the attacker an odd one. */
export function responder(state: RoyalsState): Seat {
  const attack = state.attack!;
  return attack.aces.length % 2 === 0 ? otherSeat(attack.by) : attack.by;
}

/** "the Cold War ... ends when both players have had at least one royal on the field" */
export function inColdWar(state: RoyalsState): boolean {
  return !state.hadRoyal.every(Boolean);
}

/**
 * "At the beginning of a turn you must have 5 cards in your hand. You will then
 * right any royals turned diagonally." The draw here is the one after aces
 * spent on the other player's turn (or, under the start-of-turn refill, every turn's draw).
 */
export function startTurn(state: RoyalsState, seat: Seat): void {
  state.seat = seat;
  state.turn += 1;
  state.stage = 'turn';
  refill(state, seat, 'start');
  for (const entry of state.fields[seat]!) if (entry.pose === 'diagonal') entry.pose = 'upright';
}

/**
 * Ending a turn buries every royal still defeated (Y17: "you must bury them"),
 * refills the hand (Y5), and passes the turn; in the Last Round it ends the
 * seat's final turn, and the game once both are done.
 */
export function endTurn(state: RoyalsState, seat: Seat): void {
  for (const entry of [...state.fields[seat]!]) if (entry.pose === 'sideways') buryRoyal(state, seat, entry.card);
  if (state.phase === 'last-round') {
    state.finalTurns = state.finalTurns.filter((other) => other !== seat);
    if (state.finalTurns.length === 0) {
      finishGame(state);
      return;
    }
  } else if (state.options.refill === 'end-of-turn') {
    refill(state, seat, 'end');
  }
  startTurn(state, otherSeat(seat));
}

export function finishGame(state: RoyalsState): void {
  const result = gameResult(state);
  state.result = result;
  state.results.push(gameSummary(result));
  for (const winner of result.winners) state.wins[winner] = (state.wins[winner] ?? 0) + 1;
  state.attack = null;
  if (isLastGame(state)) {
    state.end = matchEnd(state.wins);
    state.stage = 'over';
  } else {
    state.stage = 'scored';
  }
}

/** A scored game as the match remembers it once its cards are dealt again. */
export function gameSummary(result: GameResult): GameSummary {
  return { game: result.game, first: result.first, totals: result.scores.map((score) => score.total), winners: result.winners };
}

/** Y4: the match is a fixed number of games. */
export function isLastGame(state: Pick<RoyalsState, 'game' | 'options'>): boolean {
  return state.game >= state.options.games;
}

/** "the player with more wins takes the match"; equal wins draw it (Y4). */
export function matchEnd(wins: readonly number[]): MatchEnd {
  const [a, b] = [wins[0]!, wins[1]!];
  return { winners: a === b ? [] : [a > b ? 0 : 1] };
}

export function nextFirst(state: RoyalsState): Seat {
  const last = state.results[state.results.length - 1];
  return last ? firstAfter(last) : state.first;
}

/** "If a player lost the previous game, they go first"; after a tie, the player who went second (Y3). */
export function firstAfter(game: GameSummary): Seat {
  return game.winners.length === 1 ? otherSeat(game.winners[0]!) : otherSeat(game.first);
}

/** "The deck is first shuffled, jokers in. Each player will then draw 5 cards." */
export function dealGame(state: RoyalsState, first: Seat): void {
  const deck = packCards(state.options.decks);
  shuffleInPlace(state, deck);
  state.first = first;
  state.seat = first;
  state.phase = 'cold-war';
  state.hands = [[], []];
  for (let i = 0; i < HAND_SIZE; i++) for (const seat of [first, otherSeat(first)]) state.hands[seat]!.push(deck.shift()!);
  state.deck = deck;
  state.discard = [];
  state.fields = [[], []];
  state.scores = [
    { groups: [], points: [] },
    { groups: [], points: [] },
  ];
  state.hadRoyal = [false, false];
  state.reshuffles = 0;
  state.lastReshuffle = false;
  state.lastReshuffleBy = null;
  state.finalTurns = [];
  state.attack = null;
  state.result = null;
  state.turn = 1;
  state.stage = 'turn';
}

export function startNextGame(state: RoyalsState): void {
  const first = nextFirst(state);
  state.game += 1;
  dealGame(state, first);
}
