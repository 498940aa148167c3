import { describe, expect, it } from 'vitest';
import type { Position } from '../../core/editor';
import { describeEditorContract } from '../../testing/editor-suite';
import { allianceRoyalsEditor } from './editor';
import { allianceRoyals, type AllianceRoyalsState, type Phase } from './index';
import { act, battle, drawAll } from './test-play';
import { table, tablePosition } from './test-position';
import { label } from './words';

const OPTIONS = allianceRoyals.defaultOptions();

describeEditorContract(allianceRoyals, {
  configs: [{ seats: 4, options: { target: 200, floor: -200 } }],
  games: 6,
  sample: 0.1,
  maxActions: 500,
  coverage: (state) => [state.phase],
  expectCoverage: ['houses', 'draw', 'gift', 'battle', 'spoils', 'play'],
});

describe('the pack', () => {
  it('holds 100 cards: three of each 9 to ace per suit, one of each 2 to 8', () => {
    const pack = allianceRoyalsEditor.pack(OPTIONS, 4);
    expect(pack).toHaveLength(100);
    expect(pack.filter((card) => card.startsWith('10H'))).toEqual(['10H', '10H/2', '10H/3']);
    expect(pack.filter((card) => card.startsWith('5S'))).toEqual(['5S']);
    expect(new Set(pack).size).toBe(100);
  });
});

describe('validating a position', () => {
  const base = { hands: [['10H'], ['9S'], ['KD'], ['2C']], spoils: [['KH'], [], [], []] } as const;
  function problemsOf(edit: (zones: Record<string, string[]>, scalars: Record<string, unknown>) => void): string[] {
    const position = tablePosition(base);
    const zones = Object.fromEntries(Object.entries(position.zones).map(([id, cards]) => [id, [...cards]]));
    const scalars = { ...position.scalars } as Record<string, unknown>;
    edit(zones, scalars);
    return allianceRoyalsEditor.validate({ zones, scalars: scalars as never }, OPTIONS, 4).map((problem) => problem.message);
  }

  it('accepts a proper position', () => {
    expect(problemsOf(() => {})).toEqual([]);
  });

  it.each([
    { name: 'a fourth copy of a card', edit: (z: Record<string, string[]>) => z['dead']!.push('10H/4'), message: '10♥ is not a card of this game\'s pack: take it off the table.' },
    { name: 'a single card placed twice', edit: (z: Record<string, string[]>) => z['dead']!.push('2C'), message: '2♣ is placed twice (dead pile and Seat 4\'s hand): take one of them back to the unplaced cards.' },
    { name: 'a copy placed twice', edit: (z: Record<string, string[]>) => z['meld.1']!.push('KH'), message: 'K♥ is placed twice (Seat 1\'s Spoils and Seat 2\'s Meld): take one of them back to the unplaced cards.' },
    { name: 'a gift at the start of a turn', edit: (z: Record<string, string[]>) => z['gift.0']!.push('AS'), message: 'At the start of a turn no card is in flight as a gift: move A♠.' },
    { name: 'two gifts in flight from one seat', edit: (z: Record<string, string[]>) => z['gift.0']!.push('AS', 'AD'), message: 'Seat 1\'s gift in flight holds 2 cards; it holds at most 1: move one of them elsewhere.' },
    { name: 'a battle at the start of a turn', edit: (z: Record<string, string[]>) => z['battle']!.push('AS'), message: 'At the start of a turn no card is in a battle: move A♠.' },
  ])('reports $name', ({ edit, message }) => {
    expect(problemsOf(edit)).toContain(message);
  });

  it.each([
    { name: 'a missing house once play has begun', edit: (_z: Record<string, string[]>, s: Record<string, unknown>) => (s['house.2'] = 'none'), message: 'Seat 3 has no home house yet: choose one, or set the phase to choosing home houses.' },
    { name: 'a card won before the houses are chosen', edit: (_z: Record<string, string[]>, s: Record<string, unknown>) => (s['phase'] = 'houses'), message: 'Before the houses are chosen nothing is won or melded: K♥ cannot be in Seat 1\'s Spoils.' },
    { name: 'a phase a hand-made position cannot start in', edit: (_z: Record<string, string[]>, s: Record<string, unknown>) => (s['phase'] = 'battle'), message: 'A position set up by hand starts at “Choosing home houses” or “The attacker draws”. For a turn that starts at the gift exchange, as a puzzle does, set “Phase” to “The attacker draws” and leave “Draw stack” and “Discard pile” empty, with every card placed elsewhere (unplaced cards are shuffled into the draw stack): then nobody draws.' },
    { name: 'a seat that does not exist', edit: (_z: Record<string, string[]>, s: Record<string, unknown>) => (s['dealer'] = 7), message: 'Choose the dealer: a seat from 1 to 4.' },
    {
      name: 'a turn number while the houses are chosen',
      edit: (z: Record<string, string[]>, s: Record<string, unknown>) => {
        z['spoils.0'] = [];
        s['phase'] = 'houses';
        s['house.1'] = 'none';
      },
      message: 'While the home houses are chosen no turn has been played yet: set “Turn of the round” to 0.',
    },
    { name: 'turn 0 at the draws', edit: (_z: Record<string, string[]>, s: Record<string, unknown>) => (s['turn'] = 0), message: 'Once the home houses are chosen the turns count from 1: set “Turn of the round” to 1 or more.' },
    {
      name: 'houses to choose when every house is chosen',
      edit: (z: Record<string, string[]>, s: Record<string, unknown>) => {
        z['spoils.0'] = [];
        s['phase'] = 'houses';
        s['turn'] = 0;
      },
      message: 'Every player has a home house, so the houses are chosen: set “Phase” to “The attacker draws”, or a home house to “Not chosen yet”.',
    },
  ])('reports $name', ({ edit, message }) => {
    expect(problemsOf(edit)).toContain(message);
  });

  it('shuffles unplaced cards into the draw stack under the cards placed there', () => {
    const position = tablePosition({ ...base, stack: ['AS', 'AD'] });
    const state = allianceRoyalsEditor.toState(position, OPTIONS, 4, [1, 2, 3, 4]);
    expect(state.stack.slice(0, 2)).toEqual(['AS', 'AD']);
    expect(allianceRoyals.allCards(state)).toHaveLength(100);
  });
});

