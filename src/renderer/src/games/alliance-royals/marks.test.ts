import { describe, expect, it } from 'vitest';
import { allianceRoyals } from '../../../../engine/games/alliance-royals';
import { table } from '../../../../engine/games/alliance-royals/test-position';
import { MARK_KEY, MARK_SIGNS, markOf } from './marks';

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
