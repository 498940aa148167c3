/** Royal Suit: the supporters try to bring the royal couple side by side again; the opposers try to stop them. */
import type { GameDefinition } from '../../core/game';
import { royalSuitVerifier } from './puzzle';
import { actionRefusal, applyAction } from './actions';
import { ROYAL_SUIT_BOTS } from './bots';
import { actionLabel, describe } from './describe';
import { royalSuitLedger } from './ledger';
import { legalActions } from './legal';
import { defaultOptions, optionSpecs } from './options';
import { royalSuitEditor } from './editor';
import { outcomeOf } from './outcome';
import { royalSuitReviewer } from './review';
import { setupRoyalSuit } from './setup';
import { renderText } from './text';
import { activeSeats, sideName } from './turn';
import {
  actionSchema,
  OPPOSERS,
  optionsSchema,
  SUPPORTERS,
  type RoyalSuitAction,
  type RoyalSuitOptions,
  type RoyalSuitState,
  type RoyalSuitView,
} from './types';
import { allCards, hiddenFrom, viewOf } from './view';

export * from './types';
export { canMoveCouple, canPlay, coupleMoves, isStuck, placementRefusal, topCard } from './actions';
export { colourOfCard, coupleCardsOf, deckCards, isAce, isFaceCard } from './cards';
export { coupleOn, coupleReunited, courtTop, isPile, pileName, visibleTop } from './court';
export { actionsThatRepeat } from './legal';
export { positionKey } from './repetition';
export { otherSeat, sideName, sideNoun } from './turn';
export { dutyOf, seesTop, shownCards } from './view';

export const royalSuit: GameDefinition<RoyalSuitState, RoyalSuitAction, RoyalSuitOptions, RoyalSuitView> = {
  id: 'royal-suit',
  title: 'Royal Suit',
  seats: { min: 2, max: 2 },
  seatNames: [sideName(SUPPORTERS), sideName(OPPOSERS)],
  seatNote: (seat) => (seat === SUPPORTERS ? 'Bring the couple together; they begin' : 'Keep the couple apart'),
  optionSpecs,
  optionsSchema,
  actionSchema,
  defaultOptions,
  setup: setupRoyalSuit,
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
  bots: ROYAL_SUIT_BOTS,
  editor: royalSuitEditor,
  puzzle: royalSuitVerifier,
  review: royalSuitReviewer,
  ledger: royalSuitLedger,
};
