/**
 * Actions in words: sentences for the game log and short labels for buttons.
 * The log says what each action did: what an attack aimed at and how it ended,
 * which royal fell, what was drawn (how many, never which), reshuffles and the
 * Last Round. A card drawn is never named: the log is for both seats.
 */
import type { Seat } from '../../core/game';
import { label, labels, royalRank } from './cards';
import { combinedRank } from './field';
import { outcomeOf } from './outcome';
import { royalDamage, jokerDamage } from './score';
import { responder } from './turn';
import { capitalise, otherSeat, plural, seatName } from './words';
import { FIELD, PLAYER, type Attack, type AttackAction, type RoyalsAction, type RoyalsState } from './types';

function targetWords(target: string): string {
  if (target === PLAYER) return 'the player';
  if (target === FIELD) return 'every royal on the other field';
  return `the ${label(target)}`;
}

function attackWords(action: AttackAction): string {
  switch (action.type) {
    case 'arrows':
      return `fire arrows ${labels(action.cards)} at ${targetWords(action.target)} (${plural(action.cards.length, 'damage', 'damage')})`;
    case 'royal-attack':
      return `attack ${targetWords(action.target)} with the ${label(action.royal)} and the ${label(action.card)} (${plural(royalDamage(action.royal, action.card), 'damage', 'damage')})`;
    case 'joker-attack':
      return `attack ${targetWords(action.target)} with a joker and the ${label(action.card)} (${plural(jokerDamage(action.card), 'damage', 'damage')})`;
    case 'wipe':
      return `Wipe The Floor with a joker and the ${label(action.card)}`;
  }
}

/** "fire arrows …" as a sentence about a seat: "fires arrows …". */
function thirdPerson(phrase: string): string {
  if (phrase.startsWith('fire ')) return `fires ${phrase.slice(5)}`;
  if (phrase.startsWith('attack ')) return `attacks ${phrase.slice(7)}`;
  return `wipes the floor${phrase.slice('Wipe The Floor'.length)}`;
}

/** "Fire arrows 7♠ 7♥ at the Q♦", for buttons. */
export function actionLabel(state: RoyalsState, action: RoyalsAction): string {
  switch (action.type) {
    case 'discard':
      return `Discard ${labels(action.cards)}`;
    case 'arrows':
    case 'royal-attack':
    case 'joker-attack':
    case 'wipe': {
      return capitalise(attackWords(action));
    }
    case 'recruit':
      return `Recruit the ${label(action.card)}`;
    case 'revive':
      return `Revive the ${label(action.royal)}, paying the ${label(action.card)}`;
    case 'bury':
      return `Bury the ${label(action.royal)}`;
    case 'reveal':
      return 'Reveal a joker';
    case 'last-reshuffle':
      return 'Call “Last Reshuffle”';
    case 'end-turn':
      return 'End the turn';
    case 'ace': {
      const counter = state.attack && responder(state) === state.attack.by;
      return `${counter ? 'Counter-block' : 'Block'} with the ${label(action.card)}`;
    }
    case 'yield':
      return state.attack && responder(state) === state.attack.by ? 'Accept the block' : 'Let it through';
    case 'fall':
      return `The ${label(action.royal)} takes the fall`;
    case 'next-game':
      return 'Start the next game';
  }
}

function go(cards: readonly string[]): string {
  return `${labels(cards)} ${cards.length === 1 ? 'goes' : 'go'}`;
}

/** What the attack did once it was resolved, from the states before and after. */
function resolution(before: RoyalsState, attack: Attack, after: RoyalsState): string {
  const attacker = seatName(attack.by);
  if (attack.aces.length % 2 === 1) {
    const joker = attack.kind === 'joker' || attack.kind === 'wipe' ? ' The joker stays on the field.' : '';
    return `The attack is blocked: ${go(attack.cards)} to the discard pile.${joker}`;
  }
  const defender = otherSeat(attack.by);
  if (attack.target === PLAYER) {
    if (attack.damage === 0) return `It deals no damage: the ${go(attack.cards)} to the discard pile.`;
    const where =
      attack.kind === 'arrows' ? `${attacker}'s score pile` : attack.kind === 'royal' ? `under the ${label(attack.source!)}` : `${attacker}'s score pile with the joker`;
    return `It hits ${seatName(defender)} for ${plural(attack.damage, 'point')}: ${go(attack.cards)} ${attack.kind === 'royal' ? '' : 'to '}${where}.`;
  }
  if (attack.kind === 'wipe') {
    const combined = combinedRank(before, defender);
    const fallen = before.fields[defender]!.filter((entry) => entry.pose !== 'sideways' && after.fields[defender]!.find((now) => now.card === entry.card)?.pose === 'sideways');
    return fallen.length
      ? `The floor is wiped (combined rank ${combined}): ${fallen.map((entry) => label(entry.card)).join(' ')} defeated.`
      : `The wipe fails (combined rank ${combined}): nothing falls.`;
  }
  if (after.stage === 'fall') return `It would defeat the ${label(attack.target)}: ${seatName(defender)} chooses which royal takes the fall.`;
  if (attack.damage >= royalRank(attack.target)) return `The ${label(attack.target)} is defeated.`;
  return `${plural(attack.damage, 'damage', 'damage')} is under the ${label(attack.target)}'s rank of ${royalRank(attack.target)}: no effect.`;
}

