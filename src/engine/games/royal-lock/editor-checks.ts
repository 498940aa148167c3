/**
 * Why an edited Royal Lock position cannot be played, every reason located
 * and in a player's words: the cards (each once, black cards on the grid and
 * black piles, red cards in the red piles), the values beside them, the rules'
 * own limits (three locks, no finished game) and what the turn number says
 * about the red piles and, on the first turn, about how far play can have got.
 */
import { cardLabel, isCardId, type SuitedCardId } from '../../core/cards';
import { displayCard, packProblems, unplacedCards, type Position, type Problem, type ProblemLocation } from '../../core/editor';
import { quoteUntrusted } from '../../core/quote';
import { blackCards, isRoyal, redCards } from './cards';
import { CELLS, CENTRE, LINES, distance, isCell } from './grid';
import { GRID_ZONES, gridZone, markerName, royalLockPack, royalLockZones, scalarKeys, spaceLabel, zoneIds } from './editor-layout';
import { TURN_MAX } from './state-schema';
import { ACTIONS_PER_TURN, LOCK_LIMIT, RED_DRAW_SIZE, type Cell, type RoyalLockOptions } from './types';
import { capitalise } from '../../core/words';

const BLACK: ReadonlySet<string> = new Set(blackCards());
const RED: ReadonlySet<string> = new Set(redCards());
const RED_TOTAL = RED.size;
/** Red draws before the red deck runs dry: 26 cards, 2 a draw. */
const DRAWS_PER_RED_DECK = RED_TOTAL / RED_DRAW_SIZE;

export function zoneOf(position: Position, zone: string): readonly string[] {
  const cards = position.zones[zone];
  return Array.isArray(cards) ? cards : [];
}

/** The position's values read for the rules, each null when it is not a value the game allows. */
export interface Values {
  readonly turn: number | null;
  readonly marker: 0 | 1 | null;
  readonly actionsUsed: number | null;
  readonly markers: readonly (Cell | null)[];
  /** Per grid space; a missing lock value reads as unlocked. */
  readonly locked: readonly (boolean | null)[];
}

function wholeIn(value: unknown, min: number, max: number): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : null;
}

export function readValues(position: Position): Values {
  const scalars = position.scalars;
  const marker = scalars[scalarKeys.marker];
  return {
    turn: wholeIn(scalars[scalarKeys.turn], 1, TURN_MAX),
    marker: marker === 0 || marker === 1 ? marker : null,
    actionsUsed: wholeIn(scalars[scalarKeys.actionsUsed], 0, ACTIONS_PER_TURN),
    markers: [0, 1].map((index) => {
      const cell = scalars[scalarKeys.markerAt(index)];
      return isCell(cell) ? cell : null;
    }),
    locked: CELLS.map((cell) => {
      const value = scalars[scalarKeys.locked(cell)];
      return value === undefined || value === null ? false : typeof value === 'boolean' ? value : null;
    }),
  };
}

/**
 * The red discard's size at the start of a turn: every draw but the one on
 * show adds its 2 cards, and the discard goes back into the red deck at the
 * draw that finds the deck empty, once every 13 draws.
 */
export function redDiscardSizeAt(turn: number): number {
  if (turn === 1) return 0;
  const drawsThisDeck = ((turn - 2) % DRAWS_PER_RED_DECK) + 1;
  return RED_DRAW_SIZE * (drawsThisDeck - 1);
}

/** Under "the players lose", the draw that finds the red deck empty ends the game: turn 14 is the last. */
export const LAST_TURN_WHEN_RED_OUT_LOSES = DRAWS_PER_RED_DECK + 1;

function cardProblems(position: Position): Problem[] {
  const problems: Problem[] = [];
  const colourCheck = (zone: string, label: string, allowed: ReadonlySet<string>, colour: string, other: ReadonlySet<string>) => {
    zoneOf(position, zone).forEach((card, index) => {
      if (allowed.has(card) || !other.has(card)) return;
      problems.push({ message: `The ${displayCard(card)} is ${colour === 'black' ? 'red' : 'black'}: ${label} holds ${colour} cards only.`, where: [{ zone, card, index }] });
    });
  };
  CELLS.forEach((cell) => colourCheck(gridZone(cell), `the grid (here the ${spaceLabel(cell)})`, BLACK, 'black', RED));
  colourCheck(zoneIds.blackDeck, 'the black deck', BLACK, 'black', RED);
  colourCheck(zoneIds.blackDiscard, 'the black discard', BLACK, 'black', RED);
  colourCheck(zoneIds.redDeck, 'the red deck', RED, 'red', BLACK);
  colourCheck(zoneIds.redDiscard, 'the red discard', RED, 'red', BLACK);
  colourCheck(zoneIds.redDraw, 'the last red draw', RED, 'red', BLACK);
  return problems;
}

