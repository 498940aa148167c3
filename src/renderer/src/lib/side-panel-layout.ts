/**
 * Where a side panel stands (the game record, or the puzzle player's panel):
 * beside the table, or over it as a drawer.
 *
 * Beside a panel a table must keep 816 px: what it has on the smallest
 * window the app allows (880 px, less the screen's 20 px of padding, the
 * 10 px gap and the 34 px folded rail), the width at which every game is
 * checked to fit. Measured with the record folded, the most demanding table
 * is Royal Lines with five seats, whose ship and last recruitment fit from
 * 804 px at 620 px high (the other games fit from 680 px or less); beside
 * the record on an 880 px window it would get 590 px, and its middle
 * scrolled and cut off the last recruitment's promises. A Royal Suit puzzle
 * in that room stacked its shown cards and scrolled to twice its height.
 * A panel's column is clamp(260px, 26vw, 340px) (--side-panel-width in
 * app.css), so the table beside it is 0.74 of the window less 30 px: 816 px
 * or more from a window of 1144 px.
 */

/** The width a table keeps beside a side panel: what it has on the smallest window with the panel folded. */
export const TABLE_WIDTH_BESIDE_PANEL_PX = 816;

/** The narrowest window with room for a side panel beside the table; below it the panel opens as a drawer. */
export const SIDE_PANEL_BESIDE_FROM_PX = 1144;

/** The media query that holds while a side panel has room beside the table. */
export const ROOM_BESIDE_TABLE = `min-width: ${SIDE_PANEL_BESIDE_FROM_PX}px`;