describe('the attacker, decided by the dealer and the turn number', () => {
  it('is no value of its own', () => {
    expect(allianceRoyalsEditor.scalars(OPTIONS, 4).map((spec) => spec.key)).not.toContain('attacker');
  });

  // Seat 4 deals: Seat 1, its left, attacks in turn 1 (and first, while the houses are chosen), then each player clockwise.
  it.each([
    { phase: 'houses', turn: 0, seat: 'Seat 1', attacker: 0, lastTurn: [0, 0, 0, 0], note: 'attacks first' },
    { phase: 'draw', turn: 1, seat: 'Seat 1', attacker: 0, lastTurn: [1, 0, 0, 0], note: 'attacker' },
    { phase: 'draw', turn: 3, seat: 'Seat 3', attacker: 2, lastTurn: [1, 2, 3, 0], note: 'attacker' },
    { phase: 'draw', turn: 4, seat: 'Seat 4', attacker: 3, lastTurn: [1, 2, 3, 4], note: 'attacker' },
    { phase: 'draw', turn: 6, seat: 'Seat 2', attacker: 1, lastTurn: [5, 6, 3, 4], note: 'attacker' },
  ])('at $phase, turn $turn, is $seat, written on their hand', ({ phase, turn, attacker, lastTurn, note }) => {
    const houses = phase === 'houses' ? ([null, null, null, null] as const) : undefined;
    const position = tablePosition({ dealer: 3, turn, phase: phase as 'houses' | 'draw', houses, hands: [['2H'], ['3H'], ['4H'], ['5H']] });
    expect(allianceRoyalsEditor.validate(position, OPTIONS, 4)).toEqual([]);
    const state = allianceRoyalsEditor.toState(position, OPTIONS, 4, [1, 2, 3, 4]);
    expect(state.attacker).toBe(attacker);
    expect(state.lastTurn).toEqual(lastTurn);
    expect(allianceRoyalsEditor.zoneNotes!(position, OPTIONS, 4)).toContainEqual({ zone: `hand.${attacker}`, text: note });
    expect(allianceRoyalsEditor.zoneNotes!(position, OPTIONS, 4)).toContainEqual({ zone: 'hand.3', text: 'dealer' });
  });
});

