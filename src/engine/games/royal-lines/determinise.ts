/**
 * A playable position rebuilt from what one seat sees. Everything face up is
 * copied; the cards the seat cannot know (other hands and face-down promises,
 * face-down settlers, both decks) are exactly the cards not accounted for, so
 * they are dealt out again at random from the bot's own seed: one guess at the
 * hidden cards consistent with the view, never the true ones.
 */
import type { Seat } from '../../core/game';
import { randomInt, seedRng, shuffleInPlace, type HasRng } from '../../core/rng';
import { aces, COLONIAL_SLOTS, colonialSlot, comparePromises, faceCards, isAceCard, isJokerCard, jokerCount, jokers, promiseCards } from './cards';
import type { CardId, Play, PlaySeen, PromiseCard, Recruitment, RecruitmentSeen, RoyalLinesState, RoyalLinesView } from './types';

function seatOf(view: RoyalLinesView): Seat {
  if (view.viewer === 'all') throw new Error('a position is rebuilt from one seat’s view, not a teacher’s');
  return view.viewer;
}

function highestJoker(cards: Iterable<CardId>): number {
  let high = 0;
  for (const card of cards) if (isJokerCard(card)) high = Math.max(high, Number(card.slice(2)));
  return high;
}

/** Colonials and settlers face up, or known to the viewer (its own settler). */
export function knownColonials(view: RoyalLinesView): CardId[] {
  const known: CardId[] = view.ship.concat(view.discard);
  for (const player of view.players) {
    for (const card of player.line) known.push(card);
    if (player.settler) known.push(player.settler);
  }
  if (view.pirates?.settler) known.push(view.pirates.settler);
  if (view.absent) known.push(view.absent);
  return known;
}

// The colonials of every deck, made once: a bot at the table asks for the unseen ones at every move.
const ACES = aces();
const FACE_CARDS = faceCards();
const JOKERS = jokers(9);

/** The aces, jokers and face cards the viewer has not seen: other settlers and the colonial deck. */
export function unseenColonials(view: RoyalLinesView): CardId[] {
  const known = knownColonials(view);
  const count = Math.max(jokerCount(view.seats, view.options.jokers), highestJoker(known));
  // Known colonials marked by slot: a bot at the table asks this at every move, and a set of ids costs far more.
  const marked = KNOWN_SLOTS.fill(0);
  let others: Set<CardId> | null = null;
  for (const card of known) {
    const slot = colonialSlot(card);
    if (slot >= 0) marked[slot] = 1;
    else (others ??= new Set()).add(card);
  }
  // Plain loops, no closure: under the command line's loader every named closure made costs a property definition.
  const unseen: CardId[] = [];
  for (const card of ACES) addIfUnseen(unseen, card, marked, others);
  const jokersInPlay = count <= JOKERS.length ? JOKERS.slice(0, count) : jokers(count);
  for (const card of jokersInPlay) addIfUnseen(unseen, card, marked, others);
  for (const card of FACE_CARDS) addIfUnseen(unseen, card, marked, others);
  return unseen;
}

function addIfUnseen(unseen: CardId[], card: CardId, marked: Uint8Array, others: ReadonlySet<CardId> | null): void {
  const slot = colonialSlot(card);
  if (slot >= 0 ? marked[slot] === 0 : !others?.has(card)) unseen.push(card);
}

const KNOWN_SLOTS = new Uint8Array(COLONIAL_SLOTS);

/** The promises the viewer has not seen: other hands, face-down promises and the promise deck. */
export function unseenPromises(view: RoyalLinesView): PromiseCard[] {
  const known = new Set<CardId>([...view.hand, ...view.played]);
  if (view.promise) known.add(view.promise);
  return promiseCards().filter((card) => !known.has(card));
}

function take<T>(pool: T[], count: number, what: string): T[] {
  if (count > pool.length) throw new Error(`the view accounts for too few ${what}: ${count} wanted, ${pool.length} unseen`);
  return pool.splice(0, count);
}

/**
 * The last recruitment with every promise named. A promise the view no longer
 * names lies somewhere hidden; any unseen promise (the rebuilt position puts
 * them all out of sight) names it just as well.
 */
