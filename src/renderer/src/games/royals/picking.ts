/**
 * Which legal actions a selection of hand cards leads to, and what the seat
 * to act is asked to do now, in words — from the view and the legal list
 * alone, so the table offers only what the rules allow.
 */
import type { RoyalsAction, RoyalsView } from '../../../../engine/games/royals';
import { wipeFells } from '../../../../engine/games/royals/attack';
import { isRoyalCard, label, numberValue, royalRank } from '../../../../engine/games/royals/cards';
import { jokerDamage } from '../../../../engine/games/royals/score';

/** The hand cards an action takes from the hand. */
export function handCardsOf(action: RoyalsAction): string[] {
  switch (action.type) {
    case 'discard':
    case 'arrows':
      return [...action.cards];
    case 'recruit':
    case 'royal-attack':
    case 'revive':
    case 'joker-attack':
    case 'wipe':
    case 'ace':
      return [action.card];
    case 'reveal':
      return [action.joker];
    default:
      return [];
  }
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((card) => b.includes(card));
}

/** The legal actions that use exactly the selected hand cards (none selected: those that use no card). */
export function actionsFor(selection: readonly string[], legal: readonly RoyalsAction[]): RoyalsAction[] {
  return legal.filter((action) => sameSet(handCardsOf(action), selection));
}

/**
 * The actions that close the turn (End the turn, the Last Reshuffle): they use no card, so they stay offered whatever
 * is selected, and a player need not clear a selection to end the turn.
 */
export function turnClosers(legal: readonly RoyalsAction[]): RoyalsAction[] {
  return legal.filter((action) => action.type === 'end-turn' || action.type === 'last-reshuffle');
}

/** A royal aimed at is a field card; "player" and "field" (Wipe The Floor) are not. */
function aimedCard(target: string): string[] {
  return target === 'player' || target === 'field' ? [] : [target];
}

/** The field cards an action names: the royal or joker it is played with or on, and the royal it aims at. */
export function fieldCardsOf(action: RoyalsAction): string[] {
  switch (action.type) {
    case 'arrows':
      return aimedCard(action.target);
    case 'royal-attack':
      return [action.royal, ...aimedCard(action.target)];
    case 'joker-attack':
      return [action.joker, ...aimedCard(action.target)];
    case 'wipe':
      return [action.joker];
    case 'revive':
    case 'bury':
    case 'fall':
      return [action.royal];
    default:
      return [];
  }
}

/**
 * The actions that name every field card clicked so far, and the field cards
 * a further click can choose among them. A click on the field narrows the
 * choice the way a selection in the hand does.
 */
export function aimAt(clicked: readonly string[], actions: readonly RoyalsAction[]): { readonly actions: RoyalsAction[]; readonly clickable: Set<string> } {
  const named = actions.filter((action) => {
    const cards = fieldCardsOf(action);
    return clicked.every((card) => cards.includes(card));
  });
  const clickable = new Set(named.flatMap(fieldCardsOf).filter((card) => !clicked.includes(card)));
  return { actions: named, clickable };
}

/** Hand cards some legal action uses: they are worth selecting. */
export function usefulCards(legal: readonly RoyalsAction[]): Set<string> {
  return new Set(legal.flatMap(handCardsOf));
}

/** A representative refused action for a selection with no legal use, to ask the rules why. */
export function probeFor(selection: readonly string[], view: RoyalsView, seat: number): RoyalsAction | null {
  if (selection.length === 0) return null;
  const target = view.fields[1 - seat]!.find((entry) => !entry.card.startsWith('JK') && entry.pose !== 'sideways')?.card ?? 'player';
  if (selection.length >= 2) return { type: 'arrows', cards: [...selection], target };
  const card = selection[0]!;
  if (/^[JQK]/.test(card)) return { type: 'recruit', card };
  if (card.startsWith('JK')) return { type: 'reveal', joker: card };
  const royal = view.fields[seat]!.find((entry) => !entry.card.startsWith('JK'));
  if (royal) return { type: 'royal-attack', royal: royal.card, card, target };
  return { type: 'arrows', cards: [card], target };
}

function targetWords(target: string): string {
  if (target === 'player') return 'you directly';
  if (target === 'field') return 'every royal on your field (Wipe The Floor)';
  return `your ${label(target)}`;
}

/**
 * A wipe deals no damage of its own: what counts is the combined rank of the royals standing on the other field,
 * set against the card (or, under the damage variant, its double) — so the prompt gives those figures and what
 * the wipe would do if it goes through.
 */
function wipeWords(view: RoyalsView, attacker: string, defender: string): string {
  const attack = view.attack!;
  const card = attack.cards[0]!;
  const combined = view.fields[1 - attack.by]!
    .filter((entry) => isRoyalCard(entry.card) && entry.pose !== 'sideways')
    .reduce((sum, entry) => sum + royalRank(entry.card), 0);
  const fells = wipeFells(view.options.wipe, combined, card);
  const byDamage = view.options.wipe === 'damage';
  const bound = byDamage ? jokerDamage(card) : numberValue(card);
  const comparison = byDamage ? (fells ? `at most ${bound}` : `over ${bound}`) : fells ? `at least ${bound}` : `under ${bound}`;
  const result = fells ? 'all fall if it goes through' : 'stay standing even if it goes through';
  return `${attacker} wipes the floor${byDamage ? ` for ${bound}` : ''} with the ${label(card)}: ${defender}'s royals (combined rank ${combined}, ${comparison}) ${result}`;
}

/** One or two sentences: what the seat to act must or may do now. */
export function promptText(view: RoyalsView, names: readonly string[]): string {
  const name = (seat: number) => names[seat] ?? `Seat ${seat + 1}`;
  if (view.outcome) return view.outcome.text;
  if (view.stage === 'scored') {
    const first = view.activeSeats[0] ?? 0;
    return `Game ${view.gameNumber} is over. ${name(first)} begins the next game.`;
  }
  const attack = view.attack;
  if (view.stage === 'respond' && attack) {
    const defender = 1 - attack.by;
    const answering = view.activeSeats[0] ?? defender;
    const what =
      attack.kind === 'wipe'
        ? wipeWords(view, name(attack.by), name(defender))
        : `${name(attack.by)} attacks ${targetWords(attack.target).replace('you directly', `${name(defender)} directly`).replace('your ', `${name(defender)}'s `)} for ${attack.damage}`;
    if (answering === defender) {
      return attack.aces.length === 0
        ? `${what}. ${name(defender)}: block it with an ace, or let it through.`
        : `${name(attack.by)} counter-blocked with the ${label(attack.aces[attack.aces.length - 1]!)}. ${name(defender)}: block again with an ace, or let the attack through.`;
    }
    return `${name(defender)} blocked with the ${label(attack.aces[attack.aces.length - 1]!)}. ${name(attack.by)}: counter-block with an ace, or accept the block.`;
  }
  if (view.stage === 'fall' && attack) {
    const defender = 1 - attack.by;
    return `The ${label(attack.target)} would fall. ${name(defender)}: let it fall, or sacrifice a standing jack instead (Jackrifice).`;
  }
  const who = name(view.seat);
  const cold = view.coldWar ? ' It is the Cold War: only arrows may attack.' : '';
  const last = view.phase === 'last-round' ? ' This is a final turn: no more cards are drawn.' : '';
  return `${who}'s turn: select cards in the hand to discard, fire arrows, recruit, attack, reveal a joker or pay tribute; then end the turn.${cold}${last}`;
}
