import { describe, expect, it } from 'vitest';
import { botTurnRefusal } from './refusals';

describe('botTurnRefusal', () => {
  it.each([
    ['Seat 2 is', 'Keeper bot', true, 'Seat 2 is played by the Keeper bot; it moves on its own.'],
    ['The Opposers are', 'Sampler bot', false, 'The Opposers are played by the Sampler bot; go to the latest step to let it move.'],
  ])('%s … at the latest step: %s', (who, bot, atLatestStep, text) => {
    expect(botTurnRefusal(who, bot, atLatestStep)).toBe(text);
  });
});
