/**
 * Why an edited Royals position cannot be played, every reason located and in
 * a player's words.
 */
import { displayCard, packProblems, scalarProblems, unplacedCards, type Position, type Problem, type ProblemLocation } from '../../core/editor';
import { seedRng } from '../../core/rng';
import { capitalise, listWords } from '../../core/words';
import { arrowSetRefusal } from './attack';
import { isAceCard, isJokerCard, isNumberCard, isRoyalCard, packCards } from './cards';
import { extraOf, FIELD_SPOTS, poseKey, readGroups, scalars, SEATS, zoneIds, zoneOf, zones } from './editor-layout';
import { tableOf } from './editor-table';
import { fieldCard, standingRoyals, targetsFor } from './field';
import { jokerDamage, royalDamage } from './score';
import { FIELD, JOKER_SPOTS, PLAYER, RESHUFFLE_LIMIT, ROYAL_SPOTS, type Attack, type Phase, type RoyalsOptions, type RoyalsState } from './types';
import { otherSeat, plural, seatName } from './words';

export function validatePosition(position: Position, options: RoyalsOptions): Problem[] {
  const pack = packCards(options.decks);
  const problems = packProblems(position, pack, zones());
  const scalar = (key: string) => position.scalars[key];
  for (const seat of SEATS) {
    const name = seatName(seat);
    const fieldId = zoneIds.field(seat);
    const field = zoneOf(position, fieldId);
    const royals = field.filter(isRoyalCard);
    const jokers = field.filter(isJokerCard);
    if (royals.length > ROYAL_SPOTS) {
      problems.push({ message: `${name}'s field holds ${royals.length} royals; a field holds at most three. Move ${royals.length - ROYAL_SPOTS === 1 ? 'one' : royals.length - ROYAL_SPOTS} of them elsewhere.`, where: royals.map((card) => ({ zone: fieldId, card, index: field.indexOf(card) })) });
    }
    if (jokers.length > JOKER_SPOTS) {
      problems.push({ message: `${name}'s field holds ${jokers.length} jokers; a field holds at most two. Move ${jokers.length - JOKER_SPOTS === 1 ? 'one' : jokers.length - JOKER_SPOTS} of them elsewhere.`, where: jokers.map((card) => ({ zone: fieldId, card, index: field.indexOf(card) })) });
    }
    field.forEach((card, index) => {
      if (!isRoyalCard(card) && !isJokerCard(card)) {
        problems.push({ message: `The ${displayCard(card)} cannot stand on a field: only royals and jokers do. Move it under a royal, or elsewhere.`, where: [{ zone: fieldId, card, index }] });
      }
    });
    for (let spot = 0; spot < FIELD_SPOTS; spot++) {
      const underId = zoneIds.under(seat, spot);
      const under = zoneOf(position, underId);
      const head = field[spot];
      const pose = scalar(poseKey(seat, spot));
      if (head && isJokerCard(head) && pose === 'sideways') {
        problems.push({ message: `A joker cannot be defeated: set ${name}'s field card ${spot + 1} upright or diagonal.`, where: [{ scalar: poseKey(seat, spot) }, { zone: fieldId, card: head, index: spot }] });
      }
      if (!under.length) continue;
      if (!head) {
        problems.push({ message: `Cards lie under ${name}'s field card ${spot + 1}, but no royal stands there. Put a royal on the field there, or move the cards elsewhere.`, where: [{ zone: underId }] });
      } else if (isJokerCard(head)) {
        problems.push({ message: `A joker on the field has no cards under it: move the cards under ${name}'s joker elsewhere.`, where: [{ zone: underId }, { zone: fieldId, card: head, index: spot }] });
      }
      under.forEach((card, index) => {
        if (!isNumberCard(card)) problems.push({ message: `Only number cards lie under a royal, not the ${displayCard(card)}. Move it elsewhere.`, where: [{ zone: underId, card, index }] });
      });
    }
    const groupsId = zoneIds.scoreGroups(seat);
    const { groups, stray } = readGroups(zoneOf(position, groupsId));
    const list = zoneOf(position, groupsId);
    for (const index of stray) {
      problems.push({ message: `In ${name}'s scored royals and jokers, each number card follows the royal or joker it scored with. Move this one right after one, or elsewhere.`, where: [{ zone: groupsId, card: list[index]!, index }] });
    }
    for (const group of groups) {
      const index = list.indexOf(group.head);
      if (isJokerCard(group.head) && group.cards.length !== 1) {
        problems.push({ message: `A scored joker lies with exactly one number card (${name}'s has ${group.cards.length}). Leave one number card right after it.`, where: [{ zone: groupsId, card: group.head, index }] });
      } else if (isRoyalCard(group.head) && group.cards.length === 0) {
        problems.push({ message: `A royal is scored only with cards under it; without them it is discarded (${name}'s ${displayCard(group.head)}). Put the number cards it scored with right after it, or move it to the discard pile.`, where: [{ zone: groupsId, card: group.head, index }] });
      }
      for (const card of group.cards) {
        if (!isNumberCard(card)) problems.push({ message: `Only number cards score with a royal or joker, not the ${displayCard(card)}. Move it elsewhere.`, where: [{ zone: groupsId, card, index: list.indexOf(card) }] });
      }
    }
    const pointsId = zoneIds.scorePoints(seat);
    zoneOf(position, pointsId).forEach((card, index) => {
      if (isJokerCard(card)) problems.push({ message: 'A joker is never tribute or an arrow: move it elsewhere.', where: [{ zone: pointsId, card, index }] });
    });
    const hadRoyal = scalar(`hadRoyal.${seat}`) === true;
    if (!hadRoyal && royals.length) {
      problems.push({ message: `${name} has a royal on the field, so ${name} has had a royal: tick “${name} has had a royal”, or take the royals off the field.`, where: [{ scalar: `hadRoyal.${seat}` }, { zone: fieldId }] });
    }
  }
  // The checks below read the values: each must first be one the game allows.
  const valueProblems = scalarProblems(position, scalars());
  if (valueProblems.length) return [...problems, ...valueProblems];
  const phase = scalar('phase') as Phase;
  const bothHad = SEATS.every((seat) => scalar(`hadRoyal.${seat}`) === true);
  if (phase === 'cold-war' && bothHad) problems.push({ message: 'Both players have had a royal, so the Cold War is over: choose the Battle or the Last Round as the phase.', where: [{ scalar: 'phase' }] });
  if (phase === 'battle' && !bothHad) problems.push({ message: 'The Battle begins only once both players have had a royal: tick that both have, or choose the Cold War as the phase.', where: [{ scalar: 'phase' }] });
  const deck = zoneOf(position, zoneIds.deck);
  const unplaced = unplacedCards(position, pack);
  if (phase === 'last-round' && deck.length) problems.push({ message: 'The Last Round begins when the deck runs out: move the deck’s cards elsewhere, or choose another phase.', where: [{ zone: zoneIds.deck }, { scalar: 'phase' }] });
  if (phase !== 'last-round' && deck.length + unplaced.length === 0) {
    problems.push({ message: 'The deck is empty: outside the Last Round it is replaced the moment it runs out. Put cards in it, or choose the Last Round as the phase.', where: [{ zone: zoneIds.deck }] });
  }
  const last = scalar('lastReshuffle');
  const reshuffles = scalar('reshuffles') as number;
  if (last === 'limit' && !(options.reshuffleLimit && reshuffles >= RESHUFFLE_LIMIT)) {
    const fix = options.reshuffleLimit ? 'Set the reshuffles so far to 3, or choose another Last Reshuffle.' : 'Choose another Last Reshuffle.';
    problems.push({ message: `The reshuffle limit is reached only after three reshuffles, with the limit on. ${fix}`, where: [{ scalar: 'lastReshuffle' }, { scalar: 'reshuffles' }] });
  }
  if (options.reshuffleLimit && reshuffles >= RESHUFFLE_LIMIT && last === 'none') {
    problems.push({ message: 'After three reshuffles the deck is the last one: the Last Reshuffle is in effect. Choose “Reshuffle limit reached” for it, or fewer reshuffles so far.', where: [{ scalar: 'lastReshuffle' }] });
  }
  // The checks deal no card: any generator will do.
  const table = tableOf(position, options, seedRng(0));
  problems.push(...attackProblems(position, table), ...scoredProblems(table), ...turnProblems(position), ...matchProblems(table));
  return problems;
}

