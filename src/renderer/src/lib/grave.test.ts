import { describe, expect, it } from 'vitest';
import { setApart, type GraveQuestion } from './grave';

const ASKED: GraveQuestion = { title: 'Resign?', meaning: 'The other side wins.', confirm: 'Resign' };

describe('grave choices are set apart from the ordinary ones', () => {
  it.each([
    { name: 'a grave choice among others comes after them all', actions: ['a', 'resign', 'b', 'c'], ordinary: ['a', 'b', 'c'], grave: ['resign'] },
    { name: 'nothing grave: every choice as it was', actions: ['a', 'b'], ordinary: ['a', 'b'], grave: [] },
    { name: 'each group keeps its order', actions: ['resign', 'a', 'concede', 'b'], ordinary: ['a', 'b'], grave: ['resign', 'concede'] },
    { name: 'no choices at all', actions: [], ordinary: [], grave: [] },
  ])('$name', ({ actions, ordinary, grave }) => {
    const split = setApart(actions, (action) => (action === 'resign' || action === 'concede' ? ASKED : null));
    expect(split.ordinary).toEqual(ordinary);
    expect(split.grave).toEqual(grave.map((action) => ({ action, question: ASKED })));
  });
});
