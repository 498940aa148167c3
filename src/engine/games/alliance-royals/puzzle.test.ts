import { describe, expect, it } from 'vitest';
import { mutableCopy, type Seat } from '../../core/game';
import { knownFactsOf, type PuzzleStatement } from '../../core/puzzle';
import { actionRefusal, applyAction } from './actions';
import { allianceRoyalsVerifier, copyTable, REPLACED_WHOLE } from './puzzle';
import { consistentDeals, enemyPlays } from './puzzle-deals';
import { capitalise } from '../../core/words';
import type { Position } from '../../core/editor';
import { seedRng } from '../../core/rng';
import { allianceRoyalsEditor } from './editor';
import { defaultOptions } from './options';
import { table, tablePosition, type TableSpec } from './test-position';
import type { AllianceRoyalsAction, AllianceRoyalsState } from './types';

const endRound = (points: number, knowledge = 'enemy-hands-unknown', side = 0): PuzzleStatement => ({
  goal: 'end-round',
  params: { points },
  side,
  limit: 1,
  knowledge,
});

function act(state: AllianceRoyalsState, seat: Seat, action: AllianceRoyalsAction): void {
  expect(actionRefusal(state, seat, action)).toBeNull();
  applyAction(state, seat, action);
}

/**
 * Seats 1 & 3 (hearts, diamonds) against Seats 2 & 4 (spades, clubs). Seat 1
 * attacks with K♥ in Spoils; every card placed nowhere is in the dead pile,
 * so the unknown cards are the enemies' four cards each and the four left on
 * the stack. After the draws and the gifts (9♥ for 4♦) Seat 1 holds A♣ 5♥
 * 2♥ 4♦, Seat 3 holds 9♦ 6♦ 9♥, and no heart but 8♥ is unseen.
 */
function safeAce(spec: Partial<TableSpec> = {}): AllianceRoyalsState {
  const state = atGifts(spec);
  act(state, 0, { type: 'gift', card: '9H' });
  act(state, 2, { type: 'gift', card: '4D' });
  return state;
}

/** The same table before the gift exchange, every pair of gifts still open. */
function atGifts(spec: Partial<TableSpec> = {}): AllianceRoyalsState {
  const state = table({
    hands: [['AC', '5H'], ['9S', '10S', '3C'], ['9D', '6D'], ['10C', '4S', '7S']],
    spoils: [['KH', '10H', '10H/2'], [], ['JD', '9C'], []],
    stack: ['9H', '8H', '4D', '6S', '2H', '4C', '5C', '3S', '8C'],
    restDead: true,
    ...spec,
  });
  while (state.phase === 'draw') act(state, state.queue[0]!, { type: 'draw', from: 'stack' });
  return state;
}

