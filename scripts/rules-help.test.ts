/**
 * The app's rules help must be written in its own words: no run of eight
 * words may be lifted from the rules texts in ../shared/rules.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../src/engine';
import { rulesHelpFor } from '../src/renderer/src/games/help';

const RULES_DIR = new URL('../../shared/rules/', import.meta.url);
const ids = GAMES.map((game) => game.id);

describe('rules help', () => {
  it('is written in the app\'s own words, not lifted from the rules texts', () => {
    const texts = ['royal-lock', 'royal-suit', 'royal-lines'].map((name) =>
      readFileSync(new URL(`${name}.txt`, RULES_DIR), 'utf8').toLowerCase(),
    );
    for (const id of ids) {
      for (const section of rulesHelpFor(id)!.sections) {
        for (const point of section.points) {
          // No run of eight words may appear verbatim in a rules text.
          const words = point.toLowerCase().split(/\s+/);
          for (let i = 0; i + 8 <= words.length; i++) {
            const run = words.slice(i, i + 8).join(' ');
            for (const text of texts) expect(text.includes(run), `"${run}" is copied`).toBe(false);
          }
        }
      }
    }
  });
});
