import { applyPatches } from 'immer';
import { describe, expect, it } from 'vitest';
import { fixtureGame, type FixtureAction, type FixtureState } from '../testing/fixture-game';
import { GameRecord, MAIN_LINE, type Cursor } from './record';

const DRAW: FixtureAction = { type: 'draw' };
const PASS: FixtureAction = { type: 'pass' };
const OPTIONS = { suits: 1, budget: 40 };
const PLAYERS = [
  { name: 'Ann', bot: null },
  { name: 'Ben', bot: 'drawer' },
];
// Seed 7 deals the deck so that the top cards are 4♣, 7♣, 3♣, 10♣, J♣.
const SEED = 7;

function start(): GameRecord<FixtureState, FixtureAction> {
  return GameRecord.start<FixtureState, FixtureAction>(fixtureGame, OPTIONS, PLAYERS, SEED);
}

/** Plays actions in turn order from the cursor; fails the test on a refusal. */
function playAll(record: GameRecord<FixtureState, FixtureAction>, from: Cursor, actions: FixtureAction[]): Cursor {
  let cursor = from;
  for (const action of actions) {
    const seat = record.stateAt(cursor).turn;
    const result = record.play(cursor, seat, action);
    if (!result.ok) throw new Error(`refused: ${result.reason}`);
    cursor = result.cursor;
  }
  return cursor;
}

describe('GameRecord at the set-up position', () => {
  it('starts with an empty main line at step 0 and a frozen set-up state', () => {
    const record = start();
    expect(record.lines.map((l) => l.id)).toEqual([MAIN_LINE]);
    expect(record.lastStep(MAIN_LINE)).toBe(0);
    expect(record.forkStep(MAIN_LINE)).toBe(0);
    expect(record.stepAt({ line: MAIN_LINE, step: 0 })).toBeNull();
    expect(record.stateAt({ line: MAIN_LINE, step: 0 })).toBe(record.initial);
    expect(Object.isFrozen(record.initial)).toBe(true);
    expect(Object.isFrozen(record.initial.deck)).toBe(true);
    expect(record.initial.deck.at(-1)).toBe('4C');
  });
});

describe('GameRecord from a chosen position', () => {
  const position = (): FixtureState => ({ rng: [1, 2, 3, 4], deck: ['AC', '2C'], hands: [['KC'], ['QC']], discard: [], turn: 1, passesInRow: 0, actionsLeft: 9 });

  it('remembers how each game began: a deal from its seed, or the position itself', () => {
    expect(start().start).toEqual({ kind: 'deal', seed: SEED });
    const record = GameRecord.fromState<FixtureState, FixtureAction>(fixtureGame, OPTIONS, PLAYERS, position(), 12);
    expect(record.start).toEqual({ kind: 'position' });
    expect(record.seed).toBe(12);
    expect(record.initial).toEqual(position());
    expect(Object.isFrozen(record.initial.hands[0])).toBe(true);
  });

  it('plays on from the position, seat to move first', () => {
    const record = GameRecord.fromState<FixtureState, FixtureAction>(fixtureGame, OPTIONS, PLAYERS, position());
    expect(record.play({ line: MAIN_LINE, step: 0 }, 0, DRAW)).toEqual({ ok: false, reason: 'It is not your turn.' });
    const end = playAll(record, { line: MAIN_LINE, step: 0 }, [DRAW, PASS]);
    expect(record.stateAt(end).hands).toEqual([['KC'], ['QC', '2C']]);
  });

  it('treats a record built from a state without a start as one begun from that position', () => {
    const record = new GameRecord<FixtureState, FixtureAction>(fixtureGame, OPTIONS, 3, PLAYERS, position());
    expect(record.start).toEqual({ kind: 'position' });
  });

  it('starts with no annotations', () => {
    expect(start().annotations).toEqual([]);
  });
});

