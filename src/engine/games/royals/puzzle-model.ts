/**
 * The search behind Royals puzzles: one turn of the side to move, action by
 * action, with the other side's answers in every block window (an ace or
 * not) and every Jackrifice choice. Only what can act within the turn is in
 * a position: the solver's hand, both fields, the attack under way, how many
 * aces the defender holds and the damage dealt so far. Nothing is drawn
 * until the turn ends, so the deck and the rest of the defender's hand
 * cannot matter.
 */
import type { Seat } from '../../core/game';
import type { PuzzleStep } from '../../core/puzzle';
import type { PuzzleModel, SearchChild } from '../../core/puzzle-search';
import { applyAction } from './actions';
import { baseCard } from '../../core/cards';
import { attackDamage, wipeSucceeds } from './attack';
import { isAceCard, isJokerCard, isNumberCard, isRoyalCard, label, numberValue, royalRank } from './cards';
import { actionLabel } from './describe';
import { standingRoyals } from './field';
import { legalActions } from './legal';
import { activeSeats, inColdWar } from './turn';
import { otherSeat } from './words';
import { PLAYER, type RoyalsAction, type RoyalsState } from './types';

export type RoyalsGoal = { readonly kind: 'defeat-all' } | { readonly kind: 'damage'; readonly atLeast: number };

/** A position of the search: the table, and the damage the solver has dealt to the other player this turn. */
export interface PuzzleNode {
  readonly state: RoyalsState;
  readonly dealt: number;
}

export function acesIn(cards: readonly string[]): number {
  return cards.filter(isAceCard).length;
}

function fieldKey(state: RoyalsState, seat: Seat): string {
  const entries = state.fields[seat]!.map((entry) => `${entry.card}${entry.pose[0]}`);
  return entries.sort().join(',');
}

function attackKey(state: RoyalsState): string {
  const attack = state.attack;
  if (!attack) return '-';
  return `${attack.kind}|${attack.source}|${[...attack.cards].sort().join(',')}|${attack.target}|${attack.damage}|${attack.aces.length}|${[...attack.fallers].sort().join(',')}`;
}

/**
 * An action that can change the outcome of this turn. The rest never can:
 * a discard, a reveal or a call of "Last Reshuffle" only gives up cards or
 * waits for later turns; a recruit stands diagonally and cannot attack this
 * turn, so it matters only when it ends the Cold War; and an attack too weak
 * to defeat its royal or to hurt the player just spends its cards.
 */
export function changesThisTurn(state: RoyalsState, solver: Seat, action: RoyalsAction): boolean {
  switch (action.type) {
    case 'revive':
      return true;
    case 'recruit':
      return inColdWar(state) && !state.hadRoyal[solver] && state.hadRoyal[otherSeat(solver)] === true;
    case 'arrows':
    case 'royal-attack':
    case 'joker-attack':
      return action.target === PLAYER ? attackDamage(action) > 0 : attackDamage(action) >= royalRank(action.target);
    case 'wipe':
      return wipeSucceeds(state, solver, action.card);
    default:
      return false;
  }
}

/**
 * A copy of the table one action may change. Within a turn no action touches
 * the seed, the options or the match so far, so those are shared, which keeps
 * the search's many copies cheap.
 */
export function copyTable(state: RoyalsState): RoyalsState {
  const attack = state.attack;
  return {
    ...state,
    hands: state.hands.map((hand) => [...hand]),
    deck: [...state.deck],
    discard: [...state.discard],
    fields: state.fields.map((field) => field.map((entry) => ({ ...entry, under: [...entry.under] }))),
    scores: state.scores.map((pile) => ({ groups: pile.groups.map((group) => ({ ...group, cards: [...group.cards] })), points: [...pile.points] })),
    hadRoyal: [...state.hadRoyal],
    finalTurns: [...state.finalTurns],
    attack: attack ? { ...attack, cards: [...attack.cards], aces: [...attack.aces], fallers: [...attack.fallers] } : null,
  };
}

/**
 * The most damage the solver can still deal to the player this turn, counted
 * generously: each number card in hand at its best as an arrow (1), with a
 * royal that can still attack (its number divided by the lowest such rank) or
 * with a ready joker (double), plus an attack on the player still in the air.
 */
