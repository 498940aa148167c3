/**
 * Why an edited Royal Suit position cannot be played, every reason located
 * and in a player's words: the cards (each once, the couple only as the
 * couple), the court as play builds it (colours alternate on a pile, a couple
 * card lies on its starting pile or on a card it could move onto), the
 * couple apart, the decks and the step of the turn agreeing, and what the
 * turn number says about how many cards each side can have played.
 */
import { cardLabel, isCardId } from '../../core/cards';
import { displayCard, packProblems, unplacedCards, type Position, type Problem, type ProblemLocation } from '../../core/editor';
import { quoteUntrusted } from '../../core/quote';
import { seedRng, shuffleInPlace } from '../../core/rng';
import { colourOfCard, coupleCardsOf, coupleColour, isAce, isFaceCard, otherColour } from './cards';
import { pileName } from './court';
import {
  PILES,
  SEATS,
  dealtPerSeat,
  deckName,
  deckZone,
  parseLastMoveValue,
  pileZone,
  royalSuitPack,
  royalSuitZones,
  scalarKeys,
} from './editor-layout';
import { TURN_MAX } from './state-schema';
import { otherSeat, sideNoun } from './turn';
import { PHASES, PILE_COUNT, type CardId, type CoupleIndex, type Phase, type RoyalSuitOptions } from './types';
import { capitalise } from '../../core/words';

export function zoneOf(position: Position, zone: string): readonly string[] {
  const cards = position.zones[zone];
  return Array.isArray(cards) ? cards : [];
}

/** A pile's cards bottom first, as the rules keep them (the editor lists them top first). */
export function pileCards(position: Position, pile: number): CardId[] {
  return [...zoneOf(position, pileZone(pile))].reverse() as CardId[];
}

export interface Values {
  readonly seat: 0 | 1 | null;
  readonly phase: Phase | null;
  readonly turn: number | null;
  readonly couple: readonly (number | null)[];
  /** null: not a value the game allows. */
  readonly lastMove: { couple: CoupleIndex; from: number } | 'none' | null;
  readonly shownBelow: readonly (number | null)[];
}

function wholeIn(value: unknown, min: number, max: number): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : null;
}

export function readValues(position: Position, options: RoyalSuitOptions): Values {
  const scalars = position.scalars;
  const seat = scalars[scalarKeys.seat];
  const phase = scalars[scalarKeys.phase];
  return {
    seat: seat === 0 || seat === 1 ? seat : null,
    phase: typeof phase === 'string' && (PHASES as readonly string[]).includes(phase) ? (phase as Phase) : null,
    turn: wholeIn(scalars[scalarKeys.turn], 1, TURN_MAX),
    couple: ([0, 1] as const).map((index) => wholeIn(scalars[scalarKeys.couple(index)], 0, PILE_COUNT - 1)),
    lastMove: parseLastMoveValue(scalars[scalarKeys.lastMove]),
    shownBelow: SEATS.map((seat) => wholeIn(scalars[scalarKeys.shownBelow(seat)] ?? 0, 0, dealtPerSeat(options))),
  };
}

/** A number from the unplaced cards themselves, so the deal is fixed by the position and shown before play. */
function dealSeed(cards: readonly string[]): number {
  let hash = 0x811c9dc5;
  for (const char of cards.join(' ')) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash & 0x7fffffff;
}

/**
 * Which deck each unplaced card is dealt to: mixed in an order fixed by the
 * cards left over, then dealt one by one to the shorter deck, the supporters'
 * on a tie, as the deal starts with them. The editor can show the result
 * before play; the game's rng then shuffles each deck's new cards.
 */
export function dealPlan(position: Position, options: RoyalSuitOptions): Map<string, number> {
  const cards = unplacedCards(position, royalSuitPack(options));
  const holder = { rng: seedRng(dealSeed(cards)) };
  shuffleInPlace(holder, cards);
  const sizes = SEATS.map((seat) => zoneOf(position, deckZone(seat)).length);
  const plan = new Map<string, number>();
  for (const card of cards) {
    const seat = sizes[1]! < sizes[0]! ? 1 : 0;
    plan.set(card, seat);
    sizes[seat]! += 1;
  }
  return plan;
}

