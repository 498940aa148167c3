/**
 * When a table's own keys (Royal Lock's arrows, Royal Suit's digits, Royal Lines' Enter) stand aside: for a key
 * with a modifier or held down, in a text field, behind a dialog, and where focus is in a panel whose keys are its
 * own (the game record, marked data-own-keys: an arrow there must never move a marker and open a branch).
 */
import { isEditableTarget } from './shortcuts';
import { ui } from './ui.svelte';

export function gameKeysOff(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return true;
  if (isEditableTarget(event.target) || ui.dialogOpen) return true;
  return event.target instanceof Element && event.target.closest('[data-own-keys]') !== null;
}
