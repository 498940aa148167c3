import { describe, expect, it } from 'vitest';
import { allianceRoyals, type AllianceRoyalsAction } from '../../../../engine/games/alliance-royals';
import { act, drawAll, plainTurn, throughGifts } from '../../../../engine/games/alliance-royals/test-play';
import { table } from '../../../../engine/games/alliance-royals/test-position';
import { actionsFor, distinctChoices, nextPick, pickableCards, promptText, whyNot } from './picking';

// Seat 1 (hearts) attacks and comes to its optional plays, with an assassin in Spoils and two of its targets on other boards.
function turnOfSeat1() {
  const state = table({
    hands: [['9H', '10S', '10D', '10C', '5C'], ['QS'], ['KD'], ['9S']],
    spoils: [['AD', 'KH'], ['QD', 'JS'], ['KD/2', 'QH'], ['10D/2']],
    stack: ['5S', '6S', '7S', '8S', '2S', '3S', '4S', '2C', '3C', '4C'],
  });
  throughGifts(state, '5C', 'KD');
  // The battle and its spoils played plainly (seat 1 plays its lowest card, the 9♥), up to the optional plays.
  return plainTurn(state, true);
}

const words = (actions: readonly AllianceRoyalsAction[], state = turnOfSeat1()) => actions.map((action) => allianceRoyals.actionLabel(state, action)).sort();

describe('picking cards narrows the actions', () => {
  const state = turnOfSeat1();
  const legal = allianceRoyals.legalActions(state, 0);

  it.each([
    { name: 'nothing picked: every legal action', picked: [], count: legal.length },
    { name: 'a hand card: what it can do', picked: ['9H'], labels: ['Discard 9♥'] },
    { name: 'the assassin: every victim it can reach', picked: ['AD'], labels: ['Assassinate 10♦ in Seat 4’s Spoils with A♦', 'Assassinate K♦ in Seat 3’s Spoils with A♦', 'Assassinate Q♦ in Seat 2’s Spoils with A♦'] },
    { name: 'a victim on a board: the one assassination', picked: ['QD'], labels: ['Assassinate Q♦ in Seat 2’s Spoils with A♦'] },
    { name: 'one ten: the melds it is in and its discard', picked: ['10S'], labels: ['Discard 10♠', 'Meld 10♠ 10♦ 10♣'] },
    { name: 'two cards no action shares', picked: ['9H', '10S'], labels: [] },
  ])('$name', ({ picked, count, labels }) => {
    const offered = actionsFor(picked, legal);
    if (count !== undefined) expect(offered).toHaveLength(count);
    if (labels) expect(words(offered)).toEqual(labels);
  });

  it.each([
    { name: 'a first card is picked', picked: [], card: '10S', next: ['10S'] },
    { name: 'a card that narrows the choice is added', picked: ['10S'], card: '10D', next: ['10S', '10D'] },
    { name: 'a picked card is let go', picked: ['10S', '10D'], card: '10S', next: ['10D'] },
    { name: 'a card with uses of its own, none shared, starts a new choice', picked: ['10S'], card: '9H', next: ['9H'] },
    { name: 'a card no action uses (J♠ on seat 2’s board): nothing to pick', picked: ['10S'], card: 'JS', next: null },
  ])('a click: $name', ({ picked, card, next }) => {
    expect(nextPick(picked, card, legal)).toEqual(next);
  });

  it('the cards still worth picking are those the offered actions name', () => {
    expect([...pickableCards(['AD'], actionsFor(['AD'], legal))].sort()).toEqual(['10D/2', 'KD/2', 'QD']);
    expect([...pickableCards(['10S'], actionsFor(['10S'], legal))].sort()).toEqual(['10C', '10D']);
  });

  it.each([
    { picked: [], offered: 10, text: 'Pick a card in your hand or on a board to see what it can do; discard a card to end your turn.' },
    { picked: ['AD'], offered: 3, text: '3 actions use A♦: choose below, or pick another card.' },
    { picked: ['QD'], offered: 1, text: 'One action uses Q♦: choose below.' },
    { picked: ['9H', '10S'], offered: 0, text: 'Nothing you may do now uses 9♥ 10♠.' },
  ])('the prompt for $picked', ({ picked, offered, text }) => {
    expect(promptText(allianceRoyals.view(state, 0), picked, offered, legal)).toBe(text);
  });

  it('names the boards only when a play there uses a card on one', () => {
    const fromTheHand = legal.filter((action) => action.type === 'discard');
    expect(promptText(allianceRoyals.view(state, 0), [], fromTheHand.length, fromTheHand)).toBe(
      'Pick a card in your hand to see what it can do; discard a card to end your turn.',
    );
  });
});

