/**
 * For a question asked again and again of the host (the recent games, say):
 * host calls may be answered in another order than they were asked, and an
 * answer to an older question must not replace the answer to a newer one.
 */
export function latestAnswer<T>(ask: () => Promise<T>): () => Promise<{ readonly latest: boolean; readonly answer: T }> {
  let asked = 0;
  return async () => {
    const mine = ++asked;
    const answer = await ask();
    return { latest: mine === asked, answer };
  };
}
