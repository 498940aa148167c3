import { describe, expect, it } from 'vitest';
import { suitedCards, type SuitedCardId } from './cards';
import { entryWords, knowledgeAt, knownHowFromZones, knownOnlyTo, type GameLedger, type LedgerEntry } from './ledger';
import { GameRecord, MAIN_LINE } from './record';
import { seedRng } from './rng';
import { fixtureGame, type FixtureAction, type FixtureState } from '../testing/fixture-game';

const players = [
  { name: 'North', bot: null },
  { name: 'South', bot: null },
];

/** Two seats, the clubs in the deck in this order (its top card last). */
function recordOf(deck: SuitedCardId[], hands: SuitedCardId[][] = [[], []], game = fixtureGame): GameRecord<FixtureState, FixtureAction> {
  const state: FixtureState = { rng: seedRng(1), deck, hands, discard: [], turn: 0, passesInRow: 0, actionsLeft: 40 };
  return GameRecord.fromState(game, { suits: 1, budget: 40 }, players, state);
}

function play(record: GameRecord<FixtureState, FixtureAction>, ...actions: FixtureAction[]): void {
  for (const action of actions) {
    const step = record.lastStep(MAIN_LINE);
    const seat = record.stateAt({ line: MAIN_LINE, step }).turn;
    const result = record.play({ line: MAIN_LINE, step }, seat, action);
    if (!result.ok) throw new Error(result.reason);
  }
}

function entry(record: GameRecord, step: number, seat: number, card: string): LedgerEntry {
  const found = knowledgeAt(record, { line: MAIN_LINE, step }, seat).entries.find((line) => line.card === card);
  if (!found) throw new Error(`no entry for ${card}`);
  return found;
}

const clubs = suitedCards(['C']);

describe('the knowledge ledger', () => {
  it('knows a drawn card from the step it was drawn, and the other seat does not', () => {
    const record = recordOf([...clubs]);
    play(record, { type: 'draw' });
    expect(entry(record, 1, 0, 'KC')).toMatchObject({ status: 'known', since: 1, how: 'drawn', place: { zone: 'hand.0' } });
    expect(entry(record, 1, 1, 'KC')).toMatchObject({
      status: 'unknown',
      places: [
        { zone: 'deck', hidden: 12 },
        { zone: 'hand.0', hidden: 1 },
      ],
      lastKnown: null,
    });
    expect(entryWords(entry(record, 1, 0, 'KC'))).toBe("known (seat 1's hand): drawn by this seat at step 1");
  });

  it('knows a card seen when played from that step, while its holder has known it since it was drawn', () => {
    const record = recordOf([...clubs]);
    play(record, { type: 'draw' }, { type: 'draw' }, { type: 'discard', card: 'KC' });
    expect(entry(record, 3, 1, 'KC')).toMatchObject({ status: 'known', since: 3, how: 'played', place: { zone: 'discard' } });
    expect(entry(record, 3, 0, 'KC')).toMatchObject({ status: 'known', since: 1, how: 'drawn' });
    expect(entry(record, 2, 1, 'KC')).toMatchObject({ status: 'unknown' });
  });

  it.each([
    { name: 'a lone unseen card in the one hand that hides any', deck: [] as SuitedCardId[], hands: [['AC', '2C'], ['3C']], card: '3C', zone: 'hand.1' },
    { name: 'every unseen card where only the deck hides cards', deck: ['4C', '5C'] as SuitedCardId[], hands: [['AC'], []], card: '5C', zone: 'deck' },
  ])('infers by counting: $name', ({ deck, hands, card, zone }) => {
    const record = recordOf(deck, hands as SuitedCardId[][]);
    expect(entry(record, 0, 0, card)).toMatchObject({ status: 'inferred', place: { zone } });
    expect(entryWords(entry(record, 0, 0, card))).toMatch(/^inferred: it can only be in .+, by counting what was seen$/);
  });

  it('narrows by what the game rules out, then by counting what is left', () => {
    // The second seat's one hidden card cannot be the ace: so the ace is in the deck, and the deck's other place goes to the 2.
    const ledger: GameLedger<FixtureState, FixtureAction> = {
      knownHow: knownHowFromZones,
      redeal: fixtureGame.ledger.redeal,
      rulesOut: (_view, zone, card) => zone === 'hand.1' && card === 'AC',
    };
    const record = recordOf(['AC', 'QC'], [['KC'], ['2C']], { ...fixtureGame, ledger });
    expect(entry(record, 0, 0, 'AC')).toMatchObject({ status: 'inferred', place: { zone: 'deck' } });
    expect(entry(record, 0, 0, '2C')).toMatchObject({ status: 'unknown', places: [{ zone: 'deck' }, { zone: 'hand.1' }] });
  });

  it('names a card dealt to a seat at the start as dealt', () => {
    const record = recordOf(['4C'], [['AC'], ['2C']]);
    expect(entry(record, 0, 0, 'AC')).toMatchObject({ status: 'known', since: 0, how: 'dealt' });
    expect(entryWords(entry(record, 0, 0, 'AC'))).toBe("known (seat 1's hand): dealt to this seat at the start");
  });

  it('lists the cards one seat knows that the other does not, for the table markers', () => {
    const record = recordOf([...clubs]);
    play(record, { type: 'draw' }, { type: 'draw' });
    expect(knownOnlyTo(record, { line: MAIN_LINE, step: 2 }, 0, 1)).toEqual(['KC']);
    expect(knownOnlyTo(record, { line: MAIN_LINE, step: 2 }, 1, 0)).toEqual(['QC']);
  });

  it('gives the same ledger whether the line is walked at once or step by step as it is played', () => {
    const walked = recordOf([...clubs]);
    const stepped = recordOf([...clubs]);
    const moves: FixtureAction[] = [{ type: 'draw' }, { type: 'draw' }, { type: 'discard', card: 'KC' }, { type: 'draw' }];
    play(walked, ...moves);
    for (const move of moves) {
      play(stepped, move);
      knowledgeAt(stepped, { line: MAIN_LINE, step: stepped.lastStep(MAIN_LINE) }, 1);
    }
    for (let step = 0; step <= moves.length; step++) {
      expect(knowledgeAt(stepped, { line: MAIN_LINE, step }, 1)).toEqual(knowledgeAt(walked, { line: MAIN_LINE, step }, 1));
    }
  });
});
