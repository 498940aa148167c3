import fc from 'fast-check';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { unplacedCards, type Position, type ScalarValue } from '../../core/editor';
import { applyFast } from '../../core/game';
import { stateHash } from '../../core/hash';
import { seedRng } from '../../core/rng';
import { describeEditorContract } from '../../testing/editor-suite';
import { viewLeak } from '../../testing/playout';
import { royalLines } from './index';
import { draftOf, editor, jokerSettling, matchWon, midRound, options, scoredRound, type Draft } from './test-editor';
import { recruit } from './test-play';

const MID = editor.toPosition(midRound());
const SCORED = scoredRound();
const SETTLE = jokerSettling();
const OVER = matchWon();

describeEditorContract(royalLines, {
  configs: [
    { seats: 2, options: { target: 2 } },
    { seats: 3, options: { target: 2, matchTie: 'play-on' } },
    { seats: 4, options: { target: 2 } },
    { seats: 4, options: { target: 2, jokers: 'one-less' } },
    { seats: 5, options: { target: 1 } },
    { seats: 5, options: { target: 2, jokers: 'one-less' } },
  ],
  games: 18,
  sample: 0.15,
  maxActions: 800,
});

describe('a Royal Lines position and back', () => {
  // The shared suite covers random playouts; these pin what playouts rarely reach.
  it('keeps a recruit waiting to choose which three collapse, and plays on identically', () => {
    const before: Position = {
      zones: {
        'settler.0': ['AS'], 'settler.1': ['AD'], 'settler.2': ['JK1'], absent: ['QS'],
        'line.0': ['KD', 'KS', 'QH', 'JH'], 'line.1': [], 'line.2': [],
        ship: ['KH', 'QC', 'JC'],
        'hand.0': ['9H', '2C', '3C'], 'hand.1': ['8H', '4C', '5C'], 'hand.2': ['7H', '6C', '7C'],
        'promise.0': [], 'promise.1': [], 'promise.2': [],
        played: ['2D', '3D', '4D', '5D', '6D', '7D', '8D', '9D', '10D', '2S', '3S', '4S'],
      },
      scalars: {
        round: 1, dealer: 0, phase: 'promise', shipNumber: 1, 'settled.JK1': 'none',
        'wins.0': 0, 'wins.1': 0, 'wins.2': 0, 'settlerShown.0': false, 'settlerShown.1': false, 'settlerShown.2': false,
      },
    };
    expect(editor.validate(before, options(), 3)).toEqual([]);
    const state = editor.toState(before, options(), 3, seedRng(5));
    expect(state.colonialDeck).toHaveLength(6);
    recruit(state, ['9H', '8H', '7H']);
    expect(state.pending).toEqual({ kind: 'collapse', seat: 0, groups: ['K', 'H'] });

    const position = editor.toPosition(state);
    expect(editor.validate(position, options(), 3)).toEqual([]);
    const rebuilt = editor.toState(position, options(), 3, state.rng);
    expect(stateHash(rebuilt)).toBe(stateHash(state));
    for (const game of [state, rebuilt]) applyFast(royalLines, game, 0, { type: 'collapse', group: 'H' });
    expect(stateHash(rebuilt)).toBe(stateHash(state));
    expect(state.lines[0]).toEqual(['KD', 'KS']);
  });

  it.each([
    ['a seat to settle a joker', SETTLE],
    ['a scored round', SCORED],
    ['a match won', OVER],
  ])('keeps %s', (_, state) => {
    const position = editor.toPosition(state);
    expect(editor.validate(position, state.options, state.seats)).toEqual([]);
    expect(stateHash(editor.toState(position, state.options, state.seats, state.rng))).toBe(stateHash(state));
  });

  it('shows no history when the position carries none, and the history of the same round when it does', () => {
    const state = midRound();
    const { extra: _, ...bare } = editor.toPosition(state);
    const plain = editor.toState(bare, state.options, 3, state.rng);
    expect([plain.lastRecruitment, plain.previous, plain.panic]).toEqual([null, null, []]);
    expect(editor.toState(editor.toPosition(state), state.options, 3, state.rng).lastRecruitment).toEqual(state.lastRecruitment);
    const later = draftOf(editor.toPosition(state));
    later.scalars.round = 2;
    later.scalars['wins.0'] = 1;
    expect(editor.toState(later, state.options, 3, state.rng).lastRecruitment).toBeNull();
  });

  it('drops the last recruitment once the colonial it names is hidden, so no view names it', () => {
    const state = midRound();
    expect(state.lastRecruitment?.colonial).toBe('QD');
    const hidden = draftOf(editor.toPosition(state));
    // The queen of diamonds swaps places with a jack of the second ship: every count still holds.
    hidden.zones['line.0'] = ['JH'];
    hidden.zones.colonialDeck = hidden.zones.colonialDeck!.map((card) => (card === 'JH' ? 'QD' : card));
    expect(editor.validate(hidden, state.options, 3)).toEqual([]);
    const played = editor.toState(hidden, state.options, 3, state.rng);
    expect(played.lastRecruitment).toBeNull();
    for (const seat of [0, 1, 2]) expect(JSON.stringify(royalLines.view(played, seat))).not.toContain('"QD"');
  });

  it('refuses to build a state from a position with problems, naming the first', () => {
    const draft = draftOf(MID);
    draft.scalars['wins.1'] = 1;
    expect(() => editor.toState(draft, options(), 3, seedRng(1))).toThrow(
      "This position cannot be played: Seat 2 has 1 round win, but no round has been scored: lower “Seat 2's round wins” to 0, or raise “Round” to 2.",
    );
  });
});

