import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EXIT_FAILED, EXIT_OK } from './main';
import { runCli } from './test-replays';

const EXAMPLE = fileURLToPath(new URL('../../examples/royal-lines/a-round-told-step-by-step.royal.json', import.meta.url));

const run = runCli;

interface Card {
  card: string;
  status: 'known' | 'inferred' | 'unknown';
  words: string;
  since?: number;
  how?: string;
  place?: { label: string };
}

describe('replay knowledge FILE', () => {
  it('tells a seat’s ledger at a step, grouped as the app groups it', async () => {
    const { code, out } = await run('replay', 'knowledge', EXAMPLE, '--seat', '1', '--step', '5');
    expect(code).toBe(EXIT_OK);
    expect(out).toMatch(/^Royal Lines, "Main line", step 5: what "Seat 1" knows of the 53 cards\.\n\nKnown \(18\):\n/);
    expect(out).toContain('\n  A♣    known (Seat 1\'s settler): dealt to this seat at the start\n');
    expect(out).toContain('\n  6♠    known (played promises): turned face up at step 3\n');
    expect(out).toContain('\n  Q♦    known (ship): face up at the start\n');
    expect(out).toMatch(/\nInferred \(6\):\n {2}J♣ {4}inferred: it can only be in colonial deck, by counting what was seen\n/);
    expect(out).toMatch(/\nUnknown \(29\):\n/);
  });

  it('gives every card once as JSON, each with its words', async () => {
    const { code, out } = await run('replay', 'knowledge', EXAMPLE, '--seat', '2', '--step', '5', '--json');
    expect(code).toBe(EXIT_OK);
    const report = JSON.parse(out) as { step: number; seat: number; cards: Card[] };
    expect(report).toMatchObject({ step: 5, seat: 2 });
    expect(report.cards).toHaveLength(53);
    expect(new Set(report.cards.map((c) => c.card)).size).toBe(53);
    const own = report.cards.filter((c) => c.place?.label === "Seat 2's hand");
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((c) => c.status === 'known' && c.how === 'dealt' && c.since === 0)).toBe(true);
    // What seat 1 alone holds is hidden from seat 2.
    const seatOne = await run('replay', 'knowledge', EXAMPLE, '--seat', '1', '--step', '5', '--json');
    const hand = (JSON.parse(seatOne.out) as { cards: Card[] }).cards.filter((c) => c.place?.label === "Seat 1's hand").map((c) => c.card);
    expect(hand).toHaveLength(5);
    for (const card of hand) expect(report.cards.find((c) => c.card === card)!.status).toBe('unknown');
  });

  it.each([
    [['--seat', '4'], 'the replay has 3 players; there is no player 4'],
    [['--seat', '1', '--step', '999'], 'step 999 is outside "Main line" (0 to 39)'],
    [['--seat', '1', '--line', 'nowhere'], 'the replay has no line "nowhere"'],
  ])('refuses %j', async (flags, message) => {
    const { code, err } = await run('replay', 'knowledge', EXAMPLE, ...flags);
    expect(code).toBe(EXIT_FAILED);
    expect(err).toContain(message);
  });
});
