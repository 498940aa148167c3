/** Actions in words: full sentences for the game log and short labels for buttons. */
import type { Seat } from '../../core/game';
import { cardLabel, rankName, rankPlural } from '../../core/cards';
import { rankOfCard } from './cards';
import { lockedCount } from './actions';
import { cellName, directionBetween } from './grid';
import { outcomeOf } from './outcome';
import { seatOfMarker } from './turn';
import {
  LOCK_LIMIT,
  RED_DRAW_SIZE,
  type CardId,
  type DrawEffect,
  type MarkerIndex,
  type RedDraw,
  type RoyalLockAction,
  type RoyalLockState,
} from './types';
import { listWords, plural } from '../../core/words';

/** In a 2-player game the seat acts; a solo player is named by the marker they steer. */
function actorName(state: RoyalLockState, seat: Seat): string {
  return state.seats === 2 ? `Seat ${seat + 1}` : `Marker ${state.marker + 1}`;
}

function nextPlayerName(state: RoyalLockState, marker: MarkerIndex): string {
  return state.seats === 2 ? `Seat ${seatOfMarker(state, marker) + 1} (marker ${marker + 1})` : `Marker ${marker + 1}`;
}

function cardAt(state: RoyalLockState, cell: number): string {
  const space = state.grid[cell];
  return space ? cardLabel(space.card) : 'card';
}

function pluralRank(card: CardId): string {
  return rankPlural(rankOfCard(card));
}

function effectPhrase(effect: DrawEffect): string {
  const label = cardLabel(effect.card);
  return effect.result === 'unlocked' ? `the locked ${label} is unlocked` : `the ${label} is removed`;
}

/** What a red draw did to the grid, as what it does: "unlocks the Q♠ and removes the 7♣". */
export function drawEffectWords(draw: RedDraw): string {
  const cards = (effects: readonly DrawEffect[]) =>
    listWords(effects.map((effect) => `the ${cardLabel(effect.card)}${effect.result === 'removed' && effect.wasLocked ? ' (locked)' : ''}`));
  const unlocked = draw.effects.filter((effect) => effect.result === 'unlocked');
  const removed = draw.effects.filter((effect) => effect.result === 'removed');
  const parts = [...(unlocked.length > 0 ? [`unlocks ${cards(unlocked)}`] : []), ...(removed.length > 0 ? [`removes ${cards(removed)}`] : [])];
  return parts.length > 0 ? parts.join(' and ') : 'touches no card on the grid';
}

/** "Red draw: 7♥ and Q♦ — the locked Q♠ is unlocked; the 7♣ is removed." */
export function describeRedDraw(draw: RedDraw): string {
  const shuffled = draw.reshuffledRedDeck ? 'The red discard is shuffled back into the red deck. ' : '';
  const drawn = `Red draw: ${listWords(draw.cards.map(cardLabel))}`;
  const first = draw.cards[0];
  if (draw.pair && first) {
    const plural = pluralRank(first);
    if (draw.effects.length === 0) return `${shuffled}${drawn}. Both red cards are ${plural}, but there is no black one on the grid.`;
    const removed = listWords(draw.effects.map((effect) => cardLabel(effect.card)));
    const locked = draw.effects.filter((effect) => effect.wasLocked).map((effect) => cardLabel(effect.card));
    const verb = locked.length > 1 ? 'were' : 'was';
    const detail =
      locked.length === 0
        ? removed
        : locked.length === draw.effects.length
          ? `${removed} ${verb} locked`
          : `${removed}; ${listWords(locked)} ${verb} locked`;
    return `${shuffled}${drawn}. Both red cards are ${plural}: every black ${rankName(rankOfCard(first))} on the grid is removed (${detail}).`;
  }
  if (draw.effects.length === 0) return `${shuffled}${drawn} — no card on the grid matches.`;
  return `${shuffled}${drawn} — ${draw.effects.map(effectPhrase).join('; ')}.`;
}

function describeEndTurn(before: RoyalLockState, seat: Seat, after: RoyalLockState): string {
  const parts: string[] = [];
  if (before.actionsUsed === 0) parts.push(`${actorName(before, seat)} passes.`);
  parts.push('End of turn.');
  const draw = after.lastRedDraw;
  if (draw && draw.turn === before.turn) parts.push(describeRedDraw(draw));
  else if (after.end?.cause === 'red-deck-out') parts.push(`The red deck has fewer than ${RED_DRAW_SIZE} cards left to draw.`);
  if (!after.end) parts.push(`${nextPlayerName(after, after.marker)} plays next.`);
  return parts.join(' ');
}

function describeAction(before: RoyalLockState, seat: Seat, action: RoyalLockAction, after: RoyalLockState): string {
  const actor = actorName(before, seat);
  switch (action.type) {
    case 'move': {
      const direction = directionBetween(before.markers[before.marker] ?? 4, action.to) ?? 'on';
      const who = before.seats === 2 ? `${actor} moves marker ${before.marker + 1}` : `${actor} moves`;
      return `${who} ${direction} to the ${cellName(action.to)} space.`;
    }
    case 'lock':
      return `${actor} locks the ${cardAt(before, action.cell)} (${lockedCount(after)} of ${LOCK_LIMIT} locked).`;
    case 'unlock':
      return `${actor} unlocks the ${cardAt(before, action.cell)} (${lockedCount(after)} of ${LOCK_LIMIT} locked).`;
    case 'remove':
      return `${actor} removes the ${cardAt(before, action.cell)} from the ${cellName(action.cell)} space to the black discard.`;
    case 'fill':
      return `${actor} fills the ${cellName(action.cell)} space with the ${cardAt(after, action.cell)} from the black deck.`;
    case 'reshuffle':
      return `${actor} shuffles the black discard into the black deck (${plural(after.blackDeck.length, 'card')}).`;
    case 'endTurn':
      return describeEndTurn(before, seat, after);
  }
}

/** The action as a sentence, ending with the outcome when it ends the game. */
export function describe(before: RoyalLockState, seat: Seat, action: RoyalLockAction, after: RoyalLockState): string {
  const text = describeAction(before, seat, action, after);
  const outcome = !before.end ? outcomeOf(after) : null;
  return outcome ? `${text} ${outcome.text}` : text;
}

/** "Move up", "Lock Q♠", "Fill", "Reshuffle (14 cards)", "End turn" */
export function actionLabel(state: RoyalLockState, action: RoyalLockAction): string {
  switch (action.type) {
    case 'move': {
      const direction = directionBetween(state.markers[state.marker] ?? 4, action.to);
      return direction ? `Move ${direction}` : `Move to the ${cellName(action.to)} space`;
    }
    case 'lock':
      return `Lock ${cardAt(state, action.cell)}`;
    case 'unlock':
      return `Unlock ${cardAt(state, action.cell)}`;
    case 'remove':
      return `Remove ${cardAt(state, action.cell)}`;
    case 'fill':
      return 'Fill';
    case 'reshuffle':
      return `Reshuffle (${plural(state.blackDeck.length + state.blackDiscard.length, 'card')})`;
    case 'endTurn':
      return 'End turn';
  }
}
