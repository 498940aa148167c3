import { describe, expect, it } from 'vitest';
import { findGame, type PlayerInfo } from '../../../engine';
import { nextWhatIfSeed, seatsForWhatIf, whatIfBot } from './what-if';

const royals = findGame('royals')!;
const people: PlayerInfo[] = [
  { name: 'Ann', bot: null },
  { name: 'Ben', bot: null },
];
const botsAlone: PlayerInfo[] = [
  { name: 'Seat 1', bot: 'random' },
  { name: 'Seat 2', bot: whatIfBot(royals)! },
];

describe('who plays a what-if line', () => {
  it.each([
    { name: 'people, the person keeps the seat', players: people, play: 'person' as const, seated: [{ name: 'Ann', bot: null }, { name: 'Ben', bot: whatIfBot(royals) }] },
    { name: 'people, bots alone', players: people, play: 'bots' as const, seated: [{ name: 'Ann', bot: whatIfBot(royals) }, { name: 'Ben', bot: whatIfBot(royals) }] },
    { name: 'bots, the person takes the kept seat', players: botsAlone, play: 'person' as const, seated: [{ name: 'Seat 1', bot: null }, botsAlone[1]] },
    { name: 'bots, bots alone keep their own bots', players: botsAlone, play: 'bots' as const, seated: botsAlone },
  ])('$name', ({ players, play, seated }) => {
    expect(seatsForWhatIf(royals, players, 0, play)).toEqual(seated);
  });

  it('never picks the random bot where one thinks', () => {
    expect(whatIfBot(royals)).not.toBe('random');
  });

  it('deals each what-if with a seed not used on the record yet', () => {
    expect(nextWhatIfSeed([{}, { redeal: { seed: 4 } }, { redeal: { seed: 2 } }])).toBe(5);
    expect(nextWhatIfSeed([{}])).toBe(1);
  });
});
