import { describe, expect, it } from 'vitest';
import { describeEditorContract } from '../../testing/editor-suite';
import { allianceRoyalsEditor } from './editor';
import { allianceRoyals } from './index';
import { table, tablePosition } from './test-position';

const OPTIONS = allianceRoyals.defaultOptions();

describeEditorContract(allianceRoyals, {
  configs: [{ seats: 4, options: { target: 200, floor: -200 } }],
  games: 6,
  sample: 0.1,
  maxActions: 500,
  coverage: (state) => [state.phase],
  expectCoverage: ['houses', 'draw', 'gift', 'battle', 'spoils', 'play'],
});

describe('the pack', () => {
  it('holds 100 cards: three of each 9 to ace per suit, one of each 2 to 8', () => {
    const pack = allianceRoyalsEditor.pack(OPTIONS, 4);
    expect(pack).toHaveLength(100);
    expect(pack.filter((card) => card.startsWith('10H'))).toEqual(['10H', '10H/2', '10H/3']);
    expect(pack.filter((card) => card.startsWith('5S'))).toEqual(['5S']);
    expect(new Set(pack).size).toBe(100);
  });
});

describe('validating a position', () => {
  const base = { hands: [['10H'], ['9S'], ['KD'], ['2C']], spoils: [['KH'], [], [], []] } as const;
  function problemsOf(edit: (zones: Record<string, string[]>, scalars: Record<string, unknown>) => void): string[] {
    const position = tablePosition(base);
    const zones = Object.fromEntries(Object.entries(position.zones).map(([id, cards]) => [id, [...cards]]));
    const scalars = { ...position.scalars } as Record<string, unknown>;
    edit(zones, scalars);
    return allianceRoyalsEditor.validate({ zones, scalars: scalars as never }, OPTIONS, 4).map((problem) => problem.message);
  }

  it('accepts a proper position', () => {
    expect(problemsOf(() => {})).toEqual([]);
  });

  it.each([
    { name: 'a fourth copy of a card', edit: (z: Record<string, string[]>) => z['dead']!.push('10H/4'), message: '10♥ is not a card of this game\'s pack.' },
    { name: 'a single card placed twice', edit: (z: Record<string, string[]>) => z['dead']!.push('2C'), message: '2♣ is placed twice (dead pile and Seat 4\'s hand).' },
    { name: 'a copy placed twice', edit: (z: Record<string, string[]>) => z['meld.1']!.push('KH'), message: 'K♥ is placed twice (Seat 1\'s Spoils and Seat 2\'s Meld).' },
    { name: 'a gift at the start of a turn', edit: (z: Record<string, string[]>) => z['gift.0']!.push('AS'), message: 'At the start of a turn no card is in flight as a gift: move A♠.' },
    { name: 'two gifts in flight from one seat', edit: (z: Record<string, string[]>) => z['gift.0']!.push('AS', 'AD'), message: 'Seat 1\'s gift in flight holds 2 cards; it holds at most 1.' },
    { name: 'a battle at the start of a turn', edit: (z: Record<string, string[]>) => z['battle']!.push('AS'), message: 'At the start of a turn no card is in a battle: move A♠.' },
  ])('reports $name', ({ edit, message }) => {
    expect(problemsOf(edit)).toContain(message);
  });

  it.each([
    { name: 'a missing house once play has begun', edit: (_z: Record<string, string[]>, s: Record<string, unknown>) => (s['house.2'] = 'none'), message: 'Seat 3 has no home house yet: choose one, or set the phase to choosing home houses.' },
    { name: 'a card won before the houses are chosen', edit: (_z: Record<string, string[]>, s: Record<string, unknown>) => (s['phase'] = 'houses'), message: 'Before the houses are chosen nothing is won or melded: K♥ cannot be in Seat 1\'s Spoils.' },
    { name: 'a phase a hand-made position cannot start in', edit: (_z: Record<string, string[]>, s: Record<string, unknown>) => (s['phase'] = 'battle'), message: 'A position set up by hand starts at “Choosing home houses” or “The attacker draws”. For a turn that starts at the gift exchange, as a puzzle does, set “Phase” to “The attacker draws” and leave “Draw stack” and “Discard pile” empty, with every card placed elsewhere (unplaced cards are shuffled into the draw stack): then nobody draws.' },
    { name: 'a seat that does not exist', edit: (_z: Record<string, string[]>, s: Record<string, unknown>) => (s['dealer'] = 7), message: 'Choose the dealer: a seat from 1 to 4.' },
    {
      name: 'a turn number while the houses are chosen',
      edit: (z: Record<string, string[]>, s: Record<string, unknown>) => {
        z['spoils.0'] = [];
        s['phase'] = 'houses';
        s['house.1'] = 'none';
      },
      message: 'While the home houses are chosen no turn has been played yet: set “Turn of the round” to 0.',
    },
    { name: 'turn 0 at the draws', edit: (_z: Record<string, string[]>, s: Record<string, unknown>) => (s['turn'] = 0), message: 'Once the home houses are chosen the turns count from 1: set “Turn of the round” to 1 or more.' },
    {
      name: 'houses to choose when every house is chosen',
      edit: (z: Record<string, string[]>, s: Record<string, unknown>) => {
        z['spoils.0'] = [];
        s['phase'] = 'houses';
        s['turn'] = 0;
      },
      message: 'Every player has a home house, so the houses are chosen: set “Phase” to “The attacker draws”, or a home house to “Not chosen yet”.',
    },
  ])('reports $name', ({ edit, message }) => {
    expect(problemsOf(edit)).toContain(message);
  });

  it('shuffles unplaced cards into the draw stack under the cards placed there', () => {
    const position = tablePosition({ ...base, stack: ['AS', 'AD'] });
    const state = allianceRoyalsEditor.toState(position, OPTIONS, 4, [1, 2, 3, 4]);
    expect(state.stack.slice(0, 2)).toEqual(['AS', 'AD']);
    expect(allianceRoyals.allCards(state)).toHaveLength(100);
  });
});

