import { describe, expect, it } from 'vitest';
import { tagProblems } from '../../core/editor';
import type { Seat } from '../../core/game';
import { randomInt, seedRng } from '../../core/rng';
import { stateHash } from '../../core/hash';
import { allianceRoyalsEditor } from './editor';
import { CARD_TAGS, TAG_KEYS, tagsOfState, tagsOfView } from './editor-tags';
import { allianceRoyals } from './index';
import { scoreLine } from './score';
import type { AllianceRoyalsState } from './types';
import { defaultOptions } from './options';
import { countedRoyals } from './royals';
import { act, refusal, throughGifts } from './test-play';
import { table, tablePosition, type TableSpec } from './test-position';

const OPTIONS = defaultOptions();
const FILL = ['2C', '3C', '4C', '5C', '6C', '7C', '8C', '2D', '3D', '4D', '5D', '6D', '7D', '8D', '5S', '2H', '3H', '4H', '5H', '6H', '7H', '8H'];

/**
 * Seat 1 (hearts) attacks in turn 5 with seat 4 dealing; seat 2 (spades) melded J♥ J♥ J♦ and holds Q♦ in Spoils; seat
 * 3 (diamonds) holds K♦ in Spoils; seat 1 holds K♥ in hand and K♠ and Q♠ in Spoils.
 */
function spec(tags: TableSpec['tags']): TableSpec {
  return {
    hands: [['JS', 'KH', '9D', '9D/2'], ['10S', '6S', '7S'], ['9C', '9C/2', '10C'], ['AC', 'AC/2', 'AC/3']],
    spoils: [['KS', 'QS'], ['QD'], ['KD'], []],
    meld: [[], ['JH', 'JH/2', 'JD'], [], []],
    stack: FILL,
    tags,
  };
}

function problems(tags: TableSpec['tags'], edit: Partial<TableSpec> = {}): string[] {
  return allianceRoyalsEditor.validate(tablePosition({ ...spec(tags), ...edit }), OPTIONS, 4).map((problem) => problem.message);
}

