/**
 * Keeps the keyboard's place on a screen whose buttons come and go. A button
 * that disappears once used (an action played, a dialog answered) or turns
 * disabled (the record's first step) leaves the focus on the page body, and
 * Tab would start again from the top of the window; here the focus goes to
 * the screen's landing place instead.
 */

function dialogOpen(): boolean {
  return document.querySelector('[aria-modal="true"]') !== null;
}

function lostFocus(element: Element | null): boolean {
  if (!element) return true;
  if (!element.isConnected) return true;
  return element instanceof HTMLButtonElement || element instanceof HTMLInputElement || element instanceof HTMLSelectElement
    ? element.disabled
    : false;
}

/** Nothing holds the keyboard's place: the focus lies on the page body, or on a control now disabled. */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || lostFocus(active);
}

/**
 * While the returned stop is not called: whenever the page changes and the
 * focus has been lost (it lies on the body, or on an element now disabled)
 * because the element that had it is gone or disabled, `landing` takes it.
 * Focus left on the body by a click on the background, its element still
 * there, stays where the player put it.
 */
export function keepFocus(landing: HTMLElement): () => void {
  let last: Element | null = document.activeElement;

  const onFocusIn = (event: FocusEvent): void => {
    if (event.target instanceof Element) last = event.target;
  };

  const check = (): void => {
    // A dialog over the screen keeps the focus within itself, and looks after it there.
    if (dialogOpen()) return;
    const active = document.activeElement;
    const onBody = active === null || active === document.body;
    if (!(onBody || active === last) || !lostFocus(last)) return;
    landing.focus({ preventScroll: true });
    last = landing;
  };

  // The page as a whole: the focus is also lost when a dialog over the screen closes with its button.
  const observer = new MutationObserver(check);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
  document.addEventListener('focusin', onFocusIn);
  return () => {
    observer.disconnect();
    document.removeEventListener('focusin', onFocusIn);
  };
}

/** A screen just drawn takes the focus when nothing has it, as after the button that opened it went away. */
export function focusIfLost(landing: HTMLElement): void {
  if (!dialogOpen() && focusIsLost()) landing.focus({ preventScroll: true });
}
