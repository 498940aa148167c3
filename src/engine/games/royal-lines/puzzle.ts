/**
 * Royal Lines puzzles: choose the promises that win this round whatever the
 * others promise. The side to solve knows its own hand and settler and what
 * lies face up; every card it has not seen may be anywhere, so every deal of
 * the unseen promises to the other hands (and the pirates' deck) and of the
 * hidden settlers to their seats is a defence. The search (puzzle-search.ts)
 * lets the others answer each promise with any unseen cards
 * (puzzle-answers.ts), answer their own choices (which three collapse, a
 * joker's suit) in every way, and, once the round is scored, hold whichever
 * hidden settler scores best. A shared win counts as winning the round, as
 * the rules give each winner a win point.
 */
import { mutableCopy, type Seat } from '../../core/game';
import type { GameVerifier, PlayedOut, PuzzleLine, PuzzleStatement, PuzzleStep, VerifyHooks, VerifyResult } from '../../core/puzzle';
import { statementProblem } from '../../core/puzzle';
import { PuzzleSearch, verifyWithModel, type PuzzleModel, type SearchChild } from '../../core/puzzle-search';
import { actionRefusal, applyAction } from './actions';
import { comparePromises, isAceCard, promiseCards, suitOfCard } from './cards';
import { actionLabel } from './describe';
import { legalActions } from './legal';
import { answeringPlayers, answers, liveSuits, poolKey, type Answer } from './puzzle-answers';
import { settlerScore } from './score';
import { hasPirates, settlerDeck } from './setup';
import type { CardId, PromiseCard, RoyalLinesAction, RoyalLinesState } from './types';
import { groupPhrase, label, listWords, playerTitle, seatName, suitPlural } from './words';

/** A position of the search: the table, the cards the solver has not seen, and its promise waiting for the others'. */
export interface LinesNode {
  /** The table; the others' hands, the promise deck and the hidden settlers in it are one deal of many and are never read as known. */
  readonly state: RoyalLinesState;
  /** Promises the solver has not seen: the other hands and the promise deck. */
  readonly pool: readonly PromiseCard[];
  /** Settlers the solver has not seen: the others' face-down settlers and the pirates'. */
  readonly hidden: readonly CardId[];
  /** The solver's promise, laid face down, waiting for the others'. */
  readonly laid: PromiseCard | null;
}

export const ROYAL_LINES_GOALS = [
  {
    id: 'win-round',
    label: 'Choose the promises that win this round whatever the others promise',
    params: [],
    limitUnit: 'rounds',
    limitMax: 1,
  },
] as const;

/** Settler cards lying face up: the solver's own, settlers that took over, and any in the ship, the lines, the discard or the absent place. */
function seenSettlers(state: RoyalLinesState, side: Seat): Set<CardId> {
  const seen = new Set<CardId>([state.settlers[side]!, ...state.ship, ...state.lines.flat(), ...state.discard]);
  if (state.absent) seen.add(state.absent);
  state.settlers.forEach((card, seat) => {
    if (state.settlerShown[seat]) seen.add(card);
  });
  return seen;
}

/** The puzzle position as the solver knows it; promises the others have laid face down are unseen cards in their hands again. */
export function startNode(state: RoyalLinesState, side: Seat): LinesNode {
  const table = mutableCopy(state);
  table.chosen.forEach((card, seat) => {
    if (card && seat !== side) {
      table.hands[seat]!.push(card);
      table.hands[seat]!.sort(comparePromises);
      table.chosen[seat] = null;
    }
  });
  const known = new Set<string>([...table.hands[side]!, ...table.played]);
  const pool = promiseCards().filter((card) => !known.has(card));
  const seen = seenSettlers(table, side);
  const hidden = settlerDeck(table.seats, table.options).filter((card) => !seen.has(card));
  return { state: table, pool, hidden, laid: null };
}

function promiseStep(seat: Seat, card: PromiseCard): PuzzleStep {
  return { seat, action: { type: 'promise', card }, text: `${seatName(seat)} promises ${label(card)}` };
}

