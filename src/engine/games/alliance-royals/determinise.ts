/**
 * A playable position rebuilt from what one seat sees. Everything face up is
 * copied; the cards the seat cannot know (other hands less the gifts it gave,
 * other gifts in flight, the draw stack and the dead pile less this turn's
 * battle) are exactly the cards not accounted for, dealt out again at random
 * from the bot's own seed: one guess consistent with the seat's knowledge,
 * never the true cards. Partners share nothing: a seat knows of its ally's
 * hand only the gifts it gave.
 */
import { mutableCopy, type Seat } from '../../core/game';
import { seedRng, shuffleInPlace, type HasRng } from '../../core/rng';
import { pack } from './cards';
import type { AllianceRoyalsState, AllianceRoyalsView } from './types';

/** States and views are plain data: a structural copy is enough (and much cheaper than a JSON round trip). */
function copy<T>(value: T): T {
  return mutableCopy(value);
}

function take(pool: string[], count: number): string[] {
  if (count > pool.length) throw new Error(`the view accounts for too few unseen cards: ${count} wanted, ${pool.length} left`);
  return pool.splice(0, count);
}

export function determinise(view: AllianceRoyalsView, seed: number): AllianceRoyalsState {
  if (view.viewer === 'all') throw new Error('a position is rebuilt from one seat’s view, not a teacher’s');
  const seat: Seat = view.viewer;
  const holder: HasRng = { rng: seedRng(seed) };
  const known = new Set<string>([...view.hand, ...view.discard, ...view.giftsGiven, ...view.battle.map((play) => play.card)]);
  if (view.gift) known.add(view.gift);
  for (const player of view.players) for (const card of [...player.spoils, ...player.meld]) known.add(card);
  const battleDead = view.lastBattle?.dead ?? [];
  for (const card of battleDead) known.add(card);
  const publicInHands = new Set<string>();
  if (view.arrangement) publicInHands.add(view.arrangement.give);
  if (view.bundleCard) publicInHands.add(view.bundleCard);
  for (const play of view.lastBattle?.plays ?? []) if (!known.has(play.card)) publicInHands.add(play.card);
  for (const card of [...view.hand, ...view.giftsGiven]) publicInHands.delete(card);
  for (const card of publicInHands) known.add(card);
  const unseen = pack().filter((card) => !known.has(card));
  shuffleInPlace(holder, unseen);

  const hands: string[][] = view.players.map((player) => {
    if (player.seat === seat) return [...view.hand];
    const mine = view.giftsGiven.filter(() => player.seat === (seat + 2) % 4);
    return [...mine];
  });
  // Cards known to be in some other hand but not whose (a battle card traded publicly since) go to any hand with room.
  const handRoom = (other: number) => view.players[other]!.handCount - hands[other]!.length;
  for (const card of publicInHands) {
    const other = [0, 1, 2, 3].find((s) => s !== seat && handRoom(s) > 0 && (view.arrangement?.give !== card || s === view.arrangement.seat) && (view.bundleCard !== card || s === view.attacker));
    if (other !== undefined) hands[other]!.push(card);
    else unseen.push(card);
  }
  for (let other = 0; other < 4; other++) if (other !== seat) hands[other]!.push(...take(unseen, Math.max(0, handRoom(other))));
  const gifts = view.players.map((player) => (player.seat === seat ? view.gift : player.giftChosen ? take(unseen, 1)[0]! : null));
  const stack = take(unseen, view.stackCount);
  const dead = [...battleDead, ...unseen];

  return {
    rng: [...holder.rng],
    options: { ...view.options },
    round: view.round,
    dealer: view.dealer,
    totals: [view.totals[0], view.totals[1]],
    phase: view.phase,
    queue: [...view.queue],
    houses: view.players.map((player) => player.house),
    attacker: view.attacker,
    turn: view.turn,
    lastTurn: [...view.lastTurn],
    hands,
    stack,
    discard: [...view.discard],
    dead,
    spoils: view.players.map((player) => [...player.spoils]),
    meld: view.players.map((player) => [...player.meld]),
    privilege: copy(view.privilege) as AllianceRoyalsState['privilege'],
    gifts,
    giftDone: view.giftDone,
    giftLog: view.giftsGiven.map((card) => ({ from: seat, to: (seat + 2) % 4, card })),
    battle: copy(view.battle) as AllianceRoyalsState['battle'],
    victor: view.victor,
    taken: copy(view.taken) as AllianceRoyalsState['taken'],
    lastBattle: view.lastBattle ? (copy(view.lastBattle) as AllianceRoyalsState['lastBattle']) : null,
    bundleCard: view.bundleCard,
    meldedIn: { ...view.meldedIn },
    wonIn: { ...view.wonIn },
    ransomBack: copy(view.ransomBack) as AllianceRoyalsState['ransomBack'],
    betrothed: [...view.betrothed],
    hostages: copy(view.hostages) as AllianceRoyalsState['hostages'],
    hostageActs: [...view.hostageActs],
    arrangement: view.arrangement ? { ...view.arrangement } : null,
    arrangementRefused: view.arrangementRefused,
    resume: view.resume,
    result: view.result ? copy(view.result) as AllianceRoyalsState['result'] : null,
    // Past rounds change nothing ahead; the totals carry them.
    history: [],
    end: null,
  };
}
