/**
 * Actions in words, for the game log and the buttons. The log teaches: after
 * each recruitment it says which suits attracted, who won with what and why,
 * which promises cancelled in a joker draw, which colonial left, and any
 * takeover, collapse, second ship, panic and scoring. A promise laid face down
 * is never named before all are revealed: the log is for every seat.
 */
import type { Seat } from '../../core/game';
import { colourOfSuit, isColonialRank, isJokerCard, otherColour, promiseValue, suitOfCard } from './cards';
import { ARISTOCRACY_MAX, DEMOCRACY_MAX, DEMOCRACY_MIN, REVOLUTION_MAX } from './score';
import { nextDealer } from './round';
import { outcomeOf } from './outcome';
import type {
  Attraction,
  CardId,
  CollapseRecord,
  LineScore,
  PanicEvent,
  Play,
  Recruitment,
  RoundResult,
  RoyalLinesAction,
  RoyalLinesState,
} from './types';
import {
  capitalise,
  groupPhrase,
  groupPlural,
  label,
  listWords,
  numberText,
  playerName,
  playerTitle,
  plural,
  seatName,
  suitPlural,
  suitSingular,
} from './words';

function playPhrase(play: Play): string {
  return `${playerName(play.by)} ${label(play.card)}`;
}

/** "spades for the K♠, hearts and clubs for the joker" */
function attractionPhrase(attractive: readonly Attraction[]): string {
  const groups: { colonial: CardId; suits: string[] }[] = [];
  for (const entry of attractive) {
    const last = groups[groups.length - 1];
    if (last && last.colonial === entry.colonial) last.suits.push(suitPlural(entry.suit));
    else groups.push({ colonial: entry.colonial, suits: [suitPlural(entry.suit)] });
  }
  return groups.map((group) => `${listWords(group.suits)} for the ${label(group.colonial)}`).join(', ');
}

function targetOf(record: Recruitment, play: Play): string {
  const suit = suitOfCard(play.card);
  const colonial = record.attractive.find((entry) => entry.suit === suit)?.colonial;
  return colonial ? label(colonial) : 'its colonial';
}

function collapseSentence(collapse: CollapseRecord): string {
  const cards = `the ${listWords(collapse.cards.map(label))}`;
  const owner = seatName(collapse.seat);
  if (isColonialRank(collapse.group)) {
    return `Three ${groupPlural(collapse.group)} in ${owner}'s royal line cannot tolerate each other and split up: ${cards} are discarded.`;
  }
  return `Three ${groupPlural(collapse.group)} in ${owner}'s royal line form their own colony and leave it: ${cards} are discarded.`;
}

function chosenCollapseSentence(collapse: CollapseRecord): string {
  return `${seatName(collapse.seat)} chooses ${groupPhrase(collapse.group)} to collapse: the ${listWords(collapse.cards.map(label))} are discarded.`;
}

/** The recruitment from the reveal to the colonial's fate. */
export function describeRecruitment(record: Recruitment): string {
  const parts: string[] = [];
  parts.push(`Recruitment ${record.number} (ship ${record.ship}): promises revealed — ${listWords(record.plays.map(playPhrase))}.`);
  parts.push(`Attractive suits, topmost colonial first: ${attractionPhrase(record.attractive)}.`);
  if (record.cancelled.length > 0) {
    const values = [...new Set(record.cancelled.map((play) => promiseValue(play.card)))];
    for (const value of values) {
      const draw = record.cancelled.filter((play) => promiseValue(play.card) === value);
      parts.push(
        `Joker draw: ${listWords(draw.map((play) => `${playerName(play.by)}'s ${label(play.card)}`))} are equally high promises ` +
          `for the joker and cancel each other.`,
      );
    }
  }
  const winner = record.winner;
  if (!winner) {
    const why = record.cancelled.length > 0 ? 'No attractive promise is left after the joker draw' : 'Nobody played an attractive suit';
    parts.push(`${why}, so the topmost colonial, the ${label(record.colonial!)}, is discarded.`);
    return parts.join(' ');
  }
  const colonial = label(record.colonial!);
  for (const play of record.outranked) {
    parts.push(
      `${capitalise(playerName(play.by))}'s ${label(play.card)} is as high, but the ${colonial} lies above the ` +
        `${targetOf(record, play)}, so ${suitPlural(suitOfCard(winner.card))} come first.`,
    );
  }
  const highest = record.outranked.length > 0 ? 'on suit order' : record.cancelled.length > 0 ? 'as the next best promise' : 'as the highest attractive promise';
  switch (record.result) {
    case 'pirates':
      parts.push(`The pirates win the ${colonial} with the ${label(winner.card)} ${highest}; the pirates' recruits are discarded.`);
      break;
    case 'takeover':
      parts.push(
        `${playerTitle(winner.by)} recruits the ${colonial} with the ${label(winner.card)} ${highest}. The ace is a settler: ` +
          `it takes over ${playerName(winner.by)}'s colony and lies face up in place of the old settler, ` +
          `the ${label(record.replacedSettler!)}, which is discarded.`,
      );
      break;
    default: {
      parts.push(`${playerTitle(winner.by)} recruits the ${colonial} with the ${label(winner.card)} ${highest}.`);
      if (isJokerCard(record.colonial!)) parts.push('The joker stays inactive in the royal line until the round ends.');
      if (record.collapseChoice && !record.collapse) {
        parts.push(
          `${playerTitle(winner.by)}'s royal line now holds ${listWords(record.collapseChoice.map(groupPhrase))}: ` +
            `${playerName(winner.by)} chooses which three collapse.`,
        );
      } else if (record.collapse && !record.collapse.chosen) {
        parts.push(collapseSentence(record.collapse));
      }
    }
  }
  return parts.join(' ');
}

