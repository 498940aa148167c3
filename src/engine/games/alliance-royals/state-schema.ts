/** The zod schema an Alliance Royals state read from a file must pass, field by field, before the rules see it. */
import { z } from 'zod';
import { isCopyCardId, SUITS } from '../../core/cards';
import { optionsSchema, type AllianceRoyalsState } from './types';

const seat = z.number().int().min(0).max(3);
const card = z.string().refine(isCopyCardId, { error: 'That is not a card.' });
const cards = z.array(card);
const count = z.number().int().min(0);
const four = <T extends z.ZodType>(item: T) => z.array(item).length(4);
const phase = z.enum(['houses', 'draw', 'bundle', 'gift', 'battle', 'spoils', 'play', 'consent', 'window', 'scored', 'over']);
const play = z.object({ seat, card }).strict();
const scoreLine = z
  .object({ seat, board: z.number().int(), hand: z.number().int(), natural: z.number().int(), royalSets: count, marriages: count, total: z.number().int() })
  .strict();
const roundResult = z
  .object({
    round: count,
    lines: z.array(scoreLine).length(4),
    alliance: z.tuple([z.number().int(), z.number().int()]),
    reason: z.enum(['ended', 'hand-out', 'surrender']),
    endedBy: seat.nullable(),
  })
  .strict();

/**
 * What a state holds besides its cards in zones and its scalars: the editor keeps it as a position's `extra`. Each
 * player's last turn as attacker is not in it: it follows from the dealer and the turn number (`lastTurnsUpTo`).
 */
export const extraShape = {
  queue: z.array(seat),
  privilege: z.object({ royal: z.boolean(), twoRoyals: z.boolean(), assassins: cards }).strict(),
  giftDone: z.boolean(),
  giftLog: z.array(z.object({ from: seat, to: seat, card }).strict()),
  battlePlays: z.array(play).max(4),
  victor: seat.nullable(),
  taken: z.array(play),
  lastBattle: z.object({ turn: count, plays: z.array(play), victor: seat, taken: z.array(play), dead: cards }).strict().nullable(),
  bundleCard: card.nullable(),
  meldedIn: z.record(z.string(), count),
  wonIn: z.record(z.string(), count),
  ransomBack: z.array(z.object({ seat, card }).strict()),
  betrothed: cards,
  hostages: z.array(z.object({ card, holder: seat }).strict()),
  hostageActs: cards,
  arrangement: z.object({ seat, give: card, take: card }).strict().nullable(),
  arrangementRefused: z.boolean(),
  resume: phase.nullable(),
  result: roundResult.nullable(),
  history: z.array(roundResult),
  end: z.object({ winners: z.array(seat), reason: z.enum(['hastings', 'issus', 'surrender']) }).strict().nullable(),
};
export const extraSchema = z.object(extraShape).strict();

const { battlePlays: _battlePlays, queue, ...rest } = extraShape;

export const stateSchema = z
  .object({
    queue,
    lastTurn: four(count),
    ...rest,
    rng: z.array(z.number()).length(4),
    options: optionsSchema,
    round: count,
    dealer: seat,
    totals: z.tuple([z.number().int(), z.number().int()]),
    phase,
    houses: four(z.enum(SUITS).nullable()),
    attacker: seat,
    turn: count,
    hands: four(cards),
    stack: cards,
    discard: cards,
    dead: cards,
    spoils: four(cards),
    meld: four(cards),
    gifts: four(card.nullable()),
    battle: z.array(play).max(4),
  })
  .strict() as unknown as z.ZodType<AllianceRoyalsState>;
