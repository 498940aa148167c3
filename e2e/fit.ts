/**
 * Whether what the window shows fits it: the checks the layout and puzzle
 * tests share. Each returns what does not fit, in words, so a test can
 * report every misfit at once.
 */
import type { Locator, Page } from '@playwright/test';

/** The smallest window the app fits, the usual one and a large one: a table's cards must grow from one to the next. */
export const GROWING_SIZES = [
  { width: 880, height: 620 },
  { width: 1280, height: 860 },
  { width: 1920, height: 1080 },
] as const;

/** Elements that may be scrolled sideways, or the page itself, wider than they show. */
export async function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.locator('body').evaluate((body) => {
    const found: string[] = [];
    const doc = body.ownerDocument;
    const win = doc.defaultView!;
    const root = doc.scrollingElement ?? doc.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`the page (${root.scrollWidth} > ${root.clientWidth})`);
    for (const element of body.querySelectorAll('*')) {
      const style = win.getComputedStyle(element);
      if ((style.overflowX === 'auto' || style.overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1) {
        found.push(`${element.tagName.toLowerCase()}.${String(element.className)} (${element.scrollWidth} > ${element.clientWidth})`);
      }
    }
    return found;
  });
}

/**
 * Elements of the table that may be scrolled up and down, taller than they
 * show; the table's frame itself, which cuts off what does not fit; and the
 * page.
 */
export async function verticalScrollers(page: Page): Promise<string[]> {
  return page.locator('body').evaluate((body) => {
    const found: string[] = [];
    const doc = body.ownerDocument;
    const win = doc.defaultView!;
    const root = doc.scrollingElement ?? doc.documentElement;
    if (root.scrollHeight > root.clientHeight) found.push(`the page (${root.scrollHeight} > ${root.clientHeight})`);
    const frame = body.querySelector('.table-wrap');
    if (!frame) return found;
    if (frame.scrollHeight > frame.clientHeight + 1) found.push(`the table's frame (${frame.scrollHeight} > ${frame.clientHeight})`);
    for (const element of frame.querySelectorAll('*')) {
      const style = win.getComputedStyle(element);
      if ((style.overflowY === 'auto' || style.overflowY === 'scroll') && element.scrollHeight > element.clientHeight + 1) {
        found.push(`${element.tagName.toLowerCase()}.${String(element.className)} (${element.scrollHeight} > ${element.clientHeight})`);
      }
    }
    return found;
  });
}

/** Controls of the table and the bar below it that are not wholly inside the window and the table's own frame. */
export async function controlsOutOfView(page: Page): Promise<string[]> {
  return page.locator('body').evaluate((body) => {
    const out: string[] = [];
    const win = body.ownerDocument.defaultView!;
    const frame = body.querySelector('.table-wrap')?.getBoundingClientRect();
    type Box = { left: number; top: number; right: number; bottom: number };
    const inside = (r: Box, f: Box) => r.left >= f.left - 1 && r.top >= f.top - 1 && r.right <= f.right + 1 && r.bottom <= f.bottom + 1;
    const window_ = { left: 0, top: 0, right: win.innerWidth, bottom: win.innerHeight };
    const controls = body.querySelectorAll('.play-area button, .play-area select, .play-area input, .toolbar button');
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const name = control.getAttribute('data-testid') ?? control.textContent?.trim().slice(0, 30) ?? control.tagName;
      if (!inside(box, window_)) out.push(`${name} is outside the window`);
      else if (frame && control.closest('.table-wrap') && !inside(box, frame)) out.push(`${name} is cut off by the table's frame`);
    }
    return out;
  });
}

/**
 * The options of the select boxes inside `scope` whose words do not fit their box, measured at the box's font
 * against its width less padding and the arrow: a select cuts its chosen words without any overflow to see.
 */
export async function choicesCut(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const doc = root.ownerDocument;
    const pen = doc.createElement('canvas').getContext('2d')!;
    const found: string[] = [];
    for (const select of root.querySelectorAll('select')) {
      const style = doc.defaultView!.getComputedStyle(select);
      pen.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
      for (const option of select.options) if (pen.measureText(option.text).width > room) found.push(option.text);
    }
    return found;
  });
}

/** Controls inside `panel` that are not wholly within its content box: past its padding, or under its scrollbar. */
export async function controlsOutsidePanel(panel: Locator): Promise<string[]> {
  return panel.evaluate((root) => {
    const style = root.ownerDocument.defaultView!.getComputedStyle(root);
    const box = root.getBoundingClientRect();
    const left = box.left + root.clientLeft + parseFloat(style.paddingLeft);
    const right = box.left + root.clientLeft + root.clientWidth - parseFloat(style.paddingRight);
    const out: string[] = [];
    for (const control of root.querySelectorAll('button, select, input, textarea')) {
      const r = control.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.left < left - 1 || r.right > right + 1) {
        const name = control.getAttribute('data-testid') ?? control.textContent?.trim().slice(0, 30) ?? control.tagName;
        out.push(`${name} (${Math.round(r.left)}–${Math.round(r.right)} outside ${Math.round(left)}–${Math.round(right)})`);
      }
    }
    return out;
  });
}
