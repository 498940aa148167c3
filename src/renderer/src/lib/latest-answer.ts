/**
 * For a question asked again and again of the host (the recent games, the
 * folder to list): host calls may be answered in another order than they
 * were asked, and an answer to an older question must not replace the answer
 * to a newer one.
 */
export function latestAnswer<A extends unknown[], T>(
  ask: (...question: A) => Promise<T>,
): (...question: A) => Promise<{ readonly latest: boolean; readonly answer: T }> {
  let asked = 0;
  return async (...question) => {
    const mine = ++asked;
    const answer = await ask(...question);
    return { latest: mine === asked, answer };
  };
}
