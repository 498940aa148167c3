import { describe, expect, it } from 'vitest';
import type { Suit } from '../../core/cards';
import { settlerScore } from './score';
import { position } from './test-position';
import { recruit } from './test-play';
import type { CardId, Form } from './types';

const suits = (text: string) => [...text] as Suit[];

describe('evaluating royal lines', () => {
  it.each<[string, string, string, Form, number]>([
    ['an empty line', 'AS', '', 'none', 0],
    ['aristocracy: one royal of the ace’s suit', 'AS', 'S', 'aristocracy', 3],
    ['aristocracy: two', 'AS', 'SS', 'aristocracy', 6],
    ['aristocracy is capped at 6', 'AS', 'SSS', 'aristocracy', 6],
    ['same colour, other suit: democracy, not aristocracy', 'AS', 'SC', 'democracy', 2],
    ['revolution: only the other colour', 'AS', 'H', 'revolution', 2],
    ['revolution: four', 'AS', 'HDHD', 'revolution', 8],
    ['revolution is capped at 8', 'AS', 'HDHDH', 'revolution', 8],
    ['democracy: +1 and -1', 'AS', 'SH', 'democracy', 0],
    ['democracy can be negative', 'AS', 'SHHD', 'democracy', -2],
    ['democracy is at least -3', 'AS', 'SHHDDH', 'democracy', -3],
    ['democracy is at most 4', 'AH', 'HHDDDHC', 'democracy', 4],
    ['a joker settler takes the favourable colour: revolution against red royals', 'JK1', 'HD', 'revolution', 4],
    ['a joker settler never forms an aristocracy', 'JK1', 'SS', 'revolution', 4],
    ['a joker settler in a democracy counts the majority colour', 'JK1', 'SSH', 'democracy', 1],
    ['a joker settler with an even split', 'JK1', 'SH', 'democracy', 0],
    ['a joker settler with no royals', 'JK1', '', 'none', 0],
  ])('%s (%s: %s)', (_name, settler, royals, form, points) => {
    expect(settlerScore(settler as CardId, suits(royals))).toMatchObject({ form, points });
  });

  it('says which colour a joker settler stood for', () => {
    expect(settlerScore('JK1', suits('HD')).colour).toBe('black');
    expect(settlerScore('JK1', suits('SSH')).colour).toBe('black');
    expect(settlerScore('JK1', suits('SC')).colour).toBe('red');
  });
});

describe('round winners', () => {
  function scored(lines: string[][], settlers: string[], wins?: number[]) {
    const state = position({ ship: ['KC'], shipNumber: 2, hands: [['2H'], ['3H'], ['4H']], lines, settlers, ...(wins ? { wins } : {}) });
    // Nobody plays a club: the K♣ is discarded and the lines stay as given.
    return recruit(state, ['2H', '3H', '4H']);
  }

  it('gives the best royal line a win point', () => {
    const state = scored([['KS', 'QS'], ['KH'], []], ['AS', 'AH', 'AD']);
    expect(state.result?.scores.map((score) => score.points)).toEqual([6, 3, 0]);
    expect(state.result?.winners).toEqual([0]);
    expect(state.wins).toEqual([1, 0, 0]);
  });

  it('gives every tied winner a win point', () => {
    const state = scored([['KS', 'QS'], ['KH', 'QH'], ['JD']], ['AS', 'AH', 'AC']);
    expect(state.result?.winners).toEqual([0, 1]);
    expect(state.result?.best).toBe(6);
    expect(state.wins).toEqual([1, 1, 0]);
  });

  it('lets empty lines win when nobody scores above 0', () => {
    const state = scored([[], ['KS', 'KH'], []], ['AS', 'AH', 'AC']);
    expect(state.result?.scores.map((score) => [score.form, score.points])).toEqual([
      ['none', 0],
      ['democracy', 0],
      ['none', 0],
    ]);
    expect(state.result?.winners).toEqual([0, 1, 2]);
  });
});
