import { describe, expect, it } from 'vitest';
import { royals, type RoyalsAction } from '../../../../engine/games/royals';
import { position, play } from '../../../../engine/games/royals/test-position';
import { actionsFor, aimAt, promptText, turnClosers, usefulCards } from './picking';

const NAMES = ['Ann', 'Bo'];

describe('the actions a selection leads to', () => {
  const state = position({ hands: [['7S', '7H', 'QD', 'AC'], []], fields: [['KS'], ['JD']] });
  const legal = royals.legalActions(state, 0);

  it.each([
    { selection: ['7S', '7H'], types: ['arrows', 'discard'] },
    { selection: ['QD'], types: ['recruit', 'discard'] },
    { selection: ['7S'], types: ['royal-attack', 'discard'] },
    { selection: [], types: ['end-turn', 'last-reshuffle'] },
  ])('$selection', ({ selection, types }) => {
    const found = new Set(actionsFor(selection, legal).map((action: RoyalsAction) => action.type));
    expect([...found].sort()).toEqual([...types].sort());
  });

  it('the turn closes by End the turn or the Last Reshuffle, whatever is selected', () => {
    expect(turnClosers(legal).map((action) => action.type).sort()).toEqual(['end-turn', 'last-reshuffle']);
  });

  it('every hand card can be used somehow', () => {
    expect([...usefulCards(legal)].sort()).toEqual(['7H', '7S', 'AC', 'QD']);
  });
});

describe('aiming by clicking field cards', () => {
  // Ann holds two sevens and has a king and a queen on her field; Bo has a jack and a queen.
  const state = position({ hands: [['7S', '7H'], []], fields: [['KS', 'QH'], ['JD', 'QC']] });
  const legal = royals.legalActions(state, 0);
  const describeAction = (action: RoyalsAction): string =>
    action.type === 'royal-attack' ? `${action.royal}>${action.target}` : action.type === 'arrows' ? `arrows>${action.target}` : action.type;

  it.each([
    { name: 'a seven alone: any of her royals at any of his, or at him', selection: ['7S'], clicked: [], clickable: ['JD', 'KS', 'QC', 'QH'] },
    { name: 'the target chosen: the royals that can attack it are left', selection: ['7S'], clicked: ['JD'], clickable: ['KS', 'QH'], actions: ['KS>JD', 'QH>JD'] },
    { name: 'her royal and the target chosen: one attack', selection: ['7S'], clicked: ['KS', 'JD'], clickable: [], actions: ['KS>JD'] },
    { name: 'two sevens as arrows: one target each', selection: ['7S', '7H'], clicked: ['QC'], clickable: [], actions: ['arrows>QC'] },
    { name: 'nothing selected and no royal to bury: no field card to click', selection: [], clicked: [], clickable: [] },
  ])('$name', ({ selection, clicked, clickable, actions }) => {
    const aimed = aimAt(clicked, actionsFor(selection, legal));
    expect([...aimed.clickable].sort()).toEqual(clickable);
    if (actions) expect(aimed.actions.map(describeAction).sort()).toEqual(actions);
  });

  it('a card no action names leaves nothing to play', () => {
    expect(aimAt(['AD'], actionsFor(['7S'], legal)).actions).toEqual([]);
  });
});

describe('what the seat to act is asked', () => {
  it.each([
    {
      name: 'a block window',
      actions: [{ type: 'royal-attack', royal: 'KS', card: '7S', target: 'player' }] as RoyalsAction[],
      text: 'Ann attacks Bo directly for 7. Bo: block it with an ace, or let it through.',
    },
    {
      name: 'a counter-block window',
      actions: [{ type: 'royal-attack', royal: 'KS', card: '7S', target: 'player' }, { type: 'ace', card: 'AD' }] as RoyalsAction[],
      text: 'Bo blocked with the A♦. Ann: counter-block with an ace, or accept the block.',
    },
  ])('$name', ({ actions, text }) => {
    const state = position({ hands: [['7S', 'AC'], ['AD']], fields: [['KS'], []] });
    play(state, ...actions);
    expect(promptText(royals.view(state, 0), NAMES)).toBe(text);
  });

  // Bo's jack and queen stand, of combined rank 3 + 2 = 5; the king lies defeated and does not count.
  it.each([
    { name: 'as written, a card up to the combined rank wipes', card: '5H', wipe: 'as-written', says: "Ann wipes the floor with the 5♥: Bo's royals (combined rank 5, at least 5) all fall if it goes through." },
    { name: 'as written, a card over the combined rank does not', card: '6H', wipe: 'as-written', says: "Ann wipes the floor with the 6♥: Bo's royals (combined rank 5, under 6) stay standing even if it goes through." },
    { name: 'by damage, a doubled card reaching the combined rank wipes', card: '3H', wipe: 'damage', says: "Ann wipes the floor for 6 with the 3♥: Bo's royals (combined rank 5, at most 6) all fall if it goes through." },
    { name: 'by damage, a doubled card short of it does not', card: '2H', wipe: 'damage', says: "Ann wipes the floor for 4 with the 2♥: Bo's royals (combined rank 5, over 4) stay standing even if it goes through." },
  ] as const)('a Wipe The Floor block window gives the combined rank, not a damage: $name', ({ card, wipe, says }) => {
    const state = position({ hands: [[card], []], fields: [['JK1'], ['JD', 'QC', 'KS-']], options: { wipe } });
    play(state, { type: 'wipe', joker: 'JK1', card });
    expect(promptText(royals.view(state, 1), NAMES)).toBe(`${says} Bo: block it with an ace, or let it through.`);
  });

  it('the turn, in the Cold War', () => {
    const state = position({ hands: [['7S'], []], hadRoyal: [false, false] });
    expect(promptText(royals.view(state, 0), NAMES)).toContain('It is the Cold War: only arrows may attack.');
  });
});