describe('tags a designer sets on cards', () => {
  it('are listed for the Melds and the Spoils only', () => {
    expect(CARD_TAGS.map((tag) => [tag.key, tag.zones.map((zone) => zone.split('.')[0])[0]])).toEqual([
      ['melded-last-turn', 'meld'],
      ['ransomed-in', 'meld'],
      ['won-lately', 'spoils'],
      ['betrothed', 'spoils'],
      ['hostage', 'spoils'],
    ]);
  });

  it('melded in its owner’s latest turn: another player may ransom it', () => {
    const state = table(spec({ [TAG_KEYS.meldedLastTurn]: ['JH'] }));
    throughGifts(state, '9D', '9C');
    expect(refusal(state, 0, { type: 'ransom', royal: 'JH', pay: 'JS' })).toBeNull();
    expect(refusal(state, 0, { type: 'ransom', royal: 'JH/2', pay: 'JS' })).toBe('J♥ was not melded in Seat 2\'s previous turn.');
    act(state, 0, { type: 'ransom', royal: 'JH', pay: 'JS' });
    expect(state.meld[1]).toEqual(['JS', 'JH/2', 'JD']);
  });

  it('paid into a Meld by a ransom: its owner may ransom it back in their turn', () => {
    const state = table({
      ...spec({ [TAG_KEYS.ransomedIn]: ['KH'] }),
      hands: [['JS', 'KS/2', '9D', '9D/2'], ['10S', '6S', '7S'], ['9C', '9C/2', '10C'], ['AC', 'AC/2', 'AC/3']],
      meld: [['KH', 'KH/2'], ['JH', 'JH/2', 'JD'], [], []],
    });
    throughGifts(state, '9D', '9C');
    expect(refusal(state, 0, { type: 'ransom', royal: 'KH', pay: 'KS/2' })).toBeNull();
    expect(refusal(state, 0, { type: 'ransom', royal: 'KH/2', pay: 'KS/2' })).toBe('You may ransom K♥ from your own Meld only in your next turn after it was put there by a ransom.');
  });

  it('won in a battle lately: the attacker may take it from the ally’s Spoils in an arranged marriage', () => {
    const tagged = table({ ...spec({ [TAG_KEYS.wonLately]: ['KD'] }) });
    throughGifts(tagged, '9D', '9C');
    expect(refusal(tagged, 0, { type: 'arrange', give: 'KH', take: 'KD' })).toBeNull();
    const untagged = table(spec(undefined));
    throughGifts(untagged, '9D', '9C');
    expect(refusal(untagged, 0, { type: 'arrange', give: 'KH', take: 'KD' })).toBe('Your ally did not win K♦ in a battle since your previous turn.');
  });

  it('betrothed: the ally’s royal counts as its owner’s from the turn’s start, under the standard option', () => {
    // Seat 3 (diamonds) holds K♥, seat 1's royal, betrothed to it: seat 1 counts it among its royals.
    const tags = { [TAG_KEYS.betrothed]: ['KH'] };
    const state = table({ ...spec(tags), hands: [['JS', '9D', '9D/2'], ['10S', '6S', '7S'], ['9C', '9C/2', '10C'], ['AC', 'AC/2', 'AC/3']], spoils: [['KS', 'QS'], ['QD'], ['KD', 'KH'], []] });
    expect(state.betrothed).toEqual(['KH']);
    expect(countedRoyals(state, 0)).toContain('KH');
    expect(state.privilege.royal).toBe(true);
  });

  it('a hostage: held by the Spoils’ owner, and an enemy may redeem it', () => {
    const state = table(spec({ [TAG_KEYS.hostage]: ['QD'] }));
    expect(state.hostages).toEqual([{ card: 'QD', holder: 1 }]);
    throughGifts(state, '9D', '9C');
    // Seat 1 is seat 2's enemy: it may redeem the hostage with a king or queen of another suit.
    act(state, 0, { type: 'redeem', hostage: 'QD', pay: 'KH' });
    expect(state.hands[0]).toContain('QD');
    expect(state.spoils[1]).toEqual(['KH']);
    expect(state.hostages).toEqual([]);
    const untagged = table(spec(undefined));
    throughGifts(untagged, '9D', '9C');
    expect(refusal(untagged, 0, { type: 'redeem', hostage: 'QD', pay: 'KH' })).toBe('Q♦ is not a hostage.');
  });

  it('come back as the editor showed them from a saved position, which rebuilds exactly', () => {
    const tags = { [TAG_KEYS.meldedLastTurn]: ['JH'], [TAG_KEYS.wonLately]: ['KD'], [TAG_KEYS.hostage]: ['QD'] };
    const state = table(spec(tags));
    const position = allianceRoyalsEditor.toPosition(state);
    expect(position.tags).toEqual(tags);
    expect(stateHash(allianceRoyalsEditor.toState(position, OPTIONS, 4, [...state.rng]))).toBe(stateHash(state));
    // Edited (the turn's record dropped), the tags still say what they said.
    const { extra: _record, ...edited } = position;
    expect(allianceRoyalsEditor.validate(edited, OPTIONS, 4)).toEqual([]);
    expect(allianceRoyalsEditor.toPosition(allianceRoyalsEditor.toState(edited, OPTIONS, 4, seedRng(9))).tags).toEqual(tags);
  });

  it.each<{ name: string; tags: Record<string, string[]>; edit: Partial<TableSpec>; message: string }>([
    { name: 'a card melded by the attacker', tags: { [TAG_KEYS.meldedLastTurn]: ['JH'] }, edit: { meld: [['JH', 'JH/2', 'JD'], [], [], []] } as Partial<TableSpec>, message: 'Seat 1 attacks in this turn, so J♥, melded in their previous turn, can no longer be ransomed: take the tag off.' },
    { name: 'a card melded by a seat that has not attacked yet', tags: { [TAG_KEYS.meldedLastTurn]: ['JH'] }, edit: { turn: 1, dealer: 3 } as Partial<TableSpec>, message: 'Seat 2 has not attacked yet this round, so J♥ was not melded in a turn of theirs: take the tag off, or set the dealer or the turn.' },
    { name: 'a card both melded and paid in', tags: { [TAG_KEYS.meldedLastTurn]: ['JH'], [TAG_KEYS.ransomedIn]: ['JH'] }, edit: {}, message: 'J♥ was paid in by a ransom, not melded: take one of its tags off.' },
    { name: 'a card paid in that is not the owner’s royal', tags: { [TAG_KEYS.ransomedIn]: ['JH'] }, edit: {}, message: 'Only a royal of Seat 2’s house (spades) paid into their Meld can be ransomed back: J♥ is not one.' },
    { name: 'a card won before the first turn', tags: { [TAG_KEYS.wonLately]: ['KD'] }, edit: { turn: 1, dealer: 3 } as Partial<TableSpec>, message: 'No battle is fought before the round’s first turn, so K♦ was not won in one: take the tag off, or set the turn.' },
    { name: 'a betrothed card that is not the ally’s king or queen', tags: { [TAG_KEYS.betrothed]: ['KD'] }, edit: {}, message: 'Only Seat 1’s royal king or queen (hearts) can be betrothed in Seat 3’s Spoils: K♦ is not one.' },
    { name: 'a hostage of the holder’s own house', tags: { [TAG_KEYS.hostage]: ['KD'] }, edit: {}, message: 'Only an enemy’s king or queen can be a hostage: K♦ in Seat 3’s Spoils is not one (no enemy of Seat 3 has diamonds as home house).' },
  ])('refuse $name', ({ tags, edit, message }) => {
    expect(problems(tags, edit)).toContain(message);
  });

  it('a tag on a card lying where it means nothing, or a tag the game does not have, is a problem the editor names', () => {
    const position = tablePosition({ ...spec({ [TAG_KEYS.hostage]: ['KH'], 'no-such-tag': ['JS'] }) });
    const zones = allianceRoyalsEditor.zones(OPTIONS, 4);
    expect(tagProblems(position, CARD_TAGS, zones).map((problem) => problem.message)).toEqual([
      'There is no card tag "no-such-tag" in this game.',
      'K♥ is tagged “Held as a hostage by this Spoils’ owner”, but it lies in Seat 1\'s hand, where the tag means nothing.',
    ]);
  });
});

