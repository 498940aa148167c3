import { describe, expect, it } from 'vitest';
import { displayCard, packProblems, scalarProblems, unplacedCards, type ScalarSpec, type ScalarValue, type ZoneSpec } from './editor';

const zone = (id: string, label: string, capacity: number | null = null): ZoneSpec => ({
  id,
  label,
  owner: null,
  order: null,
  capacity,
  seenBy: 'everyone',
  group: 'table',
});
const ZONES = [zone('grid.b2', 'grid b2', 1), zone('redDeck', 'red deck')];
const PACK = ['QS', 'KH', '2D', '2D/2'];

describe('packProblems', () => {
  it.each<{ name: string; zones: Record<string, string[]>; message: string }>([
    { name: 'a card placed twice', zones: { 'grid.b2': ['QS'], redDeck: ['QS'] }, message: 'Q♠ is placed twice (grid b2 and red deck): take one of them back to the unplaced cards.' },
    { name: 'a card beyond its copies', zones: { redDeck: ['2D', '2D/2', '2D'] }, message: '2♦ is placed twice (red deck ×2): take one of them back to the unplaced cards.' },
    { name: 'a card not in the pack', zones: { redDeck: ['AC'] }, message: 'A♣ is not a card of this game\'s pack: take it off the table.' },
    { name: 'a zone over capacity', zones: { 'grid.b2': ['QS', 'KH'] }, message: 'Grid b2 holds 2 cards; it holds at most 1: move one of them elsewhere.' },
    { name: 'an unknown zone', zones: { attic: ['QS'] }, message: 'There is no zone "attic" in this game.' },
    { name: 'something that is not a card', zones: { redDeck: ['banana'] }, message: '"banana" is not a card of this game\'s pack: take it off the table.' },
  ])('$name', ({ zones, message }) => {
    const problems = packProblems({ zones, scalars: {} }, PACK, ZONES);
    expect(problems.map((p) => p.message)).toContain(message);
    expect(problems.every((p) => p.where.length > 0)).toBe(true);
  });

  it('locates both places of a doubled card', () => {
    const [problem] = packProblems({ zones: { 'grid.b2': ['QS'], redDeck: ['KH', 'QS'] }, scalars: {} }, PACK, ZONES);
    expect(problem!.where).toEqual([
      { zone: 'grid.b2', card: 'QS', index: 0 },
      { zone: 'redDeck', card: 'QS', index: 1 },
    ]);
  });

  it('counts a card placed many times in one zone instead of listing it', () => {
    const [problem] = packProblems({ zones: { redDeck: Array(200).fill('QS'), 'grid.b2': ['QS'] }, scalars: {} }, PACK, ZONES);
    expect(problem!.message).toBe('Q♠ is placed 201 times (red deck ×200 and grid b2): take 200 of them back to the unplaced cards.');
    expect(problem!.where).toHaveLength(201);
  });

  it('finds nothing wrong with a proper position', () => {
    expect(packProblems({ zones: { 'grid.b2': ['QS'], redDeck: ['2D/2', 'KH'] }, scalars: {} }, PACK, ZONES)).toEqual([]);
  });
});

describe('scalarProblems', () => {
  const SPECS: ScalarSpec[] = [
    { key: 'turn', label: 'Turn number', kind: 'number', min: 1, max: 99 },
    { key: 'total', label: 'Total', kind: 'number', min: -500, max: 500 },
    { key: 'seat', label: 'Whose turn', kind: 'choice', choices: [{ value: 0, label: 'Seat 1' }, { value: 1, label: 'Seat 2' }] },
    { key: 'locked', label: 'Locked', kind: 'boolean' },
  ];
  const SOUND: Record<string, ScalarValue> = { turn: 3, total: -20, seat: 1, locked: false };

  it.each<{ name: string; scalars: Record<string, ScalarValue>; message: string; key: string }>([
    { name: 'a number out of bounds', scalars: { ...SOUND, turn: 0 }, message: 'Turn number is a whole number from 1 to 99.', key: 'turn' },
    { name: 'a number that is not whole', scalars: { ...SOUND, turn: 2.5 }, message: 'Turn number is a whole number from 1 to 99.', key: 'turn' },
    { name: 'text for a number', scalars: { ...SOUND, turn: 'x' }, message: 'Turn number is a whole number from 1 to 99.', key: 'turn' },
    { name: 'a negative bound', scalars: { ...SOUND, total: 501 }, message: 'Total is a whole number from −500 to 500.', key: 'total' },
    { name: 'a choice not offered', scalars: { ...SOUND, seat: 7 }, message: 'Whose turn is one of: Seat 1; Seat 2.', key: 'seat' },
    { name: 'a choice of the wrong kind', scalars: { ...SOUND, seat: '1' }, message: 'Whose turn is one of: Seat 1; Seat 2.', key: 'seat' },
    { name: 'yes or no given as text', scalars: { ...SOUND, locked: 'yes' }, message: 'Locked is either yes or no.', key: 'locked' },
    { name: 'a value missing', scalars: { turn: 3, total: 0, seat: 0 }, message: 'Locked is not set.', key: 'locked' },
    { name: 'a value the game does not have', scalars: { ...SOUND, couple: 2 }, message: 'There is no value "couple" in this game.', key: 'couple' },
  ])('$name', ({ scalars, message, key }) => {
    expect(scalarProblems({ zones: {}, scalars }, SPECS)).toEqual([{ message, where: [{ scalar: key }] }]);
  });

  it('finds nothing wrong with sound values', () => {
    expect(scalarProblems({ zones: {}, scalars: SOUND }, SPECS)).toEqual([]);
  });
});

describe('unplacedCards', () => {
  it('lists each copy the zones do not hold, in pack order', () => {
    expect(unplacedCards({ zones: { redDeck: ['2D', 'QS'] }, scalars: {} }, PACK)).toEqual(['KH', '2D/2']);
  });
});

describe('displayCard', () => {
  it.each([
    ['QS', 'Q♠'],
    ['10H/3', '10♥'],
    ['JK1', 'Joker'],
    ['\u001b[2Jhostile-and-long', '"\\u{1b}[2Jhostile-…"'],
  ])('%s reads %s', (card, text) => expect(displayCard(card)).toBe(text));
});
