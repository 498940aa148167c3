/**
 * Alliance Royals puzzles: end the round this turn with at least S points for
 * the side's alliance. The alliance (attacker and ally) plays as one: its
 * gifts, battle cards, spoils, optional plays and the ending are the solver's
 * moves; the enemies' battle cards (and their spoils, should they win) are the
 * defence. A move of the search is a run of one side's actions up to the
 * other side's next choice, two orders that leave the same table counted
 * once, so a cook is a truly different plan, not the same plays reordered.
 *
 * With the enemies' hands unknown, each enemy may answer with any card some
 * consistent deal gives it (puzzle-deals.ts): a puzzle that holds against
 * those answers holds for every deal.
 */
import { mutableCopy, type Seat } from '../../core/game';
import type { GameVerifier, PlayedOut, PuzzleStatement, PuzzleStep, VerifyHooks, VerifyResult } from '../../core/puzzle';
import { DEFAULT_PUZZLE_BUDGET, statementProblem } from '../../core/puzzle';
import { PuzzleSearch, verifyWithModel, type PuzzleModel, type SearchChild } from '../../core/puzzle-search';
import { actionRefusal, applyAction } from './actions';
import { face, faceIndex } from './cards';
import { actionLabel } from './describe';
import { DISCARD_SHOWN, NO_DRAWS_ON_THE_EDITOR } from './editor';
import { legalActions } from './legal';
import { consistentDeals, enemiesOf, enemyPlays, unknownPool } from './puzzle-deals';
import { allianceOf, allyOf } from './seats';
import { activeSeats } from './turn';
import { actionSchema, type AllianceRoyalsAction, type AllianceRoyalsState, type Phase } from './types';
import { label, seatName } from './words';

export const ALLIANCE_ROYALS_GOALS = [
  {
    id: 'end-round',
    label: 'End the round this turn with at least {points} points for the side’s alliance, whatever the enemies play',
    params: [{ key: 'points', label: 'Points wanted', min: -2000, max: 5000, start: 20 }],
    limitUnit: 'turns',
    limitMax: 1,
  },
] as const;

export const ALLIANCE_ROYALS_KNOWLEDGE = [
  { id: 'enemy-hands-unknown', label: 'The alliance sees both its hands and every card face up; the enemies’ hands and the draw stack are unknown' },
  { id: 'all-cards', label: 'The solver knows every card, the enemies’ hands included' },
] as const;

/** The turn's steps a puzzle can start at: after the draws, so nothing unseen is drawn within it. */
const PUZZLE_PHASES: readonly Phase[] = ['gift', 'battle', 'spoils', 'play', 'consent'];

interface Context {
  readonly side: Seat;
  readonly points: number;
  readonly hidden: boolean;
  readonly round: number;
  readonly turn: number;
  /** The best ending found from each table after the battle, by key. */
  readonly finishes: Map<string, Finish>;
  /** Whether the goal can be reached from each table after the battle, by key. */
  readonly reached: Map<string, boolean>;
  /** Tables the search after the battle has visited. */
  finished: number;
  readonly hooks: VerifyHooks;
  readonly keys: WeakMap<AllianceRoyalsState, string>;
}

/** The search after the battle was stopped or spent the budget: the verdict is unknown. */
class Halt extends Error {}

/** Counts a table searched after the battle, and stops when asked to or when the budget is spent. */
function visit(context: Context): void {
  context.finished++;
  if (context.finished > (context.hooks.budget ?? DEFAULT_PUZZLE_BUDGET)) {
    throw new Halt(`The search stopped after ${context.finished.toLocaleString('en')} positions without settling the puzzle.`);
  }
  if ((context.finished & 1023) === 0 && context.hooks.shouldStop?.()) throw new Halt('The search was stopped before it settled the puzzle.');
}

/** The best score the alliance can end the round with from a table, and the steps that do it; null when it cannot end it. */
interface Finish {
  readonly score: number | null;
  readonly steps: readonly PuzzleStep[];
}

const faces = (cards: readonly string[]): string => cards.map(face).sort().join(' ');
const dated = (cards: readonly string[], dates: Readonly<Record<string, number>>): string =>
  cards.map((card) => `${face(card)}@${dates[card] ?? ''}`).sort().join(' ');

/**
 * The table as the solver can tell it apart: copies of a card are alike, and
 * with hidden hands only the unknown pool and the hands' sizes count.
 */
