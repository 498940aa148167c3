import { describe, expect, it } from 'vitest';
import { knowledgeAt, type LedgerEntry } from '../../core/ledger';
import { GameRecord, MAIN_LINE } from '../../core/record';
import { randomInt, seedRng } from '../../core/rng';
import { royalLock, type RoyalLockAction, type RoyalLockState } from './index';
import { royalLockEditor } from './editor';
import { position, type PositionSpec } from './test-position';

const PLAYERS = [
  { name: 'North', bot: null },
  { name: 'South', bot: null },
];

function recordOf(state: RoyalLockState): GameRecord<RoyalLockState, RoyalLockAction> {
  return GameRecord.fromState<RoyalLockState, RoyalLockAction>(royalLock, state.options, PLAYERS.slice(0, state.seats), state);
}

/** The seat whose turn it is takes each action in turn. */
function play(record: GameRecord<RoyalLockState, RoyalLockAction>, ...actions: RoyalLockAction[]): void {
  for (const action of actions) {
    const step = record.lastStep(MAIN_LINE);
    const seat = royalLock.activeSeats(record.stateAt({ line: MAIN_LINE, step }))[0]!;
    const result = record.play({ line: MAIN_LINE, step }, seat, action);
    if (!result.ok) throw new Error(result.reason);
  }
}

function entry(record: GameRecord, step: number, seat: number, card: string): LedgerEntry {
  const found = knowledgeAt(record, { line: MAIN_LINE, step }, seat).entries.find((line) => line.card === card);
  if (!found) throw new Error(`no entry for ${card}`);
  return found;
}

// The centre space is empty, both markers stand on it: marker 1 can fill it at once.
const HOLE_IN_THE_MIDDLE: PositionSpec = {
  grid: ['2S', '3S', '4S', '5S', '-', '6S', '7S', '8S', '9S'],
  blackDeck: ['KC', '2C', '3C'],
  redDeck: ['5H', '9D', 'JH', 'QH'],
};