function valueProblems(position: Position, values: Values, seats: number): Problem[] {
  const problems: Problem[] = [];
  const at = (scalar: string): ProblemLocation[] => [{ scalar }];
  if (values.turn === null) {
    problems.push({ message: `The turn number must be a whole number from 1 to ${TURN_MAX}.`, where: at(scalarKeys.turn) });
  }
  if (values.marker === null) {
    problems.push({ message: `Choose whose turn it is: ${markerName(0, seats)} or ${markerName(1, seats)}.`, where: at(scalarKeys.marker) });
  }
  if (values.actionsUsed === null) {
    problems.push({ message: `A turn has ${ACTIONS_PER_TURN} actions: actions used must be from 0 to ${ACTIONS_PER_TURN}.`, where: at(scalarKeys.actionsUsed) });
  }
  values.markers.forEach((cell, marker) => {
    if (cell !== null) return;
    const shown = position.scalars[scalarKeys.markerAt(marker)];
    problems.push({
      message: `${capitalise(markerName(marker, seats))} stands off the grid (${quoteUntrusted(String(shown), 12)}): put it on one of the 9 spaces.`,
      where: at(scalarKeys.markerAt(marker)),
    });
  });
  values.locked.forEach((locked, cell) => {
    if (locked === null) problems.push({ message: `Whether the ${cellNameOf(cell)} card is locked is yes or no.`, where: at(scalarKeys.locked(cell)) });
  });
  return problems;
}

function cellNameOf(cell: Cell): string {
  return spaceLabel(cell).replace(/ space$/, '');
}

/** The card in a grid space, when the space holds exactly one card of the deck. */
function gridCard(position: Position, cell: Cell): SuitedCardId | null {
  const cards = zoneOf(position, gridZone(cell));
  const card = cards.length === 1 ? cards[0] : undefined;
  return card !== undefined && isCardId(card) && BLACK.has(card) ? (card as SuitedCardId) : null;
}

// "Turn a card sideways to lock. ... Only 3 cards may be locked at once."
function lockProblems(position: Position, values: Values): Problem[] {
  const problems: Problem[] = [];
  const lockedCells = CELLS.filter((cell) => values.locked[cell] === true);
  for (const cell of lockedCells) {
    if (zoneOf(position, gridZone(cell)).length === 0) {
      problems.push({
        message: `The ${spaceLabel(cell)} is empty: there is no card to lock.`,
        where: [{ scalar: scalarKeys.locked(cell) }, { zone: gridZone(cell) }],
      });
    }
  }
  if (lockedCells.length > LOCK_LIMIT) {
    problems.push({
      message: `A ${lockedCells.length === LOCK_LIMIT + 1 ? 'fourth lock' : `lock beyond the third`} is not possible: only ${LOCK_LIMIT} cards may be locked at once (${lockedCells.length} are locked).`,
      where: lockedCells.map((cell) => ({ scalar: scalarKeys.locked(cell) })),
    });
  }
  return problems;
}

// "The players lose if there are 3 empty spaces in a row at any time"; three locked royals in a line win.
function finishedProblems(position: Position, values: Values): Problem[] {
  const problems: Problem[] = [];
  for (const line of LINES) {
    if (line.cells.every((cell) => zoneOf(position, gridZone(cell)).length === 0)) {
      problems.push({
        message: `The players have already lost: the ${line.name} has three empty spaces. Put a card in one of them.`,
        where: line.cells.map((cell) => ({ zone: gridZone(cell) })),
      });
    }
  }
  for (const line of LINES) {
    const cards = line.cells.map((cell) => gridCard(position, cell));
    if (cards.every((card, i) => card !== null && isRoyal(card) && values.locked[line.cells[i]!] === true)) {
      problems.push({
        message: `The players have already won: the ${line.name} holds three locked royal cards (${cards.map((card) => cardLabel(card!)).join(', ')}). Unlock one of them.`,
        where: line.cells.flatMap((cell): ProblemLocation[] => [{ zone: gridZone(cell) }, { scalar: scalarKeys.locked(cell) }]),
      });
    }
  }
  return problems;
}

// Marker 1 takes turn 1 and the markers alternate, so the turn number decides whose turn it is.
function turnProblems(values: Values, seats: number): Problem[] {
  if (values.turn === null || values.marker === null) return [];
  const expected = (values.turn - 1) % 2;
  if (values.marker === expected) return [];
  return [
    {
      message: `Marker 1 plays the odd turns and marker 2 the even ones, so turn ${values.turn} belongs to ${markerName(expected, seats)}. Change whose turn it is or the turn number.`,
      where: [{ scalar: scalarKeys.marker }, { scalar: scalarKeys.turn }],
    },
  ];
}

