/**
 * Writes the shipped puzzles: Royal Lock positions laid out here, and the
 * Royal Suit positions of examples/royal-suit turned into puzzle files. Every
 * puzzle is verified before it is written, and its verdict, solution, cooks
 * and defences go into its file.
 *
 *   npx tsx scripts/make-puzzles.ts
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PuzzleStatement } from '../src/engine/core/puzzle';
import { GameRecord } from '../src/engine/core/record';
import { parseReplayText, recordToReplay, replayToRecord } from '../src/engine/core/replay-file';
import { findGame } from '../src/engine/games';
import { royalLock } from '../src/engine/games/royal-lock';
import { position, type PositionSpec } from '../src/engine/games/royal-lock/test-position';
import { verifiedSection, writePuzzleFile } from './puzzle-section';
import { readPuzzleTitle } from './royal-suit-puzzles';
import { writeAllianceRoyals } from './make-puzzles-alliance-royals';
import { writeRoyals } from './make-puzzles-royals';
import { writeRoyalLines } from './make-puzzles-royal-lines';

const EXAMPLES = join(import.meta.dirname, '..', 'examples');
const SAVED_AT = '2026-01-01T00:00:00.000Z';

interface LockPuzzle {
  readonly title: string;
  readonly teaching: string;
  readonly spec: PositionSpec;
  readonly goal: 'lock-whatever' | 'lock-chance';
  readonly limit: number;
  readonly percent?: number;
  /** Other first turns that also solve are the point of the puzzle, as its teaching point says: several solutions intended. */
  readonly admitsCooks?: boolean;
}

/** Every red card of these ranks already seen, so the red deck holds none of them. */
function redSeen(ranks: readonly string[]): string[] {
  return ranks.flatMap((rank) => [`${rank}H`, `${rank}D`]);
}

export const ROYAL_LOCK_PUZZLES: readonly LockPuzzle[] = [
  {
    title: 'Royal Lock 1: the last lock',
    teaching: 'A line wins only when all three of its royals are locked.',
    spec: { grid: ['KS*', 'QS*', 'JS', '2S', '5C', '3S', '4S', '7C', '8S'], markers: [2, 4] },
    goal: 'lock-whatever',
    limit: 1,
  },
  {
    title: 'Royal Lock 2: walk, then lock',
    teaching: 'Lock works on the space under your marker: step there first.',
    spec: { grid: ['KS*', 'QS*', 'JS', '2S', '5C', '3S', '4S', '7C', '8S'], markers: [4, 4] },
    goal: 'lock-whatever',
    limit: 1,
  },
  {
    title: 'Royal Lock 3: two locks in one turn',
    teaching: 'Three actions are enough for two locks when the cards sit side by side.',
    spec: { grid: ['KS*', 'QC', 'JS', '2S', '5C', '3S', '4S', '7C', '8S'], markers: [1, 4] },
    goal: 'lock-whatever',
    limit: 1,
  },
  {
    title: 'Royal Lock 4: free a lock first',
    teaching: 'Only three cards may be locked at once: unlock the one that does not help.',
    spec: { grid: ['KS*', 'QS*', 'JC', '2S', '5C', '3S*', '4S', '7C', '8S'], markers: [5, 4] },
    goal: 'lock-whatever',
    limit: 1,
  },
  {
    title: 'Royal Lock 5: a card from the black deck',
    teaching: 'A wrong card can be removed and the space filled from the black deck.',
    spec: { grid: ['KS*', 'QS*', '4C', '2S', '5C', '3S', '4S', '7C', '8S'], markers: [2, 4], blackDeck: ['JC', '9C', '9S'] },
    goal: 'lock-whatever',
    limit: 1,
  },
  {
    title: 'Royal Lock 6: the other line',
    teaching: 'Removing a card beside two empty spaces empties the line and loses at once: win along another.',
    spec: { grid: ['KS*', 'QS', '4C', 'JC', '5C', '-', 'QC', '7C', '-'], markers: [3, 4], blackDeck: ['JS', '9C', '9S'] },
    goal: 'lock-whatever',
    limit: 1,
  },
  {
    title: 'Royal Lock 7: what the red deck cannot draw',
    teaching: 'Count the red cards already seen: with every red royal gone, no draw can touch a royal, so every plan that locks both in time wins — several solutions, as intended.',
    spec: {
      grid: ['KS*', 'QS', 'JS', '2S', '5C', '3S', '4S', '7C', '8S'],
      markers: [4, 2],
      redDiscard: redSeen(['K', 'Q', 'J']),
    },
    goal: 'lock-whatever',
    limit: 2,
    admitsCooks: true,
  },
  {
    title: 'Royal Lock 8: lock the card the deck can reach',
    teaching: 'Lock the royal the red deck can still draw; the ones it cannot reach are safe unlocked.',
    spec: {
      grid: ['KS*', 'QS', 'JS', '2S', '5C', '3S', '4S', '7C', '8S'],
      markers: [4, 1],
      redDiscard: [...redSeen(['K', 'J']), 'QH'],
    },
    goal: 'lock-whatever',
    limit: 2,
  },
  {
    title: 'Royal Lock 9: a fighting chance',
    teaching: 'When no turn is safe against every draw, choose the one most draws spare.',
    spec: { grid: ['KS*', 'QS', 'JS', '2S', '5C', '3S', '4S', '7C', '8S'], markers: [4, 3] },
    goal: 'lock-chance',
    limit: 2,
    percent: 13,
  },
  {
    title: 'Royal Lock 10: the odds of the last draw',
    teaching: 'A locked card survives a single draw of its rank; an unlocked one does not.',
    spec: {
      grid: ['KS*', 'QS', 'JS', '2S', '5C', '3S', '4S', '7C', '8S'],
      markers: [4, 1],
      redDiscard: redSeen(['K']),
    },
    goal: 'lock-chance',
    limit: 2,
    // Locking the Q♠ instead reaches about 65%: only locking the J♠ reaches 66%.
    percent: 66,
  },
];

