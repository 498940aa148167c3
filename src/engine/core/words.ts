/** Small words every game's messages share: a count with its noun, a list joined for reading, a sentence's capital, a score. */

/** "1 turn", "3 turns", "1,200 positions", "−1 point", "−2 points"; `many` for nouns whose plural is not the noun and an s. */
export function plural(count: number, one: string, many = `${one}s`): string {
  const number = count < 0 ? `−${(-count).toLocaleString('en')}` : count.toLocaleString('en');
  // A minus sign does not make one point several: "−1 point", as a score is read aloud.
  return `${number} ${Math.abs(count) === 1 ? one : many}`;
}

/** "a", "a and b", "a, b and c" (or "a, b or c" with `last` = 'or'). */
export function listWords(items: readonly string[], last = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A score or a bound as the app writes it: "−30" with a true minus sign, as in print; "1066" as it is. */
export function numberText(value: number): string {
  return value < 0 ? `−${-value}` : String(value);
}