function tableKey(state: AllianceRoyalsState, context: Context): string {
  // A table is asked for its key by the run that reaches it, the search and the search after the battle: it is made once.
  const known = context.keys.get(state);
  if (known !== undefined) return known;
  const key = keyOf(state, context);
  context.keys.set(state, key);
  return key;
}

function keyOf(state: AllianceRoyalsState, context: Context): string {
  const [a, b] = enemiesOf(context.side);
  const enemies = afterBattle(state, context)
    ? '-'
    : context.hidden
    ? `${faces(unknownPool(state, context.side))}#${state.hands[a]!.length},${state.hands[b]!.length}`
    : `${faces(state.hands[a]!)}/${faces(state.hands[b]!)}#${state.stack.length}`;
  const own = [context.side, allyOf(context.side)].sort().map((seat) => faces(state.hands[seat]!)).join('/');
  return [
    state.phase,
    state.queue.join(''),
    state.attacker,
    state.turn,
    state.houses.join(''),
    own,
    enemies,
    state.spoils.map((cards) => dated(cards, state.wonIn)).join('/'),
    state.meld.map((cards) => dated(cards, state.meldedIn)).join('/'),
    state.discard.map(face).join(' '),
    state.battle.map((play) => `${play.seat}${face(play.card)}`).join(' '),
    state.victor ?? '-',
    state.taken.map((play) => `${play.seat}${face(play.card)}`).join(' '),
    state.gifts.map((card) => (card ? face(card) : '-')).join(' '),
    state.giftDone,
    `${state.privilege.royal}${state.privilege.twoRoyals}${dated(state.privilege.assassins, state.wonIn)}`,
    state.bundleCard ? face(state.bundleCard) : '-',
    state.ransomBack.map((entry) => `${entry.seat}${face(entry.card)}`).sort().join(' '),
    faces(state.betrothed),
    state.hostages.map((entry) => `${entry.holder}${face(entry.card)}`).sort().join(' '),
    faces(state.hostageActs),
    state.arrangement ? `${state.arrangement.seat}${face(state.arrangement.give)}${face(state.arrangement.take)}` : '-',
    state.arrangementRefused,
    state.resume ?? '-',
  ].join('|');
}

/** The round's score for the side's alliance once it has ended in this turn. */
function allianceScore(state: AllianceRoyalsState, context: Context): number | null {
  const result = state.result;
  if ((state.phase !== 'scored' && state.phase !== 'over') || !result || result.round !== context.round) return null;
  return result.alliance[allianceOf(context.side)];
}

/**
 * Once the alliance has won the battle, nothing unseen and no enemy choice is
 * left in the turn: the enemies' hands no longer matter (their sizes do not
 * change, so an empty hand ending the round is still seen).
 */
function afterBattle(state: AllianceRoyalsState, context: Pick<Context, 'side'>): boolean {
  const battleOver = state.phase === 'spoils' || state.phase === 'play' || state.phase === 'consent';
  return battleOver && state.victor !== null && onSide(state.victor, context);
}

function settledOf(state: AllianceRoyalsState, context: Context): 'win' | 'loss' | null {
  const ended = endOf(state, context);
  if (ended !== null) return ended;
  return afterBattle(state, context) ? (reaches(state, context) ? 'win' : 'loss') : null;
}

/** The round ended in the turn, the turn ended without it, or the rules leave no way to end it. */
function endOf(state: AllianceRoyalsState, context: Context): 'win' | 'loss' | null {
  const score = allianceScore(state, context);
  if (score !== null) return score >= context.points ? 'win' : 'loss';
  if (state.end || state.round !== context.round || state.turn !== context.turn || state.phase === 'window') return 'loss';
  // With cards on the stack an empty hand does not end the round: only the attacker's ending can.
  if (state.stack.length > 0) {
    if (!state.privilege.royal) return 'loss';
    const battleOver = state.phase === 'spoils' || state.phase === 'play' || state.phase === 'consent';
    if (battleOver && state.victor !== state.attacker) return 'loss';
  }
  return null;
}

/** Whether some ending after the battle reaches the points wanted: the first one found settles it. */
function reaches(state: AllianceRoyalsState, context: Context): boolean {
  const score = allianceScore(state, context);
  if (score !== null) return score >= context.points;
  if (state.round !== context.round || state.turn !== context.turn || state.phase === 'window' || actor(state) === null) return false;
  const key = tableKey(state, context);
  const known = context.reached.get(key);
  if (known !== undefined) return known;
  visit(context);
  let found = false;
  for (const { after } of moves(state, context)) {
    if (reaches(after, context)) {
      found = true;
      break;
    }
  }
  context.reached.set(key, found);
  return found;
}

