/** What every message the host sends must be, whatever a file or a page gave it. */
import { expect } from 'vitest';

/** Control and bidirectional characters, written out here rather than taken from quote.ts, so the check does not trust the code it checks. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/;

/** The message shows no invisible character as it is and stays a few sentences long. */
export function expectVisibleAndShort(message: string, label?: string): void {
  expect(message, label).not.toMatch(INVISIBLE);
  expect(message.length, label).toBeLessThan(700);
}
