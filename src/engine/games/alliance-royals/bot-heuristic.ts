/**
 * The heuristic bot. It reads only its view and scores each legal
 * action by plain card sense: win royals and aces for its alliance, give its
 * ally the ally's royals, dump low cards, meld and marry whenever it can, aim
 * assassins at enemies, and end the round when the rules allow.
 */
import type { BotContext, BotPosition, BotSpec, Seat } from '../../core/game';
import { battleValue, cardPoints, isAce, isFace, isKingOrQueen, isRoyalOf, rankOfCard, suitOfCard } from './cards';
import { allyOf, areEnemies } from './seats';
import type { AllianceRoyalsAction, AllianceRoyalsState, AllianceRoyalsView, Suit } from './types';

export interface Seen {
  readonly seat: Seat;
  readonly houses: readonly (Suit | null)[];
  readonly hand: readonly string[];
  readonly battle: readonly { seat: Seat; card: string }[];
  readonly attacker: Seat;
  /** The play winning the battle under way so far, if a card is down. */
  readonly winning: { seat: Seat; card: string } | null;
  /** Whose Spoils or Meld a card on the board lies in. */
  readonly ownerOf: (card: string) => Seat | undefined;
}

/** How much a card in Spoils is worth to `seat`'s alliance. */
export function spoilValue(seen: Seen, card: string): number {
  const own = seen.houses[seen.seat] ?? null;
  const ally = seen.houses[allyOf(seen.seat)] ?? null;
  if (isRoyalOf(card, own)) return 100;
  if (isRoyalOf(card, ally)) return isKingOrQueen(card) ? 70 : 40;
  if (isAce(card)) return 50;
  if (isKingOrQueen(card)) return 25;
  return cardPoints(card) + battleValue(card) / 10;
}

function battleWinning(battle: Seen['battle']): { seat: Seat; card: string } | null {
  if (!battle.length) return null;
  const led = suitOfCard(battle[0]!.card);
  const inSuit = battle.filter((play) => suitOfCard(play.card) === led);
  const sneak = inSuit.find((play) => rankOfCard(play.card) === '2');
  if (sneak && inSuit.some((play) => isAce(play.card))) return sneak;
  return inSuit.reduce((best, play) => (battleValue(play.card) > battleValue(best.card) ? play : best), inSuit[0]!);
}

function beats(card: string, winner: { card: string }, led: Suit): boolean {
  if (suitOfCard(card) !== led) return false;
  if (rankOfCard(card) === '2' && isAce(winner.card)) return true;
  return battleValue(card) > battleValue(winner.card);
}

/** A score for one legal action; the bot takes the highest. */
/** How much a hand card is worth keeping rather than giving or discarding. */
function keepValue(card: string, own: Suit | null): number {
  return isRoyalOf(card, own) ? 80 : isAce(card) ? 40 : isFace(card) ? 20 : battleValue(card);
}

function isStake(play: { card: string }): boolean {
  return isFace(play.card) || isAce(play.card);
}

