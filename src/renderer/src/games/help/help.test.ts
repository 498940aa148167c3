import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../../engine';
import { rulesHelpFor } from './index';

describe('rules help', () => {
  const ids = GAMES.map((game) => game.id);
  it.each(ids)('%s has help with a summary and non-empty sections', (id) => {
    const help = rulesHelpFor(id);
    expect(help, `help for ${id}`).not.toBeNull();
    expect(help!.summary.length).toBeGreaterThan(40);
    expect(help!.sections.length).toBeGreaterThanOrEqual(3);
    for (const section of help!.sections) {
      expect(section.heading).not.toBe('');
      expect(section.points.length).toBeGreaterThan(0);
    }
  });
});
