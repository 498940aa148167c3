import { describe, expect, it } from 'vitest';
import { knowledgeAt, type LedgerEntry } from '../../core/ledger';
import { GameRecord, MAIN_LINE } from '../../core/record';
import { randomInt, seedRng } from '../../core/rng';
import { royalSuit, type RoyalSuitAction, type RoyalSuitOptions, type RoyalSuitState } from './index';
import { royalSuitEditor } from './editor';
import { position, type PositionSpec } from './test-position';

const PLAYERS = [
  { name: 'North', bot: null },
  { name: 'South', bot: null },
];

function recordOf(state: RoyalSuitState): GameRecord<RoyalSuitState, RoyalSuitAction> {
  return GameRecord.fromState<RoyalSuitState, RoyalSuitAction>(royalSuit, state.options, PLAYERS, state);
}

/** The side to act takes each action in turn. */
function play(record: GameRecord<RoyalSuitState, RoyalSuitAction>, ...actions: RoyalSuitAction[]): void {
  for (const action of actions) {
    const step = record.lastStep(MAIN_LINE);
    const seat = royalSuit.activeSeats(record.stateAt({ line: MAIN_LINE, step }))[0]!;
    const result = record.play({ line: MAIN_LINE, step }, seat, action);
    if (!result.ok) throw new Error(result.reason);
  }
}

function entry(record: GameRecord, step: number, seat: number, card: string): LedgerEntry {
  const found = knowledgeAt(record, { line: MAIN_LINE, step }, seat).entries.find((line) => line.card === card);
  if (!found) throw new Error(`no entry for ${card}`);
  return found;
}

// Aces hem in the K♠ and the Q♥ has only red beside it: no couple card can move. Every court top is red,
// so a black card plays and a red one must be shown and put under. The cards left over lie face up in pile 1.
const RED_COURT = (decks: PositionSpec['decks'], topCards: RoyalSuitOptions['topCards'] = 'private'): RoyalSuitState =>
  position({ court: ['AD', '8D', 'AH', '10D', '9D', 'JC'], couple: [1, 5], decks, options: { topCards } });

// The supporters' 9♥ fits nowhere and is shown, bringing up their 8♠; the opposers play their 7♣, bringing up the 10♥.
const SHOW_THEN_PLAY: RoyalSuitAction[] = [{ type: 'skip' }, { type: 'play', pile: 3 }];