describe('the Royal Lock knowledge ledger', () => {
  it.each<{ name: string; actions: RoyalLockAction[]; card: string; since: number; deck: string; zone: string }>([
    { name: 'a black card filled into the grid', actions: [{ type: 'fill', cell: 4 }], card: 'KC', since: 1, deck: 'blackDeck', zone: 'grid.b2' },
    { name: 'a red card drawn as the turn ends', actions: [{ type: 'endTurn' }], card: '9D', since: 1, deck: 'redDeck', zone: 'redDraw' },
    {
      name: 'a red card drawn as the other player\'s turn ends',
      actions: [{ type: 'endTurn' }, { type: 'endTurn' }],
      card: 'QH',
      since: 2,
      deck: 'redDeck',
      zone: 'redDraw',
    },
  ])('knows a card from the step it came off its deck, drawn by the seat whose step it was: $name', ({ actions, card, since, deck, zone }) => {
    const record = recordOf(position(HOLE_IN_THE_MIDDLE));
    play(record, ...actions);
    const drawer = record.stateAt({ line: MAIN_LINE, step: since - 1 }).marker;
    expect(entry(record, since - 1, drawer, card)).toMatchObject({ status: 'inferred', place: { zone: deck } });
    expect(entry(record, since, drawer, card)).toMatchObject({ status: 'known', since, how: 'drawn', place: { zone } });
    expect(entry(record, since, 1 - drawer, card)).toMatchObject({ status: 'known', since, how: 'revealed', place: { zone } });
  });

  it.each([
    { name: 'a grid card', card: '5S', zone: 'grid.a2' },
    { name: 'a card in the black discard', card: '10S', zone: 'blackDiscard' },
  ])('knows what lies face up at the start, for both seats: $name', ({ card, zone }) => {
    const record = recordOf(position(HOLE_IN_THE_MIDDLE));
    for (const seat of [0, 1]) expect(entry(record, 0, seat, card)).toMatchObject({ status: 'known', since: 0, how: 'face-up', place: { zone } });
  });

  it.each([
    { name: 'a black card, in the black deck', card: '2C', zone: 'blackDeck' },
    { name: 'a red card, in the red deck', card: '5H', zone: 'redDeck' },
  ])('places every unseen card in the deck of its colour, by counting: $name', ({ card, zone }) => {
    const record = recordOf(position(HOLE_IN_THE_MIDDLE));
    expect(entry(record, 0, 1, card)).toMatchObject({ status: 'inferred', place: { zone }, lastKnown: null });
  });

  it('hides a discarded card again once the black cards are reshuffled, and knows it anew when it is filled', () => {
    // The black discard holds only the 7♣; the deck is empty, so the fill after the reshuffle must bring it back.
    const record = recordOf(position({ grid: ['2S', '3S', '4S', '5S', '-', '6S', '7S', '8S', '9S'], blackDeck: [], blackDiscard: ['7C'], redDeck: ['JH', 'QD', 'QH'] }));
    play(record, { type: 'reshuffle' }, { type: 'endTurn' });
    expect(entry(record, 0, 1, '7C')).toMatchObject({ status: 'known', since: 0, how: 'face-up', place: { zone: 'blackDiscard' } });
    expect(entry(record, 2, 1, '7C')).toMatchObject({ status: 'inferred', place: { zone: 'blackDeck' }, lastKnown: 0 });
    play(record, { type: 'fill', cell: 4 });
    expect(entry(record, 3, 1, '7C')).toMatchObject({ status: 'known', since: 3, how: 'drawn', place: { zone: 'grid.b2' } });
    expect(entry(record, 3, 0, '7C')).toMatchObject({ status: 'known', since: 3, how: 'revealed' });
  });

  it('names every card the solo player takes off a deck as drawn, whichever marker it steers', () => {
    const record = recordOf(position({ ...HOLE_IN_THE_MIDDLE, seats: 1 }));
    play(record, { type: 'endTurn' }, { type: 'fill', cell: 4 });
    expect(entry(record, 2, 0, 'KC')).toMatchObject({ status: 'known', since: 2, how: 'drawn' });
  });

  it.each([
    { seats: 2, seed: 3 },
    { seats: 2, seed: 17 },
    { seats: 1, seed: 5 },
  ])('calls known only cards the seat\'s view shows, and never rules out a card\'s true place ($seats seats, seed $seed)', ({ seats, seed }) => {
    const record = GameRecord.start<RoyalLockState, RoyalLockAction>(royalLock, royalLock.defaultOptions(), PLAYERS.slice(0, seats), seed);
    const chooser = { rng: seedRng(seed) };
    for (let step = 0; step < 300; step++) {
      const state = record.stateAt({ line: MAIN_LINE, step });
      const seat = royalLock.activeSeats(state)[0];
      if (seat === undefined) break;
      // Random play that fills every hole it can and never removes a card, so the game lasts and the black deck runs out.
      const legal = royalLock.legalActions(state, seat).filter((action) => action.type !== 'remove');
      const fill = legal.find((action) => action.type === 'fill' || (action.type === 'reshuffle' && state.blackDeck.length === 0));
      play(record, fill ?? legal[randomInt(chooser, 0, legal.length - 1)]!);
    }
    const actions = Array.from({ length: record.lastStep(MAIN_LINE) }, (_, at) => record.stepAt({ line: MAIN_LINE, step: at + 1 })!.action.type);
    expect(actions).toContain('reshuffle');
    for (let step = 0; step <= record.lastStep(MAIN_LINE); step++) {
      const state = record.stateAt({ line: MAIN_LINE, step });
      const truth = new Map(Object.entries(royalLockEditor.toPosition(state).zones).flatMap(([zone, cards]) => cards.map((card) => [card, zone] as const)));
      for (let seat = 0; seat < seats; seat++) {
        const seen = JSON.stringify(royalLock.view(state, seat));
        for (const line of knowledgeAt(record, { line: MAIN_LINE, step }, seat).entries) {
          if (line.status === 'known') expect(seen, `step ${step}, seat ${seat}, ${line.card}`).toContain(`"${line.card}"`);
          if (line.status === 'inferred') expect(line.place.zone).toBe(truth.get(line.card));
          if (line.status === 'unknown') expect(line.places.map((place) => place.zone)).toContain(truth.get(line.card));
        }
      }
    }
  });
});
