/**
 * The application menu. File and Edit items do not act here: they tell the
 * renderer, which owns the game, through 'menu-command'.
 */
import { Menu, type MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from '../../preload/api';

export interface MenuOptions {
  readonly send: (command: MenuCommand) => void;
  readonly dev: boolean;
  readonly showAbout: () => void;
}

export function buildMenu(options: MenuOptions): Menu {
  const command = (label: string, accelerator: string, name: MenuCommand): MenuItemConstructorOptions => ({
    label,
    accelerator,
    click: () => options.send(name),
  });
  /**
   * A plain key is only shown beside its item: registered, it would be taken from the text fields too. The window's
   * own key handling answers it where no field is being typed in (see shortcuts.ts).
   */
  const plainKey = (label: string, key: string, name: MenuCommand): MenuItemConstructorOptions => ({
    ...command(label, key, name),
    registerAccelerator: false,
  });
  const template: MenuItemConstructorOptions[] = [
    {
      label: '&File',
      submenu: [
        command('&New Game', 'CmdOrCtrl+N', 'new'),
        command('&Open…', 'CmdOrCtrl+O', 'open'),
        { type: 'separator' },
        command('&Save', 'CmdOrCtrl+S', 'save'),
        command('Save &As…', 'CmdOrCtrl+Shift+S', 'saveAs'),
        { type: 'separator' },
        command('&Close Game', 'CmdOrCtrl+W', 'close'),
        { type: 'separator' },
        { role: 'quit' },
      ],
    },
    {
      label: '&Edit',
      submenu: [
        command('&Undo', 'CmdOrCtrl+Z', 'undo'),
        // Ctrl+Y also redoes; it is caught in the window (see index.ts) as a menu has one accelerator per item.
        command('&Redo', 'CmdOrCtrl+Shift+Z', 'redo'),
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
      ],
    },
    {
      label: '&Game',
      submenu: [plainKey('&Review This Game', 'V', 'review')],
    },
    {
      label: '&View',
      submenu: [
        ...(options.dev
          ? ([{ role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }, { type: 'separator' }] as MenuItemConstructorOptions[])
          : []),
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    {
      label: '&Help',
      submenu: [{ label: '&About Royal Table', click: () => options.showAbout() }],
    },
  ];
  return Menu.buildFromTemplate(template);
}