export function damageWithin(state: RoyalsState, solver: Seat): number {
  const field = state.fields[solver]!;
  const numbers = state.hands[solver]!.filter(isNumberCard);
  // A defeated royal may be revived and attack; one turned diagonally has attacked already.
  const ranks = field.filter((entry) => isRoyalCard(entry.card) && entry.pose !== 'diagonal').map((entry) => royalRank(entry.card));
  const lowest = ranks.length ? Math.min(...ranks) : 0;
  const joker = field.some((entry) => isJokerCard(entry.card) && entry.pose === 'upright');
  let most = state.attack && state.attack.by === solver && state.attack.target === PLAYER ? state.attack.damage : 0;
  for (const card of numbers) {
    const value = numberValue(card);
    most += Math.max(numbers.length >= 2 ? 1 : 0, lowest ? Math.floor(value / lowest) : 0, joker ? 2 * value : 0);
  }
  return most;
}

/**
 * How many royals the solver can still defeat this turn, at most: every
 * attack takes a number card and defeats one royal, an attack in the air may
 * defeat one more, and a ready joker may wipe them all.
 */
export function attacksWithin(state: RoyalsState, solver: Seat): number {
  if (state.fields[solver]!.some((entry) => isJokerCard(entry.card) && entry.pose === 'upright')) return Infinity;
  return state.hands[solver]!.filter(isNumberCard).length + (state.attack ? 1 : 0);
}

export class RoyalsPuzzleModel implements PuzzleModel<PuzzleNode> {
  private readonly defender: Seat;

  constructor(
    private readonly solver: Seat,
    private readonly goal: RoyalsGoal,
    /** The other hand is any deal of the unseen cards: its aces are named in the lines as one of them. */
    private readonly handUnknown: boolean,
  ) {
    this.defender = otherSeat(solver);
  }

  key(node: PuzzleNode): string {
    const { state } = node;
    const dealt = this.goal.kind === 'damage' ? Math.min(node.dealt, this.goal.atLeast) : 0;
    const hand = [...state.hands[this.solver]!].sort().join(',');
    const aces = acesIn(state.hands[this.defender]!);
    return `${state.stage}|${inColdWar(state) ? 'c' : 'b'}|${hand}|${aces}|${fieldKey(state, 0)}|${fieldKey(state, 1)}|${attackKey(state)}|${dealt}`;
  }

  settled(node: PuzzleNode): 'win' | 'loss' | null {
    const { state } = node;
    if (this.goal.kind === 'damage') {
      if (node.dealt >= this.goal.atLeast) return 'win';
      return node.dealt + damageWithin(state, this.solver) < this.goal.atLeast ? 'loss' : null;
    }
    const standing = standingRoyals(state, this.defender).length;
    if (standing === 0) return 'win';
    return attacksWithin(state, this.solver) < standing ? 'loss' : null;
  }

  kind(node: PuzzleNode): 'solver' | 'opponent' {
    return activeSeats(node.state)[0] === this.solver ? 'solver' : 'opponent';
  }

  *children(node: PuzzleNode): Generator<SearchChild<PuzzleNode>> {
    const { state } = node;
    const seat = activeSeats(state)[0];
    if (seat === undefined || state.stage === 'scored' || state.stage === 'over') return;
    const seen = new Set<string>();
    for (const action of legalActions(state, seat)) {
      if (!this.worthTrying(state, seat, action, seen)) continue;
      yield this.child(node, seat, action);
    }
  }

  /** Turn actions that can change the turn; in a block window one ace of each face (copies block alike). */
  private worthTrying(state: RoyalsState, seat: Seat, action: RoyalsAction, seen: Set<string>): boolean {
    if (state.stage === 'turn') return changesThisTurn(state, seat, action);
    if (action.type !== 'ace') return true;
    // Any of the defender's aces blocks alike; the solver's differ by suit, which arrows can use.
    const face = seat === this.defender ? 'ace' : baseCard(action.card);
    if (seen.has(face)) return false;
    seen.add(face);
    return true;
  }

  private child(node: PuzzleNode, seat: Seat, action: RoyalsAction): SearchChild<PuzzleNode> {
    const before = node.state;
    const after = copyTable(before);
    let dealt = node.dealt;
    const attack = before.attack;
    if (action.type === 'yield' && attack && attack.target === PLAYER && attack.aces.length % 2 === 0) dealt += attack.damage;
    applyAction(after, seat, action);
    const step: PuzzleStep = { seat, action, text: this.stepText(before, seat, action) };
    return { title: step.text, steps: [step], state: { state: after, dealt }, weight: 1 };
  }

  private stepText(state: RoyalsState, seat: Seat, action: RoyalsAction): string {
    if (action.type === 'ace' && seat === this.defender && this.handUnknown) return `Block with one of the unseen aces (${label(action.card)})`;
    return actionLabel(state, action);
  }

  spends(): boolean {
    // The whole search is the one turn of the limit.
    return false;
  }

  deals(): null {
    // The deals are weighed outside the search: see puzzle.ts.
    return null;
  }
}