describe('the Alliance Royals verifier', () => {
  it('finds the one lead that ends the round: the ace, with the 2♣ seen', () => {
    // Seat 1: K♥ 10♥ 10♥ 10♠ (three tens doubled) 35 − 2♥ 4♦ 20 = 15; Seat 3: J♦ 9♣ A♣ 15 − 6♦ 9♥ 15 = 0.
    const result = allianceRoyalsVerifier.verify(safeAce(), endRound(15));
    expect(result.verdict).toBe('solvable');
    expect(result.unique).toBe(true);
    expect(result.solution!.title).toBe('Seat 1: Play A♣');
    expect(result.solution!.steps.at(-1)!.action).toEqual({ type: 'endRound', discard: '5H' });
    // Twelve unknown cards dealt four to each enemy: C(12,4) × C(8,4).
    expect(result.deals).toEqual({ checked: 495 * 70, total: 495 * 70 });
    expect(result.probability).toEqual({ num: 1, den: 1 });
  });

  it('calls 20 points unsolvable, with the defence that beats each lead', () => {
    const result = allianceRoyalsVerifier.verify(safeAce(), endRound(20));
    expect(result.verdict).toBe('unsolvable');
    expect(result.solution).toBeNull();
    const heart = result.defences.find((line) => line.title === 'Seat 1: Play 5♥')!;
    expect(heart.steps.map((step) => step.text)).toContain('Seat 2: Play 8♥');
    // No exact chance is claimed where the enemies' best answer depends on cards the alliance cannot see.
    expect(result.probability).toBeNull();
  });

  it('lets an unseen Sneak refute the ace, unless every hand is known and the 2♣ lies in the stack', () => {
    const sneakUnseen = safeAce({ stack: ['9H', '8H', '4D', '6S', '2H', '4C', '2C', '3S', '8C'] });
    const hidden = allianceRoyalsVerifier.verify(sneakUnseen, endRound(15));
    expect(hidden.verdict).toBe('unsolvable');
    const ace = hidden.defences.find((line) => line.title === 'Seat 1: Play A♣')!;
    expect(ace.steps.map((step) => step.text)).toContain('Seat 2: Play 2♣');
    expect(allianceRoyalsVerifier.verify(sneakUnseen, endRound(15, 'all-cards')).verdict).toBe('solvable');
  });

  it('reports the other discards that end the round with the same score as cooks', () => {
    const state = safeAce();
    for (const [seat, card] of [[0, 'AC'], [1, '3C'], [2, '9D'], [3, '10C']] as const) act(state, seat, { type: 'play', card });
    act(state, 0, { type: 'spoil', card: '10C' });
    act(state, 2, { type: 'spoil', card: '3C' });
    // Seat 1: 35 − two of 5♥ 2♥ 4♦ (10 each) = 15; Seat 3: J♦ 9♣ 3♣ 20 − 6♦ 9♥ 15 = 5.
    const result = allianceRoyalsVerifier.verify(state, endRound(20));
    expect(result.verdict).toBe('solvable');
    expect(result.unique).toBe(false);
    expect([result.solution!.title, ...result.cooks.map((line) => line.title)].sort()).toEqual([
      'Seat 1: Discard 2♥ and end the round',
      'Seat 1: Discard 4♦ and end the round',
      'Seat 1: Discard 5♥ and end the round',
    ]);
    expect(allianceRoyalsVerifier.verify(state, endRound(25)).verdict).toBe('unsolvable');
  });

  it('takes a plan after the battle as a whole: the meld and the ending are one solution, not two first moves', () => {
    const state = safeAce({
      hands: [['AC', '10S/2', '10D'], ['9S', '10S', '3C'], ['10C/2', '7C', '6D'], ['10C', '4S', '7S']],
      spoils: [['KH', '9H/2'], [], ['JD', '9C'], []],
    });
    for (const [seat, card] of [[0, 'AC'], [1, '3C'], [2, '10C/2'], [3, '10C']] as const) act(state, seat, { type: 'play', card });
    act(state, 0, { type: 'spoil', card: '10C/2' });
    act(state, 2, { type: 'spoil', card: '3C' });
    // Seat 1: K♥ 9♥ 10 + 10♣ 10♠ 10♦ doubled 30 − one of 2♥ 4♦ 10 = 30; Seat 3: J♦ 9♣ 3♣ 20 − 7♣ 6♦ 9♥ 25 = −5.
    const result = allianceRoyalsVerifier.verify(state, endRound(25));
    expect(result.solution!.title).toBe('Seat 1: Meld 10♠ 10♦, Seat 1: Discard 2♥ and end the round');
    expect(result.cooks.map((line) => line.title)).toEqual(['Seat 1: Meld 10♠ 10♦, Seat 1: Discard 4♦ and end the round']);
    expect(allianceRoyalsVerifier.verify(state, endRound(30)).verdict).toBe('unsolvable');
  });

  it('answers unknown when the budget runs out, and counts no deal as checked', () => {
    const result = allianceRoyalsVerifier.verify(safeAce(), endRound(15), { budget: 5 });
    expect(result.verdict).toBe('unknown');
    expect(result.deals).toEqual({ checked: 0, total: 495 * 70 });
  });

  it('answers the same for the ally as for the attacker: the alliance solves together', () => {
    const result = allianceRoyalsVerifier.verify(safeAce(), endRound(15, 'enemy-hands-unknown', 2));
    expect(result.verdict).toBe('solvable');
    expect(result.solution!.title).toBe('Seat 1: Play A♣');
  });

  it('stops when asked to, with the verdict unknown', () => {
    // Asked every 1,024 positions: the gift exchange's many plans take more than that.
    const result = allianceRoyalsVerifier.verify(atGifts(), endRound(15), { shouldStop: () => true });
    expect(result.verdict).toBe('unknown');
    expect(result.reason).toBe('The search was stopped before it settled the puzzle.');
  });

  it.each([
    ['an enemy side', endRound(15, 'enemy-hands-unknown', 1), 'Only the attacker can end the round: the side must be Seat 1 or their ally, Seat 3.'],
    ['a limit past this turn', { ...endRound(15), limit: 2 }, 'The limit must be a whole number of turns from 1 to 1.'],
    ['a goal without its points', { ...endRound(15), params: {} }, 'The goal needs a value for "Points wanted".'],
    ['knowledge the game does not offer', endRound(15, 'x-ray'), 'This game offers no knowledge setting called "x-ray".'],
  ] as const)('refuses %s in a player’s words', (_name, statement, reason) => {
    expect(allianceRoyalsVerifier.statementRefusal(safeAce(), statement)).toBe(reason);
  });

  it('solves a table set on the editor with the stack empty, which starts at the gift exchange', () => {
    const state = table({ hands: [['AC', '5H'], ['3C', '9S'], ['9D', '6D'], ['4C', '7S']], spoils: [['KH'], [], [], []], stack: [], restDead: true });
    expect(state.phase).toBe('gift');
    // Best: give A♣ for 9♦, lead 5♥ (no heart is unseen), the ally follows with 6♦, take both, discard 9♦:
    // K♥ 5♥ 6♦ on the boards 25, A♣ left in the ally's hand 5.
    const result = allianceRoyalsVerifier.verify(state, endRound(20));
    expect(result.verdict).toBe('solvable');
    // The four unseen cards, two to each enemy: C(4,2).
    expect(result.deals).toEqual({ checked: 6, total: 6 });
    expect(allianceRoyalsVerifier.verify(state, endRound(25)).verdict).toBe('unsolvable');
  });

  it('refuses a puzzle set before the draws', () => {
    const start = table({ hands: [['AC'], ['9S'], ['9D'], ['10C']], spoils: [['KH'], [], [], []], stack: ['2H', '3H', '4H', '5H', '6H'], restDead: true });
    expect(allianceRoyalsVerifier.statementRefusal(start, endRound(0))).toBe(
      'Set the puzzle after the turn’s draws, from the gift exchange to the discard, so that no unseen card is drawn within it. On the editor, set “Phase” to “The attacker draws” and leave “Draw stack” and “Discard pile” empty, with every card placed elsewhere (unplaced cards are shuffled into the draw stack): then nobody draws, and the turn starts at the gift exchange.',
    );
  });
});

