import { describe, expect, it } from 'vitest';
import { GameRecord, MAIN_LINE, seedRng, suitedCards, type SuitedCardId } from '../../../engine';
import { knowledgeAt, type Ledger } from '../../../engine/core/ledger';
import { fixtureGame, type FixtureAction, type FixtureState } from '../../../engine/testing/fixture-game';
import { groupLedger, groupOthers, ledgerAccess, namesWords, othersKnow, reasonRows, reasonWords, summaryWords, tableMarkers } from './knowledge';

const players = [
  { name: 'North', bot: null },
  { name: 'South', bot: null },
];
const clubs = suitedCards(['C']);
const name = (seat: number) => `Seat ${seat + 1}`;

/** Two seats, the deck's top card last, and the actions played from the start in turn. */
function recordOf(deck: SuitedCardId[], hands: SuitedCardId[][], actions: FixtureAction[]): GameRecord {
  const state: FixtureState = { rng: seedRng(1), deck, hands, discard: [], turn: 0, passesInRow: 0, actionsLeft: 40 };
  const record = GameRecord.fromState(fixtureGame, { suits: 1, budget: 40 }, players, state);
  for (const action of actions) {
    const step = record.lastStep(MAIN_LINE);
    const result = record.play({ line: MAIN_LINE, step }, record.stateAt({ line: MAIN_LINE, step }).turn, action);
    if (!result.ok) throw new Error(result.reason);
  }
  return record;
}

function ledgersAt(record: GameRecord, step: number): Ledger[] {
  return [0, 1].map((seat) => knowledgeAt(record, { line: MAIN_LINE, step }, seat));
}

// North draws the K♣, South the Q♣, then North discards the K♣ face up.
const drawDrawDiscard = () => recordOf([...clubs], [[], []], [{ type: 'draw' }, { type: 'draw' }, { type: 'discard', card: 'KC' }]);

describe('who may see the knowledge ledger', () => {
  it.each([
    { name: 'a game without a ledger', facts: { hasLedger: false, secretsOpen: true, viewer: 0 as const }, kind: 'unavailable', seat: undefined },
    { name: 'a game being played, for the seat at the screen', facts: { hasLedger: true, secretsOpen: false, viewer: 1 as const }, kind: 'own', seat: 1 },
    { name: 'an open table drawn for one seat', facts: { hasLedger: true, secretsOpen: true, viewer: 1 as const }, kind: 'every', seat: 1 },
    { name: 'an open table face up', facts: { hasLedger: true, secretsOpen: true, viewer: 'all' as const }, kind: 'every', seat: null },
  ])('$name', ({ facts, kind, seat }) => {
    const access = ledgerAccess({ gameTitle: 'Draw or pass', ...facts });
    expect(access.kind).toBe(kind);
    if (access.kind === 'unavailable') expect(access.reason).toBe('The knowledge ledger is not available for Draw or pass yet.');
    else expect(access.seat).toBe(seat);
  });
});

describe('the ledger grouped for the panel', () => {
  it('lists a drawn card as known in its hand and the rest as unknown, grouped by the places they could be', () => {
    const [north] = ledgersAt(drawDrawDiscard(), 2);
    const groups = groupLedger(north!);
    expect(groups.counts).toEqual({ known: 1, inferred: 0, unknown: 12 });
    expect(groups.known.map((group) => [group.where, group.entries.map((entry) => entry.card)])).toEqual([["seat 1's hand", ['KC']]]);
    expect(groups.unknown).toHaveLength(1);
    expect(groups.unknown[0]!.where).toBe("deck (11 unseen), seat 2's hand (1 unseen)");
    expect(groups.unknown[0]!.entries.map((entry) => entry.card)).toContain('QC');
    expect(summaryWords('Seat 1', groups.counts)).toBe('Known to Seat 1: 1 card; 0 inferred; 12 unknown.');
  });

  it('lists a card counted into the one hand hiding any as inferred there', () => {
    const [north] = ledgersAt(recordOf([], [['AC', '2C'], ['3C']], []), 0);
    const groups = groupLedger(north!);
    expect(groups.inferred.map((group) => [group.where, group.entries.map((entry) => entry.card)])).toEqual([["seat 2's hand", ['3C']]]);
    expect(summaryWords('the Opposers', groups.counts)).toBe('Known to the Opposers: 2 cards; 1 inferred; 0 unknown.');
  });
});

