import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../../../engine';
import type { RoyalSuitState, RoyalSuitView } from '../../../../engine/games/royal-suit';
import { coupleWarning, phaseText, pileWarning, skipWarning } from './phase';
import { ABOUT_TO_REPEAT, dealt, viewAt } from './test-positions';

const SIDES = ['Supporters', 'Opposers'];

/** Court piles as [bottom..top] lists; the couple stays on piles 1 and 6 unless moved. */
function court(state: RoyalSuitState, piles: string[][]): void {
  state.piles = piles as RoyalSuitState['piles'];
}

describe('what the side to act must do, in words', () => {
  it.each<{ name: string; edit: (s: RoyalSuitState) => void; viewer: Viewer; text: string }>([
    {
      name: 'a free choice, spoken to the supporters',
      edit: (s) => court(s, [['AH'], ['7D'], ['QS'], ['10S'], ['JD'], ['8C']]),
      viewer: 0,
      text: 'Supporters, play your K♣ onto a pile of the other colour, or move a couple card onto a neighbouring pile of the other colour.',
    },
    {
      name: 'a free choice, told to a teacher who sees every card',
      edit: (s) => court(s, [['AH'], ['7D'], ['QS'], ['10S'], ['JD'], ['8C']]),
      viewer: 'all',
      text: 'The Supporters are to play their K♣ onto a pile of the other colour, or move a couple card onto a neighbouring pile of the other colour.',
    },
    {
      name: 'the opposers cannot see the supporters’ top card',
      edit: () => {},
      viewer: 1,
      text: 'The Supporters are to play a card or move a couple card.',
    },
    {
      name: 'no couple card can move (an ace beside one, its own colour beside the other): only the card is offered',
      edit: (s) => court(s, [['AH'], ['AS'], ['QS'], ['10H'], ['8D'], ['JD']]),
      viewer: 0,
      text: 'Supporters, no couple card can move: play your K♣ onto a pile of the other colour.',
    },
    {
      name: 'no couple card can move, told to a teacher',
      edit: (s) => court(s, [['AH'], ['AS'], ['QS'], ['10H'], ['8D'], ['JD']]),
      viewer: 'all',
      text: 'No couple card can move: the Supporters are to play their K♣ onto a pile of the other colour.',
    },
    {
      name: 'the forced move: no pile takes the card but a couple card can move',
      edit: (s) => court(s, [['AH'], ['7S'], ['QS'], ['10S'], ['8C'], ['JD']]),
      viewer: 0,
      text: 'Supporters, your K♣ fits no pile: you must move a couple card.',
    },
    {
      name: 'show and skip: nothing fits and nothing moves',
      edit: (s) => court(s, [['AH'], ['AC'], ['QS'], ['10S'], ['AS'], ['8C']]),
      viewer: 0,
      text: 'Supporters, your K♣ fits no pile and no couple card can move: show it and put it under your deck.',
    },
    {
      name: 'the extra play after moving onto a face card',
      edit: (s) => {
        s.phase = 'extraPlay';
      },
      viewer: 0,
      text: 'Supporters, the couple card landed on a face card: play your K♣ as well.',
    },
    {
      name: 'the extra play that cannot be made',
      edit: (s) => {
        s.phase = 'extraPlay';
        court(s, [['AH'], ['AC'], ['QS'], ['10S'], ['AS'], ['8C']]);
      },
      viewer: 'all',
      text: 'The couple card landed on a face card, but the Supporters’ K♣ fits no pile: they must show it and put it under their deck.',
    },
    {
      name: 'the optional last move after the other deck ran out',
      edit: (s) => {
        s.phase = 'lastMove';
        s.seat = 1;
        s.decks[0] = [];
      },
      viewer: 1,
      text: 'Opposers, the Supporters played their last card: you may make one last couple move, or decline.',
    },
  ])('$name', ({ edit, viewer, text }) => {
    expect(phaseText(viewAt(dealt(edit), viewer), SIDES)).toBe(text);
  });

  it('tells how the game ended', () => {
    const state = dealt((s) => {
      s.couple = [2, 3];
      s.end = { label: 'supporters', cause: 'reunited', playedOut: null, lastMove: null };
    });
    expect(phaseText(viewAt(state, 0), SIDES)).toBe('Game over: the Supporters win.');
  });
});

describe('the warning before a move that loses by repetition', () => {
  const moveBack = viewAt(ABOUT_TO_REPEAT.supportersMove(), 0);
  const skipBack = viewAt(ABOUT_TO_REPEAT.supportersSkip(), 0);
  const winning = viewAt(ABOUT_TO_REPEAT.opposersMove(), 1);

  it.each<{ name: string; view: RoyalSuitView; from: number; to: number; text: string | null }>([
    { name: 'on the pile the K♠ would go back to', view: moveBack, from: 0, to: 1, text: 'Moving the K♠ here brings back an earlier position: the Opposers win.' },
    { name: 'not on the pile the Q♥ may safely go to', view: moveBack, from: 4, to: 5, text: null },
    { name: 'not for the opposers, whom the repetition would win the game', view: winning, from: 1, to: 0, text: null },
  ])('$name', ({ view, from, to, text }) => {
    expect(pileWarning(view, SIDES, from, to)).toBe(text);
  });

  it('is added to the prompt when a couple card that could lose is picked up, and only then', () => {
    expect(coupleWarning(moveBack, SIDES, 0)).toBe('Moving the K♠ to pile 2 brings back an earlier position: the Opposers win.');
    expect(coupleWarning(moveBack, SIDES, 4)).toBe('');
  });

  it('leaves the task as it is while a safe action remains', () => {
    expect(phaseText(moveBack, SIDES)).toBe(
      'Supporters, play your 9♥ onto a pile of the other colour, or move a couple card onto a neighbouring pile of the other colour.',
    );
  });

  it('says so in the task when every action loses, and marks the skip', () => {
    expect(phaseText(skipBack, SIDES)).toBe(
      'Supporters, your 8♥ fits no pile and no couple card can move: show it and put it under your deck. Whatever you do now brings back an earlier position: the Opposers win.',
    );
    expect(phaseText(viewAt(ABOUT_TO_REPEAT.supportersSkip(), 'all'), SIDES)).toMatch(/ Whatever they do now brings back an earlier position: the Opposers win\.$/);
    expect(skipWarning(skipBack, SIDES)).toBe('Showing this card brings back an earlier position: the Opposers win.');
    expect(skipWarning(moveBack, SIDES)).toBeNull();
  });

  it('tells the opposers nothing of a skip they cannot see', () => {
    expect(phaseText(viewAt(ABOUT_TO_REPEAT.supportersSkip(), 1), SIDES)).toBe('The Supporters are to play a card or move a couple card.');
  });
});
