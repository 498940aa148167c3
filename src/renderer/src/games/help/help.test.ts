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

  /** Past the rules, a player learning the game gets a few pointers on playing it well, in every game. */
  it.each(ids)('%s ends its play with tips, before the options', (id) => {
    const headings = rulesHelpFor(id)!.sections.map((section) => section.heading);
    expect(headings.indexOf('Tips'), `${id}: ${headings.join(', ')}`).toBe(headings.indexOf('Options') - 1);
    expect(rulesHelpFor(id)!.sections.find((section) => section.heading === 'Tips')!.points.length).toBeGreaterThanOrEqual(3);
  });

  /**
   * A help sentence that gives the standard value of a number the players may
   * change (Alliance Royals' 1066 and −333) says it can be chosen, so a table
   * started with other totals does not contradict it. Small defaults (a match
   * of 1 game, 3 round wins) are left out: such numbers stand in many sentences
   * that are not about the option.
   */
  it.each(ids)('%s says a distinctive standard number may be chosen otherwise wherever it gives it', (id) => {
    const game = GAMES.find((candidate) => candidate.id === id)!;
    const defaults = game.defaultOptions() as Record<string, unknown>;
    const help = rulesHelpFor(id)!;
    const sentences = [help.summary, ...help.sections.flatMap((section) => section.points)];
    for (const spec of game.optionSpecs) {
      const value = defaults[spec.key];
      if (spec.kind !== 'number' || typeof value !== 'number' || Math.abs(value) < 10) continue;
      const written = value < 0 ? `−${-value}` : String(value);
      const stating = sentences.filter((sentence) => new RegExp(`(^|[^\\d])${written}(?!\\d)`).test(sentence));
      for (const sentence of stating) expect(sentence, `${id}: ${spec.key}`).toMatch(/choose/i);
    }
  });

  /**
   * Every option the setup screen offers is explained under "Options", by the
   * label the setup screen shows, so a player can find the words for what they
   * chose.
   */
  it.each(ids)('%s explains every option of the setup screen by its label', (id) => {
    const game = GAMES.find((candidate) => candidate.id === id)!;
    const options = rulesHelpFor(id)!.sections.find((section) => section.heading === 'Options');
    expect(options, `${id} has an Options section`).toBeDefined();
    for (const spec of game.optionSpecs) {
      expect(options!.points.filter((point) => point.startsWith(`${spec.label}: `)), `${id}: ${spec.label}`).toHaveLength(1);
    }
  });
});