/** Each deck's size once the unplaced cards are dealt. */
export function finalDeckSizes(position: Position, options: RoyalSuitOptions): number[] {
  const sizes = SEATS.map((seat) => zoneOf(position, deckZone(seat)).length);
  for (const seat of dealPlan(position, options).values()) sizes[seat]! += 1;
  return sizes;
}

function at(scalar: string): ProblemLocation[] {
  return [{ scalar }];
}

function cardProblems(position: Position, options: RoyalSuitOptions): Problem[] {
  const couple = coupleCardsOf(options);
  const problems = packProblems(position, royalSuitPack(options), royalSuitZones(options)).filter(
    (problem) => !problem.where.some((where) => 'card' in where && couple.includes(where.card as CardId)),
  );
  for (const [zone, cards] of Object.entries(position.zones)) {
    (Array.isArray(cards) ? cards : []).forEach((card, index) => {
      const which = couple.indexOf(card as CardId);
      if (which < 0) return;
      problems.push({
        message: `The ${cardLabel(card as CardId)} is a couple card: it is not played or dealt. Set the pile it lies on instead.`,
        where: [{ zone, card, index }, { scalar: scalarKeys.couple(which as CoupleIndex) }],
      });
    });
  }
  return problems;
}

function valueProblems(position: Position, values: Values, options: RoyalSuitOptions): Problem[] {
  const problems: Problem[] = [];
  const couple = coupleCardsOf(options);
  if (values.seat === null) problems.push({ message: 'Choose whose turn it is: the Supporters or the Opposers.', where: at(scalarKeys.seat) });
  if (values.phase === null) problems.push({ message: 'Choose the step of the turn.', where: at(scalarKeys.phase) });
  if (values.turn === null) problems.push({ message: `The turn number must be a whole number from 1 to ${TURN_MAX}.`, where: at(scalarKeys.turn) });
  values.couple.forEach((pile, index) => {
    if (pile !== null) return;
    const shown = position.scalars[scalarKeys.couple(index as CoupleIndex)];
    problems.push({
      message: `The ${cardLabel(couple[index]!)} lies off the court (${quoteUntrusted(String(shown), 12)}): put it on one of the ${PILE_COUNT} piles.`,
      where: at(scalarKeys.couple(index as CoupleIndex)),
    });
  });
  if (values.lastMove === null) {
    problems.push({ message: 'The couple move that may not be taken back is not one the table offers: choose one from its list.', where: at(scalarKeys.lastMove) });
  }
  values.shownBelow.forEach((shown, seat) => {
    if (shown === null) {
      problems.push({
        message: `The cards shown at the bottom of ${deckName(seat)} must be a whole number from 0 to ${dealtPerSeat(options)}.`,
        where: at(scalarKeys.shownBelow(seat)),
      });
    }
  });
  return problems;
}

// "Hand cards are always put onto cards of the opposite color", so each pile alternates from its first card up.
function courtProblems(position: Position): Problem[] {
  const problems: Problem[] = [];
  for (const pile of PILES) {
    const zone = pileZone(pile);
    const cards = pileCards(position, pile);
    if (cards.length === 0) {
      problems.push({ message: `${capitalise(pileName(pile))} is empty: every court pile keeps the card it started with. Put a card on it.`, where: [{ zone }] });
      continue;
    }
    for (let i = 1; i < cards.length; i++) {
      const card = cards[i]!;
      const below = cards[i - 1]!;
      if (!isCardId(card) || !isCardId(below) || colourOfCard(card) !== colourOfCard(below)) continue;
      problems.push({
        message: `On ${pileName(pile)} the ${displayCard(card)} lies on the ${displayCard(below)}: a card is only played onto a card of the other colour. Move one of them, or put a card of the other colour between them.`,
        where: [{ zone, card, index: cards.length - 1 - i }],
      });
    }
  }
  return problems;
}

/** The card a couple card lies on, when its pile is known and holds a card. */
function cardUnder(position: Position, pile: number | null): CardId | null {
  if (pile === null) return null;
  const cards = pileCards(position, pile);
  const top = cards[cards.length - 1];
  return top !== undefined && isCardId(top) ? top : null;
}