describe('the Royal Suit knowledge ledger', () => {
  it.each<{ name: string; topCards: RoyalSuitOptions['topCards']; viewer: number; card: string; since: number; how: string; zone: string }>([
    { name: 'a card played from a hidden top', topCards: 'private', viewer: 0, card: '7C', since: 2, how: 'played', zone: 'pile.4' },
    { name: 'the next card of the own deck, come to the top', topCards: 'private', viewer: 0, card: '8S', since: 1, how: 'drawn', zone: 'deck.1' },
    { name: 'a card shown as it could not be played', topCards: 'private', viewer: 1, card: '9H', since: 1, how: 'shown', zone: 'deck.1' },
    { name: 'the card a play brought to the top, for its owner', topCards: 'private', viewer: 1, card: '10H', since: 2, how: 'drawn', zone: 'deck.2' },
    { name: 'the other deck\'s new top, with the top cards open', topCards: 'open', viewer: 0, card: '10H', since: 2, how: 'revealed', zone: 'deck.2' },
    { name: 'the other deck\'s top at the start, with the top cards open', topCards: 'open', viewer: 0, card: '7C', since: 0, how: 'face-up', zone: 'deck.2' },
    { name: 'the own deck\'s top at the start', topCards: 'private', viewer: 1, card: '7C', since: 0, how: 'dealt', zone: 'deck.2' },
  ])('knows a card from the step it was seen: $name', ({ topCards, viewer, card, since, how, zone }) => {
    const record = recordOf(RED_COURT(['9H 8S', '7C 10H JD'], topCards));
    play(record, ...SHOW_THEN_PLAY);
    if (since > 0) expect(entry(record, since - 1, viewer, card).status).not.toBe('known');
    expect(entry(record, since, viewer, card)).toMatchObject({ status: 'known', since, how, place: { zone } });
    expect(entry(record, 2, viewer, card)).toMatchObject({ status: 'known', since, how });
  });

  it.each([
    { name: 'the other side\'s top card, to this side', viewer: 1, card: '8S', places: [{ zone: 'deck.1', hidden: 2 }, { zone: 'deck.2', hidden: 2 }] },
    { name: 'a card under the own top, to its owner too', viewer: 0, card: '10S', places: [{ zone: 'deck.1', hidden: 1 }, { zone: 'deck.2', hidden: 3 }] },
  ])('leaves a face-down card unknown, in either deck, with what each hides: $name', ({ viewer, card, places }) => {
    const record = recordOf(RED_COURT(['9H 8S 10S', '7C 10H JD']));
    play(record, { type: 'skip' });
    expect(entry(record, 1, viewer, card)).toEqual({ card, status: 'unknown', lastKnown: null, places: places.map((place) => ({ ...place, label: expect.any(String) })) });
  });

  it('infers where the unseen cards are once the own deck hides none: all in the other deck', () => {
    const record = recordOf(RED_COURT(['9H 8S', '7C 10H JD']));
    play(record, ...SHOW_THEN_PLAY);
    // The supporters see their top 8♠ and their 9♥ shown under it; the opposers see their 10♥ and were shown the 9♥.
    for (const card of ['10H', 'JD']) expect(entry(record, 2, 0, card)).toMatchObject({ status: 'inferred', place: { zone: 'deck.2' }, lastKnown: null });
    expect(entry(record, 2, 1, '8S')).toMatchObject({ status: 'unknown', places: [{ zone: 'deck.1', hidden: 1 }, { zone: 'deck.2', hidden: 1 }] });
  });

  it.each<{ seed: number; options: Partial<RoyalSuitOptions> }>([
    { seed: 3, options: {} },
    { seed: 17, options: { topCards: 'open' } },
    { seed: 5, options: { deck: 'long' } },
  ])('calls known only cards the seat\'s view shows, never forgets one, and never rules out a card\'s true place (seed $seed)', ({ seed, options }) => {
    const record = GameRecord.start<RoyalSuitState, RoyalSuitAction>(royalSuit, { ...royalSuit.defaultOptions(), ...options }, PLAYERS, seed);
    const chooser = { rng: seedRng(seed) };
    for (let step = 0; step < 400; step++) {
      const state = record.stateAt({ line: MAIN_LINE, step });
      const seat = royalSuit.activeSeats(state)[0];
      if (seat === undefined) break;
      // Random play that moves a couple card only when it must, so the couple seldom meets and the decks run long.
      const legal = royalSuit.legalActions(state, seat);
      const cards = legal.filter((action) => action.type !== 'move');
      const choices = cards.length > 0 ? cards : legal;
      play(record, choices[randomInt(chooser, 0, choices.length - 1)]!);
    }
    const actions = Array.from({ length: record.lastStep(MAIN_LINE) }, (_, at) => record.stepAt({ line: MAIN_LINE, step: at + 1 })!.action.type);
    expect(actions).toContain('play');
    expect(actions).toContain('skip');
    for (let step = 0; step <= record.lastStep(MAIN_LINE); step++) {
      const state = record.stateAt({ line: MAIN_LINE, step });
      const truth = new Map(Object.entries(royalSuitEditor.toPosition(state).zones).flatMap(([zone, cards]) => cards.map((card) => [card, zone] as const)));
      for (const seat of [0, 1]) {
        const seen = JSON.stringify(royalSuit.view(state, seat));
        for (const line of knowledgeAt(record, { line: MAIN_LINE, step }, seat).entries) {
          if (line.status === 'known') expect(seen, `step ${step}, seat ${seat}, ${line.card}`).toContain(`"${line.card}"`);
          // The court is for ever and a shown card stays shown: nothing known is hidden again.
          else expect(line.lastKnown, `step ${step}, seat ${seat}, ${line.card}`).toBeNull();
          if (line.status === 'inferred') expect(line.place.zone).toBe(truth.get(line.card));
          if (line.status === 'unknown') expect(line.places.map((place) => place.zone)).toContain(truth.get(line.card));
        }
      }
    }
  });
});
