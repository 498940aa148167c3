/**
 * The promises of the last recruitment as the table lays them out: who played
 * what, which one won, which cancelled in a joker draw, which were as high but
 * lost on suit order, and which attracted nothing. Every fact comes from the
 * engine's record of the recruitment; this only sorts it for drawing.
 */
import { suitOf, type CardId, type SuitedCardId } from '../../../../engine';
import type { Player, PlaySeen, RecruitmentSeen } from '../../../../engine/games/royal-lines';
import { label, playerName, playerTitle } from '../../../../engine/games/royal-lines/words';

export type PlayRole = 'winner' | 'cancelled' | 'outranked' | 'beaten' | 'unattractive' | 'unknown';

export interface PlayShown {
  readonly by: Player;
  /** Null when the promise has since been shuffled back and this viewer may not know it. */
  readonly card: CardId | null;
  readonly role: PlayRole;
  /** The colonial the promise's suit attracted, if it did. */
  readonly target: CardId | null;
}

const samePlayer = (a: PlaySeen) => (b: PlaySeen) => a.by === b.by;

export function playsShown(record: RecruitmentSeen): PlayShown[] {
  return record.plays.map((play) => {
    const target = play.card ? (record.attractive.find((entry) => entry.suit === suitOf(play.card as SuitedCardId))?.colonial ?? null) : null;
    return { by: play.by, card: play.card, role: roleOf(record, play, target), target };
  });
}

function roleOf(record: RecruitmentSeen, play: PlaySeen, target: CardId | null): PlayRole {
  if (record.winner && record.winner.by === play.by) return 'winner';
  if (record.cancelled.some(samePlayer(play))) return 'cancelled';
  if (record.outranked.some(samePlayer(play))) return 'outranked';
  if (!play.card) return 'unknown';
  return target ? 'beaten' : 'unattractive';
}

/** A short note under a revealed promise. */
export function roleNote(play: PlayShown): string {
  switch (play.role) {
    case 'winner':
      return 'wins';
    case 'cancelled':
      return 'cancelled';
    case 'outranked':
      return 'lost on suit order';
    case 'beaten':
      return 'too low';
    case 'unattractive':
      return 'not attractive';
    case 'unknown':
      return 'shuffled back';
  }
}

/** What became of the colonial, in one line: "Seat 2 recruits the K♠ with the 9♠." */
export function headline(record: RecruitmentSeen): string {
  const colonial = record.colonial ? `the ${label(record.colonial)}` : 'the colonial';
  const winner = record.winner;
  const promise = winner?.card ? ` with the ${label(winner.card)}` : '';
  switch (record.result) {
    case 'discarded':
      return `Nobody recruits: ${colonial} is discarded.`;
    case 'pirates':
      return `The pirates win ${colonial}${promise}; it is discarded.`;
    case 'takeover':
      return `${playerTitle(winner!.by)} recruits ${colonial}${promise}: the ace takes over ${playerName(winner!.by)}'s colony.`;
    case 'recruited':
      return `${playerTitle(winner!.by)} recruits ${colonial}${promise}.`;
  }
}
