/** A fresh random seed for a new game (the engine itself reads no randomness). */
export function randomSeed(): number {
  const words = new Uint32Array(1);
  crypto.getRandomValues(words);
  return words[0]! & 0x7fffffff;
}

/**
 * Reads the seed field: empty means random; otherwise a whole number from 0
 * to 2147483647. Returns a reason a person can read when it is neither.
 */
export function parseSeed(text: string): { ok: true; seed: number | null } | { ok: false; reason: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, seed: null };
  if (!/^\d+$/.test(trimmed)) return { ok: false, reason: 'The seed must be a whole number (or empty for a random one).' };
  const seed = Number(trimmed);
  if (!Number.isSafeInteger(seed) || seed > 2147483647) {
    return { ok: false, reason: 'The seed must be between 0 and 2147483647.' };
  }
  return { ok: true, seed };
}