// Seat 1 (hearts) attacks with K♥ and the assassin A♥ in Spoils; Seat 2 (spades) holds two 10♦ to change house with the
// third. The stack holds the turn's five draws, and then nothing.
function playedTurn(): AllianceRoyalsState {
  return table({
    hands: [['9C', '4H', '10D', '5S'], ['10D/2', '10D/3', '6C', '7C', 'AS'], ['3C', '8C', '2H', '6H'], ['5C', '2C', '7H', '8H']],
    spoils: [['KH', 'AH'], [], [], []],
    stack: ['2D', '3D', '4D', '5D', '6D'],
    restDead: true,
  });
}

/** Every step but answering an arrangement, which the tests set from the optional plays. */
type Step = Exclude<Phase, 'consent'>;

/** The table at each step of that turn, as play leaves it: the positions the table editor is given from a game. */
const STEPS: Record<Step, () => AllianceRoyalsState> = {
  houses: () => table({ phase: 'houses', houses: [null, null, null, null], dealer: 3 }),
  draw: () => playedTurn(),
  bundle: () => {
    const state = table({ hands: [['9S', '4H'], ['QS'], ['KD'], ['9C/3']], spoils: [['QH', 'KH'], [], [], []], discard: ['5D', '9D', '2S', '9C', '3D'], stack: ['5C', '6C', '7C'] });
    return act(state, 0, { type: 'bundle', card: '9D' });
  },
  gift: () => drawAll(playedTurn()),
  battle: () => act(act(act(STEPS.gift(), 0, { type: 'gift', card: '4H' }), 2, { type: 'gift', card: '3C' }), 0, { type: 'play', card: '9C' }),
  // Seat 1's 9♣ won; Seat 1 has taken it and Seat 3 is to take one.
  spoils: () => act(battle(STEPS.battle(), {}), 0, { type: 'spoil', card: '9C' }),
  play: () => act(STEPS.spoils(), 2, { type: 'spoil', card: '2C' }),
  // Seat 1 discarded 10♦: Seat 2 may take it to change house to diamonds.
  window: () => act(STEPS.play(), 0, { type: 'discard', card: '10D' }),
  scored: () => act(STEPS.play(), 0, { type: 'endRound', discard: '10D' }),
  over: () => act(STEPS.houses(), 0, { type: 'surrender' }),
};

/** The position of a step exported from play, changed as a file or a hand could change it, and the problems found. */
function problemsAt(step: Step, edit: (extra: Record<string, any>, scalars: Record<string, unknown>) => void = () => {}): string[] {
  const position = JSON.parse(JSON.stringify(allianceRoyalsEditor.toPosition(STEPS[step]()))) as Position & { extra: Record<string, any>; scalars: Record<string, unknown> };
  edit(position.extra, position.scalars);
  return allianceRoyalsEditor.validate(position, OPTIONS, 4).map((problem) => problem.message);
}