/** What the recruitment just resolved did, in a few words. */
function outcomeWords(state: RoyalLinesState): string {
  const record = state.lastRecruitment;
  if (!record || record.colonial === null) return '';
  const colonial = label(record.colonial);
  let words: string;
  switch (record.result) {
    case 'discarded':
      words = `nobody recruits, so the ${colonial} is discarded`;
      break;
    case 'pirates':
      words = `the pirates win the ${colonial}, which is discarded`;
      break;
    case 'takeover':
      words = `${playerTitle(record.winner!.by)} recruits the ${colonial}, which takes over from the ${label(record.replacedSettler!)}`;
      break;
    default:
      words = `${playerTitle(record.winner!.by)} recruits the ${colonial}`;
      if (record.collapse) words += `, and ${groupPhrase(record.collapse.group)} collapse`;
      else if (record.collapseChoice) words += `, who must choose which three collapse`;
  }
  return words;
}

/**
 * The tables the others' answer leaves: their promises and the pirates' card
 * are dealt to them, and when one of them takes over with an ace, each hidden
 * settler it may have held is a table of its own.
 */
function* afterAnswer(node: LinesNode, side: Seat, answer: Answer): Generator<SearchChild<LinesNode>> {
  const players = answeringPlayers(node.state, side);
  const used = new Set<string>(answer.cards);
  const rest = node.pool.filter((card) => !used.has(card));
  const winner = answer.winner;
  const takeover = winner !== null && winner !== 'pirates' && winner !== side && !node.state.settlerShown[winner] && isAceCard(node.state.ship[answer.colonialIndex]!);
  for (const replaced of takeover && node.hidden.length > 0 ? [...new Set(node.hidden)] : [null]) {
    const table = mutableCopy(node.state);
    const size = table.hands[side]!.length;
    let next = 0;
    const deck: PromiseCard[] = [];
    players.forEach((player, i) => {
      if (player === 'pirates') {
        deck.push(answer.cards[i]!);
        return;
      }
      table.hands[player] = [answer.cards[i]!, ...rest.slice(next, next + size - 1)].sort(comparePromises);
      next += size - 1;
    });
    table.promiseDeck = [...deck, ...rest.slice(next)];
    if (replaced !== null && winner !== null && winner !== 'pirates') holdSettler(table, winner, replaced);
    applyAction(table, side, { type: 'promise', card: node.laid! });
    const steps: PuzzleStep[] = [];
    players.forEach((player, i) => {
      if (player === 'pirates') return;
      applyAction(table, player, { type: 'promise', card: answer.cards[i]! });
      steps.push(promiseStep(player, answer.cards[i]!));
    });
    const pirates = players.indexOf('pirates');
    const last = steps.at(-1)!;
    const turned = pirates >= 0 ? `; the pirates turn up ${label(answer.cards[pirates]!)}` : '';
    steps[steps.length - 1] = { ...last, text: `${last.text}${turned} — ${outcomeWords(table)}` };
    const hidden = replaced === null ? node.hidden : withoutOne(node.hidden, replaced);
    yield { title: steps.map((step) => step.text).join(', '), steps, state: { state: table, pool: rest, hidden, laid: null }, weight: 1 };
  }
}

/** The seat turns out to have held `settler` face down: whoever held it in this deal gets the seat's card instead. */
function holdSettler(table: RoyalLinesState, seat: Seat, settler: CardId): void {
  const old = table.settlers[seat]!;
  const holder = table.settlers.findIndex((card, other) => card === settler && other !== seat);
  if (holder >= 0) table.settlers[holder] = old;
  else if (table.pirateSettler === settler) table.pirateSettler = old;
  table.settlers[seat] = settler;
}

function withoutOne<T>(list: readonly T[], item: T): T[] {
  const at = list.indexOf(item);
  return [...list.slice(0, at), ...list.slice(at + 1)];
}

/** The solver's promises; cards of suits no colonial left can take are alike, so one stands for them all. */
function* promises(node: LinesNode, side: Seat): Generator<SearchChild<LinesNode>> {
  const hand = node.state.hands[side]!;
  const live = liveSuits(node.state.ship);
  const idle = hand.filter((card) => !live.has(suitOfCard(card)));
  for (const card of hand) {
    if (!live.has(suitOfCard(card)) && card !== idle[0]) continue;
    let text = `Promise ${label(card)}`;
    if (idle.length > 1 && card === idle[0]) {
      const suits = [...new Set(idle.map(suitOfCard))].map(suitPlural);
      text += ` (or any other of your ${listWords(suits, 'or')}: no colonial left takes them)`;
    }
    yield { title: text, steps: [{ seat: side, action: { type: 'promise', card }, text }], state: { ...node, laid: card }, weight: 1 };
  }
}

