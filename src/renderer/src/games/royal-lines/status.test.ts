import { describe, expect, it } from 'vitest';
import { mutableCopy } from '../../../../engine';
import { royalLines, type RoyalLinesState } from '../../../../engine/games/royal-lines';
import { progressText, statusText } from './status';
import { playedRecord, position } from './test-positions';

const names = ['Seat 1', 'Seat 2', 'Seat 3'];
const nobot = () => false;

function status(state: RoyalLinesState, actor: number | null, isBot: (seat: number) => boolean = nobot) {
  return statusText({ view: royalLines.view(state, actor ?? 'all'), actor, names, isBot });
}

describe('the status line', () => {
  const start = () => position({ ship: ['JS', 'QS', 'KH'], hands: [['9H', '2C'], ['2D', '3C'], ['3D', '4C']] });

  it('asks the person to choose, then says who is still choosing', () => {
    const state = start();
    expect(status(state, 0)).toMatch(/^Choose a promise: click a card in your hand, then confirm\./);
    royalLines.apply(state, 0, { type: 'promise', card: '9H' });
    expect(status(state, 0)).toBe('Your promise lies face down. Waiting for Seat 2 and Seat 3.');
    expect(status(state, null)).toBe('Waiting for promises from Seat 2 and Seat 3.');
  });

  it('names the choice the rules give a player', () => {
    const state = position({
      ship: ['JS', 'QS', 'KH'],
      hands: [['9H', '2C'], ['2D', '3C'], ['3D', '4C']],
      lines: [['JH', 'QH', 'KD', 'KC'], [], []],
    });
    for (const [seat, card] of [[0, '9H'], [1, '2D'], [2, '3D']] as const) royalLines.apply(state, seat, { type: 'promise', card });
    expect(status(state, 0)).toBe('You choose which three collapse: the three kings or the three hearts.');
    expect(status(state, 1)).toBe('Seat 1 chooses which three collapse: the three kings or the three hearts.');
    expect(progressText(royalLines.view(state, 0))).toMatch(/recruitment \d+ of 13$/);
  });

  it('says who deals the next round, and that a bot deals on its own', () => {
    const { record, cursor } = playedRecord(3, 9, (state) => state.phase === 'scored');
    const state = mutableCopy(record.stateAt(cursor));
    expect(progressText(royalLines.view(state, 0))).toBe('Round 1 · scored');
    expect(status(state, 1)).toBe('Round 1 is scored. You deal round 2.');
    expect(status(state, 0, (seat) => seat === 1)).toBe('Round 1 is scored. Seat 2 deals round 2 (a bot: it deals on its own).');
  });

  it('counts the recruitments of the round (two promises left in a first-ship hand: the sixth)', () => {
    expect(progressText(royalLines.view(start(), 0))).toBe('Round 1 · ship 1 · recruitment 6 of 13');
  });
});