// "Once a player has completed their actions, 2 cards are drawn from the red deck": the piles follow the turn number.
function redPileProblems(position: Position, values: Values, options: RoyalLockOptions): Problem[] {
  const turn = values.turn;
  if (turn === null) return [];
  const problems: Problem[] = [];
  const shown = zoneOf(position, zoneIds.redDraw);
  if (turn === 1 && shown.length > 0) {
    problems.push({
      message: 'No red cards have been drawn before the end of turn 1: move the cards on show to the red deck.',
      where: [{ zone: zoneIds.redDraw }],
    });
  } else if (turn > 1 && shown.length !== RED_DRAW_SIZE) {
    problems.push({
      message: `Every turn ends with a draw of ${RED_DRAW_SIZE} red cards: on turn ${turn} the ${RED_DRAW_SIZE} cards of the last draw lie on show; here ${shown.length === 1 ? 'there is 1' : `there are ${shown.length}`}.`,
      where: [{ zone: zoneIds.redDraw }],
    });
  }
  if (options.redDeckOut === 'loss' && turn > LAST_TURN_WHEN_RED_OUT_LOSES) {
    problems.push({
      message: `When the players lose as the red deck runs out, the game ends at the end of turn ${LAST_TURN_WHEN_RED_OUT_LOSES}: turn ${turn} never comes.`,
      where: [{ scalar: scalarKeys.turn }],
    });
    return problems;
  }
  const discard = zoneOf(position, zoneIds.redDiscard).length;
  const expected = redDiscardSizeAt(turn);
  if (discard !== expected) {
    problems.push({
      message:
        `On turn ${turn} the red discard holds ${expected === 1 ? '1 card' : `${expected} cards`}: each turn's 2 red cards join it at the next draw, ` +
        `and it is shuffled back into the red deck when the deck runs out. Here it holds ${discard}; move red cards to or from the red deck, or change the turn number.`,
      where: [{ zone: zoneIds.redDiscard }, { scalar: scalarKeys.turn }],
    });
  }
  return problems;
}

/**
 * On turn 1 nothing has happened but marker 1's actions so far, so each
 * move, lock and removal it shows must have cost one of them.
 */
function firstTurnProblems(position: Position, values: Values, seats: number): Problem[] {
  if (values.turn !== 1 || values.actionsUsed === null) return [];
  const problems: Problem[] = [];
  const [first, second] = values.markers;
  if (second !== null && second !== undefined && second !== CENTRE) {
    problems.push({
      message: `Both markers start on the centre space, and ${markerName(1, seats)} has not played yet on turn 1.`,
      where: [{ scalar: scalarKeys.markerAt(1) }],
    });
  }
  const moves = first === null || first === undefined ? 0 : distance(first, CENTRE);
  const locks = values.locked.filter((locked) => locked === true).length;
  const empty = GRID_ZONES.filter((zone) => zoneOf(position, zone).length === 0).length;
  const discarded = zoneOf(position, zoneIds.blackDiscard).length;
  const removals = Math.max(empty, discarded);
  const needed = moves + locks + removals;
  if (needed > values.actionsUsed) {
    const parts = [
      moves ? `${moves} move${moves === 1 ? '' : 's'}` : '',
      locks ? `${locks} lock${locks === 1 ? '' : 's'}` : '',
      removals ? `${removals} removal${removals === 1 ? '' : 's'}` : '',
    ].filter(Boolean);
    problems.push({
      message: `On turn 1 ${markerName(0, seats)} has used ${values.actionsUsed} of its actions, but this position takes at least ${needed} (${parts.join(', ')}) since the deal.`,
      where: [{ scalar: scalarKeys.actionsUsed }, { scalar: scalarKeys.turn }],
    });
  }
  return problems;
}

/** Every problem of the position; none means it can be played. */
export function validateRoyalLock(position: Position, options: RoyalLockOptions, seats: number): Problem[] {
  if (seats !== 1 && seats !== 2) {
    return [{ message: `Royal Lock is played by 1 or 2 players, not ${seats}.`, where: [{ scalar: scalarKeys.marker }] }];
  }
  const values = readValues(position);
  return [
    ...packProblems(position, royalLockPack(), royalLockZones()),
    ...cardProblems(position),
    ...valueProblems(position, values, seats),
    ...lockProblems(position, values),
    ...finishedProblems(position, values),
    ...turnProblems(values, seats),
    ...redPileProblems(position, values, options),
    ...firstTurnProblems(position, values, seats),
  ];
}

/** Where an unplaced card goes: black cards into the black deck, red ones into the red deck. */
export function unplacedDestination(card: string): { readonly zone: string; readonly label: string } {
  return RED.has(card)
    ? { zone: zoneIds.redDeck, label: 'shuffled into the red deck, under the cards placed there' }
    : { zone: zoneIds.blackDeck, label: 'shuffled into the black deck, under the cards placed there' };
}

export function unplacedOf(position: Position): string[] {
  return unplacedCards(position, royalLockPack());
}
