import { describe, expect, it } from 'vitest';
import { allianceRoyals } from '../../../../engine/games/alliance-royals';
import { TAG_KEYS } from '../../../../engine/games/alliance-royals/editor-tags';
import { table, type TableSpec } from '../../../../engine/games/alliance-royals/test-position';
import { MARK_KEY, MARK_SIGNS, markOf, TABLE_TAGS, tableTags } from './marks';

describe('card marks on the boards', () => {
  const view = allianceRoyals.view(table({ spoils: [['KH', 'QD', 'AS', '9C'], [], [], []], meld: [[], ['JS'], [], []] }), 0);
  it.each([
    { owner: 0, card: 'KH', mark: 'royal' },
    { owner: 0, card: 'QD', mark: 'spouse' },
    { owner: 0, card: 'AS', mark: 'assassin' },
    { owner: 0, card: '9C', mark: null },
    { owner: 1, card: 'JS', mark: 'royal' },
  ])('$card on seat $owner is $mark', ({ owner, card, mark }) => {
    expect(markOf(view, owner, card)).toBe(mark);
  });
});

describe('the key to the marks', () => {
  it('gives every mark its own sign and a word', () => {
    const marks = MARK_KEY.map((entry) => entry.mark);
    expect(marks).toEqual(['royal', 'assassin', 'spouse', 'betrothed', 'hostage']);
    expect(new Set(marks.map((mark) => MARK_SIGNS[mark])).size).toBe(marks.length);
    for (const entry of MARK_KEY) expect(entry.word).not.toBe('');
  });
});

describe('the tags the table shows on Melds and Spoils', () => {
  /** Seat 1 (hearts) attacks in turn 5; seat 2 is spades, seat 3 (seat 1's ally) diamonds, seat 4 clubs. */
  function tagsOn(spec: Partial<TableSpec>, viewer: 0 | 1 | 2 | 3 | 'all' = 0): Record<string, string[]> {
    const view = allianceRoyals.view(table({ ...spec }), viewer);
    return Object.fromEntries([...tableTags(view)].map(([card, tags]) => [card, tags.map((tag) => tag.spec.key)]));
  }
  const both = { spoils: [['QH', '9C', 'JH'], [], [], []], meld: [['KH', 'KH/2'], ['JH/2', 'JH/3', 'JD'], [], []] } as const;

  it.each<{ name: string; spec: Partial<TableSpec>; shown: Record<string, string[]> }>([
    { name: 'no tags, no signs', spec: both, shown: {} },
    { name: 'melded in its owner’s latest turn: may be ransomed', spec: { ...both, tags: { [TAG_KEYS.meldedLastTurn]: ['JH/2', 'JD'] } }, shown: { 'JH/2': [TAG_KEYS.meldedLastTurn], JD: [TAG_KEYS.meldedLastTurn] } },
    { name: 'ransomed in: may be ransomed back', spec: { ...both, tags: { [TAG_KEYS.ransomedIn]: ['KH'] } }, shown: { KH: [TAG_KEYS.ransomedIn] } },
    { name: 'the holder’s royal queen won lately: may be taken in marriage', spec: { ...both, tags: { [TAG_KEYS.wonLately]: ['QH'] } }, shown: { QH: [TAG_KEYS.wonLately] } },
    { name: 'a plain card and a royal jack won lately: no marriage takes them', spec: { ...both, tags: { [TAG_KEYS.wonLately]: ['9C', 'JH'] } }, shown: {} },
    { name: 'a queen won lately when the allies share a house: no marriage', spec: { ...both, houses: ['H', 'S', 'H', 'C'], tags: { [TAG_KEYS.wonLately]: ['QH'] } }, shown: {} },
    { name: 'betrothed and hostage are marks, not tags', spec: { spoils: [['QD'], ['KH'], [], []], tags: { [TAG_KEYS.betrothed]: ['QD'], [TAG_KEYS.hostage]: ['KH'] } }, shown: {} },
  ])('$name', ({ spec, shown }) => {
    for (const viewer of [0, 1, 2, 3, 'all'] as const) expect(tagsOn(spec, viewer), `seen by ${viewer}`).toEqual(shown);
  });

  it('gives each table tag words for the key, and leaves the marks’ tags out', () => {
    expect(TABLE_TAGS.map((entry) => entry.spec.key)).toEqual([TAG_KEYS.meldedLastTurn, TAG_KEYS.ransomedIn, TAG_KEYS.wonLately]);
    for (const entry of TABLE_TAGS) {
      expect(entry.word).toMatch(/^may be /);
      expect(entry.said).toContain(', so ');
      expect(entry.title).toMatch(/\.$/);
    }
    const signs = TABLE_TAGS.map((entry) => entry.spec.sign);
    for (const mark of MARK_KEY) expect(signs).not.toContain(MARK_SIGNS[mark.mark]);
  });

  it('a card melded in its owner’s turn carries the sign until the owner attacks again', () => {
    const state = table({ ...both, tags: { [TAG_KEYS.meldedLastTurn]: ['JD'] } });
    expect(tableTags(allianceRoyals.view(state, 0)).has('JD')).toBe(true);
    let guard = 0;
    while (state.attacker !== 1 && guard++ < 200) {
      const seat = allianceRoyals.activeSeats(state)[0]!;
      allianceRoyals.apply(state, seat, allianceRoyals.legalActions(state, seat).find((action) => action.type !== 'endRound' && action.type !== 'surrender') ?? allianceRoyals.legalActions(state, seat)[0]!);
      if (state.attacker !== 1) expect(tableTags(allianceRoyals.view(state, 0)).has('JD') || !state.meld[1]!.includes('JD')).toBe(true);
    }
    expect(state.attacker).toBe(1);
    expect(state.meld[1]).toContain('JD');
    expect(tableTags(allianceRoyals.view(state, 0)).has('JD')).toBe(false);
  });
});
