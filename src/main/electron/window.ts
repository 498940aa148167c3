/**
 * The app's one window, locked down: an isolated, sandboxed renderer without
 * Node, which may not navigate away, open windows, attach webviews or ask for
 * permissions.
 */
import { BrowserWindow, session, shell, type WebContents } from 'electron';
import { CONTENT_SECURITY_POLICY_HEADER } from '../csp';
import { isAppUrl } from './app-protocol';

export interface WindowOptions {
  readonly preloadPath: string;
  /** The page to load: the app protocol, or the dev server in development. */
  readonly url: string;
}

/**
 * Links the app may hand to the system browser. The app links to nothing on
 * the web today, so nothing leaves; a link added to the app is added here, by
 * its exact address, never by a pattern a page could match.
 */
export const EXTERNAL_LINKS: readonly string[] = [];

export const WEB_PREFERENCES = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  experimentalFeatures: false,
  webviewTag: false,
  navigateOnDragDrop: false,
  spellcheck: false,
} as const;

export function createMainWindow(options: WindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 860,
    minWidth: 880,
    minHeight: 620,
    show: false,
    title: 'Royal Table',
    backgroundColor: '#15181d',
    webPreferences: { ...WEB_PREFERENCES, preload: options.preloadPath },
  });
  lockDown(window.webContents, options.url);
  window.once('ready-to-show', () => window.show());
  void window.loadURL(options.url);
  return window;
}

/** Adds the CSP header to the dev server's responses; the app protocol sets its own. */
export function enforceCspOnDevServer(devServerUrl: string): void {
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    if (!isAppUrl(details.url, devServerUrl)) return callback({});
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY_HEADER] },
    });
  });
}

export function denyAllPermissions(): void {
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
  session.defaultSession.setDevicePermissionHandler(() => false);
}

/**
 * Keeps a page on the app's own pages: every navigation, redirect and frame
 * navigation elsewhere is stopped, new windows are refused (an allowed link
 * goes to the system browser instead), and webviews are never attached.
 */
export function lockDown(contents: WebContents, appUrl: string): void {
  const stayHome = (event: { preventDefault(): void; url: string }): void => {
    if (!isAppUrl(event.url, appUrl)) event.preventDefault();
  };
  contents.on('will-navigate', stayHome);
  contents.on('will-redirect', stayHome);
  contents.on('will-frame-navigate', stayHome);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (EXTERNAL_LINKS.includes(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
}
