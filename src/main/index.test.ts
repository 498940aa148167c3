/**
 * The Electron main process as it really runs (src/main/index.ts and
 * src/main/electron/*), started against the stand-in 'electron' module: the
 * window it opens, where that window may go, who its IPC answers, what it
 * serves on app:// and what it lets a page ask for.
 */
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_METHODS, DROPPED_FILE_CHANNEL, apiChannel } from './api-methods';
import { CONTENT_SECURITY_POLICY_HEADER } from './csp';
import { replayText } from './files/replay-store';
import { makeReplay, tempDir } from './testing/replays';
import type * as StandIn from './testing/electron-stand-in';

type Electron = typeof StandIn;

let dir: { path: string; remove: () => Promise<void> };
let electron: Electron;
let documentsDir: string;
let window: StandIn.BrowserWindow;

const APP_PAGE = 'app://royal-table/index.html';

/** Starts the main process afresh: a new stand-in, index.ts imported, the app made ready. */
async function startApp(env: { rendererUrl?: string } = {}): Promise<void> {
  vi.resetModules();
  if (env.rendererUrl) process.env['ELECTRON_RENDERER_URL'] = env.rendererUrl;
  else delete process.env['ELECTRON_RENDERER_URL'];
  electron = (await import('electron')) as unknown as Electron;
  electron.app.paths = { documents: join(dir.path, 'Documents'), userData: join(dir.path, 'config') };
  electron.app.appPath = join(dir.path, 'app');
  await import('./index');
  electron.app.start();
  await vi.waitFor(() => expect(electron.BrowserWindow.getAllWindows()).toHaveLength(1));
  window = electron.BrowserWindow.getAllWindows()[0]!;
}

beforeEach(async () => {
  dir = await tempDir();
  documentsDir = join(dir.path, 'Documents', 'Royal Table');
  await mkdir(join(dir.path, 'app', 'out', 'renderer'), { recursive: true });
});
afterEach(async () => {
  delete process.env['ELECTRON_RENDERER_URL'];
  await dir.remove();
});

describe('the window', () => {
  it('is sandboxed and isolated, without Node, webviews or insecure content, and loads the app protocol', async () => {
    await startApp();
    expect(window.options.webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
    });
    expect(window.options.webPreferences).not.toHaveProperty('enableBlinkFeatures');
    expect(window.options.webPreferences?.['preload']).toMatch(/preload[\\/]index\.cjs$/);
    expect(window.loadedUrl).toBe(APP_PAGE);
  });

  it('registers app: as a secure standard scheme before the app is ready', async () => {
    await startApp();
    expect(electron.protocol.privileged).toEqual([{ scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true }) }]);
  });
});