export function actionScore(seen: Seen, action: AllianceRoyalsAction): number {
  const own = seen.houses[seen.seat] ?? null;
  switch (action.type) {
    case 'house': {
      let weight = 0;
      for (const card of seen.hand) if (suitOfCard(card) === action.suit) weight += isFace(card) ? 3 : isAce(card) ? 2 : 1;
      return weight;
    }
    case 'draw':
      return action.from === 'discard' ? 5 : 4;
    case 'bundle':
      return 3;
    case 'gift': {
      const allyHouse = seen.houses[allyOf(seen.seat)] ?? null;
      return (isRoyalOf(action.card, allyHouse) ? 200 : 0) - keepValue(action.card, own);
    }
    case 'play': {
      const winner = seen.winning;
      const value = battleValue(action.card);
      if (!winner) return (isAce(action.card) ? 30 : 0) + (isRoyalOf(action.card, own) ? -50 : 0) - value;
      const led = suitOfCard(seen.battle[0]!.card);
      const friendly = !areEnemies(winner.seat, seen.seat);
      if (!friendly && beats(action.card, winner, led) && (seen.battle.some(isStake) || isAce(action.card))) return 100 - value;
      return -value - (isRoyalOf(action.card, own) ? 50 : 0);
    }
    case 'spoil':
      return spoilValue(seen, action.card);
    case 'meld':
      return 300 + action.cards.length;
    case 'assassinate':
      return areEnemies(seen.seat, ownerOfVictim(seen, action.victim)) ? 150 + (isFace(action.victim) ? 50 : 0) : -1000;
    case 'ransom':
      return 250;
    case 'changeHouse':
      return isFace(action.card) ? 260 - (action.dead === action.card ? 0 : 1) : -10;
    case 'arrange':
      return 120;
    case 'consent':
      return action.accept ? 1 : 0;
    case 'hostage':
      return action.declare ? 90 : -90;
    case 'redeem':
      return isRoyalOf(action.hostage, own) ? 140 : -10;
    case 'discard':
      return 50 - keepValue(action.card, own) + (isFace(action.card) && !isRoyalOf(action.card, own) ? 15 : 0);
    case 'endRound':
      return 400 - (action.discard ? 0 : 1);
    case 'pass':
      return 0;
    case 'deal':
      return 10;
    case 'surrender':
      return -1000;
  }
}

function ownerOfVictim(seen: Seen, card: string): Seat {
  return seen.ownerOf(card) ?? seen.seat;
}

export function seenFromView(view: AllianceRoyalsView): Seen {
  const seat = view.viewer === 'all' ? view.attacker : view.viewer;
  const ownerOf = (card: string) => view.players.find((player) => player.spoils.includes(card) || player.meld.includes(card))?.seat;
  return { seat, houses: view.players.map((player) => player.house), hand: view.hand, battle: view.battle, attacker: view.attacker, winning: battleWinning(view.battle), ownerOf };
}

/** The best-scoring legal action (the first on ties, so the choice is stable). */
export function planFrom(seen: Seen, legal: readonly AllianceRoyalsAction[]): AllianceRoyalsAction {
  let best = legal[0]!;
  let bestScore = -Infinity;
  for (const action of legal) {
    const score = actionScore(seen, action);
    if (score > bestScore) {
      best = action;
      bestScore = score;
    }
  }
  return best;
}

export function chooseHeuristic(context: BotContext<AllianceRoyalsView, AllianceRoyalsAction>): AllianceRoyalsAction {
  if (context.legal.length === 0) throw new Error('The heuristic bot was asked to move with no legal action.');
  return planFrom(seenFromView(context.view), context.legal);
}

/** The same choice read from the position: seenFromState holds exactly what the seat's view would tell. */
export function chooseHeuristicInPosition(position: BotPosition<AllianceRoyalsState, AllianceRoyalsAction>): AllianceRoyalsAction {
  if (position.legal.length === 0) throw new Error('The heuristic bot was asked to move with no legal action.');
  return planFrom(seenFromState(position.state, position.seat), position.legal);
}

export const heuristicBot: BotSpec<AllianceRoyalsView, AllianceRoyalsAction, AllianceRoyalsState> = {
  id: 'heuristic',
  label: 'Heuristic',
  choose: chooseHeuristic,
  chooseInPosition: chooseHeuristicInPosition,
};

/** The same reading of a full state, for the search bot's playouts (each seat still sees only its own hand). */
export function seenFromState(state: AllianceRoyalsState, seat: Seat): Seen {
  return { seat, houses: state.houses, hand: state.hands[seat]!, battle: state.battle, attacker: state.attacker, winning: battleWinning(state.battle), ownerOf: (card) => boardOwner(state, card) };
}

function boardOwner(state: AllianceRoyalsState, card: string): Seat | undefined {
  for (let other = 0; other < 4; other++) if (state.spoils[other]!.includes(card) || state.meld[other]!.includes(card)) return other;
  return undefined;
}
