import { describe, expect, it } from 'vitest';
import { royals, type RoyalsView } from '../../../../engine/games/royals';
import { position } from '../../../../engine/games/royals/test-position';
import { deckRefusal, discardRefusal, otherHandRefusal } from './refusals';

const viewOf = (spec: Parameters<typeof position>[0]) => royals.view(position(spec), 0) as RoyalsView;

describe('why the parts of the table no action uses do nothing', () => {
  it('the other hand is named as the other seat’s', () => {
    expect(otherHandRefusal('Bo')).toBe("These are Bo's cards: you can only play cards from your own hand.");
  });

  it('the deck says when the hand is filled back up, as the options choose', () => {
    expect(deckRefusal(viewOf({ hands: [['7S'], []] }))).toContain('filled back up to five at the end of your turn');
    expect(deckRefusal(viewOf({ hands: [['7S'], []], options: { refill: 'start-of-turn' } }))).toContain('filled back up to five at the start of your turn');
    expect(deckRefusal(viewOf({ hands: [['7S'], []], phase: 'last-round' }))).toContain('no more cards are drawn');
  });

  it('the discard pile says when it comes back into play', () => {
    expect(discardRefusal(viewOf({ hands: [['7S'], []] }))).toContain('shuffled into a new deck');
  });
});
