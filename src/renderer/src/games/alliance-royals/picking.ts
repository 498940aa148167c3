/**
 * Choosing an action by its cards. A player picks cards anywhere on the table
 * (the hand, a board, the discard pile); the buttons then offer the legal
 * actions that name every picked card, and the cards still worth picking are
 * those the offered actions name. Nothing picked offers every legal action.
 * Everything here comes from the legal list, so the table offers only what the
 * rules allow.
 */
import type { AllianceRoyalsAction, AllianceRoyalsView } from '../../../../engine/games/alliance-royals';
import { cardsNamed } from '../../../../engine/games/alliance-royals/actions';
import { face } from '../../../../engine/games/alliance-royals/cards';
import { capitalise, labels } from '../../../../engine/games/alliance-royals/words';

/** The legal actions that name every picked card. */
export function actionsFor(picked: readonly string[], legal: readonly AllianceRoyalsAction[]): AllianceRoyalsAction[] {
  return legal.filter((action) => {
    const named = cardsNamed(action);
    return picked.every((card) => named.includes(card));
  });
}

/**
 * One button per choice: copies of a card look alike, so two actions with the same words (giving either of two
 * 10♣ from the hand) are the same choice to a player. Picking a card keeps only the actions that name that copy.
 */
export function distinctChoices(actions: readonly AllianceRoyalsAction[], words: (action: AllianceRoyalsAction) => string): AllianceRoyalsAction[] {
  const seen = new Set<string>();
  return actions.filter((action) => {
    const text = words(action);
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
}

/**
 * The cards picked after a click on `card`: a picked card is let go, a card that narrows the choice is added, and a
 * card with uses of its own but none shared with the cards picked so far starts a new choice. Null when no legal
 * action uses the card at all, so the table can say why.
 */
export function nextPick(picked: readonly string[], card: string, legal: readonly AllianceRoyalsAction[]): string[] | null {
  if (picked.includes(card)) return picked.filter((c) => c !== card);
  if (pickableCards(picked, actionsFor(picked, legal)).has(card)) return [...picked, card];
  if (actionsFor([card], legal).length > 0) return [card];
  return null;
}

/** Cards a further pick can choose: those the offered actions name, less those already picked. */
export function pickableCards(picked: readonly string[], offered: readonly AllianceRoyalsAction[]): Set<string> {
  return new Set(offered.flatMap(cardsNamed).filter((card) => !picked.includes(card)));
}

/**
 * The action a hand card would be used for now, had the rules allowed it: the rules then say why not (a card that
 * does not follow suit, say). Null where a hand card has no single use to ask about.
 */
export function probeFor(card: string, phase: AllianceRoyalsView['phase']): AllianceRoyalsAction | null {
  switch (phase) {
    case 'battle':
      return { type: 'play', card };
    case 'gift':
      return { type: 'gift', card };
    case 'play':
      return { type: 'discard', card };
    default:
      return null;
  }
}

/** Why a hand card that no legal action uses cannot be used now, in a player's words. */
export function whyNot(card: string, phase: AllianceRoyalsView['phase'], reasonFor: (action: AllianceRoyalsAction) => string | null): string {
  const probe = probeFor(card, phase);
  return (probe && reasonFor(probe)) ?? `Nothing you may do now uses ${labels([card])}.`;
}

const ASKED: Record<AllianceRoyalsView['phase'], string> = {
  houses: 'Choose a home house for this round.',
  draw: 'Draw from the stack.',
  bundle: 'Meld the bottom card of the cards you took from the discard pile.',
  gift: 'Pick the card in your hand you give your ally, in secret.',
  battle: 'Pick a card in your hand to play to the battle.',
  spoils: 'Take a card of the battle as spoils.',
  play: 'Pick a card in your hand or on a board to see what it can do; discard a card to end your turn.',
  consent: 'Your ally asks to trade royals: agree or refuse.',
  window: 'You may take the top of the discard pile to change houses, or pass.',
  scored: 'The round is scored: deal the next one when ready.',
  over: '',
};

/**
 * Where a draw may come from, as the legal actions say: the stack, the top of the discard pile, the top to complete a
 * change of house, or the pile from a card. With nothing to simply draw, the rules offer a skip, and the prompt says
 * the ways left are choices.
 */
function drawWords(view: AllianceRoyalsView, legal: readonly AllianceRoyalsAction[]): string {
  const top = view.discard[view.discard.length - 1];
  const stack = legal.some((action) => action.type === 'draw' && action.from === 'stack');
  const fromDiscard = legal.some((action) => action.type === 'draw' && action.from === 'discard');
  // Three alike are all different copies, so a change of the top's face can only be made with the top itself.
  const change = top !== undefined && legal.some((action) => action.type === 'changeHouse' && action.card === face(top));
  const bundle = legal.some((action) => action.type === 'bundle');
  const skip = legal.some((action) => action.type === 'pass');
  const ways = [
    stack && 'draw from the stack',
    fromDiscard && 'take the top of the discard pile',
    change && 'take the top of the discard pile to change houses',
    bundle && 'pick a card in the discard pile to take the pile from it',
  ];
  const said = ways.filter((way): way is string => typeof way === 'string');
  if (skip) return said.length ? `You may ${said.join(', or ')}, or skip the draw.` : 'Nothing can be drawn: skip the draw.';
  return said.length ? `${capitalise(said.join(', or '))}.` : ASKED.draw;
}

/** The optional plays' prompt names the boards only when some play there uses a card on one (an assassin's victim, say). */
function playWords(view: AllianceRoyalsView, legal: readonly AllianceRoyalsAction[]): string {
  const onBoards = [...pickableCards([], legal)].some((card) => !view.hand.includes(card));
  return onBoards ? ASKED.play : 'Pick a card in your hand to see what it can do; discard a card to end your turn.';
}

/** What the table asks of the seat acting now, and what the picked cards lead to. */
export function promptText(view: AllianceRoyalsView, picked: readonly string[], offered: number, legal: readonly AllianceRoyalsAction[] = []): string {
  if (view.outcome) return view.outcome.text;
  if (picked.length === 0) return view.phase === 'draw' ? drawWords(view, legal) : view.phase === 'play' ? playWords(view, legal) : ASKED[view.phase];
  if (offered === 0) return `Nothing you may do now uses ${labels(picked)}.`;
  return `${offered === 1 ? 'One action uses' : `${offered} actions use`} ${labels(picked)}: choose below${offered > 1 ? ', or pick another card' : ''}.`;
}
