/**
 * The Electron main process: the only place, with src/main/electron/*, that
 * loads Electron. Everything it does for the renderer lives in handlers.ts,
 * which the browser host shares.
 *
 * Quitting never clears the autosave. The renderer autosaves after every
 * change and clears the autosave itself once the game is saved, closed or
 * restored, so whatever autosave remains at exit is a game with unsaved
 * changes, and the next start offers to restore it.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BrowserWindow, Menu, app, dialog, type IpcMainInvokeEvent } from 'electron';
import type { MenuCommand } from '../preload/api';
import { MENU_COMMAND_CHANNEL } from './api-methods';
import { createHandlers } from './handlers';
import { APP_URL, registerAppScheme, serveRenderer } from './electron/app-protocol';
import { electronDialogs } from './electron/dialogs';
import { isTrustedSender, registerIpc } from './electron/ipc';
import { buildMenu } from './electron/menu';
import { createMainWindow, denyAllPermissions, enforceCspOnDevServer, lockDown } from './electron/window';
import { removeStaleTempFiles } from './files/stale-temp';

const here = dirname(fileURLToPath(import.meta.url));
const devServerUrl = !app.isPackaged ? process.env['ELECTRON_RENDERER_URL'] : undefined;
const appUrl = devServerUrl ?? APP_URL;

let mainWindow: BrowserWindow | null = null;

function sendMenuCommand(command: MenuCommand): void {
  mainWindow?.webContents.send(MENU_COMMAND_CHANNEL, command);
}

function fromAppPage(event: IpcMainInvokeEvent): boolean {
  return isTrustedSender(event, mainWindow?.webContents ?? null, appUrl);
}

function openWindow(): void {
  mainWindow = createMainWindow({ preloadPath: join(here, '../preload/index.cjs'), url: appUrl });
  mainWindow.webContents.on('before-input-event', (event, input) => {
    // The second redo shortcut; the menu's Redo carries Ctrl+Shift+Z.
    if (input.type === 'keyDown' && (input.control || input.meta) && !input.shift && !input.alt && input.key.toLowerCase() === 'y') {
      event.preventDefault();
      sendMenuCommand('redo');
    }
  });
  mainWindow.on('closed', () => {
    mainWindow = null;
  });
}

function showAbout(): void {
  const options = {
    type: 'info' as const,
    title: 'About Royal Table',
    message: `Royal Table ${app.getVersion()}`,
    detail: 'Royal card games to play, replay and study, entirely offline.',
  };
  if (mainWindow) void dialog.showMessageBox(mainWindow, options);
  else void dialog.showMessageBox(options);
}

// Two instances would overwrite each other's autosave: the second one hands over to the first.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  registerAppScheme();

  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });

  app.on('window-all-closed', () => app.quit());

  // Every page Electron makes, not only the window's, gets the same locks.
  app.on('web-contents-created', (_event, contents) => lockDown(contents, appUrl));

  void app.whenReady().then(async () => {
    const documentsDir = join(app.getPath('documents'), 'Royal Table');
    const userDataDir = app.getPath('userData');
    try {
      mkdirSync(documentsDir, { recursive: true });
    } catch {
      // Without it the dialogs start elsewhere, and a save into it explains that the folder is missing.
    }
    // Before anything is saved: this is the only instance (see the lock above), so no save is under way.
    await removeStaleTempFiles([documentsDir, userDataDir]);
    const handlers = createHandlers({
      userDataDir,
      documentsDir,
      examplesDir: join(app.getAppPath(), 'examples'),
      dialogs: electronDialogs(() => mainWindow, documentsDir),
      host: { kind: 'electron', nativeDialogs: true, nativeMenu: true, documentsDir },
    });

    denyAllPermissions();
    if (devServerUrl) enforceCspOnDevServer(devServerUrl);
    else serveRenderer(join(here, '../renderer'));
    registerIpc(handlers, fromAppPage);
    Menu.setApplicationMenu(buildMenu({ send: sendMenuCommand, dev: Boolean(devServerUrl), showAbout }));
    openWindow();

    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) openWindow();
    });
  });
}