function describeSecondShip(record: Recruitment, before: RoyalLinesState): string {
  const arrived = record.secondShip ?? [];
  const leftover = before.ship.find((card) => card !== record.colonial) ?? null;
  const above = leftover ? `, laid above the ${label(leftover)}` : '';
  const top = arrived[arrived.length - 1];
  return (
    `The second ship arrives with ${listWords(arrived.map(label))}${above}${top ? ` (the ${label(top)} on top)` : ''}. ` +
    `The ${record.reshuffled} played and undealt promises are shuffled into a new promise deck and every player is dealt 6 more.`
  );
}

export function describePanicEvent(event: PanicEvent): string {
  const owner = seatName(event.seat);
  if (event.suit) return `${owner}'s joker settles in as a ${suitSingular(event.suit)} (${owner}'s choice).`;
  const pair = listWords(event.cards.slice(1).map(label));
  const how = event.chosen ? ` (${owner}'s choice)` : '';
  return `${owner}'s joker escapes with the ${pair}${how}: all three are discarded.`;
}

function describePending(state: RoyalLinesState): string | null {
  const pending = state.pending;
  if (!pending || pending.kind === 'collapse') return null;
  const owner = seatName(pending.seat);
  if (pending.kind === 'settle') {
    return `${owner}'s joker finds no two royals of a rank or suit to escape with and settles in: ${owner} chooses the suit it stands for.`;
  }
  const options = listWords(pending.groups.map((group) => `the two ${groupPlural(group)}`), 'or');
  return `${owner}'s joker could escape with ${options}: ${owner} chooses which three collapse.`;
}

function formPhrase(score: LineScore): string {
  const colour = score.colour;
  switch (score.form) {
    case 'none':
      return 'no royals, 0 points';
    case 'aristocracy':
      return `aristocracy (only ${suitPlural(score.suits[0]!)}, the ace's suit: 3 points each, at most ${ARISTOCRACY_MAX}), ${plural(score.points, 'point')}`;
    case 'revolution':
      return `revolution (only ${otherColour(colour)} royals against a ${colour} settler: 2 points each, at most ${REVOLUTION_MAX}), ${plural(score.points, 'point')}`;
    case 'democracy': {
      const own = score.suits.filter((suit) => colourOfSuit(suit) === colour).length;
      const other = score.suits.length - own;
      return (
        `democracy (${own} ${colour} +1 each, ${other} ${otherColour(colour)} −1 each, ` +
        `from ${numberText(DEMOCRACY_MIN)} to ${DEMOCRACY_MAX}), ${plural(score.points, 'point')}`
      );
    }
  }
}

function royalsPhrase(score: LineScore): string {
  return score.royals.map((card, i) => (isJokerCard(card) ? `joker as ${suitSingular(score.suits[i]!)}` : label(card))).join(', ');
}

export function describeResult(result: RoundResult, wins: readonly number[]): string {
  const lines = result.scores.map((score) => {
    const settler = isJokerCard(score.settler) ? `joker, counting as ${score.colour}` : label(score.settler);
    const royals = score.royals.length ? `${royalsPhrase(score)} — ` : '';
    return `${seatName(score.seat)} (${settler}): ${royals}${formPhrase(score)}.`;
  });
  const winners = result.winners.map(seatName);
  const won =
    winners.length === 1
      ? `${winners[0]} wins the round with ${plural(result.best, 'point')}.`
      : `${listWords(winners)} tie with ${plural(result.best, 'point')} and each win the round.`;
  const pirates = result.pirateSettler ? ` The pirates' unused settler was the ${label(result.pirateSettler)}.` : '';
  const table = wins.map((count, seat) => `${seatName(seat)} ${count}`).join(', ');
  return `Round ${result.round} is scored; the settlers are turned over. ${lines.join(' ')} ${won}${pirates} Round wins: ${table}.`;
}