describe('what the board says of the values that belong to one zone', () => {
  const notesOf = (draft: Draft) =>
    editor.zoneNotes!(draft as Position, options(), 3)
      .map((note) => `${note.zone}: ${note.text}`)
      .sort();
  const base = (): Draft => {
    const draft = draftOf(MID);
    for (let seat = 0; seat < 3; seat++) draft.scalars[`settlerShown.${seat}`] = false;
    draft.scalars.dealer = 0;
    return draft;
  };

  it.each([
    { name: 'the dealer alone', edit: () => {}, notes: ['hand.0: dealer'] },
    { name: 'another dealer', edit: (d: Draft) => void (d.scalars.dealer = 2), notes: ['hand.2: dealer'] },
    { name: 'a settler shown to everyone', edit: (d: Draft) => void (d.scalars['settlerShown.1'] = true), notes: ['hand.0: dealer', 'settler.1: face up'] },
    {
      name: 'a joker in a line settled as a suit',
      edit: (d: Draft) => {
        const from = Object.keys(d.zones).find((zone) => d.zones[zone]!.includes('JK1'))!;
        d.zones[from] = d.zones[from]!.filter((card) => card !== 'JK1');
        d.zones['line.2']!.push('JK1');
        d.scalars['settled.JK1'] = 'H';
      },
      notes: ['hand.0: dealer', 'line.2: joker 1 settled as hearts'],
    },
    { name: 'a suit given to a joker that is in no line', edit: (d: Draft) => void (d.scalars['settled.JK1'] = 'H'), notes: ['hand.0: dealer'] },
  ])('$name', ({ edit, notes }) => {
    const draft = base();
    edit(draft);
    expect(notesOf(draft)).toEqual(notes);
  });
});

describe('Royal Lines unplaced cards', () => {
  /** The mid-round position with the promise deck and the colonial deck left for the rules to fill. */
  function withDecksUnplaced(): Draft {
    const draft = draftOf(MID);
    draft.zones.promiseDeck = draft.zones.promiseDeck!.slice(0, 2);
    draft.zones.colonialDeck = [];
    return draft;
  }

  it('says where each card goes: promises to the promise deck, colonials to the second ship', () => {
    const draft = withDecksUnplaced();
    const unplaced = unplacedCards(draft, editor.pack(options(), 3));
    expect(unplaced).toHaveLength(6 + 13);
    expect(editor.unplacedGoTo(draft, options(), 3, 'JH')).toEqual({
      zone: 'colonialDeck',
      label: 'shuffled into the colonial deck (the second ship), under the cards placed there',
    });
    expect(editor.unplacedGoTo(draft, options(), 3, '4S')).toEqual({ zone: 'promiseDeck', label: 'shuffled into the promise deck, under the cards placed there' });
    expect(editor.validate(draft, options(), 3)).toEqual([]);
  });

  it('sends colonials to the discard once the second ship is out', () => {
    const position = editor.toPosition(SCORED);
    expect(editor.unplacedGoTo(position, SCORED.options, 3, 'KC')).toEqual({ zone: 'discard', label: 'to the discard' });
    const draft = draftOf(position);
    const discarded = draft.zones.discard!.splice(0);
    const state = editor.toState(draft, SCORED.options, 3, seedRng(3));
    expect([...state.discard].sort()).toEqual([...discarded].sort());
  });

  it('shuffles them under the placed cards with the seed given, keeping every card once', () => {
    const draft = withDecksUnplaced();
    const pack = editor.pack(options(), 3);
    const one = editor.toState(draft, options(), 3, seedRng(11));
    const again = editor.toState(draft, options(), 3, seedRng(11));
    const other = editor.toState(draft, options(), 3, seedRng(12));
    expect(stateHash(again)).toBe(stateHash(one));
    expect(one.promiseDeck.slice(0, 2)).toEqual(MID.zones.promiseDeck!.slice(0, 2));
    expect(one.colonialDeck).toHaveLength(6);
    expect(other.promiseDeck).not.toEqual(one.promiseDeck);
    expect([...royalLines.allCards(one)].sort()).toEqual([...pack].sort());
    expect(royalLines.legalActions(one, 0)).toHaveLength(5);
  });
});

