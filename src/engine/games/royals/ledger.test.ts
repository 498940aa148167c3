import { describe, expect, it } from 'vitest';
import { knowledgeAt, type LedgerEntry } from '../../core/ledger';
import { GameRecord, MAIN_LINE } from '../../core/record';
import { randomInt, seedRng } from '../../core/rng';
import { royals, type RoyalsAction, type RoyalsState } from './index';
import { royalsEditor } from './editor';
import { position, type PositionSpec } from './test-position';

const PLAYERS = [
  { name: 'North', bot: null },
  { name: 'South', bot: null },
];

function recordOf(state: RoyalsState): GameRecord<RoyalsState, RoyalsAction> {
  return GameRecord.fromState<RoyalsState, RoyalsAction>(royals, state.options, PLAYERS, state);
}

/** The seat that may act takes each action in turn. */
function play(record: GameRecord<RoyalsState, RoyalsAction>, ...actions: RoyalsAction[]): void {
  for (const action of actions) {
    const step = record.lastStep(MAIN_LINE);
    const seat = royals.activeSeats(record.stateAt({ line: MAIN_LINE, step }))[0]!;
    const result = record.play({ line: MAIN_LINE, step }, seat, action);
    if (!result.ok) throw new Error(result.reason);
  }
}

function entry(record: GameRecord, step: number, seat: number, card: string): LedgerEntry {
  const found = knowledgeAt(record, { line: MAIN_LINE, step }, seat).entries.find((line) => line.card === card);
  if (!found) throw new Error(`no entry for ${card}`);
  return found;
}

const FIVE = ['2C', '3C', '4C', '5C', '6C'];