/** Everything that followed a completed recruitment or a choice in the same step. */
function describeAftermath(before: RoyalLinesState, after: RoyalLinesState, skipPanic: number): string[] {
  const parts: string[] = [];
  const record = after.lastRecruitment;
  if (record && before.shipNumber === 1 && after.shipNumber === 2) parts.push(describeSecondShip(record, before));
  const roundEnded = before.phase === 'promise' || before.pending?.kind === 'collapse';
  const panicking = after.panic.length > before.panic.length || (after.pending && after.pending.kind !== 'collapse');
  if (roundEnded && panicking) parts.push('The last recruitment is done: the recruited jokers wake up and panic.');
  else if (roundEnded && after.result) parts.push('The last recruitment is done.');
  for (const event of after.panic.slice(before.panic.length + skipPanic)) parts.push(describePanicEvent(event));
  const pending = describePending(after);
  if (pending) parts.push(pending);
  if (after.result && !before.result) parts.push(describeResult(after.result, after.wins));
  if (after.phase === 'scored' && before.phase !== 'scored') parts.push(`${seatName(nextDealer(after))} deals next.`);
  const outcome = !before.end ? outcomeOf(after) : null;
  if (outcome) parts.push(outcome.text);
  return parts;
}

function describeDeal(seat: Seat, after: RoyalLinesState): string {
  const parts = [`${seatName(seat)} deals round ${after.round}: a settler face down to every player${after.pirateSettler ? ' and to the pirates' : ''}, 7 promises each.`];
  parts.push(after.absent ? `The absent colonial is the ${label(after.absent)}.` : 'No absent colonial is used.');
  const top = after.ship[after.ship.length - 1];
  parts.push(`The first ship arrives: ${listWords(after.ship.map(label))}${top ? ` (the ${label(top)} on top)` : ''}.`);
  return parts.join(' ');
}

function describeAction(before: RoyalLinesState, seat: Seat, action: RoyalLinesAction, after: RoyalLinesState): string[] {
  switch (action.type) {
    case 'promise': {
      const parts = [`${seatName(seat)} lays a promise face down.`];
      if (after.recruitments === before.recruitments && after.round === before.round) {
        const waiting = after.chosen.flatMap((card, other) => (card === null ? [seatName(other)] : []));
        parts.push(`Waiting for ${listWords(waiting)}.`);
        return parts;
      }
      parts.push(describeRecruitment(after.lastRecruitment!));
      return [...parts, ...describeAftermath(before, after, 0)];
    }
    case 'collapse': {
      if (before.pending?.kind === 'collapse') {
        const collapse = after.lastRecruitment?.collapse;
        const text = collapse ? chosenCollapseSentence(collapse) : `${seatName(seat)} chooses ${groupPhrase(action.group)} to collapse.`;
        return [text, ...describeAftermath(before, after, 0)];
      }
      const event = after.panic[before.panic.length];
      return [event ? describePanicEvent(event) : `${seatName(seat)} chooses the ${groupPlural(action.group)}.`, ...describeAftermath(before, after, 1)];
    }
    case 'settle':
      return [`${seatName(seat)}'s joker settles in as a ${suitSingular(action.suit)}.`, ...describeAftermath(before, after, 1)];
    case 'deal':
      return [describeDeal(seat, after)];
  }
}

export function describe(before: RoyalLinesState, seat: Seat, action: RoyalLinesAction, after: RoyalLinesState): string {
  return describeAction(before, seat, action, after).join(' ');
}

/** "Promise 9♥", "Collapse the three kings", "Settle as hearts", "Deal round 2" */
export function actionLabel(state: RoyalLinesState, action: RoyalLinesAction): string {
  switch (action.type) {
    case 'promise':
      return `Promise ${label(action.card)}`;
    case 'collapse':
      return state.pending?.kind === 'panic'
        ? `Escape with the two ${groupPlural(action.group)}`
        : `Collapse ${groupPhrase(action.group)}`;
    case 'settle':
      return `Settle as ${suitPlural(action.suit)}`;
    case 'deal':
      return `Deal round ${state.round + 1}`;
  }
}
