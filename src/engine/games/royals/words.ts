/** Names for seats and counts, shared by refusals, the log and the text view. */
export function seatName(seat: number): string {
  return `Seat ${seat + 1}`;
}

export function otherSeat(seat: number): number {
  return seat === 0 ? 1 : 0;
}

export function plural(count: number, word: string, many = `${word}s`): string {
  return `${count} ${count === 1 ? word : many}`;
}

export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