/**
 * After the battle only the alliance chooses (spoils, optional plays, the
 * ending), so the rest of the turn is a plain search for its best score,
 * remembered by table.
 */
function finish(state: AllianceRoyalsState, context: Context): Finish {
  const score = allianceScore(state, context);
  if (score !== null) return { score, steps: [] };
  if (state.round !== context.round || state.turn !== context.turn || state.phase === 'window' || actor(state) === null) return { score: null, steps: [] };
  const key = tableKey(state, context);
  const known = context.finishes.get(key);
  if (known) return known;
  visit(context);
  let best: Finish = { score: null, steps: [] };
  for (const { step, after } of moves(state, context)) {
    const rest = finish(after, context);
    if (rest.score !== null && (best.score === null || rest.score > best.score)) best = { score: rest.score, steps: [step, ...rest.steps] };
  }
  context.finishes.set(key, best);
  return best;
}

function onSide(seat: Seat, context: Pick<Context, 'side'>): boolean {
  return allianceOf(seat) === allianceOf(context.side);
}

/** The seat whose choice comes next; in the gift exchange the attacker chooses first. */
function actor(state: AllianceRoyalsState): Seat | null {
  return activeSeats(state)[0] ?? null;
}

/** Fields the rules only ever replace whole, never change in place: a copy may share them. */
export const REPLACED_WHOLE = ['options', 'lastBattle', 'arrangement', 'result', 'end'] as const;

/**
 * A table the rules may change freely, made for every move the search tries:
 * each array and record the rules write to is new, and the fields they only
 * replace are shared, which spares copying the results and the last battle.
 */
export function copyTable(state: AllianceRoyalsState): AllianceRoyalsState {
  // Every field named, in one order, so that every copy has the same shape and copying stays fast.
  return {
    rng: [...state.rng],
    options: state.options,
    round: state.round,
    dealer: state.dealer,
    totals: [state.totals[0], state.totals[1]],
    phase: state.phase,
    queue: [...state.queue],
    houses: [...state.houses],
    attacker: state.attacker,
    turn: state.turn,
    lastTurn: [...state.lastTurn],
    hands: state.hands.map((hand) => [...hand]),
    stack: [...state.stack],
    discard: [...state.discard],
    dead: [...state.dead],
    spoils: state.spoils.map((cards) => [...cards]),
    meld: state.meld.map((cards) => [...cards]),
    privilege: { royal: state.privilege.royal, twoRoyals: state.privilege.twoRoyals, assassins: [...state.privilege.assassins] },
    gifts: [...state.gifts],
    giftDone: state.giftDone,
    giftLog: [...state.giftLog],
    battle: [...state.battle],
    victor: state.victor,
    taken: [...state.taken],
    lastBattle: state.lastBattle,
    bundleCard: state.bundleCard,
    meldedIn: { ...state.meldedIn },
    wonIn: { ...state.wonIn },
    ransomBack: [...state.ransomBack],
    betrothed: [...state.betrothed],
    hostages: [...state.hostages],
    hostageActs: [...state.hostageActs],
    arrangement: state.arrangement,
    arrangementRefused: state.arrangementRefused,
    resume: state.resume,
    result: state.result,
    history: [...state.history],
    end: state.end,
  };
}

function stepOf(state: AllianceRoyalsState, seat: Seat, action: AllianceRoyalsAction): PuzzleStep {
  return { seat, action, text: `${seatName(seat)}: ${actionLabel(state, action)}` };
}

/**
 * A discard (or a pass with an empty hand) ends the turn with the round still
 * on, which fails the goal at once, unless an empty hand with the stack gone
 * ends the round as the turn passes.
 */
function endsTurnOnly(state: AllianceRoyalsState, action: AllianceRoyalsAction): boolean {
  return state.phase === 'play' && (action.type === 'discard' || action.type === 'pass') && state.stack.length > 0;
}

/** Every action of the seat to act, each with the table it leaves, made only as the search asks for it. */
function* moves(state: AllianceRoyalsState, context: Context): Generator<{ step: PuzzleStep; after: AllianceRoyalsState }> {
  const seat = actor(state)!;
  if (context.hidden && !onSide(seat, context) && state.phase === 'battle') {
    for (const { card, table } of enemyPlays(state, seat, context.side)) {
      const action: AllianceRoyalsAction = { type: 'play', card };
      const after = copyTable(table);
      applyAction(after, seat, action);
      yield { step: stepOf(state, seat, action), after };
    }
    return;
  }
  for (const action of legalActions(state, seat)) {
    if (endsTurnOnly(state, action)) continue;
    const after = copyTable(state);
    applyAction(after, seat, action);
    yield { step: stepOf(state, seat, action), after };
  }
}