/** Why a couple card could not have been moved onto the card of this pile, and how to put it right; null if it could. */
function moveOntoRefusal(position: Position, couple: CoupleIndex, pile: number, options: RoyalSuitOptions): string | null {
  const under = cardUnder(position, pile);
  if (under === null) return null;
  const label = cardLabel(coupleCardsOf(options)[couple]);
  const wanted = otherColour(coupleColour(couple));
  const fix = `Set the ${label} on another pile, or put a ${wanted} card other than an ace on top of ${pileName(pile)}.`;
  if (isAce(under)) return `The ${label} cannot have been moved onto the ${cardLabel(under)} on ${pileName(pile)}: aces block the couple. ${fix}`;
  if (colourOfCard(under) === coupleColour(couple)) {
    return `The ${label} can only have been moved onto a ${wanted} card, and the ${cardLabel(under)} on ${pileName(pile)} is ${coupleColour(couple)}. ${fix}`;
  }
  return null;
}

// "The couple is placed on the first and last card of the court"; it then moves only onto an adjacent card of the other colour, never an ace.
function coupleProblems(position: Position, values: Values, options: RoyalSuitOptions): Problem[] {
  const problems: Problem[] = [];
  const black = values.couple[0] ?? null;
  const red = values.couple[1] ?? null;
  const couple = coupleCardsOf(options);
  const both: ProblemLocation[] = [{ scalar: scalarKeys.couple(0) }, { scalar: scalarKeys.couple(1) }];
  if (black !== null && red !== null && black === red) {
    problems.push({ message: `Both couple cards lie on ${pileName(black)}: a couple card is never moved onto the other. Set one of them on another pile.`, where: both });
  } else if (black !== null && red !== null && Math.abs(black - red) === 1) {
    problems.push({
      message: `The couple cards may not start side by side: the ${cardLabel(couple[0])} and the ${cardLabel(couple[1])} together on ${pileName(Math.min(black, red))} and ${pileName(Math.max(black, red))} means the Supporters have already won. Leave a pile or more between them.`,
      where: both,
    });
  }
  ([0, 1] as const).forEach((index) => {
    const pile = values.couple[index];
    if (pile === null || pile === undefined) return;
    const start = index === 0 ? 0 : PILE_COUNT - 1;
    // On its starting pile, with nothing played there yet, it may never have moved.
    if (pile === start && pileCards(position, pile).length === 1) return;
    const refusal = moveOntoRefusal(position, index, pile, options);
    if (refusal) problems.push({ message: refusal, where: [{ scalar: scalarKeys.couple(index) }, { zone: pileZone(pile) }] });
  });
  return problems;
}

// "When a couple card has been moved, the next player is not allowed to take the move back right after."
function lastMoveProblems(position: Position, values: Values, options: RoyalSuitOptions): Problem[] {
  const move = values.lastMove;
  const problems: Problem[] = [];
  const where = at(scalarKeys.lastMove);
  if (values.phase === 'extraPlay' && move === 'none') {
    problems.push({
      message: 'The extra play comes right after a couple move onto a face card: set which couple card moved and where from.',
      where: [...where, { scalar: scalarKeys.phase }],
    });
  }
  if (move === null || move === 'none') return problems;
  const label = cardLabel(coupleCardsOf(options)[move.couple]);
  const now = values.couple[move.couple];
  if (now === null || now === undefined) return problems;
  if (Math.abs(now - move.from) !== 1) {
    problems.push({
      message: `The ${label} lies on ${pileName(now)}, so it cannot just have come from ${pileName(move.from)}: couple cards move one pile at a time. Choose a pile beside it, or no couple move.`,
      where,
    });
    return problems;
  }
  if (values.couple[1 - move.couple] === move.from) {
    problems.push({ message: `The ${label} cannot just have come from ${pileName(move.from)}: the other couple card lies there. Choose the pile on its other side, or no couple move.`, where });
  }
  const refusal = moveOntoRefusal(position, move.couple, now, options);
  if (refusal) problems.push({ message: refusal, where: [...where, { zone: pileZone(now) }] });
  if (values.phase === 'extraPlay') {
    const under = cardUnder(position, now);
    if (under !== null && !isFaceCard(under)) {
      problems.push({
        message: `An extra play follows only a move onto a face card, and the ${label} was moved onto the ${cardLabel(under)}. Put a face card on top of ${pileName(now)}, or choose another step of the turn.`,
        where: [...where, { scalar: scalarKeys.phase }, { zone: pileZone(now) }],
      });
    }
  } else if (values.turn === 1) {
    problems.push({
      message: 'On turn 1 the Opposers have not played yet, so there is no move of theirs the Supporters may not take back. Choose no couple move, or a later turn.',
      where: [...where, { scalar: scalarKeys.turn }],
    });
  }
  return problems;
}