describe('GameRecord.play at the end of a line', () => {
  it('appends a step holding the seat, the action, the new state and its description', () => {
    const record = start();
    const result = record.play({ line: MAIN_LINE, step: 0 }, 0, DRAW);
    expect(result).toEqual({ ok: true, cursor: { line: MAIN_LINE, step: 1 }, branched: false });
    const step = record.stepAt({ line: MAIN_LINE, step: 1 })!;
    expect(step.seat).toBe(0);
    expect(step.action).toEqual(DRAW);
    expect(step.state.hands).toEqual([['4C'], []]);
    expect(step.text).toBe('Seat 1 draws a card (12 left in the deck).');
    expect(record.lastStep(MAIN_LINE)).toBe(1);
    expect(record.lines).toHaveLength(1);
  });

  it('leaves earlier states untouched', () => {
    const record = start();
    playAll(record, { line: MAIN_LINE, step: 0 }, [DRAW, DRAW, PASS]);
    expect(record.initial.hands).toEqual([[], []]);
    expect(record.stateAt({ line: MAIN_LINE, step: 1 }).hands).toEqual([['4C'], []]);
    expect(record.stateAt({ line: MAIN_LINE, step: 2 }).hands).toEqual([['4C'], ['7C']]);
    expect(record.stateAt({ line: MAIN_LINE, step: 3 }).passesInRow).toBe(1);
  });
});

describe('GameRecord.play before the end of a line', () => {
  function recordWithBranch() {
    const record = start();
    playAll(record, { line: MAIN_LINE, step: 0 }, [DRAW, DRAW, DRAW]);
    const mainSteps = [...record.line(MAIN_LINE).steps];
    const result = record.play({ line: MAIN_LINE, step: 1 }, 1, PASS);
    return { record, mainSteps, result };
  }

  it('opens a branch from the cursor and keeps the line already played', () => {
    const { record, mainSteps, result } = recordWithBranch();
    expect(result).toEqual({ ok: true, cursor: { line: 'branch-1', step: 2 }, branched: true });
    expect(record.line(MAIN_LINE).steps).toEqual(mainSteps);
    record.line(MAIN_LINE).steps.forEach((step, i) => expect(step).toBe(mainSteps[i]));
    const branch = record.line('branch-1');
    expect(branch.parent).toEqual({ line: MAIN_LINE, step: 1 });
    expect(branch.name).toBe('Branch 1 (from step 1)');
    expect(branch.steps.map((s) => s.action)).toEqual([PASS]);
    expect(record.forkStep('branch-1')).toBe(1);
    expect(record.lastStep('branch-1')).toBe(2);
  });

  it('resolves steps up to the fork through the parent line', () => {
    const { record } = recordWithBranch();
    expect(record.stateAt({ line: 'branch-1', step: 0 })).toBe(record.initial);
    expect(record.stepAt({ line: 'branch-1', step: 1 })).toBe(record.stepAt({ line: MAIN_LINE, step: 1 }));
    expect(record.stateAt({ line: 'branch-1', step: 2 }).hands).toEqual([['4C'], []]);
    expect(record.stateAt({ line: MAIN_LINE, step: 2 }).hands).toEqual([['4C'], ['7C']]);
    expect(record.history('branch-1').map((s) => s.action)).toEqual([DRAW, PASS]);
    expect(record.history(MAIN_LINE).map((s) => s.action)).toEqual([DRAW, DRAW, DRAW]);
  });

  it('extends a branch at its end and branches again from a branch', () => {
    const { record } = recordWithBranch();
    const end = playAll(record, { line: 'branch-1', step: 2 }, [DRAW]);
    expect(end).toEqual({ line: 'branch-1', step: 3 });
    expect(record.lines).toHaveLength(2);

    // Step 1 of branch-1 is inherited from the main line; a branch from it still names branch-1 as parent.
    const second = record.play({ line: 'branch-1', step: 1 }, 1, DRAW);
    expect(second).toEqual({ ok: true, cursor: { line: 'branch-2', step: 2 }, branched: true });
    expect(record.line('branch-2').parent).toEqual({ line: 'branch-1', step: 1 });
    expect(record.stepAt({ line: 'branch-2', step: 1 })).toBe(record.stepAt({ line: MAIN_LINE, step: 1 }));

    const third = record.play({ line: 'branch-1', step: 2 }, 0, DRAW);
    expect(third.ok && third.cursor).toEqual({ line: 'branch-3', step: 3 });
    expect(record.stepAt({ line: 'branch-3', step: 2 })).toBe(record.stepAt({ line: 'branch-1', step: 2 }));
    expect(record.history('branch-3').map((s) => s.action)).toEqual([DRAW, PASS, DRAW]);
  });

  it('names an explicit branch and refuses a line id twice', () => {
    const { record } = recordWithBranch();
    const id = record.branch({ line: MAIN_LINE, step: 3 }, 'Try passing');
    expect(record.line(id)).toMatchObject({ name: 'Try passing', parent: { line: MAIN_LINE, step: 3 }, steps: [] });
    expect(() => record.addLine({ id, name: 'again', parent: null, steps: [] })).toThrow(`line "${id}" appears twice`);
  });
});

