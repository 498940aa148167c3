/**
 * "Draw or pass": a deliberately tiny game that exercises every part of the
 * game contract (hidden hands, a shuffled deck, options, bots, an ending) so
 * the core and the playout suite can be tested without any real game's rules.
 *
 * Seats take turns. On your turn you draw the top card of the deck into your
 * hand (hand limit 5), discard a card from your hand face up, or pass. The
 * game ends when every seat has passed in a row or the action budget runs
 * out; the highest total of rank values (ace 1 … king 13) in hand wins. Alone
 * at the table you win with 30 or more.
 */
import { z } from 'zod';
import { cardLabel, rankValue, rankOf, suitedCards, SUITS, type SuitedCardId } from '../core/cards';
import type { GameDefinition, Outcome, Seat, Viewer } from '../core/game';
import { knownHowFromZones } from '../core/ledger';
import { seedRng, shuffleInPlace, type RngState } from '../core/rng';
import { fixtureEditor } from './fixture-editor';

export const HAND_LIMIT = 5;
const SOLO_TARGET = 30;

export type FixtureOptions = {
  /** How many suits the deck holds (13 cards each). */
  readonly suits: number;
  /** Actions the whole table may take before the game stops. */
  readonly budget: number;
};

export interface FixtureState {
  rng: RngState;
  deck: SuitedCardId[];
  hands: SuitedCardId[][];
  discard: SuitedCardId[];
  turn: Seat;
  passesInRow: number;
  actionsLeft: number;
}

export type FixtureAction =
  | { readonly type: 'draw' }
  | { readonly type: 'pass' }
  | { readonly type: 'discard'; readonly card: SuitedCardId };

export interface FixtureView {
  readonly viewer: Viewer;
  readonly deckCount: number;
  readonly discard: readonly SuitedCardId[];
  readonly turn: Seat;
  /** A seat's own hand as cards; other hands only as a count. */
  readonly hands: readonly (readonly SuitedCardId[] | number)[];
  readonly actionsLeft: number;
}

const cardSchema = z.custom<SuitedCardId>(
  (value) => typeof value === 'string' && suitedCards().includes(value as SuitedCardId),
  'not a card',
);

const optionsSchema = z
  .object({
    suits: z.number().int().min(1).max(4).default(1),
    budget: z.number().int().min(1).max(1000).default(40),
  })
  .strict();

const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('draw') }).strict(),
  z.object({ type: z.literal('pass') }).strict(),
  z.object({ type: z.literal('discard'), card: cardSchema }).strict(),
]);

function handTotal(hand: readonly SuitedCardId[]): number {
  return hand.reduce((sum, card) => sum + rankValue(rankOf(card)), 0);
}

function isOver(state: FixtureState): boolean {
  return state.actionsLeft <= 0 || state.passesInRow >= state.hands.length;
}

function outcome(state: FixtureState): Outcome | null {
  if (!isOver(state)) return null;
  const totals = state.hands.map(handTotal);
  if (totals.length === 1) {
    const won = totals[0]! >= SOLO_TARGET;
    return { label: won ? 'win' : 'loss', winners: won ? [0] : [], text: `Hand total ${totals[0]}.` };
  }
  const best = Math.max(...totals);
  const winners = totals.flatMap((total, seat) => (total === best ? [seat] : []));
  return {
    label: winners.length > 1 ? 'tie' : 'win',
    winners,
    text: `Best hand total ${best}, held by ${winners.map((s) => `seat ${s + 1}`).join(' and ')}.`,
  };
}

function illegalReason(state: FixtureState, seat: Seat, action: FixtureAction): string | null {
  const hand = state.hands[seat];
  if (!hand) return 'There is no such seat.';
  switch (action.type) {
    case 'draw':
      if (state.deck.length === 0) return 'The deck is empty.';
      if (hand.length >= HAND_LIMIT) return `Your hand is full (${HAND_LIMIT} cards).`;
      return null;
    case 'discard':
      return hand.includes(action.card) ? null : 'You do not hold that card.';
    case 'pass':
      return null;
    default:
      return 'That is not an action of this game.';
  }
}

function legalActions(state: FixtureState, seat: Seat): FixtureAction[] {
  if (isOver(state) || state.turn !== seat) return [];
  const actions: FixtureAction[] = [{ type: 'draw' }, { type: 'pass' }];
  for (const card of state.hands[seat] ?? []) actions.push({ type: 'discard', card });
  return actions.filter((action) => illegalReason(state, seat, action) === null);
}

function apply(state: FixtureState, seat: Seat, action: FixtureAction): void {
  const hand = state.hands[seat]!;
  if (action.type === 'draw') {
    hand.push(state.deck.pop()!);
    state.passesInRow = 0;
  } else if (action.type === 'discard') {
    hand.splice(hand.indexOf(action.card), 1);
    state.discard.push(action.card);
    state.passesInRow = 0;
  } else {
    state.passesInRow += 1;
  }
  state.actionsLeft -= 1;
  state.turn = (state.turn + 1) % state.hands.length;
}

function view(state: FixtureState, viewer: Viewer): FixtureView {
  return {
    viewer,
    deckCount: state.deck.length,
    discard: [...state.discard],
    turn: state.turn,
    hands: state.hands.map((hand, seat) => (viewer === 'all' || viewer === seat ? [...hand] : hand.length)),
    actionsLeft: state.actionsLeft,
  };
}

function actionLabel(_state: FixtureState, action: FixtureAction): string {
  if (action.type === 'discard') return `Discard ${cardLabel(action.card)}`;
  return action.type === 'draw' ? 'Draw' : 'Pass';
}