/**
 * Every distinct table one side's run of actions can end on: where the other
 * side chooses next, or where the puzzle is settled. Shorter runs first.
 */
function* runs(state: AllianceRoyalsState, context: Context): Generator<SearchChild<AllianceRoyalsState>> {
  const solver = onSide(actor(state)!, context);
  // From a table after the battle a run goes to the turn's end, so that plays made in another order are one plan.
  const whole = afterBattle(state, context);
  const over = (table: AllianceRoyalsState) => (whole ? endOf(table, context) : settledOf(table, context)) !== null;
  const seen = new Set<string>();
  let level: { state: AllianceRoyalsState; steps: PuzzleStep[] }[] = [{ state, steps: [] }];
  while (level.length > 0) {
    const next: typeof level = [];
    for (const { state: current, steps } of level) {
      if (steps.length > 0) {
        const key = tableKey(current, context);
        if (seen.has(key)) continue;
        seen.add(key);
        const who = actor(current);
        if (over(current) || who === null || onSide(who, context) !== solver) {
          yield { title: steps.map((s) => s.text).join(', '), steps, state: current, weight: 1 };
          continue;
        }
      }
      for (const { step, after } of moves(current, context)) next.push({ state: after, steps: [...steps, step] });
    }
    level = next;
  }
}

function modelFor(context: Context): PuzzleModel<AllianceRoyalsState> {
  return {
    key: (state) => tableKey(state, context),
    settled: (state) => settledOf(state, context) ?? (actor(state) === null ? 'loss' : null),
    kind: (state) => (onSide(actor(state)!, context) ? 'solver' : 'opponent'),
    children: (state) => runs(state, context),
    closing: (state) => (afterBattle(state, context) ? finish(state, context).steps : []),
    // The limit is this one turn: leaving it settles the puzzle, so no move spends it.
    spends: () => false,
    // Deals are not a chance the search weighs: every consistent deal is an answer the defence may choose.
    deals: () => null,
  };
}

function refusal(state: AllianceRoyalsState, statement: PuzzleStatement): string | null {
  const shared = statementProblem(allianceRoyalsVerifier, statement);
  if (shared) return shared;
  if (state.end) return 'The game is over at this position: there is nothing to solve.';
  if (state.phase === 'draw' && state.stack.length === 0) {
    return `${seatName(state.queue[0]!)} can still draw from ${DISCARD_SHOWN}, so the turn starts with the draws: empty it, or leave on top a card no player may take, and the turn starts at the gift exchange, where a puzzle is set.`;
  }
  if (!PUZZLE_PHASES.includes(state.phase)) {
    return `Set the puzzle after the turn’s draws, from the gift exchange to the discard, so that no unseen card is drawn within it. On the editor, ${NO_DRAWS_ON_THE_EDITOR}, and the turn starts at the gift exchange.`;
  }
  if (!onSide(statement.side, { side: state.attacker })) {
    return `Only the attacker can end the round: the side must be ${seatName(state.attacker)} or their ally, ${seatName(allyOf(state.attacker))}.`;
  }
  const next = actor(state);
  if (next === null || !onSide(next, { side: state.attacker })) {
    return `Set the puzzle where the attacker's alliance is to act: here ${next === null ? 'nobody' : seatName(next)} is.`;
  }
  return null;
}

function contextFor(state: AllianceRoyalsState, statement: PuzzleStatement, hooks: VerifyHooks): Context {
  return {
    side: statement.side,
    points: statement.params.points!,
    hidden: statement.knowledge === 'enemy-hands-unknown',
    round: state.round,
    turn: state.turn,
    finishes: new Map(),
    reached: new Map(),
    finished: 0,
    hooks,
    keys: new WeakMap(),
  };
}

/**
 * The puzzle player's move for the alliance (attacker or ally), then the
 * enemies' answers until the alliance acts again: each answer is one the
 * alliance cannot come back from if there is one, as the verifier would
 * answer. With hidden hands the answering enemy may be dealt the card it
 * plays, as a consistent deal allows.
 */