describe('setting a puzzle on the editor as the puzzle maker and the editor ask', () => {
  const options = defaultOptions();
  const editor = allianceRoyalsEditor;
  /** The designer's table: Seat 1 attacks with K♥ won; every card not in play lies in the dead pile. */
  const designed = (phase: string, discard: string[] = []): Position => {
    const position = tablePosition({ hands: [['AC', '5H'], ['3C', '9S'], ['9D', '6D'], ['4C', '7S']], spoils: [['KH'], [], [], []], stack: [], discard, restDead: true });
    return { ...position, scalars: { ...position.scalars, phase } };
  };
  const refusalOf = (position: Position) => allianceRoyalsVerifier.statementRefusal(editor.toState(position, options, 4, seedRng(1)), endRound(20));
  /** Every “…” a message quotes must be a label the editor shows, as it shows it: a zone's name, a value or one of its choices. */
  const shownLabels = new Set([
    ...editor.zones(options, 4).map((zone) => capitalise(zone.label)),
    ...editor.scalars(options, 4).flatMap((spec) => [spec.label, ...(spec.kind === 'choice' ? spec.choices.map((choice) => choice.label) : [])]),
  ]);
  const quoted = (text: string) => [...text.matchAll(/“([^”]+)”/g)].map((match) => match[1]!);

  it('refuses the gift exchange set by hand, and says what to set instead, naming what the editor shows', () => {
    const problems = editor.validate(designed('gift'), options, 4);
    expect(problems.map((problem) => problem.where)).toEqual([[{ scalar: 'phase' }]]);
    expect(quoted(problems[0]!.message)).toEqual(['Choosing home houses', 'The attacker draws', 'Phase', 'The attacker draws', 'Draw stack', 'Discard pile']);
    expect(problems[0]!.message).toContain('For a turn that starts at the gift exchange, as a puzzle does, set “Phase” to “The attacker draws”');
    for (const label of quoted(problems[0]!.message)) expect(shownLabels).toContain(label);
  });

  it('takes the table set as both say: “The attacker draws” with the draw stack and the discard pile empty starts at the gift exchange, which the puzzle maker accepts', () => {
    const position = designed('draw');
    expect(editor.validate(position, options, 4)).toEqual([]);
    expect(editor.toState(position, options, 4, seedRng(1)).phase).toBe('gift');
    expect(refusalOf(position)).toBeNull();
  });

  it('names the seat that can still draw from a discard pile left with cards, and takes the table once it is empty', () => {
    // 2♥ is of Seat 1's home house, hearts: Seat 1 may take it, so the turn starts with the draws.
    const drawn = designed('draw', ['2S', '2H']);
    expect(editor.validate(drawn, options, 4)).toEqual([]);
    const refusal = refusalOf(drawn)!;
    expect(refusal).toBe(
      'Seat 1 can still draw from “Discard pile”, so the turn starts with the draws: empty it, or leave on top a card no player may take, and the turn starts at the gift exchange, where a puzzle is set.',
    );
    for (const label of quoted(refusal)) expect(shownLabels).toContain(label);
    // Emptied, its cards laid in the dead pile with the rest.
    expect(refusalOf(designed('draw'))).toBeNull();
  });

  it('quotes in the puzzle maker’s refusal and the phase’s help only what the editor shows', () => {
    const start = table({ hands: [['AC'], ['9S'], ['9D'], ['10C']], spoils: [['KH'], [], [], []], stack: ['2H', '3H'], restDead: true });
    const help = editor.scalars(options, 4).find((spec) => spec.key === 'phase')!.help!;
    for (const text of [allianceRoyalsVerifier.statementRefusal(start, endRound(0))!, help]) {
      expect(quoted(text).length).toBeGreaterThan(0);
      for (const label of quoted(text)) expect(shownLabels).toContain(label);
    }
  });
});

