import { describe, expect, it } from 'vitest';
import { FEATURE_COUNT, FEATURE_NAMES, featuresOf, fittedLogit } from './bot-features';
import { fromState } from './solver-position';
import { position, type PositionSpec } from './test-position';

function features(spec: PositionSpec): Record<string, number> {
  const out = new Array<number>(FEATURE_COUNT).fill(Number.NaN);
  featuresOf(fromState(position(spec)), out);
  return Object.fromEntries(FEATURE_NAMES.map((name, i) => [name, out[i]!]));
}

// The couple on piles 3 and 5 with the 8♦ between: the K♠ can step onto it. No couple card can walk away.
const THREAT = ['7S', '8C', '9C', '8D', '7C', '9H'];

describe('featuresOf', () => {
  it.each<[string, PositionSpec, Record<string, number>]>([
    [
      'the supporters to move one open step from meeting',
      { court: THREAT, couple: [2, 4], decks: ['9S 8S', 'AS JD'] },
      { bias: 1, gap: 1, closed: 0, reunionNow: 1, oneOpenPile: 0, aceBetween: 0, escapes: 0, approaches: 1, supportersToMove: 1, oneOpenToMove: 0 },
    ],
    [
      'the same with the opposers to move: the pile is still open, but not for the supporters now, and the A♠ would close it',
      { court: THREAT, couple: [2, 4], decks: ['9S 8S', 'AS JD'], seat: 1 },
      { reunionNow: 0, oneOpenPile: 1, supportersToMove: 0, opposersTopCloses: 1, race: 1, behind: 0 },
    ],
    [
      'an ace between the couple',
      { court: ['7S', '8C', '9C', 'AD', '7C', '9H'], couple: [2, 4], decks: ['9S 8S', 'JD'] },
      { gap: 1, closed: 1, reunionNow: 0, oneOpenPile: 0, aceBetween: 1 },
    ],
    [
      'the couple far apart with two wrong cards on the cheapest ways, the decks of 2 and 3 cards',
      { court: ['7S', '8S', '9D', '10C', '7D', '9S'], couple: [0, 5], decks: ['9H 8C', 'JD 10D 7H'] },
      // The black card needs red, the red card black: meeting at the start, the middle or the end, two plays open the way.
      // The supporters' 9♥ on the 8♠ opens one of them; the opposers' J♦ can only open one too, wherever it goes.
      {
        gap: 4,
        closed: 2,
        ways: 3,
        shorterDeck: 2,
        supportersDeck: 2,
        opposersDeck: 3,
        race: -3,
        behind: 1,
        ownTime: 0,
        raceToMove: -3,
        closedTimesGap: 8,
        supportersTopOpens: 1,
        opposersTopCloses: -1,
      },
    ],
  ])('%s', (_name, spec, expected) => {
    expect(features(spec)).toMatchObject(expected);
  });
});

describe('fittedLogit', () => {
  it('rates a win in reach above the same couple with the opposers to move, and that above an ace between', () => {
    const now = fittedLogit(fromState(position({ court: THREAT, couple: [2, 4], decks: ['9S 8S', 'AS JD'] })));
    const theirs = fittedLogit(fromState(position({ court: THREAT, couple: [2, 4], decks: ['9S 8S', 'AS JD'], seat: 1 })));
    const ace = fittedLogit(fromState(position({ court: ['7S', '8C', '9C', 'AD', '7C', '9H'], couple: [2, 4], decks: ['9S 8S', 'AS JD'], seat: 1 })));
    expect(now).toBeGreaterThan(theirs);
    expect(theirs).toBeGreaterThan(ace);
  });

  it('is the weighted sum of the features', () => {
    const weights = FEATURE_NAMES.map((name) => (name === 'gap' ? 2 : name === 'bias' ? 0.5 : 0));
    const spec: PositionSpec = { court: ['7S', '8S', '9D', '10C', '7D', '9S'], couple: [0, 5], decks: ['9H 8C', 'JD 10D 7H'] };
    expect(fittedLogit(fromState(position(spec)), weights)).toBe(0.5 + 2 * 4);
  });
});
