/**
 * The knowledge ledger of the game on the table, at the cursor: whose it is,
 * its cards in groups, and the marks the table draws (knowledge.ts says who
 * may see what). It is worked out only while the panel is open, from the
 * record, so stepping through a replay keeps it current. On a narrow window
 * the panel is a drawer over the table's right side: the marks may be kept
 * on the table while it is shut, to be seen there.
 */
import type { GameRecord, Seat } from '../../../engine';
import { knowledgeAt, type Ledger } from '../../../engine/core/ledger';
import { groupLedger, ledgerAccess, othersKnow, summaryWords, tableMarkers, type LedgerAccess, type LedgerGroups, type OtherKnowledge, type TableMarker } from './knowledge';
import { seatInSentence } from './seats';
import { session } from './session.svelte';
import { humanSeats } from './viewer';

export interface ShownLedger {
  readonly seat: Seat;
  readonly groups: LedgerGroups;
  readonly summary: string;
  /** What the other seats know and this one does not; null while the game keeps its secrets. */
  readonly othersKnow: readonly OtherKnowledge[] | null;
  readonly markers: readonly TableMarker[];
}

class KnowledgeState {
  /** The panel is open beside the table (or over it, as a drawer). */
  open = $state(false);
  /** The table keeps its marks while the panel is shut. */
  keepMarks = $state(false);
  /** The seat chosen in the panel while everything is face up. */
  private picked = $state<{ readonly record: GameRecord; readonly seat: Seat } | null>(null);

  readonly access = $derived.by((): LedgerAccess => {
    const game = session.game;
    if (!game) return { kind: 'unavailable', reason: 'No game is open.' };
    return ledgerAccess({
      gameTitle: game.title,
      hasLedger: game.ledger !== undefined && game.editor !== undefined,
      secretsOpen: session.secretsOpen,
      viewer: session.viewer,
    });
  });

  /** The seats whose ledger may be chosen in the panel: every seat, with everything face up. */
  readonly choosable = $derived.by((): readonly Seat[] => {
    if (this.access.kind !== 'every' || this.access.seat !== null) return [];
    return session.players.map((_, seat) => seat);
  });

  /** Whose ledger is listed: the table's seat, or the one picked with everything face up. */
  readonly seat = $derived.by((): Seat | null => {
    const access = this.access;
    if (access.kind === 'unavailable') return null;
    if (access.seat !== null) return access.seat;
    const picked = this.picked;
    if (picked && picked.record === session.record && picked.seat < session.players.length) return picked.seat;
    // Not the seat to move, which changes at every step: a list that kept changing hands could not be read.
    return humanSeats(session.players)[0] ?? 0;
  });

  readonly shown = $derived.by((): ShownLedger | { readonly problem: string } | null => {
    void session.version;
    const record = session.record;
    const seat = this.seat;
    if (!(this.open || this.keepMarks) || !record || seat === null) return null;
    const game = record.game;
    const cursor = session.cursor;
    try {
      if (this.access.kind === 'own') {
        const own = knowledgeAt(record, cursor, seat);
        const groups = groupLedger(own);
        return { seat, groups, summary: summaryWords(seatInSentence(game, seat), groups.counts), othersKnow: null, markers: [] };
      }
      const ledgers: Ledger[] = record.players.map((_, each) => knowledgeAt(record, cursor, each));
      const groups = groupLedger(ledgers[seat]!);
      return {
        seat,
        groups,
        summary: summaryWords(seatInSentence(game, seat), groups.counts),
        othersKnow: othersKnow(ledgers, seat),
        markers: tableMarkers(ledgers, seat, (other) => seatInSentence(game, other)),
      };
    } catch (error) {
      // A game's ledger still being written must not take the table down with it: the panel says what went wrong.
      return { problem: `The knowledge ledger of ${game.title} cannot be read at step ${cursor.step}: ${error instanceof Error ? error.message : String(error)}` };
    }
  });

  /** The marks the table draws: while the panel is open, or kept, so a table played on stays as it is otherwise. */
  readonly markers = $derived.by((): readonly TableMarker[] => {
    const shown = this.shown;
    return shown && 'markers' in shown ? shown.markers : [];
  });

  pick(seat: Seat): void {
    const record = session.record;
    if (record) this.picked = { record, seat };
  }
}

export const knowledge = new KnowledgeState();
