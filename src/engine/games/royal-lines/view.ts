/**
 * What a seat sees: its own hand, its own promise and settler, and everything
 * face up on the table. Other hands, promises not yet revealed, face-down
 * settlers and both decks stay hidden; settlers are shown when the round is
 * scored. A teacher ('all') sees every card.
 */
import type { Seat, Viewer } from '../../core/game';
import { outcomeOf } from './outcome';
import { attractions } from './ship';
import { activeSeats } from './turn';
import type { CardId, Play, PlaySeen, Recruitment, RecruitmentSeen, RoyalLinesState, RoyalLinesView, SeatSeen } from './types';

/** Settlers are turned face up for scoring. */
export function settlersRevealed(state: Pick<RoyalLinesState, 'phase'>): boolean {
  return state.phase === 'scored' || state.phase === 'over';
}

/** Whether `viewer` knows the settler of `seat`. */
export function settlerKnown(state: RoyalLinesState, seat: Seat, viewer: Viewer): boolean {
  return viewer === 'all' || viewer === seat || state.settlerShown[seat] === true || settlersRevealed(state);
}

/** Cards a seat may not know: others' hands and face-down promises, face-down settlers, both decks. */
export function hiddenFrom(state: RoyalLinesState, seat: Seat): CardId[] {
  const hidden: CardId[] = [];
  for (let other = 0; other < state.seats; other++) {
    if (other === seat) continue;
    hidden.push(...state.hands[other]!);
    const chosen = state.chosen[other];
    if (chosen) hidden.push(chosen);
    if (!settlerKnown(state, other, seat)) hidden.push(state.settlers[other]!);
  }
  if (state.pirateSettler && !settlersRevealed(state)) hidden.push(state.pirateSettler);
  hidden.push(...state.colonialDeck, ...state.promiseDeck);
  return hidden;
}

/** Whether `card` is among the cards hiddenFrom(state, seat) lists, found without listing them. */
export function isHiddenFrom(state: RoyalLinesState, seat: Seat, card: CardId): boolean {
  for (let other = 0; other < state.seats; other++) {
    if (other === seat) continue;
    if (holds(state.hands[other]!, card) || state.chosen[other] === card) return true;
    if (state.settlers[other] === card && !settlerKnown(state, other, seat)) return true;
  }
  if (state.pirateSettler === card && !settlersRevealed(state)) return true;
  return holds(state.colonialDeck, card) || holds(state.promiseDeck, card);
}

function holds(cards: readonly CardId[], card: CardId): boolean {
  return cards.includes(card);
}

/** Every card in the game, each exactly once. */
export function allCards(state: RoyalLinesState): CardId[] {
  const cards: CardId[] = [...state.settlers];
  if (state.pirateSettler) cards.push(state.pirateSettler);
  if (state.absent) cards.push(state.absent);
  cards.push(...state.colonialDeck, ...state.ship, ...state.promiseDeck, ...state.played, ...state.discard);
  for (const hand of state.hands) cards.push(...hand);
  for (const card of state.chosen) if (card) cards.push(card);
  for (const line of state.lines) cards.push(...line);
  return cards;
}

/**
 * The last recruitment as the table shows it. The second ship shuffles the
 * played promises back into the deck; a promise since dealt to another seat or
 * still in the deck is no longer named (the game log keeps the full sentence).
 * Written without closures: bots ask for a view at every move, and under the
 * command line's loader every named closure costs a property definition.
 */
function recruitmentSeen(record: Recruitment, state: RoyalLinesState, own: Seat | null): RecruitmentSeen {
  const plays = record.plays.map((play): PlaySeen => playSeen(play, state, own));
  // One literal with every field: a spread of the record and overrides costs many times more, and bots ask for views at every move.
  return {
    round: record.round,
    number: record.number,
    ship: record.ship,
    plays,
    attractive: record.attractive.map((entry) => ({ suit: entry.suit, colonial: entry.colonial, joker: entry.joker })),
    cancelled: record.cancelled.map((play) => playSeenAgain(play, record, plays, state, own)),
    outranked: record.outranked.map((play) => playSeenAgain(play, record, plays, state, own)),
    winner: record.winner ? playSeenAgain(record.winner, record, plays, state, own) : null,
    replacedSettler: record.replacedSettler,
    collapse: record.collapse ? { ...record.collapse, cards: [...record.collapse.cards] } : null,
    collapseChoice: record.collapseChoice ? [...record.collapseChoice] : null,
    secondShip: record.secondShip ? [...record.secondShip] : null,
    reshuffled: record.reshuffled,
    colonial: record.colonial,
    result: record.result,
  };
}

function playSeen(play: Play, state: RoyalLinesState, own: Seat | null): PlaySeen {
  return { by: play.by, card: own !== null && isHiddenFrom(state, own, play.card) ? null : play.card };
}

/** The winner and the promises that cancelled or were outranked are among the plays: named as those were, without asking again. */
function playSeenAgain(play: Play, record: Recruitment, plays: readonly PlaySeen[], state: RoyalLinesState, own: Seat | null): PlaySeen {
  const at = record.plays.indexOf(play);
  return at < 0 ? playSeen(play, state, own) : { by: plays[at]!.by, card: plays[at]!.card };
}

export function viewOf(state: RoyalLinesState, viewer: Viewer): RoyalLinesView {
  const own = viewer === 'all' ? null : viewer;
  const players: SeatSeen[] = state.lines.map((line, seat) => ({
    seat,
    handCount: state.hands[seat]!.length,
    hasChosen: state.chosen[seat] !== null,
    settler: settlerKnown(state, seat, viewer) ? state.settlers[seat]! : null,
    settlerShown: state.settlerShown[seat] === true,
    line: [...line],
    wins: state.wins[seat] ?? 0,
  }));
  const view: RoyalLinesView = {
    game: 'royal-lines',
    viewer,
    options: { ...state.options },
    seats: state.seats,
    round: state.round,
    dealer: state.dealer,
    phase: state.phase,
    activeSeats: activeSeats(state),
    hand: own === null ? [] : [...state.hands[own]!],
    promise: own === null ? null : state.chosen[own] ?? null,
    players,
    pirates: state.seats === 2 ? { settler: viewer === 'all' || settlersRevealed(state) ? state.pirateSettler : null } : null,
    ship: [...state.ship],
    shipNumber: state.shipNumber,
    recruitable: attractions(state.ship),
    absent: state.absent,
    colonialDeckCount: state.colonialDeck.length,
    promiseDeckCount: state.promiseDeck.length,
    played: [...state.played],
    discard: [...state.discard],
    settled: state.settled.map((entry) => ({ ...entry })),
    recruitments: state.recruitments,
    pending: state.pending ? structuredCopy(state.pending) : null,
    lastRecruitment: state.lastRecruitment ? recruitmentSeen(state.lastRecruitment, state, own) : null,
    panic: state.panic.map((event) => ({ ...event, cards: [...event.cards] })),
    result: state.result ? structuredCopy(state.result) : null,
    previous: state.previous ? structuredCopy(state.previous) : null,
    outcome: outcomeOf(state),
  };
  if (viewer !== 'all') return view;
  return {
    ...view,
    all: {
      hands: state.hands.map((hand) => [...hand]),
      chosen: [...state.chosen],
      settlers: [...state.settlers],
      pirateSettler: state.pirateSettler,
      colonialDeck: [...state.colonialDeck],
      promiseDeck: [...state.promiseDeck],
    },
  };
}

/** A deep copy of a small record, so a view never shares arrays with the state (immer freezes states). */
function structuredCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
