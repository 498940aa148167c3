import { describe, expect, it } from 'vitest';
import { fixtureGame, type FixtureAction, type FixtureState } from '../testing/fixture-game';
import type { AnyGameDefinition } from './game';
import { knowledgeAt } from './ledger';
import { GameRecord, MAIN_LINE, type Cursor } from './record';
import { oddsWords, openRedeal, playRedeal, redealOdds, redealRefusal, redealSeed } from './redeal';
import { checkReplayJson, recordToReplay, replayToRecord, ReplayError } from './replay-file';
import { seedRng } from './rng';

const SAVED_AT = '2026-12-06T12:00:00.000Z';
const findFixture = (id: string): AnyGameDefinition | undefined => (id === fixtureGame.id ? fixtureGame : undefined);
const players = [
  { name: 'Ann', bot: null },
  { name: 'Ben', bot: 'drawer' },
];

/** Each seat has drawn twice: step 4, Ann to move, Ben's two cards and the deck unknown to her. */
function playedGame(): GameRecord<FixtureState, FixtureAction> {
  const record = GameRecord.start<FixtureState, FixtureAction>(fixtureGame, { suits: 1, budget: 12 }, players, 7);
  let cursor: Cursor = { line: MAIN_LINE, step: 0 };
  for (let i = 0; i < 4; i++) {
    const result = record.play(cursor, record.stateAt(cursor).turn, { type: 'draw' });
    if (!result.ok) throw new Error(result.reason);
    cursor = result.cursor;
  }
  return record;
}

const AT: Cursor = { line: MAIN_LINE, step: 4 };

function fileJson(record: GameRecord): Record<string, unknown> {
  return JSON.parse(JSON.stringify(recordToReplay(record, { cursor: AT, savedAt: SAVED_AT }))) as Record<string, unknown>;
}

