/** Every action the seat may take now, in a stable order. */
import type { Seat } from '../../core/game';
import { SUITS } from '../../core/cards';
import { isKingOrQueen, isRoyalOf, rankOfCard, suitOfCard } from './cards';
import { bundleAllowed } from './flow';
import { changeOptions, meldedLastTurn } from './house-options';
import { changeContext } from './optional-plays';
import { isEnemyRoyal } from './royals';
import { allyOf, areEnemies } from './seats';
import { afterGiftPlaysOpen, attackerHoldsAction } from './timing';
import { actionRefusal } from './actions';
import type { AllianceRoyalsAction, AllianceRoyalsState } from './types';

/** Every set of hand cards of one rank that makes or extends a meld; with `must`, only sets holding it. */
export function meldOptions(state: AllianceRoyalsState, seat: Seat, must: string | null = null): AllianceRoyalsAction[] {
  const house = state.houses[seat] ?? null;
  const byRank = new Map<string, string[]>();
  for (const card of state.hands[seat]!) {
    if (isRoyalOf(card, house)) continue;
    const rank = rankOfCard(card);
    const cards = byRank.get(rank);
    if (cards) cards.push(card);
    else byRank.set(rank, [card]);
  }
  const options: AllianceRoyalsAction[] = [];
  for (const [rank, cards] of byRank) {
    if (must !== null && rankOfCard(must) !== rank) continue;
    let board = 0;
    for (const card of state.meld[seat]!) if (rankOfCard(card) === rank) board++;
    for (const card of state.spoils[seat]!) if (rankOfCard(card) === rank) board++;
    const limit = Math.min(cards.length, 10);
    // Not even every card of the rank would make three.
    if (board + limit < 3) continue;
    for (let mask = 1; mask < 1 << limit; mask++) {
      const chosen = cards.slice(0, limit).filter((_, i) => mask & (1 << i));
      if (board + chosen.length < 3) continue;
      if (must !== null && !chosen.includes(must)) continue;
      options.push({ type: 'meld', cards: chosen });
    }
  }
  return options;
}

/** The plays allowed at any moment the attacker holds the action. */
function anyTimePlays(state: AllianceRoyalsState, seat: Seat): AllianceRoyalsAction[] {
  const out: AllianceRoyalsAction[] = [];
  const hand = state.hands[seat]!;
  for (const assassin of state.privilege.assassins) {
    if (!state.spoils[seat]!.includes(assassin)) continue;
    const suit = suitOfCard(assassin);
    for (let other = 0; other < 4; other++) {
      if (other === seat) continue;
      for (const victim of state.spoils[other]!) if (suitOfCard(victim) === suit) out.push({ type: 'assassinate', assassin, victim });
      for (const victim of state.meld[other]!) if (suitOfCard(victim) === suit) out.push({ type: 'assassinate', assassin, victim });
    }
  }
  const house = state.houses[seat] ?? null;
  for (let owner = 0; owner < 4; owner++) {
    for (const royal of state.meld[owner]!) {
      if (!isRoyalOf(royal, house)) continue;
      const ok = owner === seat ? state.ransomBack.some((entry) => entry.seat === seat && entry.card === royal) : meldedLastTurn(state, owner, royal);
      if (!ok) continue;
      for (const pay of hand) if (rankOfCard(pay) === rankOfCard(royal) && suitOfCard(pay) !== suitOfCard(royal)) out.push({ type: 'ransom', royal, pay });
    }
  }
  const context = changeContext(state, seat);
  if (context) out.push(...changeOptions(state, seat, context));
  for (const entry of state.hostages) {
    if (!areEnemies(seat, entry.holder)) continue;
    for (const pay of hand) if (isKingOrQueen(pay) && suitOfCard(pay) !== suitOfCard(entry.card)) out.push({ type: 'redeem', hostage: entry.card, pay });
  }
  return out;
}

/** Melds, arrangements and hostages, once the gift exchange is done. */
function afterGiftPlays(state: AllianceRoyalsState, seat: Seat): AllianceRoyalsAction[] {
  const out: AllianceRoyalsAction[] = [];
  if (state.privilege.royal) out.push(...meldOptions(state, seat));
  const ally = allyOf(seat);
  for (const give of state.hands[seat]!) {
    if (!isKingOrQueen(give)) continue;
    for (const take of state.spoils[ally]!) {
      const action: AllianceRoyalsAction = { type: 'arrange', give, take };
      if (rankOfCard(take) === rankOfCard(give) && actionRefusal(state, seat, action) === null) out.push(action);
    }
  }
  for (const card of state.spoils[seat]!) {
    if (!isEnemyRoyal(state, seat, card) || state.hostageActs.includes(card)) continue;
    out.push({ type: 'hostage', card, declare: !state.hostages.some((entry) => entry.card === card) });
  }
  return out;
}

/** Every action the seat might take now, in the listing's order; some may still be refused. */
export function candidateActions(state: AllianceRoyalsState, seat: Seat): AllianceRoyalsAction[] {
  const hand = state.hands[seat]!;
  const out: AllianceRoyalsAction[] = [];
  switch (state.phase) {
    case 'houses':
      return [...SUITS.map((suit): AllianceRoyalsAction => ({ type: 'house', suit })), { type: 'surrender' }];
    case 'draw':
      if (state.queue[0] !== seat) return [];
      out.push({ type: 'draw', from: 'stack' }, { type: 'draw', from: 'discard' });
      if (seat === state.attacker && bundleAllowed(state)) for (const card of state.discard) out.push({ type: 'bundle', card });
      out.push({ type: 'pass' });
      break;
    case 'bundle':
      return seat === state.attacker ? meldOptions(state, seat, state.bundleCard) : [];
    case 'gift':
      return hand.map((card) => ({ type: 'gift', card }));
    case 'battle':
      if (state.queue[0] === seat) out.push(...hand.map((card): AllianceRoyalsAction => ({ type: 'play', card })));
      break;
    case 'spoils':
      return state.battle.map((play): AllianceRoyalsAction => ({ type: 'spoil', card: play.card }));
    case 'play':
      if (seat !== state.attacker) return [];
      out.push(...hand.map((card): AllianceRoyalsAction => ({ type: 'discard', card })));
      out.push({ type: 'endRound', discard: null }, ...hand.map((card): AllianceRoyalsAction => ({ type: 'endRound', discard: card })));
      out.push({ type: 'pass' });
      break;
    case 'consent':
      return [{ type: 'consent', accept: true }, { type: 'consent', accept: false }];
    case 'window':
      return state.queue[0] === seat ? [...changeOptions(state, seat, 'window'), { type: 'pass' }] : [];
    case 'scored':
      return [{ type: 'deal' }];
    case 'over':
      return [];
  }
  if (attackerHoldsAction(state, seat)) out.push(...anyTimePlays(state, seat));
  if (afterGiftPlaysOpen(state, seat)) out.push(...afterGiftPlays(state, seat));
  return out;
}

export function legalActions(state: AllianceRoyalsState, seat: Seat): AllianceRoyalsAction[] {
  return candidateActions(state, seat).filter((action) => actionRefusal(state, seat, action) === null);
}