function playOut(state: AllianceRoyalsState, statement: PuzzleStatement, _left: number, action: unknown): PlayedOut<AllianceRoyalsState> {
  const seat = actor(state);
  if (seat === null || !onSide(seat, statement)) throw new Error('It is not the alliance’s turn to act.');
  const parsed = actionSchema.safeParse(action);
  if (!parsed.success) throw new Error('That is not an Alliance Royals action.');
  const refused = actionRefusal(state, seat, parsed.data);
  if (refused) throw new Error(refused);
  const context = contextFor(state, statement, {});
  let current = copyTable(state);
  applyAction(current, seat, parsed.data);
  const steps: PuzzleStep[] = [stepOf(state, seat, parsed.data)];
  const search = new PuzzleSearch(modelFor(context), { kind: 'all' });
  for (let next = actor(current); next !== null && !onSide(next, context) && settledOf(current, context) === null; next = actor(current)) {
    const answers = [...moves(current, context)];
    if (answers.length === 0) break;
    const strongest = answers.find(({ after }) => search.value(after, 1).num === 0n) ?? answers[0]!;
    steps.push(strongest.step);
    current = strongest.after;
  }
  const over = current.round !== context.round || current.turn !== context.turn || current.result !== null;
  return { state: current, steps, spent: over ? 1 : 0 };
}

/** "Seat 3's hand: 9♥, K♣." */
function cardsLine(what: string, cards: readonly string[]): string {
  return cards.length ? `${what}: ${cards.map(label).join(', ')}.` : `${what}: none.`;
}

/**
 * What the alliance knows that a seat's table keeps face down: the puzzle lets it see both its hands (and the gifts
 * they chose) and remember the dead pile, while the table is drawn for the one partner acting and shows the dead
 * pile as a count. The dead pile is told by what it leaves unseen, the few cards the enemies and the stack may hold,
 * in the pack's order so nothing says where each lies. With every card known the table is drawn face up, so nothing
 * needs telling.
 */
function knownFacts(state: AllianceRoyalsState, statement: PuzzleStatement): string[] {
  if (statement.knowledge !== 'enemy-hands-unknown') return [];
  const alliance = [statement.side, allyOf(statement.side)].sort((a, b) => a - b);
  const lines: string[] = [];
  for (const seat of alliance) {
    lines.push(cardsLine(`${seatName(seat)}'s hand`, state.hands[seat] ?? []));
    const gift = state.gifts[seat];
    if (gift) lines.push(`${seatName(seat)}'s gift in flight: ${label(gift)}.`);
  }
  const unseen = [...unknownPool(state, statement.side)].sort((a, b) => faceIndex(a) - faceIndex(b));
  lines.push(cardsLine(`Not seen by the alliance, in the enemies’ hands or the draw stack (${unseen.length})`, unseen));
  return lines;
}

export const allianceRoyalsVerifier: GameVerifier<AllianceRoyalsState> = {
  goals: ALLIANCE_ROYALS_GOALS,
  knowledge: ALLIANCE_ROYALS_KNOWLEDGE,
  statementRefusal: refusal,
  playOut,
  // The alliance plays as one: the person makes the ally's choices too.
  solvingSeats: (_state, statement) => [statement.side, allyOf(statement.side)],
  knownFacts,
  verify(state: AllianceRoyalsState, statement: PuzzleStatement, hooks: VerifyHooks = {}): VerifyResult {
    const problem = refusal(state, statement);
    if (problem) throw new Error(problem);
    const context = contextFor(state, statement, hooks);
    const hidden = context.hidden;
    const total = hidden ? Number(consistentDeals(state, statement.side)) : null;
    let result: VerifyResult;
    try {
      const searched = verifyWithModel(modelFor(context), mutableCopy(state), statement.limit, { kind: 'all' }, hooks);
      result = { ...searched, positions: searched.positions + context.finished };
    } catch (error) {
      if (!(error instanceof Halt)) throw error;
      const deals = total === null ? null : { checked: 0, total };
      return { verdict: 'unknown', reason: error.message, solution: null, unique: null, cooks: [], transpositions: [], spare: [], defences: [], positions: context.finished, probability: null, deals };
    }
    if (total === null) return result;
    // Every consistent deal is covered by the defence's answers, so all of them are checked at once.
    const checked = result.verdict === 'unknown' ? 0 : total;
    return { ...result, deals: { checked, total }, probability: result.verdict === 'solvable' ? { num: 1, den: 1 } : null };
  },
};
