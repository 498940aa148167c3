/**
 * The optional plays: melding, assassination, ransoming, changing houses,
 * arranged marriages, hostages and their redemption. Each is a pair: why it
 * would be refused, in a player's words, and what it does.
 */
import type { Seat } from '../../core/game';
import { face, isAce, isKingOrQueen, isRoyalOf, rankOfCard, suitOfCard } from './cards';
import { afterBundleMeld } from './turn-rules';
import { beginTurn, royalsToSpoils, skipDraws } from './flow';
import { copiesOf, meldedLastTurn, sourceOf, type ChangeContext } from './house-options';
import { isEnemyRoyal } from './royals';
import { allyOf, areEnemies } from './seats';
import { afterGiftPlaysOpen, attackerHoldsAction, waitingFor } from './timing';
import type {
  AllianceRoyalsState,
  ArrangeAction,
  AssassinateAction,
  ChangeHouseAction,
  ConsentAction,
  HostageAction,
  MeldAction,
  RansomAction,
  RedeemAction,
  Suit,
} from './types';
import { houseName, label } from './words';

function removeCard(list: string[], card: string): void {
  list.splice(list.indexOf(card), 1);
}

// "If a player has at least one Royal present in Spoils before their turn begins ... they may meld matches of three or more
// cards with the same denomination ... Royals may not be melded. However, Royals in Spoils may be included in a meld match."
export function meldRefusal(state: AllianceRoyalsState, seat: Seat, action: MeldAction): string | null {
  const bundle = state.phase === 'bundle' && seat === state.attacker;
  if (!bundle && !afterGiftPlaysOpen(state, seat)) {
    return seat === state.attacker && !state.giftDone && attackerHoldsAction(state, seat)
      ? 'Melding waits until after the gift exchange.'
      : waitingFor(state, seat);
  }
  if (!state.privilege.royal) return 'To meld you need a royal in your Spoils from before this turn.';
  const cards = action.cards;
  if (new Set(cards).size !== cards.length) return 'A card is named twice.';
  const hand = state.hands[seat]!;
  const missing = cards.find((card) => !hand.includes(card));
  if (missing) return `${label(missing)} is not in your hand.`;
  const rank = rankOfCard(cards[0]!);
  if (cards.some((card) => rankOfCard(card) !== rank)) return 'A meld is made of cards of one rank.';
  const house = state.houses[seat] ?? null;
  const royal = cards.find((card) => isRoyalOf(card, house));
  if (royal) return `${label(royal)} is one of your royals: royals may not be melded.`;
  if (bundle && !cards.includes(state.bundleCard!)) return `The bottom card of the bundle, ${label(state.bundleCard!)}, must be melded now.`;
  const board = [...state.meld[seat]!, ...state.spoils[seat]!].filter((card) => rankOfCard(card) === rank).length;
  if (board + cards.length < 3) return `A meld needs three or more of a rank: with your Meld and Spoils that would be ${board + cards.length}.`;
  return null;
}

export function meld(state: AllianceRoyalsState, seat: Seat, action: MeldAction): void {
  for (const card of action.cards) {
    removeCard(state.hands[seat]!, card);
    state.meld[seat]!.push(card);
    state.meldedIn[card] = state.turn;
  }
  if (state.phase === 'bundle') afterBundleMeld(state);
}

// "Assassins can only be used if they are in Spoils before Attacker's turn begins. The Assassin eliminates any one card of
// the same suit ... But you cannot assassinate your own cards."
export function assassinateRefusal(state: AllianceRoyalsState, seat: Seat, action: AssassinateAction): string | null {
  if (!attackerHoldsAction(state, seat)) return waitingFor(state, seat);
  if (!state.spoils[seat]!.includes(action.assassin) || !isAce(action.assassin)) return `${label(action.assassin)} is not an ace in your Spoils.`;
  if (!state.privilege.assassins.includes(action.assassin)) return `${label(action.assassin)} was not in your Spoils when your turn began.`;
  if (state.spoils[seat]!.includes(action.victim) || state.meld[seat]!.includes(action.victim)) return 'You cannot assassinate your own cards.';
  const owner = [0, 1, 2, 3].find((other) => state.spoils[other]!.includes(action.victim) || state.meld[other]!.includes(action.victim));
  if (owner === undefined) return `${label(action.victim)} is not in anyone's Spoils or Meld.`;
  if (suitOfCard(action.victim) !== suitOfCard(action.assassin)) return `An assassin only eliminates a card of its own suit (${houseName(suitOfCard(action.assassin))}).`;
  return null;
}