describe('Royal Lines positions moved about at random', () => {
  const starts = [midRound(), SCORED, SETTLE, royalLines.setup(options({ target: 2 }), 2, 9)];
  const scalarValues: ScalarValue[] = [0, 1, 2, 3, 7, 100, -1, 1.5, true, false, null, 'none', 'H', 'promise', 'choice', 'scored', 'over', 'x'];

  it('always checks without breaking, locates every problem, and plays every position it passes', () => {
    let playable = 0;
    fc.assert(
      fc.property(
        fc.nat(starts.length - 1),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.constantFrom('scalar', 'move', 'swap'), fc.nat()), { maxLength: 6 }),
        fc.integer({ min: 1, max: 1000 }),
        (start, edits, seed) => {
          const state = starts[start]!;
          const draft = draftOf(editor.toPosition(state));
          const zoneIds = editor.zones(state.options, state.seats).map((zone) => zone.id);
          const scalarKeys = Object.keys(draft.scalars);
          for (const [from, to, at, kind, value] of edits) {
            if (kind === 'scalar') {
              draft.scalars[scalarKeys[from % scalarKeys.length]!] = scalarValues[value % scalarValues.length]!;
              continue;
            }
            const source = draft.zones[zoneIds[from % zoneIds.length]!] ?? [];
            if (source.length === 0) continue;
            if (kind === 'swap') {
              // Swapping two cards keeps every count, so many of these positions stay playable.
              const target = draft.zones[zoneIds[to % zoneIds.length]!] ?? [];
              if (target.length === 0) continue;
              const i = at % source.length;
              const j = value % target.length;
              [source[i], target[j]] = [target[j]!, source[i]!];
              continue;
            }
            const [card] = source.splice(at % source.length, 1);
            // Every fifth move takes the card off the table, leaving it for the rules to place.
            if (value % 5 !== 0) (draft.zones[zoneIds[to % zoneIds.length]!] ??= []).push(card!);
          }
          const problems = editor.validate(draft, state.options, state.seats);
          for (const problem of problems) {
            expect(problem.message).toMatch(/^[A-Z0-9"].*\.$/);
            expect(problem.where.length).toBeGreaterThan(0);
          }
          if (problems.length > 0) return;
          playable += 1;
          const played = editor.toState(draft, state.options, state.seats, seedRng(seed));
          expect(editor.stateSchema.safeParse(played).success).toBe(true);
          expect([...royalLines.allCards(played)].sort()).toEqual([...editor.pack(state.options, state.seats)].sort());
          expect(editor.validate(editor.toPosition(played), state.options, state.seats)).toEqual([]);
          expect(viewLeak(royalLines, played, state.seats)).toBeNull();
          expect(royalLines.outcome(played) !== null || royalLines.activeSeats(played).length > 0).toBe(true);
          // The rules take it from there: a round and more of random play keeps every card.
          const chooser = xoroshiro128plus(seed);
          for (let step = 0; step < 80 && royalLines.outcome(played) === null; step++) {
            const active = royalLines.activeSeats(played);
            const seat = active[uniformInt(chooser, 0, active.length - 1)]!;
            const legal = royalLines.legalActions(played, seat);
            expect(legal.length).toBeGreaterThan(0);
            applyFast(royalLines, played, seat, legal[uniformInt(chooser, 0, legal.length - 1)]!);
          }
          expect([...royalLines.allCards(played)].sort()).toEqual([...editor.pack(state.options, state.seats)].sort());
        },
      ),
      { numRuns: 300, seed: 20261123 },
    );
    // Enough of the edited positions pass to prove the playing half of the property ran.
    expect(playable).toBeGreaterThan(30);
  });
});
