import { describe, expect, it } from 'vitest';
import { cardFace } from './card-faces';

describe('card faces', () => {
  it.each([
    ['QS', { rank: 'Q', symbol: '♠', colour: 'black', royal: true, joker: false, name: 'queen of spades' }],
    ['10H', { rank: '10', symbol: '♥', colour: 'red', royal: false, joker: false, name: 'ten of hearts' }],
    ['JK2', { rank: 'JK', symbol: '', colour: 'black', royal: false, joker: true, name: 'joker' }],
  ])('%s', (id, face) => {
    expect(cardFace(id)).toEqual(face);
  });
});
