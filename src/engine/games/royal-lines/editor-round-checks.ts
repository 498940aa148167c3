/**
 * The checks of a Royal Lines position that follow the round past its
 * recruitments: no three of a rank or suit left in a royal line, the jokers'
 * panic in its order, and round wins that fit the rounds played and the
 * match's target.
 */
import type { Problem, ProblemLocation } from '../../core/editor';
import type { Seat } from '../../core/game';
import { isJokerCard } from './cards';
import { panicGroups } from './colony';
import {
  cardWords,
  collapseSeat,
  fullGroups,
  inGroupOf,
  panicOrder,
  quoted,
  ROYAL_CARDS,
  scalarKey,
  scalarLabel,
  setPhaseWords,
  SETTLER_CARDS,
  unsettleWords,
  zoneId,
  type Layout,
  type Settings,
  type Table,
} from './editor-layout';
import { matchLeaders } from './round';
import { lineScore } from './score';
import { ROUND_MAX } from './state-schema';
import type { CardId, Group, RoyalLinesOptions, SettledJoker } from './types';
import { capitalise, groupPlural, listWords, plural, seatName } from './words';

function countWord(n: number): string {
  return ['no', 'one', 'two', 'three', 'four', 'five', 'six'][n] ?? String(n);
}

/** "A group of 3 colonials of the same number or same suit causes a conflict and are discarded away." */
export function lineProblems({ layout, seats, stage }: Table): Problem[] {
  const problems: Problem[] = [];
  const waiting = stage === 'collapse' ? collapseSeat(layout, seats) : null;
  for (let seat = 0; seat < seats; seat++) {
    if (seat === waiting) continue;
    const line = layout.lines[seat] ?? [];
    for (const group of fullGroups(line)) {
      const where: ProblemLocation[] = [];
      line.forEach((card, index) => {
        if (inGroupOf(card, group)) where.push({ zone: zoneId.line(seat), card, index });
      });
      problems.push({
        message:
          `${seatName(seat)}'s royal line holds ${countWord(where.length)} ${groupPlural(group)}, and three of a rank or of a suit collapse as soon as they meet: ` +
          `move them to the discard, or move ${countWord(where.length - 2)} of them elsewhere.`,
        where,
      });
    }
  }
  return problems;
}

function pairWords(groups: readonly Group[]): string {
  return listWords(groups.map((group) => `two ${groupPlural(group)}`), 'or');
}

/** Where each joker is among the royal lines. */
function jokerSeats(layout: Layout, seats: number): Map<string, { seat: Seat; index: number }> {
  const found = new Map<string, { seat: Seat; index: number }>();
  for (let seat = 0; seat < seats; seat++) {
    (layout.lines[seat] ?? []).forEach((card, index) => {
      if (isJokerCard(card)) found.set(card, { seat, index });
    });
  }
  return found;
}

/**
 * "After the last recruitment is done, they wake up and panic out": jokers
 * panic in turn, each collapsing with a pair or settling in, so the settled
 * ones come first in that order and none of them had a pair to escape with.
 */