describe('GameRecord refuses what it cannot play', () => {
  const cases: { name: string; setupActions: FixtureAction[]; seat: number; action: FixtureAction; reason: string }[] = [
    { name: 'an action against the rules', setupActions: [], seat: 0, action: { type: 'discard', card: 'KC' }, reason: 'You do not hold that card.' },
    { name: 'a seat out of turn', setupActions: [], seat: 1, action: DRAW, reason: 'It is not your turn.' },
    { name: 'a seat that does not exist', setupActions: [], seat: 5, action: DRAW, reason: 'It is not your turn.' },
    { name: 'any action once the game is over', setupActions: [PASS, PASS], seat: 0, action: DRAW, reason: 'The game is over.' },
  ];

  it.each(cases)('refuses $name with a reason and records nothing', ({ setupActions, seat, action, reason }) => {
    const record = start();
    const cursor = playAll(record, { line: MAIN_LINE, step: 0 }, setupActions);
    const before = record.lines.map((l) => l.steps.length);
    expect(record.play(cursor, seat, action)).toEqual({ ok: false, reason });
    expect(record.lines.map((l) => l.steps.length)).toEqual(before);
  });

  it.each([
    [{ line: MAIN_LINE, step: 1 }, 'step 1 is outside line "main" (0 to 0)'],
    [{ line: MAIN_LINE, step: -1 }, 'step -1 is outside line "main" (0 to 0)'],
    [{ line: MAIN_LINE, step: 0.5 }, 'step 0.5 is outside line "main" (0 to 0)'],
    [{ line: 'nowhere', step: 0 }, 'no line "nowhere" in this record'],
  ])('throws on a cursor outside the record: %j', (cursor, message) => {
    const record = start();
    expect(() => record.stateAt(cursor)).toThrow(message);
    expect(() => record.play(cursor, 0, DRAW)).toThrow(message);
  });
});

describe('GameRecord keeps what each action changed', () => {
  it('records patches that turn the state before into the state after and back', () => {
    const record = start();
    playAll(record, { line: MAIN_LINE, step: 0 }, [DRAW, DRAW]);
    const before = record.stateAt({ line: MAIN_LINE, step: 1 });
    const step = record.stepAt({ line: MAIN_LINE, step: 2 })!;
    expect(step.patches.map((p) => p.path.join('.'))).toEqual(expect.arrayContaining(['hands.1.0', 'turn', 'actionsLeft']));
    expect(applyPatches(before, step.patches)).toEqual(step.state);
    expect(applyPatches(step.state, step.inversePatches)).toEqual(before);
  });

  it('shares every part of the state an action did not touch', () => {
    const record = start();
    playAll(record, { line: MAIN_LINE, step: 0 }, [DRAW]);
    const before = record.initial;
    const after = record.stateAt({ line: MAIN_LINE, step: 1 });
    expect(after).not.toBe(before);
    expect(after.hands).not.toBe(before.hands);
    expect(after.hands[0]).not.toBe(before.hands[0]);
    expect(after.hands[1]).toBe(before.hands[1]);
    expect(after.discard).toBe(before.discard);
    expect(after.rng).toBe(before.rng);
    expect(Object.isFrozen(after)).toBe(true);
  });
});
