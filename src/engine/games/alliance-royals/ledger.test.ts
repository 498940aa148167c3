import { describe, expect, it } from 'vitest';
import type { Seat } from '../../core/game';
import { knowledgeAt, type LedgerEntry } from '../../core/ledger';
import { GameRecord, MAIN_LINE } from '../../core/record';
import { randomInt, seedRng } from '../../core/rng';
import { pack } from './cards';
import { allianceRoyalsEditor } from './editor';
import { allianceRoyals, type AllianceRoyalsAction, type AllianceRoyalsState } from './index';
import { kingsTable, table } from './test-position';

const PLAYERS = [1, 2, 3, 4].map((n) => ({ name: `Seat ${n}`, bot: null }));

type AllianceRecord = GameRecord<AllianceRoyalsState, AllianceRoyalsAction>;

function recordOf(state: AllianceRoyalsState): AllianceRecord {
  return GameRecord.fromState<AllianceRoyalsState, AllianceRoyalsAction>(allianceRoyals, state.options, PLAYERS, state);
}

function stateAt(record: AllianceRecord, step = record.lastStep(MAIN_LINE)): AllianceRoyalsState {
  return record.stateAt({ line: MAIN_LINE, step });
}

/** Each action by the seat named, or else by the first seat that may act. */
function play(record: AllianceRecord, ...moves: (AllianceRoyalsAction | [Seat, AllianceRoyalsAction])[]): void {
  for (const move of moves) {
    const step = record.lastStep(MAIN_LINE);
    const [seat, action] = Array.isArray(move) ? move : [allianceRoyals.activeSeats(stateAt(record))[0]!, move];
    const result = record.play({ line: MAIN_LINE, step }, seat, action);
    if (!result.ok) throw new Error(`${JSON.stringify(action)} by seat ${seat + 1}: ${result.reason}`);
  }
}

function entry(record: GameRecord, step: number, seat: number, card: string): LedgerEntry {
  const found = knowledgeAt(record, { line: MAIN_LINE, step }, seat).entries.find((line) => line.card === card);
  if (!found) throw new Error(`no entry for ${card}`);
  return found;
}

/** Plain cards to draw, none a royal or an ace. */
const PLAIN = ['2C', '3C', '4C', '5C', '6C', '7C', '8C', '2S', '3S', '4S', '5S', '6S', '7S', '8S'];

const FIVE_DRAWS: AllianceRoyalsAction[] = Array.from({ length: 5 }, () => ({ type: 'draw', from: 'stack' }));

/**
 * The kings table (seat 2 attacks, seat 4 its ally; see test-position.ts) after the five draws and the gifts: seat 2
 * gives 2♣, seat 4 gives 5♣, the one named first choosing first.
 */
function afterGifts(first: 'attacker' | 'ally'): AllianceRecord {
  const record = recordOf(kingsTable());
  const gifts: [Seat, AllianceRoyalsAction][] = [
    [1, { type: 'gift', card: '2C' }],
    [3, { type: 'gift', card: '5C' }],
  ];
  play(record, ...FIVE_DRAWS, ...(first === 'attacker' ? gifts : gifts.reverse()));
  return record;
}