export function jokerProblems({ layout, settings, seats, stage }: Table, shipFits: boolean): Problem[] {
  const problems: Problem[] = [];
  const lines = layout.lines;
  const where = jokerSeats(layout, seats);
  const jokerAt = (joker: string): ProblemLocation[] => {
    const at = where.get(joker);
    return at ? [{ zone: zoneId.line(at.seat), card: joker, index: at.index }] : [];
  };
  const awake = stage === 'panic' || stage === 'scored';
  for (const joker of settings.settled.keys()) {
    const scalar = { scalar: scalarKey.settled(joker) };
    const at = where.get(joker);
    if (!at) {
      problems.push({
        message: `${capitalise(cardWords(joker))} is set as settled, but it is in no royal line: ${unsettleWords(joker)}, or move it into a royal line.`,
        where: [scalar],
      });
    } else if (!awake) {
      problems.push({
        message: `${capitalise(cardWords(joker))} cannot have settled yet, as jokers wake up only after the last recruitment: ${unsettleWords(joker)}.`,
        where: [scalar, ...jokerAt(joker)],
      });
    } else {
      const pairs = panicGroups(lines[at.seat] as readonly CardId[]);
      if (pairs.length > 0) {
        problems.push({
          message: `${capitalise(cardWords(joker))} settled in ${seatName(at.seat)}'s royal line, but it would have collapsed with ${pairWords(pairs)} there: ${unsettleWords(joker)}.`,
          where: [scalar, ...jokerAt(joker)],
        });
      }
    }
  }
  const order = panicOrder(lines, seats, settings.dealer);
  if (stage === 'panic' && shipFits) {
    const next = order.findIndex((entry) => !settings.settled.has(entry.joker));
    if (next < 0) {
      problems.push({
        message: `No joker is left to panic, as every recruited joker has settled: ${setPhaseWords('scored')}.`,
        where: [{ scalar: scalarKey.phase }],
      });
      return problems;
    }
    const { seat, joker } = order[next]!;
    const groups = panicGroups(lines[seat] as readonly CardId[]);
    if (groups.length === 1) {
      problems.push({
        message: `${capitalise(cardWords(joker))} in ${seatName(seat)}'s royal line can collapse only with ${pairWords(groups)}, so it would have done so without a choice: move it and the ${pairWords(groups)} to the discard.`,
        where: jokerAt(joker),
      });
    }
    for (const later of order.slice(next + 1)) {
      if (!settings.settled.has(later.joker)) continue;
      problems.push({
        message:
          `${capitalise(cardWords(later.joker))} has settled, but ${cardWords(joker)} in ${seatName(seat)}'s royal line panics before it (jokers panic in turn from the dealer's left): ` +
          `${unsettleWords(later.joker)}.`,
        where: [{ scalar: scalarKey.settled(later.joker) }, ...jokerAt(later.joker)],
      });
    }
  }
  if (stage === 'scored') {
    for (const { seat, joker } of order) {
      if (settings.settled.has(joker)) continue;
      problems.push({
        message: `${capitalise(cardWords(joker))} in ${seatName(seat)}'s royal line has not panicked: set ${quoted(scalarLabel.settled(joker))} to its suit, or ${setPhaseWords('choice')}.`,
        where: [{ scalar: scalarKey.settled(joker) }, ...jokerAt(joker)],
      });
    }
  }
  return problems;
}

/** The settled jokers as the state lists them: in the order they settled. */
export function settledList(layout: Layout, settings: Settings, seats: number): SettledJoker[] {
  return panicOrder(layout.lines, seats, settings.dealer).flatMap(({ seat, joker }) => {
    const suit = settings.settled.get(joker);
    return suit ? [{ seat, joker: joker as SettledJoker['joker'], suit }] : [];
  });
}

/** The seats with the best royal line, when the lines can be scored. */
function roundWinners(table: Table): { winners: Seat[]; points: number } | null {
  const { layout, settings, seats } = table;
  const settlers: CardId[] = [];
  for (let seat = 0; seat < seats; seat++) {
    const cards = layout.settlers[seat] ?? [];
    if (cards.length !== 1 || !SETTLER_CARDS.has(cards[0]!)) return null;
    settlers.push(cards[0] as CardId);
  }
  const lines = layout.lines.map((line) => line as CardId[]);
  if (lines.some((line) => line.some((card) => !ROYAL_CARDS.has(card) || (isJokerCard(card) && !settings.settled.has(card))))) return null;
  const settled = settledList(layout, settings, seats);
  const points = settlers.map((_, seat) => lineScore({ settlers, lines, settled }, seat).points);
  const best = Math.max(...points);
  return { winners: points.flatMap((p, seat) => (p === best ? [seat] : [])), points: best };
}

function matchEnded(wins: readonly number[], options: RoyalLinesOptions): Seat[] | null {
  const leaders = matchLeaders({ wins: [...wins], options });
  return leaders && (leaders.length === 1 || options.matchTie === 'shared') ? leaders : null;
}

function seatsWords(seats: readonly Seat[]): string {
  return listWords(seats.map(seatName));
}

/** "lower “Seat 1's round wins” to 2 and “Seat 2's round wins” to 3" */
function lowerWinsWords(seats: readonly Seat[], to: (seat: Seat) => number): string {
  return `lower ${listWords(seats.map((seat) => `${quoted(scalarLabel.wins(seat))} to ${to(seat)}`))}`;
}