describe('the Royals knowledge ledger', () => {
  it.each<{ name: string; spec: PositionSpec; actions: RoyalsAction[]; viewer: number; card: string; since: number; zone: string }>([
    {
      name: 'a royal recruited to the field',
      spec: { hands: [['QD', '2C', '3C', '4C', '5C'], ['2H', '3H', '4H', '5H', '6H']] },
      actions: [{ type: 'recruit', card: 'QD' }],
      viewer: 1,
      card: 'QD',
      since: 1,
      zone: 'field.0',
    },
    {
      name: 'a discard',
      spec: { hands: [FIVE, ['2H', '3H', '4H', '5H', '6H']] },
      actions: [{ type: 'discard', cards: ['4C'] }],
      viewer: 1,
      card: '4C',
      since: 1,
      zone: 'discard',
    },
    {
      name: 'arrows fired, still under way',
      spec: { hands: [['7S', '7H', '2C', '3C', '4C'], ['2H', '3H', '4H', '5H', '6H']] },
      actions: [{ type: 'arrows', cards: ['7S', '7H'], target: 'player' }],
      viewer: 1,
      card: '7H',
      since: 1,
      zone: 'attack',
    },
    {
      name: 'an ace spent on a block, on the other seat\'s turn',
      spec: { hands: [['7S', '7H', '2C', '3C', '4C'], ['AS', '3H', '4H', '5H', '6H']] },
      actions: [
        { type: 'arrows', cards: ['7S', '7H'], target: 'player' },
        { type: 'ace', card: 'AS' },
      ],
      viewer: 0,
      card: 'AS',
      since: 2,
      zone: 'discard',
    },
    {
      name: 'a tribute paid into this seat\'s own score pile (played face up, not passed)',
      spec: { hands: [['5D', '2C', '3C', '4C', '6C'], ['2H', '3H', '4H', '5H', '6H']], fields: [['QD-'], []] },
      actions: [{ type: 'revive', royal: 'QD', card: '5D' }],
      viewer: 1,
      card: '5D',
      since: 1,
      zone: 'score.1.points',
    },
  ])('knows the other hand\'s card from the step it was played: $name', ({ spec, actions, viewer, card, since, zone }) => {
    const record = recordOf(position(spec));
    play(record, ...actions);
    expect(entry(record, since - 1, viewer, card)).toMatchObject({ status: 'unknown' });
    expect(entry(record, since, viewer, card)).toMatchObject({ status: 'known', since, how: 'played', place: { zone } });
  });

  it.each<{ name: string; actions: RoyalsAction[]; drawer: number; since: number }>([
    { name: 'refilling its own hand as its turn ends', actions: [{ type: 'discard', cards: ['2C'] }, { type: 'end-turn' }], drawer: 0, since: 2 },
    {
      name: 'drawing back up after an ace, on the other seat\'s step (the ace rule)',
      actions: [{ type: 'arrows', cards: ['3C', '4C'], target: 'player' }, { type: 'ace', card: 'AS' }, { type: 'yield' }, { type: 'end-turn' }],
      drawer: 1,
      since: 4,
    },
  ])('knows a card drawn from the deck from that step, and the other seat does not: $name', ({ actions, drawer, since }) => {
    const record = recordOf(position({ hands: [FIVE, ['AS', '3H', '4H', '5H', '6H']], deck: ['9S', '9H', '9D'] }));
    play(record, ...actions);
    const drawn = record.stateAt({ line: MAIN_LINE, step: since }).hands[drawer]!.find((card) => card.startsWith('9'))!;
    expect(entry(record, since, drawer, drawn)).toMatchObject({ status: 'known', since, how: 'drawn', place: { zone: `hand.${drawer}` } });
    expect(entry(record, since, 1 - drawer, drawn)).toMatchObject({ status: 'unknown', lastKnown: null });
  });

  it('names the hands of a new game of the match as dealt, wherever their cards lay before', () => {
    const state = position({ hands: [FIVE, ['2H', '3H', '4H', '5H', '6H']], phase: 'last-round', finalTurns: [0], options: { games: 2 } });
    const record = recordOf(state);
    play(record, { type: 'end-turn' }, { type: 'next-game' });
    const hand = record.stateAt({ line: MAIN_LINE, step: 2 }).hands[0]!.filter((card) => !FIVE.includes(card));
    expect(hand.length).toBeGreaterThan(0);
    for (const card of hand) expect(entry(record, 2, 0, card)).toMatchObject({ status: 'known', since: 2, how: 'dealt', place: { zone: 'hand.0' } });
  });

  it('rules out no place on a yield: the defender is asked even without an ace (Y22)', () => {
    const record = recordOf(position({ hands: [['7S', '7H', '2C', '3C', '4C'], ['AS', '3H', '4H', '5H', '6H']] }));
    play(record, { type: 'arrows', cards: ['7S', '7H'], target: 'player' }, { type: 'yield' });
    expect(entry(record, 2, 0, 'AS')).toMatchObject({ status: 'unknown', places: [{ zone: 'hand.1', hidden: 5 }, { zone: 'deck' }] });
  });

  it.each([
    { name: 'the last unseen cards, in the one hand that hides any', spec: { hands: [FIVE, ['AS', 'KD']], deck: [], restToDiscard: true }, card: 'KD', zone: 'hand.1' },
    { name: 'the one card left in the deck, with the other hand empty', spec: { hands: [FIVE, []], deck: ['9S'], restToDiscard: true }, card: '9S', zone: 'deck' },
  ])('infers by counting: $name', ({ spec, card, zone }) => {
    const record = recordOf(position({ ...spec, phase: 'last-round', finalTurns: [0, 1] }));
    expect(entry(record, 0, 0, card)).toMatchObject({ status: 'inferred', place: { zone } });
  });

  it.each([3, 17, 41])('calls known only cards the seat\'s view shows, and never rules out a card\'s true place (seed %i)', (seed) => {
    const record = GameRecord.start<RoyalsState, RoyalsAction>(royals, { ...royals.defaultOptions(), games: 2 }, PLAYERS, seed);
    const chooser = { rng: seedRng(seed) };
    for (let step = 0; step < 600; step++) {
      const state = record.stateAt({ line: MAIN_LINE, step });
      const seat = royals.activeSeats(state)[0];
      if (seat === undefined) break;
      // Nobody calls the Last Reshuffle, so the deck runs out and the discard pile, seen by both, goes back face down.
      const legal = royals.legalActions(state, seat).filter((action) => action.type !== 'last-reshuffle');
      play(record, legal[randomInt(chooser, 0, legal.length - 1)]!);
    }
    expect(record.stateAt({ line: MAIN_LINE, step: record.lastStep(MAIN_LINE) }).reshuffles).toBeGreaterThan(0);
    for (let step = 0; step <= record.lastStep(MAIN_LINE); step++) {
      const state = record.stateAt({ line: MAIN_LINE, step });
      const truth = new Map(Object.entries(royalsEditor.toPosition(state).zones).flatMap(([zone, cards]) => cards.map((card) => [card, zone] as const)));
      for (const seat of [0, 1]) {
        const seen = JSON.stringify(royals.view(state, seat));
        for (const line of knowledgeAt(record, { line: MAIN_LINE, step }, seat).entries) {
          if (line.status === 'known') expect(seen, `step ${step}, seat ${seat}, ${line.card}`).toContain(`"${line.card}"`);
          if (line.status === 'inferred') expect(line.place.zone).toBe(truth.get(line.card));
          if (line.status === 'unknown') expect(line.places.map((place) => place.zone)).toContain(truth.get(line.card));
        }
      }
    }
  });
});
