/**
 * Choices that end the game by one player's word alone, such as a surrender.
 * A table says which of its choices are grave by giving each one the question
 * to ask; it draws them after the ordinary choices (GraveButton), and the
 * person is asked before one is played (GravePrompt). Bots play them as any
 * other action: only a click at the table asks.
 */

/** What the person is asked before a grave choice is played. */
export interface GraveQuestion {
  /** "Surrender for Seats 2 & 4?" */
  readonly title: string;
  /** What playing it does, and how the game ends. */
  readonly meaning: string;
  /** The answer that plays it: "Surrender". */
  readonly confirm: string;
}

export interface GraveChoice<A> {
  readonly action: A;
  readonly question: GraveQuestion;
}

export interface SetApart<A> {
  readonly ordinary: readonly A[];
  readonly grave: readonly GraveChoice<A>[];
}

/** The choices, each group in the order given: those with a question to ask are grave, the rest ordinary. */
export function setApart<A>(actions: readonly A[], questionFor: (action: A) => GraveQuestion | null): SetApart<A> {
  const ordinary: A[] = [];
  const grave: GraveChoice<A>[] = [];
  for (const action of actions) {
    const question = questionFor(action);
    if (question) grave.push({ action, question });
    else ordinary.push(action);
  }
  return { ordinary, grave };
}