describe('playing a puzzle out', () => {
  it('answers a lead with the enemy card that beats the alliance, then waits for the ally', () => {
    const played = allianceRoyalsVerifier.playOut!(safeAce(), endRound(15), 1, { type: 'play', card: '5H' });
    expect(played.steps.map((step) => step.text)).toEqual(['Seat 1: Play 5♥', 'Seat 2: Play 8♥']);
    expect(played.state.queue[0]).toBe(2);
    expect(played.spent).toBe(0);
  });

  it('takes the ally’s moves from the person too, and spends the turn when the round ends', () => {
    let state = safeAce();
    const play = (action: AllianceRoyalsAction) => {
      const out = allianceRoyalsVerifier.playOut!(state, endRound(15), 1, action);
      state = out.state;
      return out;
    };
    play({ type: 'play', card: 'AC' });
    play({ type: 'play', card: '9D' });
    play({ type: 'spoil', card: 'AC' });
    // The ally takes Seat 2's card, whichever the answer was.
    play({ type: 'spoil', card: state.battle.find((entry) => entry.seat === 1)!.card });
    const ended = play({ type: 'endRound', discard: '5H' });
    expect(ended.spent).toBe(1);
    expect(ended.state.result!.reason).toBe('ended');
  });

  it('refuses an action the rules refuse, in a player’s words', () => {
    expect(() => allianceRoyalsVerifier.playOut!(safeAce(), endRound(15), 1, { type: 'play', card: 'KS' })).toThrow('K♠ is not in your hand.');
  });
});

