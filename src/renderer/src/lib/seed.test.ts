import { describe, expect, it } from 'vitest';
import { parseSeed, randomSeed } from './seed';

describe('the seed field', () => {
  it.each([
    { text: '', result: { ok: true, seed: null } },
    { text: '  ', result: { ok: true, seed: null } },
    { text: '42', result: { ok: true, seed: 42 } },
    { text: ' 0 ', result: { ok: true, seed: 0 } },
    { text: '2147483647', result: { ok: true, seed: 2147483647 } },
  ])('reads "$text"', ({ text, result }) => {
    expect(parseSeed(text)).toEqual(result);
  });

  it.each(['-1', '1.5', 'abc', '2147483648', '1e3'])('refuses "%s" with a reason', (text) => {
    const result = parseSeed(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/seed/i);
  });

  it('draws random seeds inside the range a replay file accepts', () => {
    for (let i = 0; i < 50; i++) {
      const seed = randomSeed();
      expect(Number.isInteger(seed) && seed >= 0 && seed <= 2147483647).toBe(true);
    }
  });
});