/** A choice the rules give one player (which three collapse, a joker's suit): the solver's to make, or every answer the other's. */
function* choices(node: LinesNode, side: Seat): Generator<SearchChild<LinesNode>> {
  const seat = node.state.pending!.seat;
  for (const action of legalActions(node.state, seat)) {
    const table = mutableCopy(node.state);
    applyAction(table, seat, action);
    const text = seat === side ? actionLabel(node.state, action) : `${seatName(seat)}: ${actionLabel(node.state, action)}`;
    yield { title: text, steps: [{ seat, action, text }], state: { ...node, state: table }, weight: 1 };
  }
}

/**
 * Whether the solver's line scores at least every other: a seat whose
 * settler is face down holds whichever unseen settler scores it best.
 */
export function solverWinsRound(node: LinesNode, side: Seat): boolean {
  const result = node.state.result!;
  const mine = result.scores[side]!.points;
  return result.scores.every((score) => {
    if (score.seat === side) return true;
    if (node.state.settlerShown[score.seat] || node.hidden.length === 0) return score.points <= mine;
    return node.hidden.every((settler) => settlerScore(settler, score.suits).points <= mine);
  });
}

export function linesModel(side: Seat): PuzzleModel<LinesNode> {
  return {
    key(node) {
      const state = node.state;
      const live = liveSuits(state.ship);
      const shown = state.settlers.map((card, seat) => (seat === side || state.settlerShown[seat] ? card : '?'));
      const pending = state.pending ? `${state.pending.kind}${state.pending.seat}${'groups' in state.pending ? state.pending.groups.join('') : ''}` : '';
      return [
        state.phase,
        state.ship.join(','),
        state.lines.map((line) => line.join(',')).join('/'),
        state.settled.map((entry) => `${entry.joker}${entry.suit}`).join(','),
        pending,
        poolKey(state.hands[side]!, live),
        shown.join(','),
        node.laid ?? '',
        poolKey(node.pool, live),
        [...node.hidden].sort().join(','),
      ].join('|');
    },
    settled(node) {
      const phase = node.state.phase;
      if (phase !== 'scored' && phase !== 'over') return null;
      return solverWinsRound(node, side) ? 'win' : 'loss';
    },
    kind(node) {
      if (node.laid) return 'opponent';
      if (node.state.phase === 'choice') return node.state.pending?.seat === side ? 'solver' : 'opponent';
      return 'solver';
    },
    children(node) {
      if (node.state.phase === 'choice') return choices(node, side);
      if (node.laid) return answerChildren(node, side);
      return promises(node, side);
    },
    spends: () => false,
    deals: () => null,
  };
}

function* answerChildren(node: LinesNode, side: Seat): Generator<SearchChild<LinesNode>> {
  for (const answer of answers(node.state, side, node.laid!, node.pool)) yield* afterAnswer(node, side, answer);
}

function factorial(n: number): bigint {
  let out = 1n;
  for (let k = 2n; k <= BigInt(n); k++) out *= k;
  return out;
}

/**
 * The deals the solver cannot tell apart: the unseen promises split among
 * the other hands (the rest lying in the deck, whose order matters only for
 * the cards the pirates will turn up), and the hidden settlers among the
 * seats that hold them face down.
 */
export function dealCount(node: LinesNode, side: Seat): number {
  const state = node.state;
  const hand = state.hands[side]!.length;
  const others = state.seats - 1;
  const pool = node.pool.length;
  const inHands = others * hand;
  const turnedUp = hasPirates(state) ? Math.min(hand, pool - inHands) : 0;
  let deals = factorial(pool) / factorial(hand) ** BigInt(others) / factorial(pool - inHands - turnedUp);
  deals *= factorial(node.hidden.length);
  return Number(deals);
}

function refusal(state: RoyalLinesState, statement: PuzzleStatement): string | null {
  const shared = statementProblem(royalLinesVerifier, statement);
  if (shared) return shared;
  if (state.end) return 'The match is over at this position: there is nothing to solve.';
  const side = statement.side;
  if (!Number.isInteger(side) || side < 0 || side >= state.seats) return `There is no ${seatName(side)} at this table.`;
  if (state.phase === 'scored') return 'The round is scored at this position: there is nothing left to solve in it.';
  if (state.shipNumber === 1) {
    return 'Set the puzzle once the second ship has arrived: before it, the second ship and the reshuffled promises are too many deals to search.';
  }
  if (state.phase === 'promise' && state.chosen[side] !== null) return `${seatName(side)} has laid its promise already: set the puzzle before it chooses.`;
  if (state.phase === 'choice' && state.pending?.seat !== side) {
    return `The table waits for ${seatName(state.pending?.seat ?? 0)}'s choice: the puzzle must start with ${seatName(side)} to act.`;
  }
  return null;
}