function drawWords(before: RoyalsState, after: RoyalsState, seats: readonly Seat[]): string {
  const parts: string[] = [];
  for (const seat of seats) {
    const drawn = drawnBy(before, after, seat);
    if (drawn > 0) parts.push(`${seatName(seat)} draws ${plural(drawn, 'card')}.`);
  }
  if (after.reshuffles > before.reshuffles && after.game === before.game) {
    parts.push(`The deck runs out: the discard pile is shuffled into a new deck (reshuffle ${after.reshuffles}).`);
    if (after.lastReshuffle && !before.lastReshuffle) parts.push('That is the third reshuffle: the deck is the last one.');
  }
  if (after.phase === 'last-round' && before.phase !== 'last-round') {
    parts.push(`The last card is drawn: the Last Round begins, ${after.finalTurns.map(seatName).join(' then ')} take a final turn.`);
  }
  return parts.join(' ');
}

/** Cards a seat drew during the action: its hand grew by them, beyond what it played. */
function drawnBy(before: RoyalsState, after: RoyalsState, seat: Seat): number {
  const kept = before.hands[seat]!.filter((card) => after.hands[seat]!.includes(card)).length;
  return after.hands[seat]!.length - kept;
}

function describeAction(before: RoyalsState, seat: Seat, action: RoyalsAction, after: RoyalsState): string {
  const who = seatName(seat);
  switch (action.type) {
    case 'discard':
      return `${who} discards ${labels(action.cards)}.`;
    case 'arrows':
    case 'royal-attack':
    case 'joker-attack':
    case 'wipe':
      return `${who} ${thirdPerson(attackWords(action))}. ${seatName(otherSeat(seat))} may block with an ace.`;
    case 'recruit': {
      const cold = before.phase === 'cold-war' && after.phase === 'battle' ? ' The Cold War is over: the Battle begins.' : '';
      return `${who} recruits the ${label(action.card)}.${cold}`;
    }
    case 'revive':
      return `${who} revives the ${label(action.royal)}, paying the ${label(action.card)} as tribute to ${seatName(otherSeat(seat))}'s score pile.`;
    case 'bury': {
      const entry = before.fields[seat]!.find((card) => card.card === action.royal)!;
      return entry.under.length
        ? `${who} buries the ${label(action.royal)} with ${labels(entry.under)} in their score pile.`
        : `${who} buries the ${label(action.royal)} in the discard pile.`;
    }
    case 'reveal':
      return `${who} reveals a joker on their field.`;
    case 'last-reshuffle':
      return `${who} calls “Last Reshuffle”: when the deck runs out, the Last Round begins.`;
    case 'end-turn': {
      const buried = before.fields[seat]!.filter((entry) => entry.pose === 'sideways').map((entry) => label(entry.card));
      const parts = [`${who} ends the turn.`];
      if (buried.length) parts.push(`Defeated and not revived, ${buried.join(' ')} ${buried.length === 1 ? 'is' : 'are'} buried.`);
      const draws = drawWords(before, after, [seat, otherSeat(seat)]);
      if (draws) parts.push(draws);
      if (after.result && after.game === before.game) {
        const [a, b] = after.result.scores.map((score) => score.total);
        parts.push(`The game is over: ${seatName(0)} ${a}, ${seatName(1)} ${b}.`);
        const outcome = outcomeOf(after);
        if (outcome) parts.push(outcome.text);
      } else if (after.stage === 'turn') {
        parts.push(`${seatName(after.seat)}'s turn.`);
      }
      return parts.join(' ');
    }
    case 'ace': {
      const counter = before.attack!.by === seat;
      return `${who} ${counter ? 'counter-blocks' : 'blocks'} with the ${label(action.card)}. ${seatName(otherSeat(seat))} may answer with an ace.`;
    }
    case 'yield': {
      const attack = before.attack!;
      const opening = attack.by === seat ? `${who} accepts the block.` : `${who} lets the attack through.`;
      return `${opening} ${resolution(before, attack, after)}`;
    }
    case 'fall':
      return `${who} lets the ${label(action.royal)} take the fall: it is defeated.`;
    case 'next-game':
      return `Game ${after.game} begins: ${seatName(after.first)} goes first.`;
  }
}

export function describe(before: RoyalsState, seat: Seat, action: RoyalsAction, after: RoyalsState): string {
  return describeAction(before, seat, action, after);
}