function namedRecruitment(seen: RecruitmentSeen, unseen: readonly PromiseCard[], holder: HasRng): Recruitment {
  const spare = [...unseen];
  const names = new Map<string, PromiseCard>();
  for (const play of seen.plays) {
    if (play.card) names.set(String(play.by), play.card);
    else names.set(String(play.by), spare.splice(randomInt(holder, 0, spare.length - 1), 1)[0]!);
  }
  const named = (play: PlaySeen): Play => ({ by: play.by, card: play.card ?? names.get(String(play.by))! });
  return {
    ...seen,
    plays: seen.plays.map(named),
    attractive: seen.attractive.map((entry) => ({ ...entry })),
    cancelled: seen.cancelled.map(named),
    outranked: seen.outranked.map(named),
    winner: seen.winner ? named(seen.winner) : null,
    collapse: seen.collapse ? { ...seen.collapse, cards: [...seen.collapse.cards] } : null,
    collapseChoice: seen.collapseChoice ? [...seen.collapseChoice] : null,
    secondShip: seen.secondShip ? [...seen.secondShip] : null,
  };
}

function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * A full position the seat could be in, drawn uniformly among those that
 * agree with its view: unseen settlers go to the face-down settler places
 * (only aces and jokers can lie there), the other unseen colonials to the
 * colonial deck, unseen promises to other hands, face-down promises and the
 * promise deck.
 */
export function determinise(view: RoyalLinesView, seed: number): RoyalLinesState {
  const seat = seatOf(view);
  const holder: HasRng = { rng: seedRng(seed) };

  const colonials = unseenColonials(view);
  shuffleInPlace(holder, colonials);
  const settlerPool = colonials.filter((card) => isAceCard(card) || isJokerCard(card));
  const settlers = view.players.map((player) => player.settler ?? take(settlerPool, 1, 'settlers')[0]!);
  const pirateSettler = view.pirates ? view.pirates.settler ?? take(settlerPool, 1, 'settlers')[0]! : null;
  const placed = new Set<CardId>([...settlers, ...(pirateSettler ? [pirateSettler] : [])]);
  const colonialDeck = colonials.filter((card) => !placed.has(card));
  if (colonialDeck.length !== view.colonialDeckCount) {
    throw new Error(`the view accounts for ${colonialDeck.length} unseen colonials, not the deck's ${view.colonialDeckCount}`);
  }

  const promises = unseenPromises(view);
  const unseen = [...promises];
  shuffleInPlace(holder, promises);
  const hands = view.players.map((player, other) =>
    other === seat ? [...view.hand] : take(promises, player.handCount, 'promises').sort(comparePromises),
  );
  const chosen = view.players.map((player, other): PromiseCard | null => {
    if (other === seat) return view.promise;
    return player.hasChosen ? take(promises, 1, 'promises')[0]! : null;
  });
  if (promises.length !== view.promiseDeckCount) {
    throw new Error(`the view accounts for ${promises.length} unseen promises, not the deck's ${view.promiseDeckCount}`);
  }

  return {
    rng: [...holder.rng],
    options: { ...view.options },
    seats: view.seats,
    round: view.round,
    dealer: view.dealer,
    wins: view.players.map((player) => player.wins),
    phase: view.phase,
    settlers,
    settlerShown: view.players.map((player) => player.settlerShown),
    pirateSettler,
    absent: view.absent,
    colonialDeck,
    ship: [...view.ship],
    shipNumber: view.shipNumber,
    promiseDeck: promises,
    hands,
    chosen,
    played: [...view.played],
    lines: view.players.map((player) => [...player.line]),
    settled: view.settled.map((entry) => ({ ...entry })),
    discard: [...view.discard],
    recruitments: view.recruitments,
    pending: view.pending ? copy(view.pending) : null,
    lastRecruitment: view.lastRecruitment ? namedRecruitment(view.lastRecruitment, unseen, holder) : null,
    panic: view.panic.map((event) => ({ ...event, cards: [...event.cards] })),
    result: view.result ? copy(view.result) : null,
    previous: view.previous ? copy(view.previous) : null,
    end: view.outcome ? { winners: [...view.outcome.winners] } : null,
  };
}