const ATTACK_ZONE = { zone: zoneIds.attack };

/**
 * Y22: an attack waits for its answer with its cards on the table, and what
 * was declared with them cannot change until it is answered. The record of it
 * (`extra`) must still fit the cards, or the position cannot be played.
 */
function attackProblems(position: Position, table: RoyalsState): Problem[] {
  const stage = extraOf(position)?.stage;
  if (stage !== 'respond' && stage !== 'fall') {
    return zoneOf(position, zoneIds.attack).length
      ? [{ message: 'Cards of an attack lie on the table, but no attack is under way: put them in a hand or the discard pile.', where: [ATTACK_ZONE] }]
      : [];
  }
  const attack = table.attack;
  if (!attack) return [{ message: 'An attack is waiting for an answer, but the attack itself is not recorded: the details of the turn under way are damaged.', where: [ATTACK_ZONE] }];
  const problems: Problem[] = [];
  const defender = otherSeat(attack.by);
  if (attack.by !== table.seat) {
    problems.push({ message: `The attack under way is ${seatName(attack.by)}'s, but it is ${seatName(table.seat)}'s turn: only the player whose turn it is attacks. Change whose turn it is.`, where: [{ scalar: 'seat' }, ATTACK_ZONE] });
  }
  if (!attackerStands(table, attack)) {
    const source = attack.source === null ? 'a royal or joker' : `the ${displayCard(attack.source)}`;
    problems.push({ message: `The attack under way is made by ${source}, which is not on ${seatName(attack.by)}'s field. Put it back there.`, where: [{ zone: zoneIds.field(attack.by) }, ATTACK_ZONE] });
  }
  const dealt = damageDealt(attack);
  if (dealt !== attack.damage) {
    const now = dealt === null ? 'its cards could not make that attack' : `its cards deal ${dealt}`;
    problems.push({ message: `The attack under way was declared to deal ${attack.damage} damage, but ${now}: an attack's cards cannot change while it waits for an answer. Put its cards back as they were.`, where: [ATTACK_ZONE] });
  }
  const attacker = attack.kind === 'royal' && attackerStands(table, attack) ? fieldCard(table, attack.by, attack.source!)! : null;
  if (attacker && attacker.pose !== 'diagonal') {
    problems.push({
      message: `The ${displayCard(attacker.card)} attacked this turn, so it stands diagonal: a royal is turned diagonally as it attacks. Set it diagonal.`,
      where: [{ scalar: poseKey(attack.by, table.fields[attack.by]!.indexOf(attacker)) }, ATTACK_ZONE],
    });
  }
  problems.push(...aceProblems(position, table, attack));
  const target = targetProblem(table, attack);
  if (target) problems.push({ message: target, where: [{ zone: zoneIds.field(defender) }, ATTACK_ZONE] });
  else if (table.stage === 'fall' && attack.fallers.length === 0) {
    problems.push({
      message: `${seatName(defender)} is to choose which royal takes the fall for the ${displayCard(attack.target)}, but no other jack stands on ${seatName(defender)}'s field to take it. Put one there.`,
      where: [{ zone: zoneIds.field(defender) }, ATTACK_ZONE],
    });
  }
  return problems;
}

