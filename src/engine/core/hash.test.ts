import { describe, expect, it } from 'vitest';
import { stateHash } from './hash';

describe('stateHash', () => {
  it('ignores key order', () => {
    expect(stateHash({ a: 1, b: [1, 2], c: { x: 'y', z: null } })).toBe(stateHash({ c: { z: null, x: 'y' }, b: [1, 2], a: 1 }));
  });

  it.each([
    [{ a: 1 }, { a: 2 }],
    [{ deck: ['QS', 'KS'] }, { deck: ['KS', 'QS'] }],
    [{ a: 1 }, { a: 1, b: 0 }],
    [{ a: '1' }, { a: 1 }],
  ])('tells %j from %j', (a, b) => {
    expect(stateHash(a)).not.toBe(stateHash(b));
  });

  it('is a short stable string', () => {
    const hash = stateHash({ turn: 0 });
    expect(hash).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(stateHash({ turn: 0 })).toBe(hash);
  });
});