describe('the enemies’ hidden hands', () => {
  it('lets an enemy answer a lead off suit only where a deal leaves it void', () => {
    const state = safeAce();
    act(state, 0, { type: 'play', card: 'AC' });
    // Unknown: 9♠ 10♠ 3♣ 8♥ 10♣ 4♠ 7♠ 6♠ 4♣ 5♣ 3♠ 8♣: five clubs and seven others, enough for Seat 2 to hold no club.
    const cards = enemyPlays(state, 1, 0).map((play) => play.card);
    expect(cards.sort()).toEqual(['10C', '10S', '3C', '3S', '4C', '4S', '5C', '6S', '7S', '8C', '8H', '9S'].sort());
    for (const { card, table: dealt } of enemyPlays(state, 1, 0)) expect(actionRefusal(dealt, 1, { type: 'play', card })).toBeNull();
  });

  it('counts the deals that keep a shown void', () => {
    const state = safeAce();
    act(state, 0, { type: 'play', card: 'AC' });
    // Seat 2 really holds 3♣; the verifier deals it a hand without clubs to let it answer 9♠.
    const dealt = mutableCopy(enemyPlays(state, 1, 0).find((play) => play.card === '9S')!.table);
    act(dealt, 1, { type: 'play', card: '9S' });
    // Seat 2 showed no club: its 3 cards left come from the 6 unknown non-clubs, then Seat 4 takes 4 of the 8 left.
    expect(consistentDeals(dealt, 0)).toBe(20n * 70n);
  });
});

describe('the tables the search copies', () => {
  it('copies every field, each array and record the rules may change afresh, so a new field of the state cannot be lost or shared by mistake', () => {
    const state = safeAce();
    const copy = copyTable(state);
    const replaced: readonly string[] = REPLACED_WHOLE;
    expect(Object.keys(copy).sort()).toEqual(Object.keys(state).sort());
    for (const [key, value] of Object.entries(state)) {
      if (value === null || typeof value !== 'object' || replaced.includes(key)) continue;
      expect(copy[key as keyof AllianceRoyalsState], key).not.toBe(value);
      expect(copy[key as keyof AllianceRoyalsState], key).toEqual(value);
    }
    for (const seat of [0, 1, 2, 3]) expect(copy.hands[seat]).not.toBe(state.hands[seat]);
  });
});

describe('what the puzzle tells the alliance beside the table', () => {
  const facts = (state: AllianceRoyalsState, statement: PuzzleStatement) => knownFactsOf(allianceRoyalsVerifier, state, statement);

  it('names both hands of the alliance and the cards the dead pile leaves unseen, in the pack’s order, which a seat’s table keeps face down', () => {
    const state = table({ hands: [['AC', '5H'], ['9S', 'KC'], ['9D', '6D'], ['10C']], spoils: [['KH'], [], [], []], stack: ['2H'], restDead: true });
    expect(facts(state, endRound(20))).toEqual([
      "Seat 1's hand: A♣, 5♥.",
      "Seat 3's hand: 9♦, 6♦.",
      'Not seen by the alliance, in the enemies’ hands or the draw stack (4): 10♣, K♣, 2♥, 9♠.',
    ]);
    expect(facts(state, endRound(20, 'enemy-hands-unknown', 2))).toEqual(facts(state, endRound(20)));
  });

  it('names a gift in flight, and says when a hand or the unseen cards are none', () => {
    const state = atGifts();
    act(state, 0, { type: 'gift', card: '9H' });
    expect(facts(state, endRound(20)).slice(0, 2)).toEqual(["Seat 1's hand: A♣, 5♥, 2♥.", "Seat 1's gift in flight: 9♥."]);
    const bare = table({ hands: [[], [], ['9D'], []], spoils: [['KH'], [], [], []], stack: [], restDead: true });
    expect(facts(bare, endRound(20))).toEqual(["Seat 1's hand: none.", "Seat 3's hand: 9♦.", 'Not seen by the alliance, in the enemies’ hands or the draw stack (0): none.']);
  });

  it('tells nothing when every card is known: the table is then drawn face up', () => {
    expect(facts(safeAce(), endRound(20, 'all-cards'))).toEqual([]);
  });
});
