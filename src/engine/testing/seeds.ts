/**
 * Seeds for series of games: game `index` of a series started from `base`
 * gets a well-mixed 31-bit seed, so neighbouring games do not start from
 * neighbouring generator states and a series is the same on every run.
 */
export const MAX_SEED = 2147483646;

export function seedFor(base: number, index: number): number {
  // murmur3's 32-bit finaliser over the pair, folded to the seed range replay files accept.
  let h = (Math.trunc(base) ^ Math.imul(index + 1, 0x9e3779b9)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h = (h ^ (h >>> 16)) >>> 0;
  return h % (MAX_SEED + 1);
}
