/**
 * Saves are written one at a time, whatever is being saved (the game on the table, a position from the editor, a
 * puzzle from the maker). A save asked for while another is being written (a slow disk, a quick second Ctrl+S)
 * follows it and writes what is on screen then, instead of being passed over or racing it to the same file.
 */
let saving: Promise<void> = Promise.resolve();

/** Runs `write` once every save asked for before it has finished, failed or not; resolves or rejects as it does. */
export function afterEarlierSaves(write: () => Promise<void>): Promise<void> {
  const next = saving.then(write);
  saving = next.catch(() => undefined);
  return next;
}