describe('one button per choice', () => {
  it('two copies of a card in the hand give one button; picking a copy keeps its own action', () => {
    const state = drawAll(table({ hands: [['10C/2', '10C/3', '9H'], ['QS'], ['KD'], ['9S']] }));
    const legal = allianceRoyals.legalActions(state, 0).filter((action) => action.type === 'gift');
    const label = (action: AllianceRoyalsAction) => allianceRoyals.actionLabel(state, action);
    expect(legal.map(label).filter((text) => text === 'Give 10♣')).toHaveLength(2);
    expect(distinctChoices(legal, label).map(label).filter((text) => text === 'Give 10♣')).toHaveLength(1);
    expect(distinctChoices(actionsFor(['10C/3'], legal), label)).toEqual([{ type: 'gift', card: '10C/3' }]);
  });
});

describe('the prompt for a draw names only the ways the rules allow', () => {
  const draw = (from: 'stack' | 'discard'): AllianceRoyalsAction => ({ type: 'draw', from });
  const view = allianceRoyals.view(table({ hands: [['9H'], ['QS'], ['KD'], ['9S']] }), 0);
  it.each<{ legal: AllianceRoyalsAction[]; text: string }>([
    { legal: [draw('stack')], text: 'Draw from the stack.' },
    { legal: [draw('stack'), draw('discard')], text: 'Draw from the stack, or take the top of the discard pile.' },
    { legal: [draw('stack'), { type: 'bundle', card: '5C' }], text: 'Draw from the stack, or pick a card in the discard pile to take the pile from it.' },
    { legal: [draw('discard')], text: 'Take the top of the discard pile.' },
    { legal: [{ type: 'bundle', card: '5C' }, { type: 'pass' }], text: 'You may pick a card in the discard pile to take the pile from it, or skip the draw.' },
    { legal: [{ type: 'pass' }], text: 'Nothing can be drawn: skip the draw.' },
  ])('$text', ({ legal, text }) => {
    expect(view.phase).toBe('draw');
    expect(promptText(view, [], legal.length, legal)).toBe(text);
  });
});

// "If the Draw Stack runs out ... players skipping their draw unless they can legally draw from the Discard Pile." (ruling A31)
describe('the prompt for a draw only a choice could make says the draw may be skipped', () => {
  // Seat 1 (hearts) attacks with the stack gone and a discard top of another house.
  const drawOf = (hand: string[], discard: string[], spoils: string[] = []) =>
    table({ houses: ['H', 'S', 'D', 'S'], hands: [hand, ['3D'], ['4D'], ['5D']], spoils: [spoils, [], [], []], discard, stack: [], restDead: true });
  it.each([
    { name: 'the top would complete a change of house', state: drawOf(['10S/2', '10S/3', '5C'], ['10S']), text: 'You may take the top of the discard pile to change houses, or skip the draw.' },
    {
      name: 'only a bundle could be drawn',
      state: drawOf(['9C/3', '5C'], ['9C', '9C/2'], ['KH', 'QH']),
      text: 'You may pick a card in the discard pile to take the pile from it, or skip the draw.',
    },
    {
      name: 'a change of house or a bundle',
      state: drawOf(['10S/2', '10S/3', '9C/3'], ['9C', '9C/2', '10S'], ['KH', 'QH']),
      text: 'You may take the top of the discard pile to change houses, or pick a card in the discard pile to take the pile from it, or skip the draw.',
    },
    // A change from three alike in the hand is a play of the turn, not a way to draw.
    { name: 'a change of house without the top, and a bundle', state: drawOf(['JS', 'JS/2', 'JS/3', '9C/3'], ['9C', '9C/2'], ['KH', 'QH']), text: 'You may pick a card in the discard pile to take the pile from it, or skip the draw.' },
  ])('$name', ({ state, text }) => {
    expect(state.phase).toBe('draw');
    const legal = allianceRoyals.legalActions(state, 0);
    expect(legal).toContainEqual({ type: 'pass' });
    expect(promptText(allianceRoyals.view(state, 0), [], legal.length, legal)).toBe(text);
  });

  it('a player who may simply draw is not told of a skip', () => {
    const state = drawOf(['10S/2', '10S/3', '5C'], ['10S', '7H']);
    const legal = allianceRoyals.legalActions(state, 0);
    expect(promptText(allianceRoyals.view(state, 0), [], legal.length, legal)).toBe('Take the top of the discard pile.');
  });
});

describe('a hand card no action uses says why', () => {
  // Seat 2 attacks and leads a spade; seat 3 holds a spade and a heart, so the heart may not be played.
  it.each([
    { name: 'a card that does not follow suit', card: '9H', text: 'You must follow suit: 5♠ was led and you hold spades.' },
    { name: 'a card with no use in this phase', card: '9H', phase: 'draw' as const, text: 'Nothing you may do now uses 9♥.' },
  ])('$name', ({ card, phase, text }) => {
    const state = throughGifts(table({ hands: [['2C', '3C'], ['5S', '4D'], ['7S', '9H'], ['8C']], attacker: 1 }), '4D', '8C');
    const reason = (action: AllianceRoyalsAction) => allianceRoyals.illegalReason(state, 2, action);
    if (!phase) {
      act(state, 1, { type: 'play', card: '5S' });
      expect(state.queue[0]).toBe(2);
    }
    expect(whyNot(card, phase ?? state.phase, reason)).toBe(text);
  });
});
