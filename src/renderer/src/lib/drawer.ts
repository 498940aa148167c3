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
