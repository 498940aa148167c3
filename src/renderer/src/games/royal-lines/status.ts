/**
 * What the table is waiting for, in words for the person at the screen: the
 * seat whose eyes the table is drawn for (`actor`) is addressed as "you".
 */
import type { Seat } from '../../../../engine';
import { FIRST_SHIP_SIZE, SECOND_HAND_SIZE, type RoyalLinesView } from '../../../../engine/games/royal-lines';
import { groupPhrase, listWords } from '../../../../engine/games/royal-lines/words';

/** Every round has one recruitment per promise in hand: 7 from the first deal and 6 from the second. */
export const RECRUITMENTS_PER_ROUND = FIRST_SHIP_SIZE + SECOND_HAND_SIZE;

export interface StatusFacts {
  readonly view: RoyalLinesView;
  /** The seat the person at the screen plays, if any. */
  readonly actor: Seat | null;
  readonly names: readonly string[];
  /** Whether a bot plays the seat. */
  readonly isBot: (seat: Seat) => boolean;
}

/** "Round 2 · ship 1 · recruitment 3 of 13" */
export function progressText(view: RoyalLinesView): string {
  if (view.phase === 'scored' || view.phase === 'over') return `Round ${view.round} · scored`;
  const pending = view.pending;
  if (pending && pending.kind !== 'collapse') return `Round ${view.round} · the jokers panic`;
  // A collapse choice finishes the recruitment just counted; otherwise the next one is under way.
  const number = pending ? view.recruitments : Math.min(view.recruitments + 1, RECRUITMENTS_PER_ROUND);
  return `Round ${view.round} · ship ${view.shipNumber} · recruitment ${number} of ${RECRUITMENTS_PER_ROUND}`;
}

export function statusText({ view, actor, names, isBot }: StatusFacts): string {
  const name = (seat: Seat) => names[seat] ?? `Seat ${seat + 1}`;
  const you = (seat: Seat) => (seat === actor ? 'you' : name(seat));
  switch (view.phase) {
    case 'over':
      return view.outcome?.text ?? 'The match is over.';
    case 'scored': {
      const dealer = view.activeSeats[0];
      if (dealer === undefined) return `Round ${view.round} is scored.`;
      if (dealer === actor) return `Round ${view.round} is scored. You deal round ${view.round + 1}.`;
      return `Round ${view.round} is scored. ${name(dealer)} deals round ${view.round + 1}${isBot(dealer) ? ' (a bot: it deals on its own)' : ''}.`;
    }
    case 'choice': {
      const pending = view.pending;
      if (!pending) return 'Waiting for a choice.';
      const who = pending.seat === actor ? 'You choose' : `${name(pending.seat)} chooses`;
      if (pending.kind === 'settle') return `${who} the suit ${pending.seat === actor ? 'your' : 'their'} settled joker stands for.`;
      if (pending.kind === 'panic') return `${who} which two royals ${pending.seat === actor ? 'your' : 'their'} panicking joker escapes with.`;
      return `${who} which three collapse: ${listWords(pending.groups.map(groupPhrase), 'or')}.`;
    }
    case 'promise': {
      const waiting = view.activeSeats;
      if (actor !== null && waiting.includes(actor)) {
        return 'Choose a promise: click a card in your hand, then confirm. It stays face down until every player has chosen.';
      }
      const others = listWords(waiting.map(you));
      if (actor !== null) return `Your promise lies face down. Waiting for ${others}.`;
      return `Waiting for promises from ${others}.`;
    }
  }
}