describe('a turn’s start reached in play, edited so that its record is dropped', () => {
  /**
   * Seeded random games: at each turn's start the position goes to the editor, loses its record as at a first edit,
   * and is played on beside the game itself with the same actions to the end of the turn. The tags must carry
   * everything the turn can use: the same actions for every seat at every step, the same score lines.
   */
  function series(games: number): { starts: number; tagged: Record<string, number> } {
    const tagged: Record<string, number> = {};
    let starts = 0;
    const options = { ...OPTIONS, target: 300, floor: -300 };
    for (let seed = 1; seed <= games; seed++) {
      const state = allianceRoyals.setup(options, 4, seed);
      const chooser = { rng: seedRng(seed * 7) };
      let twin: AllianceRoyalsState | null = null;
      let turn = state.turn;
      for (let step = 0; step < 600 && !allianceRoyals.outcome(state); step++) {
        if (state.turn !== turn) twin = null;
        if (state.turn !== turn && state.phase === 'draw') {
          starts++;
          for (const key of Object.keys(tagsOfState(state))) tagged[key] = (tagged[key] ?? 0) + 1;
          const { extra: _record, ...edited } = allianceRoyalsEditor.toPosition(state);
          expect(allianceRoyalsEditor.validate(edited, options, 4), `seed ${seed}, turn ${state.turn}`).toEqual([]);
          twin = allianceRoyalsEditor.toState(edited, options, 4, [...state.rng]);
        }
        turn = state.turn;
        if (twin) {
          for (const seat of [0, 1, 2, 3] as Seat[]) {
            expect(allianceRoyals.legalActions(twin, seat), `seed ${seed}, step ${step}, seat ${seat + 1}`).toEqual(allianceRoyals.legalActions(state, seat));
            expect(scoreLine(twin, seat)).toEqual(scoreLine(state, seat));
          }
        }
        const seat = allianceRoyals.activeSeats(state)[0]!;
        const legal = allianceRoyals.legalActions(state, seat);
        const action = legal[randomInt(chooser, 0, legal.length - 1)]!;
        allianceRoyals.apply(state, seat, action);
        if (twin) allianceRoyals.apply(twin, seat, action);
      }
    }
    return { starts, tagged };
  }

  it('plays the rest of the turn exactly as the game goes on, every tag met along the way', () => {
    const { starts, tagged } = series(40);
    expect(starts).toBeGreaterThan(300);
    expect(Object.keys(tagged).sort()).toEqual(CARD_TAGS.map((tag) => tag.key).sort());
  });
});

describe('the tags a seat’s view shows', () => {
  it('are the state’s own, for every viewer at every step of seeded games', () => {
    const seen: Record<string, number> = {};
    for (let seed = 1; seed <= 40; seed++) {
      const state = allianceRoyals.setup({ ...OPTIONS, target: 300, floor: -300 }, 4, seed);
      const chooser = { rng: seedRng(seed * 7) };
      for (let step = 0; step < 400 && !allianceRoyals.outcome(state); step++) {
        const tags = tagsOfState(state);
        for (const key of Object.keys(tags)) seen[key] = (seen[key] ?? 0) + 1;
        for (const viewer of [0, 1, 2, 3, 'all'] as const) {
          expect(tagsOfView(allianceRoyals.view(state, viewer)), `seed ${seed}, step ${step}, viewer ${viewer}`).toEqual(tags);
        }
        const seat = allianceRoyals.activeSeats(state)[0]!;
        const legal = allianceRoyals.legalActions(state, seat);
        allianceRoyals.apply(state, seat, legal[randomInt(chooser, 0, legal.length - 1)]!);
      }
    }
    // Every tag came up, so the comparison met each of them.
    expect(Object.keys(seen).sort()).toEqual(CARD_TAGS.map((tag) => tag.key).sort());
  });
});
