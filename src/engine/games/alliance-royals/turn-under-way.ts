/**
 * What a turn under way holds at each of its steps, as play leaves it: who is
 * to act, what the step has recorded so far (the gift exchange, the bundle
 * card, the battle and its victor, an arrangement, the round's end) and the
 * privileges fixed as the turn began. A position exported from play carries
 * all of it; the table editor asks these rules whether a position it is given
 * still fits, and each answer says what does not, in a player's words.
 */
import type { Seat } from '../../core/game';
import { isAce } from './cards';
import { battleWinner, canDraw } from './flow';
import { changeOptions } from './house-options';
import { allyOf, clockwiseFrom, nextSeat } from './seats';
import type { AllianceRoyalsState, Phase } from './types';
import { capitalise, label, seatName } from './words';

/** How every answer names the record it reads against the table. */
const RECORD = 'the details of the turn under way';

/** "Seat 2, then Seat 3"; "nobody" for an empty list. */
function inTurn(seats: readonly Seat[]): string {
  return seats.length ? seats.map(seatName).join(', then ') : 'nobody';
}

function same(a: readonly Seat[], b: readonly Seat[]): boolean {
  return a.length === b.length && a.every((seat, i) => seat === b[i]);
}

/** Whether `list` is the end of `order`: the players still to act once the first ones have. */
function endOf(list: readonly Seat[], order: readonly Seat[]): boolean {
  return same(list, order.slice(order.length - list.length));
}

/** Every way the turn under way does not fit its step; none for a state that play could leave. */
export function turnUnderWayProblems(state: AllianceRoyalsState): string[] {
  return [whoActsProblem(state, state.phase), ...stepProblems(state), ...privilegeProblems(state)].filter((problem): problem is string => problem !== null);
}

/**
 * Who is to act at `phase` (the step the turn is at, or the one an arrangement
 * interrupted), read against the order the rules follow.
 */
function whoActsProblem(state: AllianceRoyalsState, phase: Phase): string | null {
  const attacker = state.attacker;
  const queue = state.queue;
  switch (phase) {
    case 'houses': {
      // "In the same order as the deal, each player declares a Home House."
      const due = clockwiseFrom(nextSeat(state.dealer)).filter((seat) => state.houses[seat] === null);
      if (same(queue, due)) return null;
      return `The players without a home house choose one in deal order, from the dealer’s left: ${inTurn(due)}; ${RECORD} have ${inTurn(queue)} to choose.`;
    }
    case 'draw': {
      // "Attacker draws one card, followed by each player clockwise. Attacker then draws a second card." A bundle stands for both
      // of the attacker's draws.
      const draws = [...clockwiseFrom(attacker), attacker];
      if (queue.length === 0 || !(endOf(queue, draws) || endOf(queue, draws.slice(1, 4)))) {
        return `In the draws the attacker, ${seatName(attacker)}, draws first, then each player clockwise, then the attacker again (after a bundle, the three others once each); ${RECORD} have ${inTurn(queue)} to draw.`;
      }
      if (!canDraw(state, queue[0]!)) return `${seatName(queue[0]!)} is to draw but has nothing to draw: a player who cannot draw is passed over.`;
      return null;
    }
    case 'bundle': {
      const due = clockwiseFrom(attacker).slice(1);
      if (same(queue, due)) return null;
      return `Once the bundle card is melded the three other players draw, from the attacker’s left: ${inTurn(due)}; ${RECORD} have ${inTurn(queue)} to draw.`;
    }
    case 'battle': {
      // "Attacker plays a card from their hand, followed by each player clockwise": a player without a card has none to play.
      const played = state.battle.map((play) => play.seat);
      const due = clockwiseFrom(attacker).filter((seat) => played.includes(seat) || state.hands[seat]!.length > 0);
      const listed = [...played, ...queue];
      if (queue.length > 0 && due[0] === attacker && same(listed, due)) return null;
      return `In the battle the attacker, ${seatName(attacker)}, leads and each player clockwise who holds a card follows, here ${inTurn(due)}; ${RECORD} have ${inTurn(listed)} play.`;
    }
    case 'spoils': {
      // "Victor chooses one of the cards played, and their Ally chooses another."
      if (state.battle.length === 0) return `The spoils are chosen from a battle, but ${RECORD} hold no card played.`;
      const victor = battleWinner(state.battle).seat;
      const due = state.battle.length > 1 ? [victor, allyOf(victor)] : [victor];
      const listed = [...state.taken.map((entry) => entry.seat), ...queue];
      if (queue.length > 0 && same(listed, due)) return null;
      return `From the battle the victor takes a card, then the victor’s ally: here ${inTurn(due)}; ${RECORD} have ${inTurn(listed)} take one.`;
    }
    case 'window': {
      // After a discard the players who could change houses with it are asked in turn, from the attacker's left.
      const asked = clockwiseFrom(nextSeat(attacker)).filter((seat) => seat !== attacker && queue.includes(seat));
      if (queue.length === 0 || !same(queue, asked)) {
        return `After the discard the players who could change houses with it are asked in turn from the attacker’s left, the attacker never; ${RECORD} ask ${inTurn(queue)}.`;
      }
      const top = state.discard[state.discard.length - 1];
      const without = queue.find((seat) => changeOptions(state, seat, 'window').length === 0);
      if (without === undefined) return null;
      return `${seatName(without)} is asked whether to take the discard, but no change of house is open to them with ${top === undefined ? 'an empty discard pile' : label(top)}.`;
    }
    case 'consent': {
      const arrangement = state.arrangement;
      if (arrangement === null) return null;
      if (arrangement.seat !== attacker) return `Only the attacker, ${seatName(attacker)}, arranges a marriage, in their own turn; ${RECORD} have ${seatName(arrangement.seat)} asking.`;
      const leading = state.resume === 'battle' && state.battle.length === 0;
      if (!leading && state.resume !== 'play') return `The attacker asks for an arrangement before leading the battle or among the optional plays, and play goes on from there; ${RECORD} go on from another step.`;
      return whoActsProblem(state, state.resume!);
    }
    case 'gift':
    case 'play':
    case 'scored':
    case 'over':
      return queue.length ? `At this step nobody waits to act in turn; ${RECORD} have ${inTurn(queue)} waiting.` : null;
  }
}

