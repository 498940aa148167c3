/**
 * What a seat sees: its own hand and its own gift in flight, everything face
 * up on the table (houses, Spoils, Melds, the spread discard pile, the battle
 * under way and the last one), and where the gifts it gave still lie. Other
 * hands, other gifts in flight, the draw stack and the dead pile stay hidden;
 * the dead pile shows only its size. A teacher ('all') sees every card.
 */
import { mutableCopy, type Seat, type Viewer } from '../../core/game';
import { outcomeOf } from './outcome';
import { allyOf } from './seats';
import { activeSeats } from './turn';
import type { AllianceRoyalsState, AllianceRoyalsView, PlayerSeen } from './types';

/** Gifts `seat` gave this round that are still in the receiver's hand: the giver knows where they are. */
export function giftsStillHeld(state: AllianceRoyalsState, seat: Seat): string[] {
  const held = state.giftLog.filter((entry) => entry.from === seat && state.hands[entry.to]!.includes(entry.card)).map((entry) => entry.card);
  return [...new Set(held)];
}

/**
 * The card `seat`'s ally gave it in this turn's exchange, while it is still in `seat`'s hand: the exchange is the last
 * thing the gift log records in a turn, so its entry to `seat` is the last one.
 */
export function giftReceivedThisTurn(state: AllianceRoyalsState, seat: Seat): string | null {
  if (!state.giftDone || (seat !== state.attacker && seat !== allyOf(state.attacker))) return null;
  const entry = state.giftLog.findLast((logged) => logged.to === seat);
  return entry && state.hands[seat]!.includes(entry.card) ? entry.card : null;
}

/** The last battle, while the turn it was fought in lasts. */
export function shownBattle(state: AllianceRoyalsState): AllianceRoyalsState['lastBattle'] {
  return state.lastBattle && state.lastBattle.turn === state.turn ? state.lastBattle : null;
}

/**
 * Cards every player saw and the table still shows: the last battle's cards
 * (wherever they went since, the dead pile or a hand by a public trade), the
 * cards of an arrangement being asked for, and the bundle card to be melded.
 */
function publicCards(state: AllianceRoyalsState): Set<string> {
  const cards = new Set<string>(shownBattle(state)?.plays.map((play) => play.card) ?? []);
  if (state.arrangement) cards.add(state.arrangement.give).add(state.arrangement.take);
  if (state.bundleCard) cards.add(state.bundleCard);
  return cards;
}

/** Cards `seat` may not know: other hands (less its gifts), others' gifts in flight, the stack, the dead pile. */
export function hiddenFrom(state: AllianceRoyalsState, seat: Seat): string[] {
  const known = new Set(giftsStillHeld(state, seat));
  const seen = publicCards(state);
  const hidden: string[] = [];
  for (let other = 0; other < 4; other++) {
    if (other === seat) continue;
    for (const card of state.hands[other]!) if (!known.has(card) && !seen.has(card)) hidden.push(card);
    const gift = state.gifts[other];
    if (gift) hidden.push(gift);
  }
  hidden.push(...state.stack);
  for (const card of state.dead) if (!seen.has(card)) hidden.push(card);
  return hidden;
}

/** Every card in the game, each exactly once. */
export function allCards(state: AllianceRoyalsState): string[] {
  const cards: string[] = [...state.stack, ...state.discard, ...state.dead];
  for (let seat = 0; seat < 4; seat++) {
    cards.push(...state.hands[seat]!, ...state.spoils[seat]!, ...state.meld[seat]!);
    const gift = state.gifts[seat];
    if (gift) cards.push(gift);
  }
  for (const play of state.battle) if (!state.taken.some((entry) => entry.card === play.card)) cards.push(play.card);
  return cards;
}

/** States and views are plain data: a structural copy is enough (and much cheaper than a JSON round trip). */
function copy<T>(value: T): T {
  return mutableCopy(value);
}

export function viewOf(state: AllianceRoyalsState, viewer: Viewer): AllianceRoyalsView {
  const own = viewer === 'all' ? null : viewer;
  const players: PlayerSeen[] = [0, 1, 2, 3].map((seat) => ({
    seat,
    house: state.houses[seat] ?? null,
    handCount: state.hands[seat]!.length,
    spoils: [...state.spoils[seat]!],
    meld: [...state.meld[seat]!],
    giftChosen: state.gifts[seat] !== null,
  }));
  const view: AllianceRoyalsView = {
    game: 'alliance-royals',
    viewer,
    options: { ...state.options },
    round: state.round,
    dealer: state.dealer,
    totals: [state.totals[0], state.totals[1]],
    phase: state.phase,
    queue: [...state.queue],
    activeSeats: activeSeats(state),
    attacker: state.attacker,
    turn: state.turn,
    lastTurn: [...state.lastTurn],
    hand: own === null ? [] : [...state.hands[own]!],
    gift: own === null ? null : state.gifts[own] ?? null,
    giftsGiven: own === null ? [] : giftsStillHeld(state, own),
    giftReceived: own === null ? null : giftReceivedThisTurn(state, own),
    players,
    stackCount: state.stack.length,
    discard: [...state.discard],
    deadCount: state.dead.length,
    privilege: { ...copy(state.privilege), assassins: state.privilege.assassins.filter((card) => state.spoils[state.attacker]!.includes(card)) },
    giftDone: state.giftDone,
    battle: copy(state.battle),
    victor: state.victor,
    taken: copy(state.taken),
    lastBattle: shownBattle(state) ? copy(state.lastBattle) : null,
    bundleCard: state.bundleCard,
    meldedIn: { ...state.meldedIn },
    wonIn: { ...state.wonIn },
    ransomBack: copy(state.ransomBack),
    betrothed: [...state.betrothed],
    hostages: copy(state.hostages),
    hostageActs: [...state.hostageActs],
    arrangement: state.arrangement ? { ...state.arrangement } : null,
    arrangementRefused: state.arrangementRefused,
    resume: state.resume,
    result: state.result ? copy(state.result) : null,
    history: copy(state.history),
    outcome: outcomeOf(state),
  };
  if (viewer !== 'all') return view;
  return {
    ...view,
    all: { hands: copy(state.hands), stack: [...state.stack], dead: [...state.dead], gifts: [...state.gifts] },
  };
}