describe('navigation', () => {
  const foreign = [
    'file:///etc/passwd',
    'data:text/html,<script>alert(1)</script>',
    'javascript:alert(1)',
    'app://other-host/index.html',
    'app://royal-table.example/index.html',
    'app://user@royal-table/index.html',
    'royal-table://royal-table/index.html',
    'chrome://settings',
    'devtools://devtools/bundled/inspector.html',
    'http://royal-table/index.html',
    'https://example.com/',
    'http://127.0.0.1:5173/',
    'about:blank',
    'not a url',
  ];
  const events = ['will-navigate', 'will-redirect', 'will-frame-navigate'] as const;

  for (const event of events) {
    it.each(foreign)(`${event} to %s is prevented`, async (url) => {
      await startApp();
      expect(window.webContents.attempt(event, url)).toBe(false);
    });

    it.each([APP_PAGE, 'app://royal-table/', 'app://royal-table/index.html#/table'])(`${event} to the app's own %s is allowed`, async (url) => {
      await startApp();
      expect(window.webContents.attempt(event, url)).toBe(true);
    });
  }

  it('with the dev server, only the dev server is the app', async () => {
    await startApp({ rendererUrl: 'http://localhost:5173/' });
    expect(window.loadedUrl).toBe('http://localhost:5173/');
    expect(window.webContents.attempt('will-navigate', 'http://localhost:5173/index.html')).toBe(true);
    expect(window.webContents.attempt('will-navigate', 'http://localhost:5174/')).toBe(false);
    expect(window.webContents.attempt('will-navigate', APP_PAGE)).toBe(false);
  });

  it('prevents attaching a webview', async () => {
    await startApp();
    const event = new electron.StandInEvent();
    window.webContents.emit('will-attach-webview', event, {}, {});
    expect(event.defaultPrevented).toBe(true);
  });

  it('locks down every web contents created, not only the window', async () => {
    await startApp();
    const other = new electron.WebContents();
    electron.app.emit('web-contents-created', new electron.StandInEvent(), other);
    expect(other.attempt('will-navigate', 'file:///etc/passwd')).toBe(false);
    expect(other.windowOpenHandler?.({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
  });
});

describe('new windows', () => {
  it.each(['https://example.com/', 'http://example.com/', 'file:///etc/passwd', APP_PAGE, 'mailto:ann@example.com', 'about:blank'])(
    'window.open(%s) is denied and nothing goes to the system browser',
    async (url) => {
      await startApp();
      expect(window.webContents.windowOpenHandler?.({ url })).toEqual({ action: 'deny' });
      expect(electron.shell.opened).toEqual([]);
    },
  );
});

describe('permissions', () => {
  it.each(['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'fullscreen'])('a request for %s is denied', async (permission) => {
    await startApp();
    const session = electron.session.defaultSession;
    const answers: boolean[] = [];
    session.permissionRequest?.(window.webContents, permission, (granted) => answers.push(granted));
    expect(answers).toEqual([false]);
    expect(session.permissionCheck?.(window.webContents, permission, 'app://royal-table')).toBe(false);
    expect(session.devicePermission?.({ deviceType: 'usb' })).toBe(false);
  });
});

describe('IPC', () => {
  const fromFrame = (url: string, options: { sender?: unknown; child?: boolean } = {}) => ({
    sender: options.sender ?? window.webContents,
    senderFrame: new electron.WebFrameMain(url, options.child ? new electron.WebFrameMain(APP_PAGE) : null),
  });
  const invoke = (method: string, event: unknown, ...args: unknown[]) => electron.ipcMain.handlers.get(method)!(event, ...args);

  it('has one channel per API method and the dropped-file channel, no more', async () => {
    await startApp();
    expect([...electron.ipcMain.handlers.keys()].sort()).toEqual([...API_METHODS.map(apiChannel), DROPPED_FILE_CHANNEL].sort());
  });

  it("answers the app's page", async () => {
    await startApp();
    expect(await invoke(apiChannel('host'), fromFrame(APP_PAGE))).toMatchObject({ kind: 'electron', documentsDir });
    await writeFile(join(documentsDir, 'game.royal.json'), replayText(makeReplay(2)));
    expect(await invoke(apiChannel('openFile'), fromFrame(APP_PAGE), join(documentsDir, 'game.royal.json'))).toMatchObject({ status: 'opened' });
  });

  it.each([
    ['a file page', 'file:///etc/passwd'],
    ['a data page', 'data:text/html,hi'],
    ['another app host', 'app://other-host/index.html'],
    ['a web page', 'https://example.com/'],
    ['a frame without a URL', ''],
  ])('refuses %s', async (_name, url) => {
    await startApp();
    expect(await invoke(apiChannel('host'), fromFrame(url))).toEqual({ status: 'error', message: 'This page may not use the Royal Table API.' });
  });

  it('refuses a frame inside the app page, another web contents, and a frame that is gone', async () => {
    await startApp();
    const refused = { status: 'error', message: 'This page may not use the Royal Table API.' };
    expect(await invoke(apiChannel('host'), fromFrame(APP_PAGE, { child: true }))).toEqual(refused);
    expect(await invoke(apiChannel('host'), fromFrame(APP_PAGE, { sender: new electron.WebContents() }))).toEqual(refused);
    expect(await invoke(apiChannel('listDirectory'), { sender: window.webContents, senderFrame: null }, documentsDir)).toEqual(refused);
    expect(await invoke(DROPPED_FILE_CHANNEL, fromFrame('https://example.com/'), '/etc/passwd')).toEqual(refused);
  });

  it('opens a dropped file from anywhere, and from then on may save it again', async () => {
    await startApp();
    const elsewhere = join(dir.path, 'elsewhere');
    await mkdir(elsewhere);
    const path = join(elsewhere, 'dropped.royal.json');
    await writeFile(path, replayText(makeReplay(2)));
    expect(await invoke(apiChannel('openFile'), fromFrame(APP_PAGE), path)).toMatchObject({ status: 'error', message: expect.stringMatching(/outside/) });
    expect(await invoke(DROPPED_FILE_CHANNEL, fromFrame(APP_PAGE), path)).toBe(path);
    expect(await invoke(apiChannel('openFile'), fromFrame(APP_PAGE), path)).toMatchObject({ status: 'opened', path });
    expect(await invoke(apiChannel('saveFile'), fromFrame(APP_PAGE), makeReplay(3), path)).toEqual({ status: 'saved', path });
    for (const notAPath of ['', 'relative.royal.json', 42]) expect(await invoke(DROPPED_FILE_CHANNEL, fromFrame(APP_PAGE), notAPath)).toBeNull();
  });

  it('opens and saves what the native dialogs chose', async () => {
    await startApp();
    const elsewhere = join(dir.path, 'picked.royal.json');
    electron.dialog.saveAnswer = { canceled: false, filePath: elsewhere };
    expect(await invoke(apiChannel('saveFile'), fromFrame(APP_PAGE), makeReplay(2))).toEqual({ status: 'saved', path: elsewhere });
    electron.dialog.openAnswer = { canceled: false, filePaths: [elsewhere] };
    expect(await invoke(apiChannel('openFile'), fromFrame(APP_PAGE))).toMatchObject({ status: 'opened', path: elsewhere });
  });
});

describe('the app protocol', () => {
  const rendererDir = () => join(dir.path, 'app', 'out', 'renderer');
  const fetchApp = (url: string, method = 'GET') => electron.protocol.handlers.get('app')!(new Request(url, { method }));

  beforeEach(async () => {
    await writeFile(join(rendererDir(), 'index.html'), '<!doctype html><title>Royal Table</title>');
  });

  it('serves the page with the CSP and the other security headers', async () => {
    await startApp();
    // index.ts serves the renderer beside its own build folder; point it at the test's.
    electron.protocol.handlers.clear();
    const { serveRenderer } = await import('./electron/app-protocol');
    serveRenderer(rendererDir());
    const reply = await fetchApp(APP_PAGE);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY_HEADER);
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await reply.text()).toContain('<title>Royal Table</title>');
  });

  it.each([
    ['another host', 'app://other-host/index.html', 'GET'],
    ['a climb out of the folder', 'app://royal-table/%2e%2e/%2e%2e/secret.txt', 'GET'],
    ['a missing file', 'app://royal-table/missing.js', 'GET'],
    ['a POST', APP_PAGE, 'POST'],
  ])('answers %s with 404 and the CSP', async (_name, url, method) => {
    await startApp();
    electron.protocol.handlers.clear();
    const { serveRenderer } = await import('./electron/app-protocol');
    serveRenderer(rendererDir());
    await writeFile(join(dir.path, 'secret.txt'), 'outside');
    const reply = await fetchApp(url, method);
    expect(reply.status).toBe(404);
    expect(reply.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY_HEADER);
  });

  it('the dev server gets the CSP header added, other sites do not', async () => {
    await startApp({ rendererUrl: 'http://localhost:5173/' });
    const listener = electron.session.defaultSession.headersListener!;
    const answers: unknown[] = [];
    listener({ url: 'http://localhost:5173/index.html', responseHeaders: {} }, (r) => answers.push(r));
    listener({ url: 'https://example.com/', responseHeaders: {} }, (r) => answers.push(r));
    expect(answers).toEqual([{ responseHeaders: { 'Content-Security-Policy': [CONTENT_SECURITY_POLICY_HEADER] } }, {}]);
  });
});

describe('at start', () => {
  it('removes temporary files left by interrupted saves, and nothing else', async () => {
    const userData = join(dir.path, 'config');
    await mkdir(join(userData, 'autosave'), { recursive: true });
    await mkdir(join(documentsDir, 'Old games'), { recursive: true });
    const keep = ['game.royal.json', 'game.royal.json.bak', 'notes.txt.123', 'Old games/kept.royal.json'];
    const stale = ['game.royal.json.3141592653', 'game.royal.json.bak.4242.tmp', 'Old games/kept.royal.json.77'];
    for (const name of [...keep, ...stale]) await writeFile(join(documentsDir, name), 'x');
    await writeFile(join(userData, 'recent.json.123456'), 'x');
    await writeFile(join(userData, 'autosave', 'game.json.99'), 'x');
    await writeFile(join(userData, 'autosave', 'game.json'), 'x');
    await startApp();
    expect((await readdir(documentsDir)).sort()).toEqual(['Old games', 'game.royal.json', 'game.royal.json.bak', 'notes.txt.123']);
    expect(await readdir(join(documentsDir, 'Old games'))).toEqual(['kept.royal.json']);
    expect(await readdir(userData)).toEqual(['autosave']);
    expect(await readdir(join(userData, 'autosave'))).toEqual(['game.json']);
    expect(await readFile(join(documentsDir, 'game.royal.json'), 'utf8')).toBe('x');
  });
});
