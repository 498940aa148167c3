import { describe, expect, it } from 'vitest';
import { latestAnswer } from './latest-answer';

/** A question whose answers arrive when the test says so. */
function slowHost(): { ask: () => Promise<string>; answer: (index: number, value: string) => void } {
  const waiting: ((value: string) => void)[] = [];
  return {
    ask: () => new Promise<string>((resolve) => waiting.push(resolve)),
    answer: (index, value) => waiting[index]!(value),
  };
}

describe('an answer to a question asked again', () => {
  it('is the latest when no later question was asked', async () => {
    const ask = latestAnswer(async () => 'three games');
    expect(await ask()).toEqual({ latest: true, answer: 'three games' });
  });

  it('answered late, after a later question was answered, is not the latest', async () => {
    const host = slowHost();
    const ask = latestAnswer(host.ask);
    const first = ask();
    const second = ask();
    host.answer(1, 'two games');
    host.answer(0, 'three games');
    expect(await second).toEqual({ latest: true, answer: 'two games' });
    expect(await first).toEqual({ latest: false, answer: 'three games' });
  });

  it('answered first, while a later question is still open, is not the latest either', async () => {
    const host = slowHost();
    const ask = latestAnswer(host.ask);
    const first = ask();
    const second = ask();
    host.answer(0, 'three games');
    expect(await first).toEqual({ latest: false, answer: 'three games' });
    host.answer(1, 'two games');
    expect(await second).toEqual({ latest: true, answer: 'two games' });
  });

  it('passes the question on, and a later question about another folder makes the earlier answer old', async () => {
    const waiting = new Map<string, (listing: string[]) => void>();
    const list = latestAnswer((folder: string) => new Promise<string[]>((resolve) => waiting.set(folder, resolve)));
    const documents = list('/home/ann/Documents');
    const lessons = list('/home/ann/Documents/lessons');
    waiting.get('/home/ann/Documents/lessons')!(['inside.royal.json']);
    waiting.get('/home/ann/Documents')!(['lessons/']);
    expect(await lessons).toEqual({ latest: true, answer: ['inside.royal.json'] });
    expect(await documents).toEqual({ latest: false, answer: ['lessons/'] });
  });
});