describe('the Alliance Royals knowledge ledger', () => {
  it.each(['attacker', 'ally'] as const)('a gift is passed to the ally, known to both allies and to no enemy (the %s chooses first)', (first) => {
    const record = afterGifts(first);
    const swap = record.lastStep(MAIN_LINE);
    expect(entry(record, swap - 1, 3, '2C')).toMatchObject({ status: 'unknown' });
    expect(entry(record, swap, 3, '2C')).toMatchObject({ status: 'known', since: swap, how: 'passed', place: { zone: 'hand.3' } });
    expect(entry(record, swap, 1, '5C')).toMatchObject({ status: 'known', since: swap, how: 'passed', place: { zone: 'hand.1' } });
    // The giver has known its gift since the deal, wherever it went.
    expect(entry(record, swap, 1, '2C')).toMatchObject({ status: 'known', since: 0, how: 'dealt', place: { zone: 'hand.3' } });
    for (const enemy of [0, 2]) for (const gift of ['2C', '5C']) expect(entry(record, swap, enemy, gift)).toMatchObject({ status: 'unknown' });
  });

  it.each<{ name: string; moves: (AllianceRoyalsAction | [Seat, AllianceRoyalsAction])[]; viewer: Seat; card: string; zone: string }>([
    { name: 'a battle lead', moves: [{ type: 'play', card: '9S' }], viewer: 0, card: '9S', zone: 'battle' },
    { name: 'a card played to follow the lead', moves: [{ type: 'play', card: '9S' }, { type: 'play', card: '2D' }], viewer: 3, card: '2D', zone: 'battle' },
    { name: 'a meld laid face up from the hand', moves: [{ type: 'meld', cards: ['KD/2', 'KC', 'KH'] }], viewer: 2, card: 'KC', zone: 'meld.1' },
  ])('a card leaving another hand face up is known from that step, as played: $name', ({ moves, viewer, card, zone }) => {
    const record = afterGifts('attacker');
    const before = record.lastStep(MAIN_LINE);
    play(record, ...moves);
    const since = record.lastStep(MAIN_LINE);
    expect(entry(record, before, viewer, card)).toMatchObject({ status: 'unknown' });
    expect(entry(record, since, viewer, card)).toMatchObject({ status: 'known', since, how: 'played', place: { zone } });
  });

  it('a ransom\'s payment is played into the Meld it pays, not passed to the Meld\'s owner', () => {
    const record = recordOf(
      table({
        hands: [['JS', '9H'], ['9S'], ['3D'], ['9C']],
        meld: [[], ['JH', 'JH/2', 'JD'], [], []],
        tags: { 'melded-last-turn': ['JH'] },
        stack: PLAIN,
      }),
    );
    play(record, [0, { type: 'ransom', royal: 'JH', pay: 'JS' }]);
    for (const viewer of [1, 2, 3]) expect(entry(record, 1, viewer, 'JS')).toMatchObject({ status: 'known', since: 1, how: 'played', place: { zone: 'meld.1' } });
  });

  it('a royal offered for an arranged marriage is shown while still in hand, and stays known once traded', () => {
    const record = recordOf(table({ hands: [['KH', '9H'], ['QS/2'], ['3D'], ['9S']], spoils: [['QS'], [], ['KD'], []], tags: { 'won-lately': ['KD'] }, stack: PLAIN }));
    play(record, ...FIVE_DRAWS, [0, { type: 'gift', card: '9H' }], [2, { type: 'gift', card: '3D' }], [0, { type: 'arrange', give: 'KH', take: 'KD' }]);
    const asked = record.lastStep(MAIN_LINE);
    expect(entry(record, asked, 1, 'KH')).toMatchObject({ status: 'known', since: asked, how: 'shown', place: { zone: 'hand.0' } });
    play(record, [2, { type: 'consent', accept: true }]);
    expect(entry(record, asked + 1, 1, 'KH')).toMatchObject({ status: 'known', since: asked, how: 'shown', place: { zone: 'spoils.2' } });
  });

  it('a card drawn from the stack is known to its drawer from that step, and to nobody else', () => {
    const record = recordOf(kingsTable());
    play(record, { type: 'draw', from: 'stack' });
    expect(entry(record, 1, 1, '10H')).toMatchObject({ status: 'known', since: 1, how: 'drawn', place: { zone: 'hand.1' } });
    for (const other of [0, 2, 3]) expect(entry(record, 1, other, '10H')).toMatchObject({ status: 'unknown', lastKnown: null });
  });

  it('names the deal: each hand dealt to its seat, the turned-up card face up', () => {
    const record = GameRecord.start<AllianceRoyalsState, AllianceRoyalsAction>(allianceRoyals, allianceRoyals.defaultOptions(), PLAYERS, 5);
    const state = stateAt(record, 0);
    expect(entry(record, 0, 2, state.hands[2]![0]!)).toMatchObject({ status: 'known', since: 0, how: 'dealt' });
    expect(entry(record, 0, 2, state.discard[0]!)).toMatchObject({ status: 'known', since: 0, how: 'face-up', place: { zone: 'discard' } });
  });

  describe('a battle proves a hand holds none of the led suit, while the view shows it', () => {
    /** Seat 2 leads 9♠; seats 3 and 1, without spades, play diamonds and hearts; seat 4 follows with K♠. */
    function battled(): AllianceRecord {
      const record = afterGifts('attacker');
      play(record, { type: 'play', card: '9S' }, { type: 'play', card: '2D' }, { type: 'play', card: 'KS/2' }, { type: 'play', card: '2H' });
      return record;
    }

    it('rules the hands that did not follow out for every unseen spade, and only for spades', () => {
      const record = battled();
      const step = record.lastStep(MAIN_LINE);
      expect(entry(record, step, 3, '10S')).toMatchObject({ status: 'unknown', places: [{ zone: 'hand.1' }, { zone: 'stack' }, { zone: 'dead' }] });
      expect(entry(record, step, 3, 'AH')).toMatchObject({ status: 'unknown', places: [{ zone: 'hand.0' }, { zone: 'hand.1' }, { zone: 'hand.2' }, { zone: 'stack' }, { zone: 'dead' }] });
    });

    it('keeps the proof after the spoils are taken, until the next turn begins', () => {
      const record = battled();
      const victor = stateAt(record).victor!;
      play(record, [victor, { type: 'spoil', card: 'KS/2' }], { type: 'spoil', card: '9S' });
      const afterSpoils = record.lastStep(MAIN_LINE);
      expect(stateAt(record).phase).toBe('play');
      expect(entry(record, afterSpoils, 3, '10S')).toMatchObject({ places: [{ zone: 'hand.1' }, { zone: 'stack' }, { zone: 'dead' }] });
      play(record, [1, { type: 'discard', card: stateAt(record).hands[1]![0]! }]);
      while (stateAt(record).phase === 'window') play(record, { type: 'pass' });
      expect(stateAt(record).turn).toBe(6);
      const places = (entry(record, record.lastStep(MAIN_LINE), 3, '10S') as Extract<LedgerEntry, { status: 'unknown' }>).places.map((place) => place.zone);
      expect(places).toEqual(expect.arrayContaining(['hand.0', 'hand.2']));
    });
  });

  it('infers by counting the last unseen cards, all in the one hand that hides any', () => {
    const hands = [['2H', '3H'], ['AS', 'KD'], [], []] as const;
    const placed = new Set<string>(hands.flat());
    const record = recordOf(table({ hands, stack: [], dead: [], discard: pack().filter((card) => !placed.has(card)) }));
    expect(entry(record, 0, 0, 'KD')).toMatchObject({ status: 'inferred', place: { zone: 'hand.1' } });
  });

  it.each([2, 9])('calls known only cards the seat\'s view shows, and never rules out a card\'s true place (seed %i)', (seed) => {
    const record = GameRecord.start<AllianceRoyalsState, AllianceRoyalsAction>(allianceRoyals, allianceRoyals.defaultOptions(), PLAYERS, seed);
    const chooser = { rng: seedRng(seed) };
    const seen = new Set<string>();
    for (let step = 0; step < 300; step++) {
      const state = stateAt(record, step);
      const seat = allianceRoyals.activeSeats(state)[0];
      if (seat === undefined) break;
      // Nobody surrenders, so the round goes on through gifts, battles and melds.
      const legal = allianceRoyals.legalActions(state, seat).filter((action) => action.type !== 'surrender');
      const action = legal[randomInt(chooser, 0, legal.length - 1)]!;
      seen.add(action.type);
      play(record, [seat, action]);
    }
    expect([...seen]).toEqual(expect.arrayContaining(['gift', 'play', 'spoil', 'meld', 'discard', 'deal']));
    for (let step = 0; step <= record.lastStep(MAIN_LINE); step++) {
      const state = stateAt(record, step);
      const dealt = step > 0 && record.stepAt({ line: MAIN_LINE, step })!.action.type === 'deal';
      const truth = new Map(Object.entries(allianceRoyalsEditor.toPosition(state).zones).flatMap(([zone, cards]) => cards.map((card) => [card, zone] as const)));
      for (const seat of [0, 1, 2, 3]) {
        const view = JSON.stringify(allianceRoyals.view(state, seat));
        for (const line of knowledgeAt(record, { line: MAIN_LINE, step }, seat).entries) {
          if (line.status === 'known') expect(view, `step ${step}, seat ${seat}, ${line.card}`).toContain(`"${line.card}"`);
          if (line.status === 'known' && dealt && line.since === step) expect(line.how).toBe(line.place?.zone === `hand.${seat}` ? 'dealt' : 'revealed');
          if (line.status === 'inferred') expect(line.place.zone).toBe(truth.get(line.card));
          if (line.status === 'unknown') expect(line.places.map((place) => place.zone)).toContain(truth.get(line.card));
        }
      }
    }
  });
});
