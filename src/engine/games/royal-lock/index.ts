/** Royal Lock: two markers cooperate to lock 3 jacks, queens or kings in a line. */
import type { GameDefinition } from '../../core/game';
import { royalLockVerifier } from './puzzle';
import { actionRefusal, applyAction } from './actions';
import { actionLabel, describe } from './describe';
import { keeperBot } from './keeper-bot';
import { royalLockLedger } from './ledger';
import { legalActions } from './legal';
import { lookaheadBot } from './lookahead-bot';
import { defaultOptions, optionSpecs } from './options';
import { royalLockEditor } from './editor';
import { outcomeOf } from './outcome';
import { randomBot } from './random-bot';
import { royalLockReviewer } from './review';
import { setupRoyalLock } from './setup';
import { renderText } from './text';
import { activeSeats } from './turn';
import {
  actionSchema,
  optionsSchema,
  type RoyalLockAction,
  type RoyalLockOptions,
  type RoyalLockState,
  type RoyalLockView,
} from './types';
import { allCards, hiddenFrom, viewOf } from './view';

export * from './types';
export { CELLS, CENTRE, DIRECTIONS, LINES, cellName, directionBetween, neighbours, step, type Direction, type GridLine } from './grid';
export { describeRedDraw } from './describe';
export { isRoyal } from './cards';

export const royalLock: GameDefinition<RoyalLockState, RoyalLockAction, RoyalLockOptions, RoyalLockView> = {
  id: 'royal-lock',
  title: 'Royal Lock',
  seats: { min: 1, max: 2 },
  seatNote: (seat, players) => (players === 1 ? 'Steers both markers' : `Marker ${seat + 1}`),
  optionSpecs,
  optionsSchema,
  actionSchema,
  defaultOptions,
  setup: setupRoyalLock,
  activeSeats,
  legalActions,
  illegalReason: actionRefusal,
  apply: (state, _seat, action) => applyAction(state, action),
  outcome: outcomeOf,
  view: viewOf,
  describe,
  actionLabel,
  renderText,
  allCards,
  hiddenFrom,
  bots: [lookaheadBot, keeperBot, randomBot],
  editor: royalLockEditor,
  puzzle: royalLockVerifier,
  review: royalLockReviewer,
  ledger: royalLockLedger,
};
