/**
 * A playable position rebuilt from what one seat sees. Everything face up is
 * copied (fields, score piles, discard pile, the attack under way, the
 * seat's own hand); the cards the seat cannot know — the other hand and the
 * deck — are exactly the cards of the pack not accounted for, so they are
 * dealt out again at random from the bot's own seed: one guess at the hidden
 * cards consistent with the view, never the true ones. Cards revealed by
 * blocks, tribute and discards are face up, so the guess never places them.
 */
import { seedRng, shuffleInPlace } from '../../core/rng';
import { packCards } from './cards';
import type { RoyalsState, RoyalsView } from './types';

function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** The pack minus every card the seat has seen where it lies now. */
export function unseenCards(view: RoyalsView): string[] {
  const seen = new Set<string>([
    ...view.hand,
    ...view.discard,
    ...view.fields.flatMap((field) => field.flatMap((entry) => [entry.card, ...entry.under])),
    ...view.scores.flatMap((pile) => [...pile.groups.flatMap((group) => [group.head, ...group.cards]), ...pile.points]),
    ...(view.attack?.cards ?? []),
  ]);
  return packCards(view.options.decks).filter((card) => !seen.has(card));
}

export function determinise(view: RoyalsView, seed: number): RoyalsState {
  if (view.viewer === 'all') throw new Error('a position is rebuilt from one seat’s view, not a teacher’s');
  const seat = view.viewer;
  const holder = { rng: seedRng(seed) };
  const unseen = unseenCards(view);
  shuffleInPlace(holder, unseen);
  const otherCount = view.handCounts[seat === 0 ? 1 : 0]!;
  if (unseen.length !== otherCount + view.deckCount) {
    throw new Error(`the view accounts for ${unseen.length} unseen cards, not ${otherCount + view.deckCount}`);
  }
  const hands: string[][] = [[], []];
  hands[seat] = [...view.hand];
  hands[seat === 0 ? 1 : 0] = unseen.splice(0, otherCount);
  return {
    rng: holder.rng,
    options: { ...view.options },
    game: view.gameNumber,
    wins: [...view.wins],
    results: copy(view.results) as RoyalsState['results'],
    first: view.first,
    seat: view.seat,
    turn: view.turn,
    phase: view.phase,
    stage: view.stage,
    hands,
    deck: unseen,
    discard: [...view.discard],
    fields: copy(view.fields) as RoyalsState['fields'],
    scores: copy(view.scores) as RoyalsState['scores'],
    hadRoyal: [...view.hadRoyal],
    reshuffles: view.reshuffles,
    lastReshuffle: view.lastReshuffle,
    lastReshuffleBy: view.lastReshuffleBy,
    finalTurns: [...view.finalTurns],
    attack: view.attack ? copy(view.attack) : null,
    result: view.result ? copy(view.result) : null,
    end: view.outcome ? { winners: [...view.outcome.winners] } : null,
  };
}
