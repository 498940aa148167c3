/** The application menu, built against the stand-in 'electron' module: what each item sends to the renderer. */
import { describe, expect, it } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from '../../preload/api';
import { buildMenu } from './menu';

type Item = MenuItemConstructorOptions;

function menuOf(dev = false): { items: Item[]; sent: MenuCommand[] } {
  const sent: MenuCommand[] = [];
  const menu = buildMenu({ send: (command) => sent.push(command), dev, showAbout: () => undefined }) as unknown as { template: Item[] };
  const items = menu.template.flatMap((top) => (Array.isArray(top.submenu) ? top.submenu : []));
  return { items, sent };
}

function itemLabelled(items: Item[], label: string): Item {
  const item = items.find((candidate) => candidate.label === label);
  if (!item) throw new Error(`the menu has no "${label}" item`);
  return item;
}

describe('the menu’s commands', () => {
  it.each([
    { label: '&New Game', accelerator: 'CmdOrCtrl+N', command: 'new' },
    { label: '&Open…', accelerator: 'CmdOrCtrl+O', command: 'open' },
    { label: '&Save', accelerator: 'CmdOrCtrl+S', command: 'save' },
    { label: 'Save &As…', accelerator: 'CmdOrCtrl+Shift+S', command: 'saveAs' },
    { label: '&Close Game', accelerator: 'CmdOrCtrl+W', command: 'close' },
    { label: '&Undo', accelerator: 'CmdOrCtrl+Z', command: 'undo' },
    { label: '&Redo', accelerator: 'CmdOrCtrl+Shift+Z', command: 'redo' },
    { label: '&Review This Game', accelerator: 'V', command: 'review' },
  ] as const)('$label ($accelerator) sends $command', ({ label, accelerator, command }) => {
    const { items, sent } = menuOf();
    const item = itemLabelled(items, label);
    expect(item.accelerator).toBe(accelerator);
    (item.click as () => void)();
    expect(sent).toEqual([command]);
  });

  it('only shows the review’s plain key, so that typing V in a field still types it', () => {
    const { items } = menuOf();
    expect(itemLabelled(items, '&Review This Game').registerAccelerator).toBe(false);
    const registered = items.filter((item) => item.accelerator && item.registerAccelerator !== false);
    expect(registered.map((item) => item.accelerator)).toEqual(expect.arrayContaining(['CmdOrCtrl+N']));
    expect(registered.every((item) => String(item.accelerator).includes('CmdOrCtrl+'))).toBe(true);
  });

  it('has the reload and developer tools only in development', () => {
    const roles = (dev: boolean): unknown[] => menuOf(dev).items.map((item) => item.role);
    expect(roles(true)).toEqual(expect.arrayContaining(['reload', 'toggleDevTools']));
    expect(roles(false)).not.toContain('reload');
    expect(roles(false)).not.toContain('toggleDevTools');
  });
});
