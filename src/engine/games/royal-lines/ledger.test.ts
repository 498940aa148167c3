import { describe, expect, it } from 'vitest';
import { knowledgeAt, type LedgerEntry } from '../../core/ledger';
import { GameRecord, MAIN_LINE } from '../../core/record';
import { randomInt, seedRng } from '../../core/rng';
import { royalLines, type RoyalLinesAction, type RoyalLinesState } from './index';
import { royalLinesEditor } from './editor';
import { position, type PositionSpec } from './test-position';

const PLAYERS = [
  { name: 'North', bot: null },
  { name: 'East', bot: null },
  { name: 'South', bot: null },
  { name: 'West', bot: null },
];

function recordOf(state: RoyalLinesState): GameRecord<RoyalLinesState, RoyalLinesAction> {
  return GameRecord.fromState<RoyalLinesState, RoyalLinesAction>(royalLines, state.options, PLAYERS.slice(0, state.seats), state);
}

/** Each promise laid by the first seat yet to lay one; any other action by the one seat that may act. */
function play(record: GameRecord<RoyalLinesState, RoyalLinesAction>, ...actions: RoyalLinesAction[]): void {
  for (const action of actions) {
    const step = record.lastStep(MAIN_LINE);
    const seat = royalLines.activeSeats(record.stateAt({ line: MAIN_LINE, step }))[0]!;
    const result = record.play({ line: MAIN_LINE, step }, seat, action);
    if (!result.ok) throw new Error(result.reason);
  }
}

const promises = (...cards: string[]): RoyalLinesAction[] => cards.map((card) => ({ type: 'promise', card: card as never }));

function entry(record: GameRecord, step: number, seat: number, card: string): LedgerEntry {
  const found = knowledgeAt(record, { line: MAIN_LINE, step }, seat).entries.find((line) => line.card === card);
  if (!found) throw new Error(`no entry for ${card}`);
  return found;
}

// Three seats on the first ship, two promises each; the ace of hearts waits in the ship beside two face cards.
const THREE_SEATS: PositionSpec = {
  ship: ['KD', 'AH', 'QS'],
  hands: [
    ['2C', '4C'],
    ['9H', '5C'],
    ['3C', '6C'],
  ],
  settlers: ['AC', 'AD', 'JK1'],
};

