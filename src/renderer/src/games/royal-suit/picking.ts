/**
 * Clicking at the Royal Suit table: the deck's top card, then a pile, plays
 * it; a couple card, then a neighbouring pile, moves it; a pile on its own
 * plays the top card onto it. Whether the action is allowed is always the
 * rules' answer: this only turns clicks into actions.
 */
import type { RoyalSuitAction, RoyalSuitView } from '../../../../engine/games/royal-suit/types';

/** What the player has picked up: their deck's top card, or the couple card on a pile. */
export type Selection = { readonly kind: 'deck' } | { readonly kind: 'couple'; readonly pile: number } | null;

/** What was clicked: the own deck, or a court pile. */
export type Target = { readonly kind: 'deck' } | { readonly kind: 'pile'; readonly pile: number };

export type PickResult = { readonly select: Selection } | { readonly act: RoyalSuitAction };

export function pick(view: RoyalSuitView, selection: Selection, target: Target): PickResult {
  if (target.kind === 'deck') return { select: selection?.kind === 'deck' ? null : { kind: 'deck' } };
  const pile = target.pile;
  if (selection?.kind === 'deck') return { act: { type: 'play', pile } };
  if (selection?.kind === 'couple') {
    if (selection.pile === pile) return { select: null };
    return { act: { type: 'move', from: selection.pile, to: pile } };
  }
  if (view.court[pile]?.couple) return { select: { kind: 'couple', pile } };
  return { act: { type: 'play', pile } };
}

/** The piles a selection may go to, as the legal actions say. */
export function targetsOf(selection: Selection, legal: readonly RoyalSuitAction[]): Set<number> {
  const targets = new Set<number>();
  for (const action of legal) {
    if (selection?.kind === 'deck' && action.type === 'play') targets.add(action.pile);
    if (selection?.kind === 'couple' && action.type === 'move' && action.from === selection.pile) targets.add(action.to);
  }
  return targets;
}

/**
 * The actions the table warns of: those that would bring back an earlier position and so lose the game for the
 * side to act. A side the rule favours is not told which of its actions would win.
 */
export function repeatWarnings(view: RoyalSuitView): readonly RoyalSuitAction[] {
  const repetition = view.repetition;
  return repetition && repetition.winner !== view.seatToAct ? repetition.actions : [];
}

/** Piles whose couple card may move now. */
export function movableCouples(legal: readonly RoyalSuitAction[]): Set<number> {
  return new Set(legal.flatMap((action) => (action.type === 'move' ? [action.from] : [])));
}

/** Whether the deck's top card may be played anywhere now. */
export function canPlay(legal: readonly RoyalSuitAction[]): boolean {
  return legal.some((action) => action.type === 'play');
}

/** The piles an action touches, to mark a hint or the step just played. */
export function pilesOf(action: RoyalSuitAction | null): number[] {
  if (!action) return [];
  if (action.type === 'play') return [action.pile];
  if (action.type === 'move') return [action.from, action.to];
  return [];
}