export const royalLinesVerifier: GameVerifier<RoyalLinesState> = {
  goals: ROYAL_LINES_GOALS,
  knowledge: [
    {
      id: 'own-cards',
      label: 'The solver knows its own hand and settler and what lies face up; the other hands, the promise deck and the face-down settlers are unknown',
    },
  ],
  statementRefusal: refusal,
  verify(state: RoyalLinesState, statement: PuzzleStatement, hooks?: VerifyHooks): VerifyResult {
    const problem = refusal(state, statement);
    if (problem) throw new Error(problem);
    const start = startNode(state, statement.side);
    const side = statement.side;
    const result = verifyWithModel(linesModel(side), start, 1, { kind: 'all' }, hooks);
    const total = dealCount(start, side);
    // Every deal is searched at once, each unseen card being open to every other seat; none is sampled.
    return {
      ...result,
      solution: result.solution && solverSteps(result.solution, side),
      cooks: result.cooks.map((line) => solverSteps(line, side)),
      transpositions: result.transpositions.map((line) => solverSteps(line, side)),
      spare: result.spare.map((line) => solverSteps(line, side)),
      defences: result.defences.map((line) => solverSteps(line, side)),
      deals: { checked: result.verdict === 'unknown' ? 0 : total, total },
      probability: result.verdict === 'solvable' ? { num: 1, den: 1 } : null,
    };
  },
  playOut,
};

/**
 * A line as the puzzle player walks it: the solver's actions, each with the
 * others' answers in its words. The answers come from cards the solver has
 * not seen, so they are not actions to replay: playOut deals them again.
 */
function solverSteps(line: PuzzleLine, side: Seat): PuzzleLine {
  const steps: PuzzleStep[] = [];
  const answers: string[][] = [];
  for (const step of line.steps) {
    if (step.seat !== side && steps.length > 0) answers.at(-1)!.push(step.text);
    else {
      steps.push(step);
      answers.push([]);
    }
  }
  return { title: line.title, steps: steps.map((step, i) => ({ ...step, text: withAnswers(step.text, answers[i]!) })) };
}

function withAnswers(text: string, answers: readonly string[]): string {
  return answers.length === 0 ? text : `${text}; ${answers.join('; ')}`;
}

/**
 * The solver's action in the puzzle player, and the others' answers to it:
 * the strongest against the goal, as the verifier's lines have them, dealt
 * from the cards the solver has not seen. The limit's one round is spent
 * when the round is scored.
 */
function playOut(state: RoyalLinesState, statement: PuzzleStatement, _left: number, action: unknown): PlayedOut<RoyalLinesState> {
  const side = statement.side;
  const chosen = action as RoyalLinesAction;
  const reason = actionRefusal(state, side, chosen);
  if (reason) throw new Error(reason);
  const model = linesModel(side);
  const search = new PuzzleSearch(model, { kind: 'all' });
  const start = startNode(state, side);
  let node: LinesNode;
  if (chosen.type === 'promise') node = { ...start, laid: chosen.card as PromiseCard };
  else {
    const table = mutableCopy(start.state);
    applyAction(table, side, chosen);
    node = { ...start, state: table };
  }
  const answers: string[] = [];
  while (model.settled(node, 1) === null && model.kind(node) === 'opponent') {
    let strongest: { child: SearchChild<LinesNode>; wins: boolean } | null = null;
    for (const child of model.children(node, 1)) {
      const value = search.value(child.state, 1);
      const wins = value.num === value.den;
      if (strongest === null || (strongest.wins && !wins)) strongest = { child, wins };
      if (!wins) break;
    }
    if (!strongest) break;
    answers.push(...strongest.child.steps.map((step) => step.text));
    node = strongest.child.state;
  }
  const text = withAnswers(actionLabel(state, chosen), answers);
  const scored = node.state.phase === 'scored' || node.state.phase === 'over';
  return { state: node.state, steps: [{ seat: side, action: chosen, text }], spent: scored ? 1 : 0 };
}
