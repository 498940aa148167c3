/** Alliance Royals: four players in two alliances win royals in battles, meld, marry and take hostages. */
import type { GameDefinition } from '../../core/game';
import { actionRefusal, applyAction } from './actions';
import { actionLabel, describe } from './describe';
import { legalActions } from './legal';
import { allianceRoyalsLedger } from './ledger';
import { defaultOptions, optionSpecs } from './options';
import { finalScores, outcomeOf } from './outcome';
import { randomBot } from './random-bot';
import { heuristicBot } from './bot-heuristic';
import { searchBot } from './bot-search';
import { setupAllianceRoyals } from './flow';
import { renderText } from './text';
import { activeSeats } from './turn';
import { allyOf } from './seats';
import { actionSchema, optionsSchema, type AllianceRoyalsAction, type AllianceRoyalsOptions, type AllianceRoyalsState, type AllianceRoyalsView } from './types';
import { allCards, hiddenFrom, viewOf } from './view';
import { allianceRoyalsEditor } from './editor';
import { allianceRoyalsVerifier } from './puzzle';
import { allianceRoyalsReviewer } from './review';
import { formerReadings } from './former-readings';

export * from './types';

export const allianceRoyals: GameDefinition<AllianceRoyalsState, AllianceRoyalsAction, AllianceRoyalsOptions, AllianceRoyalsView> = {
  id: 'alliance-royals',
  title: 'Alliance Royals',
  seats: { min: 4, max: 4 },
  seatNote: (seat) => `Allied with Seat ${allyOf(seat) + 1}`,
  optionSpecs,
  optionsSchema,
  actionSchema,
  defaultOptions,
  setup: setupAllianceRoyals,
  activeSeats,
  legalActions,
  illegalReason: actionRefusal,
  apply: applyAction,
  outcome: outcomeOf,
  finalScores,
  view: viewOf,
  describe,
  actionLabel,
  renderText,
  allCards,
  hiddenFrom,
  bots: [searchBot, heuristicBot, randomBot],
  editor: allianceRoyalsEditor,
  puzzle: allianceRoyalsVerifier,
  review: allianceRoyalsReviewer,
  ledger: allianceRoyalsLedger,
  formerReadings,
};
