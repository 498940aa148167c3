/**
 * Runs async tasks one after another. The renderer fires autosaves and clears
 * without waiting for each other; without a queue a clear could land between
 * a save's write and its rename and be undone by it.
 */
export function serialQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