/** The turn's steps before the gift exchange is made, and those after it. */
const BEFORE_GIFTS: readonly Phase[] = ['houses', 'draw', 'bundle', 'gift'];
const AFTER_GIFTS: readonly Phase[] = ['battle', 'spoils', 'play', 'consent', 'window'];

/** What the turn has recorded so far, read against its step. */
function stepProblems(state: AllianceRoyalsState): string[] {
  const problems: string[] = [];
  const phase = state.phase;
  const ended = phase === 'scored' || phase === 'over';
  if (BEFORE_GIFTS.includes(phase) && state.giftDone) problems.push(`The gift exchange comes after the draws, but ${RECORD} record it as made.`);
  if (AFTER_GIFTS.includes(phase) && !state.giftDone) problems.push(`The gift exchange comes before the battle, but ${RECORD} record it as still to make.`);
  if (phase === 'bundle' && state.bundleCard === null) problems.push(`Right after a bundle is drawn its bottom card is melded, but ${RECORD} name no bundle card.`);
  if (phase !== 'bundle' && state.bundleCard !== null) problems.push(`${label(state.bundleCard)} is recorded as the bundle card to meld, but a bundle card waits only right after a bundle is drawn.`);
  if (phase === 'consent' && (state.arrangement === null || state.resume === null)) problems.push(`The ally is answering an arrangement, but ${RECORD} name none.`);
  if (phase !== 'consent' && (state.arrangement !== null || state.resume !== null)) problems.push(`An arrangement waits for its answer only while the ally answers it, but ${RECORD} hold one at another step.`);
  // A round never ends in the middle of a battle (ruling A27), so an ended round holds none either.
  if (phase !== 'battle' && phase !== 'spoils' && state.battle.length > 0) problems.push(`Cards lie in the battle only while it is fought and its spoils are chosen, but ${RECORD} hold some at another step.`);
  if (phase !== 'spoils' && state.taken.length > 0) problems.push(`Cards are taken from the battle only while its spoils are chosen, but ${RECORD} record some taken at another step.`);
  if (!ended) {
    const victor = decidedVictor(state);
    if (state.victor !== victor) {
      problems.push(
        victor === null
          ? `No battle has been won this turn yet, but ${RECORD} name ${seatName(state.victor!)} as its victor.`
          : `This turn’s battle was won by ${seatName(victor)}, but ${RECORD} name ${state.victor === null ? 'no victor' : seatName(state.victor)}.`,
      );
    }
  }
  if (phase === 'scored' && state.result === null) problems.push(`The round is scored, but ${RECORD} hold no score for it.`);
  if (!ended && state.result !== null) problems.push(`A round’s score is recorded only once the round is over, but ${RECORD} hold one while it is played.`);
  if (phase === 'over' && state.end === null) problems.push(`The game is over, but ${RECORD} do not say who won it.`);
  if (phase !== 'over' && state.end !== null) problems.push(`${capitalise(RECORD)} say who won the game, but the game is not over.`);
  return problems;
}

/** The victor of this turn's battle once it is decided, or null before (or in a turn without a battle). */
function decidedVictor(state: AllianceRoyalsState): Seat | null {
  if (state.phase === 'spoils') return state.battle.length ? battleWinner(state.battle).seat : null;
  const afterBattle = state.phase === 'play' || state.phase === 'window' || (state.phase === 'consent' && state.resume === 'play');
  return afterBattle && state.lastBattle?.turn === state.turn ? state.lastBattle.victor : null;
}

// "Assassins can only be used if they are in Spoils before Attacker's turn begins."
/**
 * The privileges fixed as the turn began: two different royals only with a
 * royal, each assassin an ace of the attacker's Spoils named once (an assassin
 * tossed to the dead pile by a change of house stays named, unusable), and no
 * privilege before the first turn begins.
 */
function privilegeProblems(state: AllianceRoyalsState): string[] {
  const privilege = state.privilege;
  const attacker = state.attacker;
  if (state.phase === 'houses' || (state.phase === 'over' && state.turn === 0)) {
    return privilege.royal || privilege.twoRoyals || privilege.assassins.length
      ? [`Before the first turn begins nobody holds a privilege, but ${RECORD} give ${seatName(attacker)} one.`]
      : [];
  }
  const problems: string[] = [];
  if (privilege.twoRoyals && !privilege.royal) problems.push(`${capitalise(RECORD)} give ${seatName(attacker)} two different royals as the turn began, but no royal.`);
  privilege.assassins.forEach((card, index) => {
    if (privilege.assassins.indexOf(card) !== index) problems.push(`${label(card)} is named twice among ${seatName(attacker)}’s assassins.`);
    else if (!isAce(card) || !(state.spoils[attacker]!.includes(card) || state.dead.includes(card))) {
      problems.push(`${label(card)} is named among ${seatName(attacker)}’s assassins, but it is not an ace in their Spoils.`);
    }
  });
  return problems;
}
