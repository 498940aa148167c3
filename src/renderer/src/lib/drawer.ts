/**
 * A side panel drawn over the table as a drawer (see side-panel-layout.ts)
 * is a non-modal dialog: the table behind stays in reach, and Escape shuts it.
 */

/** Escape shuts the drawer, and only the drawer: the table behind does not also let go of a chosen card. */
export function shutOnEscape(event: KeyboardEvent, shut: () => void): void {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  event.preventDefault();
  event.stopPropagation();
  shut();
}

/**
 * What a side panel is to assistive technology: beside the table a
 * complementary region (drawn as an aside), over it a non-modal dialog (an
 * aside may not be one, so it is drawn as a div).
 */
export function sidePanelRole(drawer: boolean): { readonly element: 'div' | 'aside'; readonly attributes: Readonly<Record<string, string | undefined>> } {
  return drawer
    ? { element: 'div', attributes: { role: 'dialog', 'aria-modal': 'false', 'data-drawer': 'true' } }
    : { element: 'aside', attributes: { 'data-drawer': 'false' } };
}
