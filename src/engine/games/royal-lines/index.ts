/** Royal Lines: settlers lure colonials from two ships with secret promises and build royal lines. */
import type { GameDefinition } from '../../core/game';
import { actionRefusal, applyAction } from './actions';
import { actionLabel, describe } from './describe';
import { royalLinesLedger } from './ledger';
import { legalActions } from './legal';
import { defaultOptions, optionSpecs } from './options';
import { outcomeOf } from './outcome';
import { heuristicBot } from './bot-heuristic';
import { searchBot } from './bot-search';
import { randomBot } from './random-bot';
import { royalLinesEditor } from './editor';
import { royalLinesVerifier } from './puzzle';
import { royalLinesReviewer } from './review';
import { MAX_SEATS, MIN_SEATS, setupRoyalLines } from './setup';
import { renderText } from './text';
import { activeSeats } from './turn';
import {
  actionSchema,
  optionsSchema,
  type RoyalLinesAction,
  type RoyalLinesOptions,
  type RoyalLinesState,
  type RoyalLinesView,
} from './types';
import { allCards, hiddenFrom, viewOf } from './view';

export * from './types';
export { describeRecruitment, describeResult, describePanicEvent } from './describe';
export { attractions, jokerSuits, recruitableIndex } from './ship';
export { resolveRecruitment, type Resolution } from './recruit';
export { formScore, lineScore, settlerScore } from './score';

export const royalLines: GameDefinition<RoyalLinesState, RoyalLinesAction, RoyalLinesOptions, RoyalLinesView> = {
  id: 'royal-lines',
  title: 'Royal Lines',
  seats: { min: MIN_SEATS, max: MAX_SEATS },
  optionSpecs,
  optionsSchema,
  actionSchema,
  defaultOptions,
  setup: setupRoyalLines,
  activeSeats,
  legalActions,
  illegalReason: actionRefusal,
  apply: applyAction,
  outcome: outcomeOf,
  view: viewOf,
  describe,
  actionLabel,
  renderText,
  allCards,
  hiddenFrom,
  bots: [searchBot, heuristicBot, randomBot],
  editor: royalLinesEditor,
  puzzle: royalLinesVerifier,
  review: royalLinesReviewer,
  ledger: royalLinesLedger,
};