describe('the Royal Lines knowledge ledger', () => {
  it.each<{ name: string; viewer: number; card: string; since: number; how: string; zone: string }>([
    { name: 'the own settler, dealt', viewer: 0, card: 'AC', since: 0, how: 'dealt', zone: 'settler.0' },
    { name: 'an own promise, dealt and laid face down', viewer: 1, card: '9H', since: 0, how: 'dealt', zone: 'promise.1' },
    { name: 'a colonial in the ship', viewer: 2, card: 'QS', since: 0, how: 'face-up', zone: 'ship' },
  ])('knows its own cards and the table from the start: $name', ({ viewer, card, since, how, zone }) => {
    const record = recordOf(position(THREE_SEATS));
    play(record, ...promises('2C', '9H'));
    expect(entry(record, 2, viewer, card)).toMatchObject({ status: 'known', since, how, place: { zone } });
  });

  it.each<{ name: string; viewer: number; card: string; zone: string }>([
    { name: 'a promise laid before the last', viewer: 0, card: '9H', zone: 'played' },
    { name: 'the last promise, laid at that step', viewer: 0, card: '3C', zone: 'played' },
    { name: 'the settler a recruited ace took over from, discarded', viewer: 2, card: 'AD', zone: 'discard' },
  ])('knows a card turned face up at a recruitment from that step: $name', ({ viewer, card, zone }) => {
    const record = recordOf(position(THREE_SEATS));
    // The 9♥ is the one heart: it recruits the A♥, which takes over from the A♦.
    play(record, ...promises('2C', '9H', '3C'));
    expect(entry(record, 2, viewer, card).status).not.toBe('known');
    expect(entry(record, 3, viewer, card)).toMatchObject({ status: 'known', since: 3, how: 'revealed', place: { zone } });
  });

  it('leaves a promise laid face down unknown to the other seats, with the places a promise can lie and what each hides', () => {
    const record = recordOf(position(THREE_SEATS));
    play(record, ...promises('2C', '9H'));
    const deck = record.stateAt({ line: MAIN_LINE, step: 2 }).promiseDeck.length;
    expect(entry(record, 2, 0, '9H')).toMatchObject({
      status: 'unknown',
      lastKnown: null,
      places: [
        { zone: 'hand.1', hidden: 1 },
        { zone: 'promise.1', hidden: 1 },
        { zone: 'hand.2', hidden: 2 },
        { zone: 'promiseDeck', hidden: deck },
      ],
    });
  });

  it('infers an unseen face card in the colonial deck, and so an unseen ace in another seat\'s settler when the deck is full of face cards', () => {
    // The colonial deck holds six face cards, the A♠ lies in the discard: the A♦ and the joker are the other seats' settlers.
    const record = recordOf(position(THREE_SEATS));
    expect(record.stateAt({ line: MAIN_LINE, step: 0 }).discard).toContain('AS');
    expect(entry(record, 0, 0, 'AD')).toMatchObject({
      status: 'unknown',
      places: [
        { zone: 'settler.1', hidden: 1 },
        { zone: 'settler.2', hidden: 1 },
      ],
    });
    const faceCard = record.stateAt({ line: MAIN_LINE, step: 0 }).colonialDeck.find((card) => /^[JQK][CDHS]$/.test(card))!;
    expect(entry(record, 0, 0, faceCard)).toMatchObject({ status: 'inferred', place: { zone: 'colonialDeck' }, lastKnown: null });
  });

  it('deals the second hand of promises, turns up the second ship, and loses the played promises into the reshuffled deck', () => {
    // The last recruitment of the first ship leaves one colonial: the second ship arrives at step 3.
    const record = recordOf(position({ ...THREE_SEATS, ship: ['KD', 'QS'], played: ['10H', '10D', '10S'] }));
    play(record, ...promises('2C', '9H', '3C'));
    const before = record.stateAt({ line: MAIN_LINE, step: 2 });
    const after = record.stateAt({ line: MAIN_LINE, step: 3 });
    const dealt = after.hands[0]!.find((card) => before.promiseDeck.includes(card))!;
    expect(entry(record, 3, 0, dealt)).toMatchObject({ status: 'known', since: 3, how: 'dealt', place: { zone: 'hand.0' } });
    const arrived = after.ship.find((card) => before.colonialDeck.includes(card))!;
    expect(entry(record, 3, 1, arrived)).toMatchObject({ status: 'known', since: 3, how: 'revealed', place: { zone: 'ship' } });
    // A promise seen on the table from the start, now shuffled away from this seat's sight.
    const lost = (['10H', '10D', '10S'] as const).find((card) => !after.hands[0]!.includes(card))!;
    expect(entry(record, 2, 0, lost)).toMatchObject({ status: 'known', since: 0, how: 'face-up', place: { zone: 'played' } });
    expect(entry(record, 3, 0, lost)).toMatchObject({ status: 'unknown', lastKnown: 2 });
  });

  it('turns up the pirates\' promise off the promise deck at the recruitment', () => {
    const record = recordOf(position({ ship: ['KD', 'AH', 'QS'], hands: [['2C', '4C'], ['9H', '5C']], settlers: ['AC', 'AD'], pirateSettler: 'AS' }));
    const top = record.stateAt({ line: MAIN_LINE, step: 0 }).promiseDeck[0]!;
    play(record, ...promises('2C', '9H'));
    expect(entry(record, 1, 0, top).status).not.toBe('known');
    expect(entry(record, 2, 0, top)).toMatchObject({ status: 'known', since: 2, how: 'revealed', place: { zone: 'played' } });
  });

  it.each([
    { seats: 2, seed: 3 },
    { seats: 3, seed: 17 },
    { seats: 4, seed: 41 },
  ])('calls known only cards the seat\'s view shows, and never rules out a card\'s true place ($seats seats, seed $seed)', ({ seats, seed }) => {
    const record = GameRecord.start<RoyalLinesState, RoyalLinesAction>(royalLines, royalLines.defaultOptions(), PLAYERS.slice(0, seats), seed);
    const chooser = { rng: seedRng(seed) };
    for (let step = 0; step < 32 * seats; step++) {
      const state = record.stateAt({ line: MAIN_LINE, step });
      const seat = royalLines.activeSeats(state)[0];
      if (seat === undefined) break;
      const legal = royalLines.legalActions(state, seat);
      play(record, legal[randomInt(chooser, 0, legal.length - 1)]!);
    }
    // Long enough to see a round scored and the next one dealt.
    expect(record.stateAt({ line: MAIN_LINE, step: record.lastStep(MAIN_LINE) }).round).toBeGreaterThan(1);
    for (let step = 0; step <= record.lastStep(MAIN_LINE); step++) {
      const state = record.stateAt({ line: MAIN_LINE, step });
      const truth = new Map(Object.entries(royalLinesEditor.toPosition(state).zones).flatMap(([zone, cards]) => cards.map((card) => [card, zone] as const)));
      for (let seat = 0; seat < seats; seat++) {
        const seen = JSON.stringify(royalLines.view(state, seat));
        for (const line of knowledgeAt(record, { line: MAIN_LINE, step }, seat).entries) {
          if (line.status === 'known') expect(seen, `step ${step}, seat ${seat}, ${line.card}`).toContain(`"${line.card}"`);
          if (line.status === 'inferred') expect(line.place.zone).toBe(truth.get(line.card));
          if (line.status === 'unknown') expect(line.places.map((place) => place.zone)).toContain(truth.get(line.card));
        }
      }
    }
  });
});