describe('the words of the ledger', () => {
  it.each([
    { how: 'drawn' as const, since: 12, words: 'drawn at step 12' },
    { how: 'dealt' as const, since: 0, words: 'dealt at the start' },
    { how: 'played' as const, since: 3, words: 'seen played at step 3' },
    { how: 'revealed' as const, since: 7, words: 'turned face up at step 7' },
  ])('a card $how at step $since is "$words"', ({ how, since, words }) => {
    expect(reasonWords(how, since)).toBe(words);
  });

  it.each([
    {
      name: 'cards told alike share a row, the earliest first',
      items: [
        { card: 'KC', how: 'drawn' as const, since: 1 },
        { card: 'AC', how: 'dealt' as const, since: 0 },
        { card: 'QC', how: 'drawn' as const, since: 1 },
      ],
      rows: [
        { how: 'dealt', since: 0, cards: ['AC'] },
        { how: 'drawn', since: 1, cards: ['KC', 'QC'] },
      ],
    },
    {
      name: 'the same step told two ways makes two rows',
      items: [
        { card: 'KC', how: 'played' as const, since: 4 },
        { card: 'QC', how: 'drawn' as const, since: 4 },
      ],
      rows: [
        { how: 'played', since: 4, cards: ['KC'] },
        { how: 'drawn', since: 4, cards: ['QC'] },
      ],
    },
  ])('$name', ({ items, rows }) => {
    expect(reasonRows(items).map(({ how, since, cards }) => ({ how, since, cards }))).toEqual(rows);
  });

  it.each([
    { names: ['Seat 2'], words: 'Seat 2' },
    { names: ['Seat 2', 'Seat 3'], words: 'Seat 2 and Seat 3' },
    { names: ['Seat 2', 'Seat 3', 'Seat 4'], words: 'Seat 2, Seat 3 and Seat 4' },
  ])('$words', ({ names, words }) => {
    expect(namesWords(names)).toBe(words);
  });
});

describe('the marks on the table', () => {
  it.each([
    {
      name: 'after both draws, North marks its own K♣ and South’s Q♣ where it lies',
      step: 2,
      seat: 0,
      marks: [
        { card: 'QC', kind: 'theirs', zone: 'hand.1', title: 'Q♣: known to Seat 2 since step 2 (drawn); not to Seat 1.' },
        { card: 'KC', kind: 'mine', zone: 'hand.0', title: 'K♣: known to Seat 1 since step 1 (drawn); not to Seat 2.' },
      ],
    },
    {
      name: 'after both draws, South sees the same two cards the other way round',
      step: 2,
      seat: 1,
      marks: [
        { card: 'QC', kind: 'mine', zone: 'hand.1', title: 'Q♣: known to Seat 2 since step 2 (drawn); not to Seat 1.' },
        { card: 'KC', kind: 'theirs', zone: 'hand.0', title: 'K♣: known to Seat 1 since step 1 (drawn); not to Seat 2.' },
      ],
    },
    {
      name: 'the K♣ discarded face up is known to both and marked no more',
      step: 3,
      seat: 0,
      marks: [{ card: 'QC', kind: 'theirs', zone: 'hand.1', title: 'Q♣: known to Seat 2 since step 2 (drawn); not to Seat 1.' }],
    },
    { name: 'before anything is drawn nobody knows a card the other does not', step: 0, seat: 0, marks: [] },
  ])('$name', ({ step, seat, marks }) => {
    const markers = tableMarkers(ledgersAt(drawDrawDiscard(), step), seat, name);
    // In whatever order the game lists its cards.
    const byCard = (a: { card: string }, b: { card: string }) => a.card.localeCompare(b.card);
    expect(markers.map(({ card, kind, zone, title }) => ({ card, kind, zone, title })).sort(byCard)).toEqual([...marks].sort(byCard));
  });

  it('lists what the other seat knows and the chosen one does not, where it lies', () => {
    expect(othersKnow(ledgersAt(drawDrawDiscard(), 3), 0)).toEqual([{ card: 'QC', where: "seat 2's hand", knowers: [{ seat: 1, since: 2, how: 'drawn' }] }]);
    expect(othersKnow(ledgersAt(drawDrawDiscard(), 3), 1)).toEqual([]);
  });

  it('groups what others know by where it lies and who knows it', () => {
    const groups = groupOthers(othersKnow(ledgersAt(drawDrawDiscard(), 2), 0));
    expect(groups.map(({ where, knowers, rows }) => ({ where, knowers, rows: rows.map(({ how, since, cards }) => ({ how, since, cards })) }))).toEqual([
      { where: "seat 2's hand", knowers: [1], rows: [{ how: 'drawn', since: 2, cards: ['QC'] }] },
    ]);
  });
});