describe('the attacker, decided by the dealer and the turn number', () => {
  it('is no value of its own', () => {
    expect(allianceRoyalsEditor.scalars(OPTIONS, 4).map((spec) => spec.key)).not.toContain('attacker');
  });

  // Seat 4 deals: Seat 1, its left, attacks in turn 1 (and first, while the houses are chosen), then each player clockwise.
  it.each([
    { phase: 'houses', turn: 0, seat: 'Seat 1', attacker: 0, lastTurn: [0, 0, 0, 0], note: 'attacks first' },
    { phase: 'draw', turn: 1, seat: 'Seat 1', attacker: 0, lastTurn: [1, 0, 0, 0], note: 'attacker' },
    { phase: 'draw', turn: 3, seat: 'Seat 3', attacker: 2, lastTurn: [1, 2, 3, 0], note: 'attacker' },
    { phase: 'draw', turn: 4, seat: 'Seat 4', attacker: 3, lastTurn: [1, 2, 3, 4], note: 'attacker' },
    { phase: 'draw', turn: 6, seat: 'Seat 2', attacker: 1, lastTurn: [5, 6, 3, 4], note: 'attacker' },
  ])('at $phase, turn $turn, is $seat, written on their hand', ({ phase, turn, attacker, lastTurn, note }) => {
    const houses = phase === 'houses' ? ([null, null, null, null] as const) : undefined;
    const position = tablePosition({ dealer: 3, turn, phase: phase as 'houses' | 'draw', houses, hands: [['2H'], ['3H'], ['4H'], ['5H']] });
    expect(allianceRoyalsEditor.validate(position, OPTIONS, 4)).toEqual([]);
    const state = allianceRoyalsEditor.toState(position, OPTIONS, 4, [1, 2, 3, 4]);
    expect(state.attacker).toBe(attacker);
    expect(state.lastTurn).toEqual(lastTurn);
    expect(allianceRoyalsEditor.zoneNotes!(position, OPTIONS, 4)).toContainEqual({ zone: `hand.${attacker}`, text: note });
    expect(allianceRoyalsEditor.zoneNotes!(position, OPTIONS, 4)).toContainEqual({ zone: 'hand.3', text: 'dealer' });
  });
});