// A deck that runs out ends the game, but for the other side's one last couple move.
function deckProblems(position: Position, values: Values, options: RoyalSuitOptions): Problem[] {
  const problems: Problem[] = [];
  const sizes = finalDeckSizes(position, options);
  const dealt = dealtPerSeat(options);
  SEATS.forEach((seat) => {
    const zone = deckZone(seat);
    const size = sizes[seat]!;
    const lastMoveFor = values.phase === 'lastMove' && values.seat === otherSeat(seat);
    if (size === 0 && !lastMoveFor && values.phase !== null && values.seat !== null) {
      problems.push({
        message: `${capitalise(deckName(seat))} is empty: the game ended when ${sideNoun(seat)} played their last card. Give them cards, or set the other side's last move.`,
        where: [{ zone }],
      });
    }
    if (lastMoveFor && size > 0) {
      problems.push({
        message: `The last move comes only once ${deckName(seat)} has run out, and it holds ${size === 1 ? '1 card' : `${size} cards`}. Place them on the court, or choose another step of the turn.`,
        where: [{ zone }, { scalar: scalarKeys.phase }],
      });
    }
    const shown = values.shownBelow[seat];
    if (shown !== null && shown !== undefined && shown > zoneOf(position, zone).length) {
      problems.push({
        message: `${capitalise(deckName(seat))} holds ${zoneOf(position, zone).length} placed cards, so ${shown} of them cannot have been shown at its bottom. Show fewer, or place more cards in it.`,
        where: [{ zone }, { scalar: scalarKeys.shownBelow(seat) }],
      });
    }
    if (values.turn !== null) {
      // The supporters play the odd turns; each turn plays one card at most, the extra play included.
      const turnsDone = seat === 0 ? Math.ceil((values.turn - 1) / 2) : Math.floor((values.turn - 1) / 2);
      const played = dealt - size;
      if (played > turnsDone) {
        // The first turn by which this side has had a turn for every card played.
        const enough = seat === 0 ? 2 * played : 2 * played + 1;
        const back = played - turnsDone;
        const raise = enough <= TURN_MAX ? `Raise the turn number to ${enough} or more, or put` : 'Put';
        problems.push({
          message: `By turn ${values.turn} ${sideNoun(seat)} have had ${turnsDone} turn${turnsDone === 1 ? '' : 's'}, one card played at most in each, so their deck holds at least ${dealt - turnsDone} of the ${dealt} cards dealt; it holds ${size}. ${raise} ${back === 1 ? '1 more card' : `${back} more cards`} in their deck.`,
          where: [{ zone }, { scalar: scalarKeys.turn }],
        });
      }
    }
  });
  return problems;
}

// The supporters begin and the turn always passes to the other side.
function turnProblems(values: Values): Problem[] {
  if (values.turn === null || values.seat === null) return [];
  const expected = (values.turn - 1) % 2;
  if (values.seat === expected) return [];
  return [
    {
      message: `The Supporters play the odd turns and the Opposers the even ones: turn ${values.turn} is ${sideNoun(expected)}'. Change whose turn it is or the turn number.`,
      where: [{ scalar: scalarKeys.seat }, { scalar: scalarKeys.turn }],
    },
  ];
}

/** Every problem of the position but whether the last move can be made, which needs the state (editor.ts). */
export function positionProblems(position: Position, options: RoyalSuitOptions, seats: number): Problem[] {
  if (seats !== 2) return [{ message: `Royal Suit is played by 2 players, not ${seats}.`, where: at(scalarKeys.seat) }];
  const values = readValues(position, options);
  return [
    ...cardProblems(position, options),
    ...valueProblems(position, values, options),
    ...courtProblems(position),
    ...coupleProblems(position, values, options),
    ...lastMoveProblems(position, values, options),
    ...deckProblems(position, values, options),
    ...turnProblems(values),
  ];
}

export function unplacedDestination(position: Position, options: RoyalSuitOptions, card: string): { readonly zone: string; readonly label: string } {
  const seat = dealPlan(position, options).get(card) ?? 0;
  return { zone: deckZone(seat), label: `dealt to ${deckName(seat)}, shuffled in above any cards shown at its bottom` };
}
