/**
 * The e2e harness: the built renderer (out/renderer) served over HTTP on
 * 127.0.0.1, with `window.royalTable` backed by the real main-process
 * handlers (src/main/handlers.ts) writing to a fresh temporary user-data and
 * documents folder for each test. There are no native dialogs, so the app uses
 * its own file dialog, exactly as in the browser host. As there, the handlers
 * confine the page to the documents folder, the examples and recent files,
 * and, in place of the browser host's secret cookie, only the app's own page
 * (the top frame, at the renderer's address) is answered.
 */
import { test as base, expect, type Frame, type Page } from '@playwright/test';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createHandlers } from '../src/main/handlers';
import type { MenuCommand, RoyalTableApi } from '../src/preload/api';
import { API_METHODS } from '../src/main/api-methods';
import { mimeType, resolveStaticFile } from '../src/main/static-files';

const RENDERER_DIR = resolve(import.meta.dirname, '..', 'out', 'renderer');
/** The shipped examples, read-only to the app as in a real install. */
export const EXAMPLES_DIR = resolve(import.meta.dirname, '..', 'examples');

type Handlers = Omit<RoyalTableApi, 'onMenuCommand' | 'chooseDroppedFile'>;
type Method = keyof Handlers;

/** Every API method the page reaches through a binding: the main process's own allow-list. */
const METHODS = API_METHODS;
type Missing = Exclude<Method, (typeof METHODS)[number]>;
const everyMethodListed: Missing extends never ? true : Missing = true;
void everyMethodListed;

const BINDING_PREFIX = '__royalTableHost_';
/** Where the stand-in preload lets the test choose a menu command. */
const MENU_GLOBAL = '__royalTableMenu';