export function assassinate(state: AllianceRoyalsState, seat: Seat, action: AssassinateAction): void {
  removeCard(state.spoils[seat]!, action.assassin);
  for (let other = 0; other < 4; other++) {
    if (state.spoils[other]!.includes(action.victim)) removeCard(state.spoils[other]!, action.victim);
    if (state.meld[other]!.includes(action.victim)) removeCard(state.meld[other]!, action.victim);
  }
  forget(state, action.victim);
  forget(state, action.assassin);
  state.privilege.assassins = state.privilege.assassins.filter((card) => card !== action.assassin);
  state.dead.push(action.assassin, action.victim);
}

/** A card leaving the board loses its marks: hostage, betrothal, meld and battle dates. */
function forget(state: AllianceRoyalsState, card: string): void {
  state.hostages = state.hostages.filter((hostage) => hostage.card !== card);
  state.betrothed = state.betrothed.filter((entry) => entry !== card);
  state.ransomBack = state.ransomBack.filter((entry) => entry.card !== card);
  delete state.meldedIn[card];
  delete state.wonIn[card];
}

// "Attacker may "Ransom" their Royal from another player's Meld with a card from their hand of equal denomination but
// different suit, but only if the Royal was melded during the other player's previous turn."
export function ransomRefusal(state: AllianceRoyalsState, seat: Seat, action: RansomAction): string | null {
  if (!attackerHoldsAction(state, seat)) return waitingFor(state, seat);
  if (state.spoils.some((spoils) => spoils.includes(action.royal))) return 'Cards in Spoils may not be ransomed.';
  const owner = [0, 1, 2, 3].find((other) => state.meld[other]!.includes(action.royal));
  if (owner === undefined) return `${label(action.royal)} is not in any Meld.`;
  if (!isRoyalOf(action.royal, state.houses[seat] ?? null)) return `${label(action.royal)} is not one of your royals.`;
  if (owner === seat) {
    if (!state.ransomBack.some((entry) => entry.seat === seat && entry.card === action.royal)) {
      return `You may ransom ${label(action.royal)} from your own Meld only in your next turn after it was put there by a ransom.`;
    }
  } else if (!meldedLastTurn(state, owner, action.royal)) {
    return `${label(action.royal)} was not melded in Seat ${owner + 1}'s previous turn.`;
  }
  if (!state.hands[seat]!.includes(action.pay)) return `${label(action.pay)} is not in your hand.`;
  if (rankOfCard(action.pay) !== rankOfCard(action.royal) || suitOfCard(action.pay) === suitOfCard(action.royal)) {
    return `A ransom is paid with a card of the same rank in another suit.`;
  }
  return null;
}

export function ransom(state: AllianceRoyalsState, seat: Seat, action: RansomAction): void {
  const owner = [0, 1, 2, 3].find((other) => state.meld[other]!.includes(action.royal))!;
  ransomOut(state, seat, owner, action.royal, action.pay);
  state.hands[seat]!.push(action.royal);
}

/**
 * Takes `card` out of `owner`'s Meld and puts `pay` (from `seat`'s hand) in its place.
 * "If a player ransoms a face card from your Meld, and replaces it with one of your Royals, you may ransom that Royal
 * from your own Meld during your next turn."
 */
function ransomOut(state: AllianceRoyalsState, seat: Seat, owner: Seat, card: string, pay: string): void {
  const meldCards = state.meld[owner]!;
  meldCards[meldCards.indexOf(card)] = pay;
  removeCard(state.hands[seat]!, pay);
  forget(state, card);
  state.ransomBack = state.ransomBack.filter((entry) => entry.card !== card);
  if (owner !== seat && isRoyalOf(pay, state.houses[owner] ?? null)) state.ransomBack.push({ seat: owner, card: pay });
}

/** The context a change of house by `seat` is made in now, or null when it cannot be made. */
export function changeContext(state: AllianceRoyalsState, seat: Seat): ChangeContext | null {
  if (state.phase === 'window') return state.queue[0] === seat ? 'window' : null;
  if (!attackerHoldsAction(state, seat)) return null;
  return state.phase === 'draw' ? 'draw' : 'turn';
}