/** Low red cards, none of them a rank any puzzle grid shows, to fill the red discard of earlier turns. */
const LOW_RED = ['AH', 'AD', '6H', '6D', '10H', '10D', '9H', '9D', '2H', '2D', '3H', '3D', '5H', '5D', '7H', '7D'];

/**
 * Puzzles are set on turn 9, late enough for their tables to have been
 * played to: the red discard holds the 14 cards of earlier draws (the ones
 * the puzzle has seen, topped up with low cards) and the last draw is on show.
 */
function playedTo(spec: PositionSpec): PositionSpec {
  const seen = spec.redDiscard ?? [];
  const filler = LOW_RED.filter((card) => !seen.includes(card));
  const lastRedDraw = ['4H', '8D'];
  return { ...spec, turn: 9, redDiscard: [...seen, ...filler.slice(0, 14 - seen.length)], lastRedDraw };
}

async function writeRoyalLock(): Promise<void> {
  for (const [index, puzzle] of ROYAL_LOCK_PUZZLES.entries()) {
    const state = position(playedTo({ ...puzzle.spec, seats: puzzle.spec.seats ?? 2 }));
    const options = state.options;
    const players = [
      { name: 'Player 1', bot: null },
      { name: 'Player 2', bot: null },
    ];
    const record = GameRecord.fromState(royalLock, options, players, state);
    const statement: PuzzleStatement = {
      goal: puzzle.goal,
      params: puzzle.percent === undefined ? {} : { percent: puzzle.percent },
      side: 0,
      limit: puzzle.limit,
      knowledge: 'red-deck-unknown',
    };
    const made = verifiedSection(royalLock, state, statement, puzzle.teaching, puzzle.admitsCooks ?? false);
    await writePuzzleFile(join(EXAMPLES, 'royal-lock'), index + 1, puzzle.title, record, made, SAVED_AT);
  }
}

const SUIT_TEACHING = [
  'Look for the move that ends the game at once.',
  'Three actions ahead: count the Opposers’ replies too.',
  'A forced win in five: every reply must be met.',
  'The Opposers win by keeping the couple apart, move by move.',
  'Nine actions: plan the pile each card will land on.',
  'Eleven actions: the decks are known, so the whole game can be read.',
  'Thirteen actions: the right first play is not the obvious one.',
  'Fifteen actions: patience wins where haste loses.',
  'Seventeen actions: each side’s skips are part of the plan.',
  'Nineteen actions: only one first play keeps the couple apart to the end.',
  'Twenty-one actions: the deepest puzzle, solved from the first play.',
];

async function writeRoyalSuit(names: readonly string[]): Promise<void> {
  for (const [index, name] of names.entries()) {
    const path = join(EXAMPLES, 'royal-suit', name);
    const file = parseReplayText(await readFile(path, 'utf8'));
    const loaded = replayToRecord(file, findGame);
    const promise = readPuzzleTitle(file.title ?? '')!;
    const state = loaded.record.stateAt(loaded.cursor);
    const statement: PuzzleStatement = { goal: 'side-wins', params: {}, side: promise.seat, limit: promise.length, knowledge: 'all-cards' };
    const game = loaded.record.game;
    // The positions are chosen with one winning first action (royal-suit-puzzles.ts), so none admits a cook.
    const made = verifiedSection(game, state, statement, SUIT_TEACHING[index] ?? 'Read the whole game: every card is known.', false);
    const out = recordToReplay(loaded.record, { cursor: loaded.cursor, ...(file.title ? { title: file.title } : {}), savedAt: file.savedAt, puzzle: made });
    await writeFile(path, `${JSON.stringify(out, null, 2)}\n`);
    console.log(`${name}: ${made.result!.verdict}, unique ${made.result!.unique}, cooks ${made.result!.cooks.length}, ${made.result!.positions} positions`);
  }
}

const which = process.argv[2] ?? 'all';
if (which === 'all' || which === 'royal-lock') await writeRoyalLock();
if (which === 'all' || which === 'alliance-royals') await writeAllianceRoyals(EXAMPLES, SAVED_AT);
if (which === 'all' || which === 'royal-suit') {
  const { readdir } = await import('node:fs/promises');
  const names = (await readdir(join(EXAMPLES, 'royal-suit'))).filter((n) => n.startsWith('puzzle-') && n.endsWith('.royal.json')).sort();
  await writeRoyalSuit(names);
}
if (which === 'all' || which === 'royals') await writeRoyals(EXAMPLES);
if (which === 'all' || which === 'royal-lines') await writeRoyalLines(EXAMPLES);