function describe(_before: FixtureState, seat: Seat, action: FixtureAction, after: FixtureState): string {
  const who = `Seat ${seat + 1}`;
  // The drawn card stays secret: the text is shown to every seat.
  if (action.type === 'draw') return `${who} draws a card (${after.deck.length} left in the deck).`;
  if (action.type === 'discard') return `${who} discards ${cardLabel(action.card)}.`;
  return `${who} passes.`;
}

function renderText(state: FixtureState, viewer: Viewer): string {
  const seen = view(state, viewer);
  const lines = [`Deck: ${seen.deckCount} cards. Discard: ${seen.discard.map(cardLabel).join(' ') || '-'}.`];
  seen.hands.forEach((hand, seat) => {
    const shown = typeof hand === 'number' ? `${hand} hidden cards` : hand.map(cardLabel).join(' ') || '-';
    lines.push(`${seat === seen.turn ? '>' : ' '} Seat ${seat + 1}: ${shown}`);
  });
  const end = outcome(state);
  lines.push(end ? `Game over: ${end.text}` : `${seen.actionsLeft} actions left.`);
  return lines.join('\n');
}

export const fixtureGame: GameDefinition<FixtureState, FixtureAction, FixtureOptions, FixtureView> = {
  id: 'draw-or-pass',
  title: 'Draw or Pass',
  seats: { min: 1, max: 2 },
  optionSpecs: [
    { key: 'suits', label: 'Suits', help: 'How many suits the deck holds.', kind: 'number', min: 1, max: 4 },
    { key: 'budget', label: 'Action budget', help: 'Actions before the game stops.', kind: 'number', min: 1, max: 1000 },
  ],
  optionsSchema,
  actionSchema,
  defaultOptions: () => ({ suits: 1, budget: 40 }),

  setup(options, seats, seed) {
    const state: FixtureState = {
      rng: seedRng(seed),
      deck: suitedCards(SUITS.slice(0, options.suits)),
      hands: Array.from({ length: seats }, () => []),
      discard: [],
      turn: 0,
      passesInRow: 0,
      actionsLeft: options.budget,
    };
    shuffleInPlace(state, state.deck);
    return state;
  },
  activeSeats: (state) => (isOver(state) ? [] : [state.turn]),
  legalActions,
  illegalReason,
  apply,
  outcome,
  view,
  describe,
  actionLabel,
  renderText,
  allCards: (state) => [...state.deck, ...state.hands.flat(), ...state.discard],
  hiddenFrom: (state, seat) => [...state.deck, ...state.hands.flatMap((hand, s) => (s === seat ? [] : hand))],
  bots: [
    { id: 'random', label: 'Random', choose: ({ legal, seed }) => legal[Math.abs(seed) % legal.length]! },
    {
      id: 'drawer',
      label: 'Drawer',
      choose: ({ legal }) => legal.find((a) => a.type === 'draw') ?? legal.find((a) => a.type === 'pass') ?? legal[0]!,
    },
  ],
  editor: fixtureEditor,
  ledger: { knownHow: knownHowFromZones, redeal: (seen, seed) => determinise(seen, seed) },
  review: {
    measure: { kind: 'chance', words: 'chance to win' },
    thresholds: { inaccuracy: 0.05, mistake: 0.1, blunder: 0.2 },
    method: 'Deals the unseen cards anew and lets every seat draw up to 25 points, then pass.',
    budget: { worlds: 24, maxWorlds: 96, candidates: 8 },
    sides: (state) => state.hands.map((_, seat) => ({ name: `Seat ${seat + 1}`, seats: [seat] })),
    determinise: (seen, seed) => determinise(seen, seed),
    candidates: (_view, _seat, legal) => legal,
    playOut,
    value: (state) => {
      const end = outcome(state);
      return state.hands.map((_, seat) => (end && end.winners.includes(seat) ? 1 / end.winners.length : 0));
    },
    moveMarks: (_state, seat, action) => (action.type === 'discard' ? { highlights: [{ zone: `hand.${seat}`, card: action.card }], arrows: [] } : { highlights: [], arrows: [] }),
  },
};

/** A position the viewer could be in: its own hand and the discard kept, every other card dealt from `seed`. */
function determinise(seen: FixtureView, seed: number): FixtureState {
  const seat = typeof seen.viewer === 'number' ? seen.viewer : 0;
  const own = seen.hands[seat] as readonly SuitedCardId[];
  const total = seen.deckCount + seen.discard.length + seen.hands.reduce<number>((sum, hand) => sum + (typeof hand === 'number' ? hand : hand.length), 0);
  const known = new Set<SuitedCardId>([...own, ...seen.discard]);
  const state: FixtureState = { rng: seedRng(seed), deck: [], hands: [], discard: [...seen.discard], turn: seen.turn, passesInRow: 0, actionsLeft: seen.actionsLeft };
  const unseen = suitedCards(SUITS.slice(0, total / 13)).filter((card) => !known.has(card));
  shuffleInPlace(state, unseen);
  state.hands = seen.hands.map((hand) => (typeof hand === 'number' ? unseen.splice(0, hand) : [...hand]));
  state.deck = unseen;
  return state;
}

/** Every seat draws while it holds under 25 points and room is left, then passes, until the game ends. */
function playOut(state: FixtureState): void {
  while (!isOver(state)) {
    const hand = state.hands[state.turn]!;
    const draw = hand.length < HAND_LIMIT && handTotal(hand) < 25 && state.deck.length > 0;
    apply(state, state.turn, draw ? { type: 'draw' } : { type: 'pass' });
  }
}