// "If you can accumulate three cards exactly alike ... you may use them to change your Home House to the suit they represent."
export function changeHouseRefusal(state: AllianceRoyalsState, seat: Seat, action: ChangeHouseAction): string | null {
  const context = changeContext(state, seat);
  if (context === null) return waitingFor(state, seat);
  const copies = copiesOf(action.card);
  if (action.card !== copies[0]) return `Name the card by its face, like "${face(action.card)}".`;
  if (['2', '3', '4', '5', '6', '7', '8'].includes(rankOfCard(action.card))) return `There is only one ${label(action.card)} in the pack: a change of house needs three alike.`;
  if (!copies.includes(action.dead)) return `The card tossed to the dead pile must be one of the three ${label(action.card)}.`;
  const sources = copies.map((card) => sourceOf(state, seat, card, context));
  const missingAt = sources.findIndex((source) => source === null);
  if (missingAt >= 0) return `You cannot reach all three ${label(action.card)}: one is neither in your hand, Meld or Spoils${context === 'turn' ? '' : ', on top of the discard pile'} nor ransomable from a Meld.`;
  if (context === 'window' && !sources.some((source) => source!.kind === 'discard')) return 'Out of turn, the top card of the discard pile must complete the three.';
  const ransoms = sources.filter((source) => source!.kind === 'ransom').length;
  if (ransoms > 1) return 'Only one of the three may be ransomed.';
  if (ransoms === 1) {
    if (action.pay === null) return `Pay the ransom for the ${label(action.card)} with a card of the same rank in another suit.`;
    if (!state.hands[seat]!.includes(action.pay)) return `${label(action.pay)} is not in your hand.`;
    if (rankOfCard(action.pay) !== rankOfCard(action.card) || suitOfCard(action.pay) === suitOfCard(action.card)) return 'A ransom is paid with a card of the same rank in another suit.';
  } else if (action.pay !== null) {
    return 'Nothing is ransomed in this change, so nothing is paid.';
  }
  return null;
}

// "The three cards are placed in Spoils if they are Royals, and in Meld if they are Tens or Nines. Aces are placed in Meld
// unless they are already in Spoils, where they remain. Royals of the new House in Meld before the turn began are moved to
// Spoils ... The player completes the Home House change by placing one of the three cards in the Dead Pile."
export function changeHouse(state: AllianceRoyalsState, seat: Seat, action: ChangeHouseAction): void {
  const context = changeContext(state, seat)!;
  const copies = copiesOf(action.card);
  const sources = copies.map((card) => sourceOf(state, seat, card, context)!);
  let tookDiscard = false;
  copies.forEach((card, i) => {
    const source = sources[i]!;
    switch (source.kind) {
      case 'hand':
        removeCard(state.hands[seat]!, card);
        break;
      case 'meld':
        removeCard(state.meld[seat]!, card);
        break;
      case 'spoils':
        removeCard(state.spoils[seat]!, card);
        break;
      case 'discard':
        state.discard.pop();
        tookDiscard = true;
        break;
      case 'ransom': {
        const meldCards = state.meld[source.owner]!;
        meldCards.splice(meldCards.indexOf(card), 0, action.pay!);
        removeCard(meldCards, card);
        removeCard(state.hands[seat]!, action.pay!);
        if (isRoyalOf(action.pay!, state.houses[source.owner] ?? null)) state.ransomBack.push({ seat: source.owner, card: action.pay! });
        break;
      }
    }
    const wasInSpoils = source.kind === 'spoils';
    // "You must immediately display the three cards, toss one in the Dead Pile, and place the remaining two in Spoils."
    const allToSpoils = context === 'window' && state.options.outOfTurnToSpoils;
    forget(state, card);
    if (card === action.dead) state.dead.push(card);
    else if (allToSpoils || ['J', 'Q', 'K'].includes(rankOfCard(card)) || (isAce(card) && wasInSpoils)) state.spoils[seat]!.push(card);
    else {
      state.meld[seat]!.push(card);
      state.meldedIn[card] = state.turn;
    }
  });
  state.houses[seat] = suitOfCard(action.card);
  royalsToSpoils(state, seat);
  if (context === 'window') {
    state.queue = [];
    beginTurn(state);
  } else if (context === 'draw' && tookDiscard) {
    state.queue.shift();
    skipDraws(state);
  }
}

/**
 * Whether `card`, in `holder`'s Spoils, is a royal an arranged marriage could take once won lately: the holder's royal
 * king or queen, where the holder's ally has another house.
 */
export function marriageableRoyal(houses: readonly (Suit | null)[], holder: Seat, card: string): boolean {
  const house = houses[holder] ?? null;
  return isKingOrQueen(card) && isRoyalOf(card, house) && (houses[allyOf(holder)] ?? null) !== house;
}

// "If your Ally wins their Royal King or Queen in a Battle and places it in their Spoils, in your next turn you may trade
// your own Royal King or Queen from your hand for that matching Royal in your Ally's Spoils (like Ransoming)."
export function arrangeRefusal(state: AllianceRoyalsState, seat: Seat, action: ArrangeAction): string | null {
  if (!afterGiftPlaysOpen(state, seat)) return seat === state.attacker && attackerHoldsAction(state, seat) ? 'An arranged marriage waits until after the gift exchange.' : waitingFor(state, seat);
  if (state.arrangementRefused) return 'Your ally refused an arrangement this turn.';
  const ally = allyOf(seat);
  const house = state.houses[seat] ?? null;
  const allyHouse = state.houses[ally] ?? null;
  if (house === allyHouse) return 'You and your ally share a house: there is no marriage to arrange.';
  if (!state.hands[seat]!.includes(action.give)) return `${label(action.give)} is not in your hand.`;
  if (!isKingOrQueen(action.give) || !isRoyalOf(action.give, house)) return `${label(action.give)} is not your royal king or queen.`;
  if (!state.spoils[ally]!.includes(action.take)) return `${label(action.take)} is not in your ally's Spoils.`;
  if (!isRoyalOf(action.take, allyHouse) || rankOfCard(action.take) !== rankOfCard(action.give)) return `${label(action.take)} is not your ally's royal of the same rank as ${label(action.give)}.`;
  const won = state.wonIn[action.take];
  if (won === undefined || won < state.turn - 4 || won >= state.turn) return `Your ally did not win ${label(action.take)} in a battle since your previous turn.`;
  return null;
}

