import { describe, expect, it } from 'vitest';
import { lineScore } from '../../../../engine/games/royal-lines';
import { formDetail, formName, signed } from './scores';

function score(settler: string, royals: string[]) {
  return lineScore({ settlers: [settler as never], lines: [royals as never[]], settled: [] }, 0);
}

describe('a scored line in words', () => {
  it.each<[string, string, string[], string, number, string]>([
    ['aristocracy', 'AH', ['KH', 'QH'], 'Aristocracy', 6, "Only hearts, the ace's suit: 3 each, at most 6."],
    ['revolution', 'AH', ['KS', 'QC', 'JS'], 'Revolution', 6, 'Only black royals against a red settler: 2 each, at most 8.'],
    ['democracy', 'AC', ['KS', 'QH', 'JD'], 'Democracy', -1, '1 black +1 each, 2 red −1 each (from −3 to 4).'],
    ['democracy of one colour, not the ace’s suit', 'AD', ['JH'], 'Democracy', 1, '1 red +1 each (from −3 to 4).'],
    ['an empty line', 'JK1', [], 'No royals', 0, 'An empty royal line scores nothing.'],
  ])('%s', (_, settler, royals, name, points, detail) => {
    const line = score(settler, royals);
    expect(formName(line.form)).toBe(name);
    expect(line.points).toBe(points);
    expect(formDetail(line)).toBe(detail);
  });

  it('signs points with a real minus', () => {
    expect([signed(3), signed(0), signed(-2)]).toEqual(['+3', '0', '−2']);
  });
});
