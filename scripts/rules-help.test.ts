/**
 * The app's rules help must be written in its own words: no run of eight
 * words may be lifted from the rules texts in ../shared/rules.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../src/engine';
import { rulesHelpFor } from '../src/renderer/src/games/help';

const RULES_DIR = new URL('../../shared/rules/', import.meta.url);
const ids = GAMES.map((game) => game.id);

describe('rules help', () => {
  it('is written in the app\'s own words, not lifted from the rules texts', () => {
    // Every rules text, fragments included, with line breaks folded so a run across two lines is found too.
    const names = readdirSync(RULES_DIR).filter((name) => name.endsWith('.txt'));
    expect(names.length).toBeGreaterThanOrEqual(5);
    const texts = names.map((name) => readFileSync(new URL(name, RULES_DIR), 'utf8').toLowerCase().split(/\s+/).join(' '));
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