describe('a turn under way, exported from play', () => {
  it.each(Object.keys(STEPS) as Step[])('at %s has no problem as play leaves it', (step) => {
    expect(STEPS[step]().phase).toBe(step);
    expect(problemsAt(step)).toEqual([]);
  });

  it('a gift in flight is a problem once the round is scored: the gifts change hands before a round can end', () => {
    const position = JSON.parse(JSON.stringify(allianceRoyalsEditor.toPosition(STEPS.scored()))) as Position & { zones: Record<string, string[]> };
    const gift = position.zones['hand.1']!.pop()!;
    position.zones['gift.1']!.push(gift);
    expect(allianceRoyalsEditor.validate(position, OPTIONS, 4).map((problem) => problem.message)).toContain(
      `Only the attacker and ally have gifts in flight, during the gift exchange: move ${label(gift)}.`,
    );
  });

  it('cards in a battle are a problem once the round is scored: a battle is fought out before a round can end', () => {
    expect(problemsAt('scored', (x) => (x.battlePlays = [{ seat: 1, card: '5S' }]))).toContain(
      'Cards lie in the battle only while it is fought and its spoils are chosen, but the details of the turn under way hold some at another step.',
    );
  });

  it('keeps an assassin tossed to the dead pile in a change of house, where it can no longer be used', () => {
    const state = table({ houses: ['S', 'S', 'D', 'C'], hands: [['AH/2', 'AH/3', '9C'], ['2S'], ['2D'], ['2C']], spoils: [['KS', 'AH'], [], [], []], stack: ['3S', '4S', '5S', '6S', '7S'] });
    act(state, 0, { type: 'changeHouse', card: 'AH', dead: 'AH', pay: null });
    expect(state.dead).toContain('AH');
    expect(state.privilege.assassins).toEqual(['AH']);
    expect(allianceRoyalsEditor.validate(allianceRoyalsEditor.toPosition(state), OPTIONS, 4)).toEqual([]);
  });

  it.each<{ name: string; step: Step; edit: (extra: Record<string, any>, scalars: Record<string, unknown>) => void; message: string }>([
    {
      name: 'the houses chosen out of deal order',
      step: 'houses',
      edit: (x) => (x.queue = [1, 0, 2, 3]),
      message: 'The players without a home house choose one in deal order, from the dealer’s left: Seat 1, then Seat 2, then Seat 3, then Seat 4; the details of the turn under way have Seat 2, then Seat 1, then Seat 3, then Seat 4 to choose.',
    },
    {
      name: 'the draws out of order',
      step: 'draw',
      edit: (x) => (x.queue = [2, 0]),
      message: 'In the draws the attacker, Seat 1, draws first, then each player clockwise, then the attacker again (after a bundle, the three others once each); the details of the turn under way have Seat 3, then Seat 1 to draw.',
    },
    {
      name: 'a player to draw who has nothing to draw',
      step: 'gift',
      edit: (x, s) => {
        s['phase'] = 'draw';
        x.queue = [0];
      },
      message: 'Seat 1 is to draw but has nothing to draw: a player who cannot draw is passed over.',
    },
    {
      name: 'the attacker drawing again after a bundle',
      step: 'bundle',
      edit: (x) => (x.queue = [1, 2, 3, 0]),
      message: 'Once the bundle card is melded the three other players draw, from the attacker’s left: Seat 2, then Seat 3, then Seat 4; the details of the turn under way have Seat 2, then Seat 3, then Seat 4, then Seat 1 to draw.',
    },
    {
      name: 'the battle out of order',
      step: 'battle',
      edit: (x) => (x.queue = [3, 2, 1]),
      message: 'In the battle the attacker, Seat 1, leads and each player clockwise who holds a card follows, here Seat 1, then Seat 2, then Seat 3, then Seat 4; the details of the turn under way have Seat 1, then Seat 4, then Seat 3, then Seat 2 play.',
    },
    {
      name: 'the spoils taken by the wrong player',
      step: 'spoils',
      edit: (x) => (x.queue = [1]),
      message: 'From the battle the victor takes a card, then the victor’s ally: here Seat 1, then Seat 3; the details of the turn under way have Seat 1, then Seat 2 take one.',
    },
    {
      name: 'the window asking a player who cannot change house',
      step: 'window',
      edit: (x) => (x.queue = [2]),
      message: 'Seat 3 is asked whether to take the discard, but no change of house is open to them with 10♦.',
    },
    {
      name: 'the window asking the attacker',
      step: 'window',
      edit: (x) => (x.queue = [1, 0]),
      message: 'After the discard the players who could change houses with it are asked in turn from the attacker’s left, the attacker never; the details of the turn under way ask Seat 2, then Seat 1.',
    },
    {
      name: 'a player waiting in the gift exchange',
      step: 'gift',
      edit: (x) => (x.queue = [3]),
      message: 'At this step nobody waits to act in turn; the details of the turn under way have Seat 4 waiting.',
    },
    {
      name: 'an arrangement asked by a player whose turn it is not',
      step: 'play',
      edit: (x, s) => {
        s['phase'] = 'consent';
        x.arrangement = { seat: 1, give: '7C', take: '9C' };
        x.resume = 'play';
      },
      message: 'Only the attacker, Seat 1, arranges a marriage, in their own turn; the details of the turn under way have Seat 2 asking.',
    },
    {
      name: 'an arrangement that goes on at the draws',
      step: 'play',
      edit: (x, s) => {
        s['phase'] = 'consent';
        x.arrangement = { seat: 0, give: '5S', take: '2C' };
        x.resume = 'draw';
      },
      message: 'The attacker asks for an arrangement before leading the battle or among the optional plays, and play goes on from there; the details of the turn under way go on from another step.',
    },
    { name: 'the gift exchange made before the draws are over', step: 'draw', edit: (x) => (x.giftDone = true), message: 'The gift exchange comes after the draws, but the details of the turn under way record it as made.' },
    { name: 'a battle before the gift exchange', step: 'battle', edit: (x) => (x.giftDone = false), message: 'The gift exchange comes before the battle, but the details of the turn under way record it as still to make.' },
    { name: 'a bundle step without a bundle card', step: 'bundle', edit: (x) => (x.bundleCard = null), message: 'Right after a bundle is drawn its bottom card is melded, but the details of the turn under way name no bundle card.' },
    { name: 'a bundle card after the draws', step: 'gift', edit: (x) => (x.bundleCard = '5S'), message: '5♠ is recorded as the bundle card to meld, but a bundle card waits only right after a bundle is drawn.' },
    { name: 'an ally answering no arrangement', step: 'play', edit: (_x, s) => (s['phase'] = 'consent'), message: 'The ally is answering an arrangement, but the details of the turn under way name none.' },
    {
      name: 'an arrangement waiting outside its answer',
      step: 'play',
      edit: (x) => (x.arrangement = { seat: 0, give: '5S', take: '2C' }),
      message: 'An arrangement waits for its answer only while the ally answers it, but the details of the turn under way hold one at another step.',
    },
    {
      name: 'battle cards after the battle',
      step: 'play',
      edit: (x) => (x.battlePlays = [{ seat: 0, card: '9C' }, { seat: 2, card: '2C' }]),
      message: 'Cards lie in the battle only while it is fought and its spoils are chosen, but the details of the turn under way hold some at another step.',
    },
    {
      name: 'spoils taken while the battle is fought',
      step: 'battle',
      edit: (x) => (x.taken = [{ seat: 0, card: '9C' }]),
      message: 'Cards are taken from the battle only while its spoils are chosen, but the details of the turn under way record some taken at another step.',
    },
    { name: 'a victor before the battle', step: 'gift', edit: (x) => (x.victor = 2), message: 'No battle has been won this turn yet, but the details of the turn under way name Seat 3 as its victor.' },
    { name: 'another victor after the battle', step: 'play', edit: (x) => (x.victor = 2), message: 'This turn’s battle was won by Seat 1, but the details of the turn under way name Seat 3.' },
    { name: 'another victor in the spoils', step: 'spoils', edit: (x) => (x.victor = 3), message: 'This turn’s battle was won by Seat 1, but the details of the turn under way name Seat 4.' },
    { name: 'a scored round without its score', step: 'scored', edit: (x) => (x.result = null), message: 'The round is scored, but the details of the turn under way hold no score for it.' },
    {
      name: 'a score while the round is played',
      step: 'window',
      edit: (x) => (x.result = STEPS.scored().result),
      message: 'A round’s score is recorded only once the round is over, but the details of the turn under way hold one while it is played.',
    },
    { name: 'a game over without a winner', step: 'over', edit: (x) => (x.end = null), message: 'The game is over, but the details of the turn under way do not say who won it.' },
    { name: 'a winner while the game goes on', step: 'draw', edit: (x) => (x.end = { winners: [0, 2], reason: 'surrender' }), message: 'The details of the turn under way say who won the game, but the game is not over.' },
    {
      name: 'two different royals without a royal',
      step: 'draw',
      edit: (x) => (x.privilege = { royal: false, twoRoyals: true, assassins: [] }),
      message: 'The details of the turn under way give Seat 1 two different royals as the turn began, but no royal.',
    },
    {
      name: 'an assassin that is not an ace',
      step: 'draw',
      edit: (x) => (x.privilege.assassins = ['AH', 'KH']),
      message: 'K♥ is named among Seat 1’s assassins, but it is not an ace in their Spoils.',
    },
    {
      name: 'an assassin in another player’s hand',
      step: 'draw',
      edit: (x) => (x.privilege.assassins = ['AH', 'AS']),
      message: 'A♠ is named among Seat 1’s assassins, but it is not an ace in their Spoils.',
    },
    { name: 'an assassin named twice', step: 'draw', edit: (x) => (x.privilege.assassins = ['AH', 'AH']), message: 'A♥ is named twice among Seat 1’s assassins.' },
    {
      name: 'a privilege before the first turn',
      step: 'houses',
      edit: (x) => (x.privilege = { royal: true, twoRoyals: false, assassins: [] }),
      message: 'Before the first turn begins nobody holds a privilege, but the details of the turn under way give Seat 1 one.',
    },
    {
      name: 'a card that is not in the pack',
      step: 'window',
      edit: (x) => (x.giftLog = [...x.giftLog, { from: 0, to: 2, card: '5S/2' }]),
      message: "The details of the turn under way name 5♠, which is not a card of this game's pack; set the phase to the start of a turn to play from here.",
    },
  ])('reports $name', ({ step, edit, message }) => {
    expect(problemsAt(step, edit)).toContain(message);
  });
});
