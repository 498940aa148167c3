/**
 * The app's one window, locked down: an isolated, sandboxed renderer without
 * Node, which may not navigate away, open windows, attach webviews or ask for
 * permissions.
 */
import { BrowserWindow, session, shell, type WebContents } from 'electron';
import { CONTENT_SECURITY_POLICY_HEADER } from '../csp';

export interface WindowOptions {
  readonly preloadPath: string;
  /** The page to load: the app protocol, or the dev server in development. */
  readonly url: string;
}

export function createMainWindow(options: WindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 860,
    minWidth: 880,
    minHeight: 620,
    show: false,
    title: 'Royal Table',
    backgroundColor: '#15181d',
    webPreferences: {
      preload: options.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
    },
  });
  lockDown(window.webContents, new URL(options.url).origin);
  window.once('ready-to-show', () => window.show());
  void window.loadURL(options.url);
  return window;
}

/** Adds the CSP header to the dev server's responses; the app protocol sets its own. */
export function enforceCspOnDevServer(devServerUrl: string): void {
  const origin = new URL(devServerUrl).origin;
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    if (new URL(details.url).origin !== origin) return callback({});
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY_HEADER] },
    });
  });
}

export function denyAllPermissions(): void {
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
}

function lockDown(contents: WebContents, appOrigin: string): void {
  const isAppUrl = (url: string): boolean => {
    try {
      return new URL(url).origin === appOrigin;
    } catch {
      return false;
    }
  };
  contents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    // Links to the web (e.g. rules sources) open in the system browser, never in the app.
    if (/^https:\/\//.test(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
}
