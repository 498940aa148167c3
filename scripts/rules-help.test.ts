/**
 * The app's rules help must be written in its own words: no run of eight
 * words may be lifted from the rules texts in ../shared/rules. The runs are
 * checked against their fingerprints kept in the project (rules-text-runs.ts),
 * so the check holds on a machine that has only the project; where the texts
 * are beside it, the fingerprints are checked against them too.
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../src/engine';
import { rulesHelpFor } from '../src/renderer/src/games/help';
import { fingerprint, fingerprintsOfRulesTexts, runsOf, storedFingerprints } from './rules-text-runs';

describe('rules help', () => {
  const stored = storedFingerprints();

  it('keeps the fingerprint of every eight-word run of the rules texts, as the texts are now', () => {
    expect(stored.length, 'the rules texts have thousands of runs').toBeGreaterThan(5000);
    expect(new Set(stored).size).toBe(stored.length);
    const fromTexts = fingerprintsOfRulesTexts();
    // Only where the texts are beside the project: a change to them asks for `npx tsx scripts/rules-text-runs.ts`.
    if (fromTexts !== null) expect(fromTexts, 'the fingerprints are those of the rules texts: write them again').toEqual(stored);
  });

  it('knows a lifted run whatever its case and line breaks', () => {
    const text = 'Each player draws\ntwo cards from the deck and keeps them hidden.';
    const known = new Set(runsOf(text).map(fingerprint));
    const lifted = (point: string) => runsOf(point).filter((run) => known.has(fingerprint(run)));
    expect(lifted('At the start, each player draws two cards from the deck and keeps them')).toEqual([
      'each player draws two cards from the deck',
      'player draws two cards from the deck and',
      'draws two cards from the deck and keeps',
      'two cards from the deck and keeps them',
    ]);
    expect(lifted('Every player takes two cards from the deck and then waits.')).toEqual([]);
  });

  it.each(GAMES.map((game) => game.id))('of %s is written in the app\'s own words, not lifted from the rules texts', (id) => {
    const known = new Set(stored);
    const help = rulesHelpFor(id)!;
    const lifted = help.sections.flatMap((section) => section.points.flatMap(runsOf)).filter((run) => known.has(fingerprint(run)));
    expect(lifted, 'runs of eight words found in a rules text').toEqual([]);
  });
});
