import { describe, expect, it } from 'vitest';
import { royalLines } from '../../../../engine/games/royal-lines';
import { headline, playsShown, roleNote } from './plays';
import { afterRecruitment } from './test-positions';

function lastSeen(spec: Parameters<typeof afterRecruitment>[0], promises: string[]) {
  return royalLines.view(afterRecruitment(spec, promises), 0).lastRecruitment!;
}

describe('the revealed promises of the last recruitment', () => {
  it('the rules example: the 9♥ and 9♣ cancel in a joker draw and the 8♠ wins', () => {
    const record = lastSeen({ ship: ['KD', 'JK1', 'QS'], hands: [['9H', '2D'], ['8S', '3D'], ['9C', '4D'], ['4C', '5D']] }, ['9H', '8S', '9C', '4C']);
    const plays = playsShown(record);
    expect(plays.map((p) => [p.by, p.card, p.role, p.target])).toEqual([
      [0, '9H', 'cancelled', 'JK1'],
      [1, '8S', 'winner', 'QS'],
      [2, '9C', 'cancelled', 'JK1'],
      [3, '4C', 'beaten', 'JK1'],
    ]);
    expect(plays.map(roleNote)).toEqual(['cancelled', 'wins', 'cancelled', 'too low']);
    expect(headline(record)).toBe('Seat 2 recruits the Q♠ with the 8♠.');
  });

  it.each<[string, string[], string[], string[], string]>([
    ['nobody attracts: the topmost is discarded', ['KH', 'QS', 'JS'], ['9D', '10C', '4D'], ['unattractive', 'unattractive', 'unattractive'], 'Nobody recruits: the J♠ is discarded.'],
    ['equal promises lose on suit order', ['JD', 'KH', 'QS'], ['9H', '9S', '2C'], ['outranked', 'winner', 'unattractive'], 'Seat 2 recruits the Q♠ with the 9♠.'],
    ['an ace takes over', ['JD', 'KH', 'AS'], ['9H', '9S', '2C'], ['outranked', 'winner', 'unattractive'], "Seat 2 recruits the A♠ with the 9♠: the ace takes over Seat 2's colony."],
  ])('%s', (_, ship, promises, roles, line) => {
    const hands = promises.map((card, seat) => [card, ['5D', '6D', '7D'][seat]!]);
    const record = lastSeen({ ship, hands, settlers: ['AH', 'JK1', 'AC'] }, promises);
    expect(playsShown(record).map((p) => p.role)).toEqual(roles);
    expect(headline(record)).toBe(line);
  });

  it('the pirates of a 2-player game', () => {
    const record = lastSeen({ ship: ['JC', 'KH', 'QS'], hands: [['2H', '2D'], ['3H', '3D']], promiseDeck: ['10H', '4C'] }, ['2H', '3H']);
    expect(playsShown(record).map((p) => [p.by, p.role])).toEqual([
      [0, 'beaten'],
      [1, 'beaten'],
      ['pirates', 'winner'],
    ]);
    expect(headline(record)).toBe('The pirates win the K♥ with the 10♥; it is discarded.');
  });

  it('a promise shuffled back for the second ship is no longer named to other seats', () => {
    const state = afterRecruitment(
      { ship: ['KH', 'QS'], hands: [['9H'], ['2S'], ['3C']], colonialDeck: ['JC', 'QC', 'KC', 'JD', 'QD', 'KD'] },
      ['9H', '2S', '3C'],
    );
    const seen = (viewer: number) => playsShown(royalLines.view(state, viewer).lastRecruitment!);
    for (const viewer of [0, 1, 2]) {
      const hidden = new Set<string>(royalLines.hiddenFrom(state, viewer));
      for (const play of seen(viewer)) {
        if (play.card) expect(hidden.has(play.card)).toBe(false);
        else expect(['unknown', 'winner']).toContain(play.role);
      }
    }
    expect(seen(0).some((play) => play.card === null)).toBe(true);
    expect(seen(0).find((p) => p.by === 0)!.role).toBe('winner');
  });
});
