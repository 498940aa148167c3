/** Royal Suit positions for the table's tests: a dealt game, edited to the case at hand. */
import { mutableCopy, type Viewer } from '../../../../engine';
import { royalSuit, type RoyalSuitState, type RoyalSuitView } from '../../../../engine/games/royal-suit';

export { ABOUT_TO_REPEAT } from '../../../../engine/games/royal-suit/test-position';

/** The deal of seed 7: court A♥[K♠] 7♠ Q♠ 10♠ J♦ 8♣[Q♥]; the supporters hold K♣ on top, the opposers 7♥. */
export function dealt(edit: (state: RoyalSuitState) => void = () => {}): RoyalSuitState {
  const state = mutableCopy(royalSuit.setup(royalSuit.defaultOptions(), 2, 7));
  edit(state);
  return state;
}

export function viewAt(state: RoyalSuitState, viewer: Viewer): RoyalSuitView {
  return royalSuit.view(state, viewer);
}
