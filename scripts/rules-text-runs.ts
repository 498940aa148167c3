/**
 * The app's rules help must be in its own words: no run of eight words of it
 * may come from the rules texts in ../shared/rules. Those texts live beside
 * the project, not in it, so a machine that holds only the project could not
 * check that. The check keeps instead a fingerprint of every eight-word run of
 * the texts (scripts/rules-text-runs.txt): a short hash, from which no text can
 * be read back.
 *
 *   npx tsx scripts/rules-text-runs.ts    writes the fingerprints again, after a rules text changed
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const RULES_DIR = new URL('../../shared/rules/', import.meta.url);
export const RUNS_FILE = new URL('./rules-text-runs.txt', import.meta.url);
export const RUN_WORDS = 8;

/** A text's words, in lower case, whatever breaks the lines. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter((word) => word !== '');
}

/** Every run of eight words in a row. */
export function runsOf(text: string): string[] {
  const words = wordsOf(text);
  const runs: string[] = [];
  for (let i = 0; i + RUN_WORDS <= words.length; i++) runs.push(words.slice(i, i + RUN_WORDS).join(' '));
  return runs;
}

/** A run's fingerprint: 64 bits of its SHA-256, enough that two different runs never meet in texts this size. */
export function fingerprint(run: string): string {
  return createHash('sha256').update(run).digest('hex').slice(0, 16);
}

/** The fingerprints of every run of the rules texts, fragments included, sorted and each once; null when the texts are not beside the project. */
export function fingerprintsOfRulesTexts(): string[] | null {
  if (!existsSync(RULES_DIR)) return null;
  const names = readdirSync(RULES_DIR).filter((name) => name.endsWith('.txt')).sort();
  const runs = names.flatMap((name) => runsOf(readFileSync(new URL(name, RULES_DIR), 'utf8')));
  return [...new Set(runs.map(fingerprint))].sort();
}

export function storedFingerprints(): string[] {
  return readFileSync(RUNS_FILE, 'utf8').split('\n').filter((line) => line !== '');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const prints = fingerprintsOfRulesTexts();
  if (prints === null) {
    console.error(`There are no rules texts at ${fileURLToPath(RULES_DIR)}.`);
    process.exit(1);
  }
  writeFileSync(RUNS_FILE, `${prints.join('\n')}\n`);
  console.log(`Wrote ${prints.length} fingerprints to ${fileURLToPath(RUNS_FILE)}.`);
}