/**
 * Blocking With an Ace: each ace played on the attack is discarded as it is
 * played, so the aces the record holds are aces, on the discard pile. (Where
 * in the pile is not asked: in the Last Round the cards left unplaced are laid
 * on top of it.) An attack that went through was blocked an even number of
 * times.
 */
function aceProblems(position: Position, table: RoyalsState, attack: Attack): Problem[] {
  const pile = { zone: zoneIds.discard };
  const aces = attack.aces;
  const named = (cards: readonly string[]) => listWords(cards.map((card) => `the ${displayCard(card)}`));
  const notAces = aces.filter((card) => !isAceCard(card));
  if (notAces.length) {
    return [{ message: `The blocks recorded for the attack under way name ${named(notAces)}, which ${notAces.length === 1 ? 'is not an ace' : 'are not aces'}: the details of the turn under way are damaged.`, where: [ATTACK_ZONE] }];
  }
  const problems: Problem[] = [];
  const missing = aces.filter((card) => !table.discard.includes(card));
  if (missing.length) {
    problems.push({
      message: `${capitalise(named(missing))} ${missing.length === 1 ? 'was' : 'were'} played to block the attack under way, so ${missing.length === 1 ? 'it lies' : 'they lie'} on the discard pile: put ${missing.length === 1 ? 'it' : 'them'} back there.`,
      where: [pile, ...missing.flatMap((card) => placesOf(position, card))],
    });
  }
  if (table.stage === 'fall' && aces.length % 2 === 1) {
    problems.push({ message: 'The attack under way was blocked (an odd number of aces), so nobody chooses a royal to fall for it: the details of the turn under way are damaged.', where: [ATTACK_ZONE] });
  }
  return problems;
}

/** Where a card the record names lies instead, for the problem to point at. */
function placesOf(position: Position, card: string): ProblemLocation[] {
  return Object.entries(position.zones).flatMap(([zone, cards]) => (cards.includes(card) ? [{ zone, card, index: cards.indexOf(card) }] : []));
}