export function arrange(state: AllianceRoyalsState, seat: Seat, action: ArrangeAction): void {
  state.arrangement = { seat, give: action.give, take: action.take };
  state.resume = state.phase;
  state.phase = 'consent';
}

// "The arranging player must first ask for and receive permission for the exchange."
export function consentRefusal(state: AllianceRoyalsState, seat: Seat, _action: ConsentAction): string | null {
  if (state.phase !== 'consent' || !state.arrangement || seat !== allyOf(state.arrangement.seat)) return waitingFor(state, seat);
  return null;
}

export function consent(state: AllianceRoyalsState, seat: Seat, action: ConsentAction): void {
  const arrangement = state.arrangement!;
  if (action.accept) {
    removeCard(state.hands[arrangement.seat]!, arrangement.give);
    removeCard(state.spoils[seat]!, arrangement.take);
    forget(state, arrangement.take);
    state.hands[arrangement.seat]!.push(arrangement.take);
    state.spoils[seat]!.push(arrangement.give);
    state.betrothed.push(arrangement.give);
  } else {
    state.arrangementRefused = true;
  }
  state.arrangement = null;
  state.phase = state.resume!;
  state.resume = null;
}

// "If you have in Spoils an enemy King or Queen, you may declare such card a Hostage ... in a single turn a Hostage may
// only be declared or revoked, not both."
export function hostageRefusal(state: AllianceRoyalsState, seat: Seat, action: HostageAction): string | null {
  if (!afterGiftPlaysOpen(state, seat)) return seat === state.attacker && attackerHoldsAction(state, seat) ? 'Hostages wait until after the gift exchange.' : waitingFor(state, seat);
  if (!state.spoils[seat]!.includes(action.card)) return `${label(action.card)} is not in your Spoils.`;
  if (isKingOrQueen(action.card) && suitOfCard(action.card) === state.houses[seat]) return `${label(action.card)} is a royal of your own house: only an enemy’s king or queen can be a hostage.`;
  if (!isEnemyRoyal(state, seat, action.card)) return `${label(action.card)} is not an enemy king or queen.`;
  if (state.hostageActs.includes(action.card)) return `${label(action.card)} has already been declared or revoked this turn.`;
  const held = state.hostages.some((hostage) => hostage.card === action.card);
  if (action.declare && held) return `${label(action.card)} is already a hostage.`;
  if (!action.declare && !held) return `${label(action.card)} is not a hostage.`;
  return null;
}

export function hostage(state: AllianceRoyalsState, seat: Seat, action: HostageAction): void {
  if (action.declare) state.hostages.push({ card: action.card, holder: seat });
  else state.hostages = state.hostages.filter((entry) => entry.card !== action.card);
  state.hostageActs.push(action.card);
}

// "A Hostage card is subject to redemption by either enemy player. Attackers may redeem a Hostage by trading a king or
// queen of differing suit from their own hand."
export function redeemRefusal(state: AllianceRoyalsState, seat: Seat, action: RedeemAction): string | null {
  if (!attackerHoldsAction(state, seat)) return waitingFor(state, seat);
  const entry = state.hostages.find((hostage) => hostage.card === action.hostage);
  if (!entry) return `${label(action.hostage)} is not a hostage.`;
  if (!areEnemies(seat, entry.holder)) return 'Only an enemy of the holder may redeem a hostage.';
  if (!state.hands[seat]!.includes(action.pay)) return `${label(action.pay)} is not in your hand.`;
  if (!isKingOrQueen(action.pay) || suitOfCard(action.pay) === suitOfCard(action.hostage)) return 'A hostage is redeemed with a king or queen of another suit.';
  return null;
}

export function redeem(state: AllianceRoyalsState, seat: Seat, action: RedeemAction): void {
  const entry = state.hostages.find((hostage) => hostage.card === action.hostage)!;
  removeCard(state.spoils[entry.holder]!, action.hostage);
  forget(state, action.hostage);
  removeCard(state.hands[seat]!, action.pay);
  state.spoils[entry.holder]!.push(action.pay);
  state.hands[seat]!.push(action.hostage);
}