describe('what-if re-deals', () => {
  it('opens a line from the same step where the seat sees the same and the unseen cards lie elsewhere', () => {
    const record = playedGame();
    const line = openRedeal(record, AT, 0, 5);
    const fork = record.stateAt(AT);
    const dealt = record.stateAt({ line, step: 4 });
    expect(fixtureGame.view(dealt, 0)).toEqual(fixtureGame.view(fork, 0));
    expect(dealt.hands[1]).not.toEqual(fork.hands[1]);
    expect(record.line(line).redeal).toMatchObject({ seat: 0, seed: 5 });
    expect(record.line(line).name).toBe('What if… from step 4, Ann’s knowledge kept (deal 5)');
    // Before the fork the line is the game as it was played; the original line is untouched.
    expect(record.stateAt({ line, step: 3 })).toBe(record.stateAt({ line: MAIN_LINE, step: 3 }));
    expect(record.stateAt(AT)).toBe(fork);
    expect(record.redealAt({ line, step: 4 })).toMatchObject({ seat: 0, seed: 5, line, step: 4 });
    expect(record.redealAt({ line, step: 3 })).toBeNull();
    expect(record.redealAt(AT)).toBeNull();
  });

  it('plays on from the new deal, and a branch of the what-if line keeps its deal', () => {
    const record = playedGame();
    const line = openRedeal(record, AT, 0, 5);
    const dealt = record.stateAt({ line, step: 4 });
    const played = record.play({ line, step: 4 }, 0, { type: 'draw' });
    expect(played).toMatchObject({ ok: true, cursor: { line, step: 5 }, branched: false });
    expect(record.stateAt({ line, step: 5 }).hands[0]).toContain(dealt.deck[dealt.deck.length - 1]);
    const again = record.play({ line, step: 4 }, 0, { type: 'pass' });
    if (!again.ok) throw new Error(again.reason);
    expect(record.stateAt({ line: again.cursor.line, step: 4 })).toBe(dealt);
    expect(record.redealAt(again.cursor)).toMatchObject({ line, seed: 5 });
  });

  it('keeps every card the seat knew where it was, over many seeds', () => {
    const record = playedGame();
    const known = (cursor: Cursor) =>
      knowledgeAt(record, cursor, 0)
        .entries.filter((entry) => entry.status === 'known')
        .map((entry) => [entry.card, entry.status === 'known' ? entry.place?.zone : null]);
    for (let seed = 1; seed <= 30; seed++) {
      const line = openRedeal(record, AT, 0, seed);
      expect(known({ line, step: 4 })).toEqual(known(AT));
    }
  });

  it('says why no what-if can be dealt here', () => {
    const state: FixtureState = playedGame().stateAt(AT);
    expect(redealRefusal(fixtureGame, state, 0)).toBeNull();
    const over: FixtureState = { ...state, actionsLeft: 0 };
    expect(redealRefusal(fixtureGame, over, 0)).toBe('The game is over here: there is nothing left to play from a new deal.');
    const seenAll: FixtureState = { ...state, deck: [], hands: [[...state.hands[0]!, ...state.hands[1]!, ...state.deck], []] };
    expect(redealRefusal(fixtureGame, seenAll, 0)).toBe('This seat knew every card here: a new deal would change nothing.');
  });

  it('saves the what-if line with its seat, seed and deal, and opens it as it was played', () => {
    const record = playedGame();
    const line = openRedeal(record, AT, 0, 5);
    record.play({ line, step: 4 }, 0, { type: 'draw' });
    const json = fileJson(record);
    const saved = (json.lines as { id: string; redeal?: { seat: number; seed: number } }[]).find((entry) => entry.id === line)!;
    expect(saved.redeal).toMatchObject({ seat: 0, seed: 5 });
    const loaded = replayToRecord(checkReplayJson(json), findFixture).record;
    expect(loaded.line(line).redeal).toMatchObject({ seat: 0, seed: 5 });
    expect(loaded.stateAt({ line, step: 5 })).toEqual(record.stateAt({ line, step: 5 }));
  });

  it('opens a file without what-if lines as before', () => {
    const record = playedGame();
    const json = fileJson(record);
    expect((json.lines as object[]).every((line) => !('redeal' in line))).toBe(true);
    expect(replayToRecord(checkReplayJson(json), findFixture).record.lastStep(MAIN_LINE)).toBe(4);
  });

  it.each([
    {
      name: 'a new deal that moves a card the kept seat held',
      tamper: (state: FixtureState) => ({ ...state, hands: [state.hands[1], state.hands[0]] }),
      message: /cannot stand: its new deal changes a card the kept seat knew\.$/,
    },
    {
      name: 'a new deal with a card the game does not hold',
      tamper: (state: FixtureState) => ({ ...state, deck: [...state.deck.slice(1), 'KS'] }),
      message: /cannot stand: its new deal holds other cards than the game\.$/,
    },
    {
      name: 'a new deal that is not a position of the game',
      tamper: () => ({ hands: 'none' }),
      message: /the new deal of the what-if line .* is not a position of Draw or Pass\.$/,
    },
  ])('refuses a tampered what-if line: $name', ({ tamper, message }) => {
    const record = playedGame();
    const line = openRedeal(record, AT, 0, 5);
    const json = fileJson(record);
    const saved = (json.lines as { id: string; redeal: { state: FixtureState } }[]).find((entry) => entry.id === line)!;
    saved.redeal.state = tamper(saved.redeal.state) as FixtureState;
    expect(() => replayToRecord(checkReplayJson(json), findFixture)).toThrow(ReplayError);
    expect(() => replayToRecord(checkReplayJson(json), findFixture)).toThrow(message);
  });

  it('deals no card where the seat saw it could not be, and refuses a stored deal that does', () => {
    // Ann saw that Ben's hand holds no king, as a hand seen not to follow a suit proves it holds none of that suit.
    const game: AnyGameDefinition = { ...fixtureGame, ledger: { ...fixtureGame.ledger, rulesOut: (_view: unknown, zone: string, card: string) => zone === 'hand.1' && card === 'KC' } };
    const state: FixtureState = {
      rng: seedRng(3),
      deck: ['5C', '6C', '7C', '8C', '9C', '10C', 'JC', 'QC', 'KC', 'AC'],
      hands: [[], ['2C', '3C', '4C']],
      discard: [],
      turn: 0,
      passesInRow: 0,
      actionsLeft: 12,
    };
    const record = GameRecord.fromState<FixtureState, FixtureAction>(game, { suits: 1, budget: 12 }, players, state);
    const start: Cursor = { line: MAIN_LINE, step: 0 };
    let line = '';
    for (let seed = 1; seed <= 40; seed++) {
      line = openRedeal(record, start, 0, seed);
      expect(record.stateAt({ line, step: 0 }).hands[1]).not.toContain('KC');
    }
    const json = JSON.parse(JSON.stringify(recordToReplay(record, { cursor: start, savedAt: SAVED_AT }))) as { lines: { id: string; redeal?: { state: FixtureState } }[] };
    const dealt = json.lines.find((entry) => entry.id === line)!.redeal!.state;
    const king = dealt.deck.indexOf('KC');
    [dealt.deck[king], dealt.hands[1]![0]] = [dealt.hands[1]![0]!, 'KC'];
    const findThis = (id: string) => (id === game.id ? game : undefined);
    expect(() => replayToRecord(checkReplayJson(json), findThis)).toThrow(/its new deal puts a card where the kept seat had seen it could not be\.$/);
  });

  it('plays many re-deals out with the bots and tells the odds with their interval', () => {
    const record = playedGame();
    const drawer = fixtureGame.bots.find((bot) => bot.id === 'drawer')!;
    const results = Array.from({ length: 40 }, (_, i) => playRedeal(fixtureGame, record.stateAt(AT), 0, redealSeed(3, i), [drawer, drawer], 100));
    expect(results.every((result) => result !== null && result >= 0 && result <= 1)).toBe(true);
    // The same seeds give the same series, whoever plays them.
    expect(Array.from({ length: 40 }, (_, i) => playRedeal(fixtureGame, record.stateAt(AT), 0, redealSeed(3, i), [drawer, drawer], 100))).toEqual(results);
    const odds = redealOdds(0, results);
    expect(odds.deals).toBe(40);
    expect(odds.interval.low).toBeLessThanOrEqual(odds.interval.rate!);
    expect(oddsWords(odds, 'Ann')).toMatch(/^From what Ann knew here, Ann wins \d+% of 40 re-deals \(\d+%–\d+%\)\.$/);
    expect(oddsWords(redealOdds(1, [1, 0, null, 0.5]), 'Ben')).toBe('From what Ben knew here, Ben wins 38% of 4 re-deals (9%–78%); 1 not finished by the bots.');
  });
});