/** out/renderer over http, resolved the way the browser host resolves it; nothing outside that folder is served. */
async function serveRenderer(): Promise<{ url: string; server: Server }> {
  if (!existsSync(join(RENDERER_DIR, 'index.html'))) {
    throw new Error(`${RENDERER_DIR}/index.html is missing: run \`npm run build\` before the e2e tests.`);
  }
  const server = createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    void resolveStaticFile(RENDERER_DIR, urlPath).then((file) => {
      if (!file) {
        response.writeHead(404).end('not found');
        return;
      }
      response.writeHead(200, { 'content-type': mimeType(file) });
      createReadStream(file).pipe(response);
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the renderer server has no port');
  return { url: `http://127.0.0.1:${address.port}/`, server };
}

export interface App {
  readonly page: Page;
  readonly url: string;
  /** The app's user-data folder (autosave, recent files) for this test. */
  readonly userDataDir: string;
  /** Where the in-app file dialog starts; save files here. */
  readonly documentsDir: string;
  /** Opens the app's home screen. */
  open(): Promise<void>;
  /**
   * Starts the app again over the same user data, as after a crash: the main
   * process comes back with fresh handlers and the page loads from scratch,
   * with no chance to save or clean up.
   */
  restart(): Promise<void>;
  /**
   * Waits until the page has no call to the host left and starts none after
   * those have been answered, so that a change made behind the app's back
   * (a file deleted) is not seen by a refresh the page had already asked for.
   */
  settle(): Promise<void>;
  /** Chooses a command from the app's menu, as the desktop app's menu bar sends it to the page. */
  menu(command: MenuCommand): Promise<void>;
  /** Makes the host take `ms` longer to answer `method`, as a slow disk would (0 for no delay). */
  slowDown(method: (typeof METHODS)[number], ms: number): void;
  /** Errors the page threw; the harness fails the test if any are left at its end. */
  readonly pageErrors: string[];
}

function makeHandlers(userDataDir: string, documentsDir: string): Handlers {
  return createHandlers({
    userDataDir,
    documentsDir,
    examplesDir: EXAMPLES_DIR,
    // No native dialogs: the UI shows its own, like the browser host.
    dialogs: { chooseOpenPath: async () => null, chooseSavePath: async () => null },
    host: { kind: 'browser', nativeDialogs: false, nativeMenu: false, documentsDir },
  });
}

/** The app's page: the top frame, showing the renderer's address (as the hosts check it). */
function isAppPage(frame: Frame, page: Page, rendererUrl: string): boolean {
  if (frame !== page.mainFrame()) return false;
  const url = new URL(frame.url());
  const app = new URL(rendererUrl);
  return url.protocol === app.protocol && url.host === app.host;
}

/** A host that has died: calls never come back. */
const unreachable = Object.fromEntries(
  METHODS.map((method) => [method, () => new Promise<never>(() => undefined)]),
) as unknown as Handlers;

export const test = base.extend<{ app: App }, { rendererUrl: string }>({
  rendererUrl: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const { url, server } = await serveRenderer();
      await use(url);
      await new Promise((closed) => server.close(closed));
    },
    { scope: 'worker' },
  ],

  app: async ({ page, rendererUrl }, use, testInfo) => {
    const root = mkdtempSync(join(tmpdir(), 'royal-table-e2e-'));
    const userDataDir = join(root, 'user-data');
    const documentsDir = join(root, 'documents');
    mkdirSync(userDataDir);
    mkdirSync(documentsDir);
    let handlers = makeHandlers(userDataDir, documentsDir);

    /** Calls still being handled, so the folders outlive every write the page started. */
    const inFlight = new Set<Promise<unknown>>();
    const delays = new Map<string, number>();
    for (const method of METHODS) {
      await page.exposeBinding(BINDING_PREFIX + method, (source, ...args: unknown[]) => {
        if (!isAppPage(source.frame, source.page, rendererUrl)) {
          return Promise.resolve({ status: 'error', message: 'This page may not use the Royal Table API.' });
        }
        const live = handlers !== unreachable;
        const handler = handlers[method] as (...a: unknown[]) => Promise<unknown>;
        const delay = delays.get(method) ?? 0;
        const call = delay > 0 ? new Promise((waited) => setTimeout(waited, delay)).then(() => handler(...args)) : handler(...args);
        if (live) {
          inFlight.add(call);
          void call.finally(() => inFlight.delete(call)).catch(() => undefined);
        }
        return call;
      });
    }
    await page.addInitScript(
      ({ methods, prefix, menuGlobal }) => {
        type Binding = (...args: unknown[]) => Promise<unknown>;
        const host = globalThis as unknown as Record<string, Binding>;
        const api: Record<string, unknown> = {};
        for (const method of methods) {
          api[method] = (...args: unknown[]) => {
            // Optional arguments left out stay left out on the other side.
            while (args.length > 0 && args[args.length - 1] === undefined) args.pop();
            return host[prefix + method]!(...args);
          };
        }
        // The menu's commands reach the page as the preload hands them on; the test chooses them (App.menu).
        const menuListeners = new Set<(command: string) => void>();
        api.onMenuCommand = (listener: (command: string) => void) => {
          menuListeners.add(listener);
          return () => menuListeners.delete(listener);
        };
        Object.defineProperty(globalThis, menuGlobal, {
          value: (command: string) => {
            for (const listener of menuListeners) listener(command);
          },
        });
        Object.defineProperty(globalThis, 'royalTable', { value: Object.freeze(api), configurable: false });
      },
      { methods: [...METHODS], prefix: BINDING_PREFIX, menuGlobal: MENU_GLOBAL },
    );

    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    const app: App = {
      page,
      url: rendererUrl,
      userDataDir,
      documentsDir,
      pageErrors,
      async open() {
        await page.goto(rendererUrl);
      },
      async restart() {
        // From the crash on, nothing the old page sends reaches the disk.
        handlers = unreachable;
        await page.goto('about:blank');
        handlers = makeHandlers(userDataDir, documentsDir);
        await page.goto(rendererUrl);
      },
      async menu(command) {
        await page.evaluate(({ name, command }) => (globalThis as unknown as Record<string, (c: string) => void>)[name]!(command), { name: MENU_GLOBAL, command });
      },
      slowDown(method, ms) {
        delays.set(method, ms);
      },
      async settle() {
        // A call answered may lead the page to make the next one; each round lets the page
        // take in the answers (and run what follows them) before looking again.
        do {
          await Promise.allSettled([...inFlight]);
          await page.evaluate(() => new Promise<void>((done) => setTimeout(done, 20)));
        } while (inFlight.size > 0);
      },
    };
    await use(app);

    // The page's pending autosaves must not land in a folder that is being removed.
    handlers = unreachable;
    await page.close();
    await Promise.allSettled([...inFlight]);
    if (testInfo.status === testInfo.expectedStatus) {
      expect(pageErrors, 'the page threw no uncaught errors').toEqual([]);
    }
    rmSync(root, { recursive: true, force: true });
  },
});

export { expect };
