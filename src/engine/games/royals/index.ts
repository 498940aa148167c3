/** Royals: a two-player duel of kingdoms with arrows, royals, blocks, sacrifices and jokers. */
import type { GameDefinition } from '../../core/game';
import { actionRefusal, applyAction } from './actions';
import { actionLabel, describe } from './describe';
import { royalsEditor } from './editor';
import { legalActions } from './legal';
import { royalsLedger } from './ledger';
import { defaultOptions, optionSpecs } from './options';
import { finalScores, outcomeOf } from './outcome';
import { royalsVerifier } from './puzzle';
import { royalsReviewer } from './review';
import { heuristicBot } from './bot-heuristic';
import { searchBot } from './bot-search';
import { randomBot } from './random-bot';
import { SEATS, setupRoyals } from './setup';
import { renderText } from './text';
import { activeSeats } from './turn';
import { actionSchema, optionsSchema, type RoyalsAction, type RoyalsOptions, type RoyalsState, type RoyalsView } from './types';
import { allCards, hiddenFrom, viewOf } from './view';

export * from './types';

export const royals: GameDefinition<RoyalsState, RoyalsAction, RoyalsOptions, RoyalsView> = {
  id: 'royals',
  title: 'Royals',
  seats: { min: SEATS, max: SEATS },
  optionSpecs,
  optionsSchema,
  actionSchema,
  defaultOptions,
  setup: setupRoyals,
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
  editor: royalsEditor,
  puzzle: royalsVerifier,
  review: royalsReviewer,
  ledger: royalsLedger,
};