/** The royal or joker that attacks stays on its field until the attack is answered; arrows have none. */
function attackerStands(table: RoyalsState, attack: Attack): boolean {
  if (attack.kind === 'arrows') return true;
  const source = attack.source;
  if (source === null || !fieldCard(table, attack.by, source)) return false;
  return attack.kind === 'royal' ? isRoyalCard(source) : isJokerCard(source);
}

/** The damage the attack's cards deal as it was declared (Y14, Y20, a royal's card over its rank), or null when they cannot make it. */
function damageDealt(attack: Attack): number | null {
  if (attack.kind === 'arrows') return arrowSetRefusal(attack.cards) === null ? attack.cards.length : null;
  const [card] = attack.cards;
  if (attack.cards.length !== 1 || card === undefined || !isNumberCard(card)) return null;
  return attack.kind === 'royal' ? royalDamage(attack.source ?? '', card) : jokerDamage(card);
}

/** Y13: while a royal stands on the other field it must be the target; a wipe aims at every one of them. */
function targetProblem(table: RoyalsState, attack: Attack): string | null {
  const defender = seatName(otherSeat(attack.by));
  const standing = standingRoyals(table, otherSeat(attack.by));
  if (attack.kind === 'wipe') return attack.target === FIELD && standing.length ? null : `The attack under way wipes the floor, but no royal stands on ${defender}'s field. Put its royals back there.`;
  if (targetsFor(table, attack.by).includes(attack.target)) return null;
  if (attack.target === PLAYER) return `The attack under way aims at ${defender}, but a royal stands on ${defender}'s field: it must be the target. Move the royals off that field.`;
  return `The attack under way aims at the ${displayCard(attack.target)}, which does not stand on ${defender}'s field. Put it back there.`;
}

/**
 * A game is scored as the last final turn of the Last Round ends (Y11), and
 * its winner's tally grows by one (Y4); the result is read from the cards.
 */
function scoredProblems(table: RoyalsState): Problem[] {
  const result = table.result;
  if (!result) return [];
  const problems: Problem[] = [];
  if (table.phase !== 'last-round') problems.push({ message: 'A game is scored at the end of the Last Round: choose the Last Round as the phase.', where: [{ scalar: 'phase' }] });
  for (const winner of result.winners) {
    if (table.wins[winner]! > 0) continue;
    const [mine, theirs] = [result.scores[winner]!.total, result.scores[otherSeat(winner)]!.total];
    problems.push({ message: `${seatName(winner)} won this game, ${mine} to ${theirs}, so ${seatName(winner)} has at least one game win. Raise ${seatName(winner)}'s game wins.`, where: [{ scalar: `wins.${winner}` }] });
  }
  return problems;
}

// The player who began the game takes turn 1 and the turn passes to the other player at every turn's end.
function turnProblems(position: Position): Problem[] {
  const { seat, first, turn } = position.scalars as { seat: number; first: number; turn: number };
  const expected = turn % 2 === 1 ? first : otherSeat(first);
  if (seat === expected) return [];
  return [
    {
      message: `The player who began this game plays the odd turns and the other player the even ones, so turn ${turn} belongs to ${seatName(expected)}. Change whose turn it is, who began this game or the turn number.`,
      where: [{ scalar: 'seat' }, { scalar: 'first' }, { scalar: 'turn' }],
    },
  ];
}

/**
 * Y4: a match is a fixed number of games, and each game won adds one win to
 * its winner's tally (a tied game adds none), so the wins never outnumber the
 * games scored: those before this one, and this one once it is scored.
 */
function matchProblems(table: RoyalsState): Problem[] {
  const { game, options } = table;
  if (game > options.games) return [{ message: `This is game ${game}, but the match has ${plural(options.games, 'game')}. Lower the game of the match.`, where: [{ scalar: 'game' }] }];
  const scored = game - 1 + (table.result ? 1 : 0);
  const wins = table.wins[0]! + table.wins[1]!;
  if (wins <= scored) return [];
  const played = scored === 0 ? 'no game of the match has been scored yet' : `only ${plural(scored, 'game')} of the match ${scored === 1 ? 'has' : 'have'} been scored`;
  return [{ message: `Seat 1 and Seat 2 have ${plural(wins, 'game win')} between them, but ${played}. Lower their game wins, or raise the game of the match.`, where: [{ scalar: 'wins.0' }, { scalar: 'wins.1' }, { scalar: 'game' }] }];
}