/** Each round has one or more winners, each gets one round win, and the match ends at the target. */
export function winProblems(table: Table): Problem[] {
  const { settings, options, seats, stage } = table;
  const problems: Problem[] = [];
  const wins = settings.wins;
  const allWins = Array.from({ length: seats }, (_, seat) => ({ scalar: scalarKey.wins(seat) }));
  // The round on the table counts once it is scored.
  const scoredNow = stage === 'scored' ? 1 : 0;
  const scored = settings.round - 1 + scoredNow;
  const rounds = scored === 0 ? 'no round has' : `only ${plural(scored, 'round')} ${scored === 1 ? 'has' : 'have'}`;
  wins.forEach((count, seat) => {
    if (count > scored) {
      const roundFor = count + 1 - scoredNow;
      const orRaise = roundFor <= ROUND_MAX ? `, or raise ${quoted(scalarLabel.round)} to ${roundFor}` : '';
      problems.push({
        message: `${seatName(seat)} has ${plural(count, 'round win')}, but ${rounds} been scored: ${lowerWinsWords([seat], () => scored)}${orRaise}.`,
        where: [{ scalar: scalarKey.wins(seat) }, { scalar: scalarKey.round }],
      });
    }
  });
  const total = wins.reduce((sum, count) => sum + count, 0);
  if (total < scored) {
    const roundFor = total + 1 - scoredNow;
    const orLower = roundFor >= 1 ? `, or lower ${quoted(scalarLabel.round)} to ${roundFor}` : '';
    problems.push({
      message:
        `The players have ${plural(total, 'round win')} between them after ${plural(scored, 'scored round')}, but every round has at least one winner: ` +
        `raise their round wins by ${scored - total} in all${orLower}.`,
      where: [...allWins, { scalar: scalarKey.round }],
    });
  }
  const target = `the target of ${plural(options.target, 'round win')}`;
  if (stage !== 'scored') {
    const ended = matchEnded(wins, options);
    if (ended) {
      problems.push({
        message:
          `${seatsWords(ended)} ${ended.length === 1 ? 'has' : 'have'} reached ${target}, so the match is over and no round is played: ` +
          `${lowerWinsWords(ended, () => options.target - 1)}.`,
        where: [...ended.map((seat) => ({ scalar: scalarKey.wins(seat) })), { scalar: scalarKey.phase }],
      });
    }
    return problems;
  }
  const round = roundWinners(table);
  if (!round) return problems;
  const before = wins.map((count, seat) => count - (round.winners.includes(seat) ? 1 : 0));
  for (const seat of round.winners) {
    if (wins[seat]! < 1) {
      problems.push({
        message: `${seatName(seat)} wins this round with ${plural(round.points, 'point')}, so it has at least one round win: raise ${quoted(scalarLabel.wins(seat))} to 1.`,
        where: [{ scalar: scalarKey.wins(seat) }],
      });
    }
  }
  const endedBefore = before.every((count) => count >= 0) ? matchEnded(before, options) : null;
  if (endedBefore) {
    problems.push({
      message:
        `The match was over before this round, as ${seatsWords(endedBefore)} had already reached ${target}: ` +
        `${lowerWinsWords(endedBefore, (seat) => options.target - 1 + (round.winners.includes(seat) ? 1 : 0))}.`,
      where: endedBefore.map((seat) => ({ scalar: scalarKey.wins(seat) })),
    });
    return problems;
  }
  const ended = matchEnded(wins, options);
  if (settings.phase === 'scored' && ended) {
    problems.push({
      message: `${seatsWords(ended)} ${ended.length === 1 ? 'reaches' : 'reach'} ${target} with this round, so the match is over: ${setPhaseWords('over')}.`,
      where: [{ scalar: scalarKey.phase }],
    });
  }
  if (settings.phase === 'over' && !ended) {
    const leaders = matchLeaders({ wins: [...wins], options });
    problems.push({
      message: leaders
        ? `${seatsWords(leaders)} are level at ${target}, and the match plays on until one leads alone: ${setPhaseWords('scored')}.`
        : `The match is over only when a player reaches ${target}: ${setPhaseWords('scored')}.`,
      where: [{ scalar: scalarKey.phase }, ...allWins],
    });
  }
  return problems;
}
