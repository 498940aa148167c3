/**
 * The browser host: the same app in an ordinary browser window, for machines
 * without the Electron binary. A plain Node HTTP server on 127.0.0.1 serves
 * the built renderer and answers `POST /api/<method>` (a JSON array of
 * arguments in, the JSON result out) with the very handlers Electron's IPC
 * uses. There are no native dialogs here; the renderer shows its own.
 *
 * Anything on the machine can connect to 127.0.0.1: other programs, other
 * users, web pages in any browser. So the API answers only the window the
 * host opened. At start the host makes a one-time launch link and a secret;
 * the window opens the link, which sets the secret as an HttpOnly,
 * SameSite=Strict cookie, and every API call must carry that cookie. Calls
 * from another origin or to another host name are refused as well, so a web
 * page cannot use the window's cookie either.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { MAX_REPLAY_BYTES } from '../engine';
import { SECURITY_HEADERS } from './csp';
import { takeInstanceLock } from './files/instance-lock';
import { removeStaleTempFiles } from './files/stale-temp';
import { createHandlers, invokeHandler, type Dialogs } from './handlers';
import { mimeType, resolveStaticFile } from './static-files';

export interface BrowserHostOptions {
  /** The built renderer (out/renderer). */
  readonly rendererDir: string;
  readonly userDataDir: string;
  readonly documentsDir: string;
  /** The shipped example games, opened and listed but never written. */
  readonly examplesDir?: string | null;
  /** 0 (the default) picks a free port. */
  readonly port?: number;
  readonly log?: (message: string) => void;
}

export interface BrowserHost {
  readonly url: string;
  /** The address to open the app at, once: it gives that browser the secret the API asks for. */
  readonly launchUrl: string;
  readonly port: number;
  close(): Promise<void>;
}

/** A save carries a whole replay; a little room is left for the arguments around it. */
export const MAX_REQUEST_BYTES = MAX_REPLAY_BYTES + 64 * 1024;
const API_PREFIX = '/api/';
export const LAUNCH_PATH = '/launch';
const PAGE_PATHS = new Set(['/', '/index.html']);

const noDialogs: Dialogs = {
  chooseOpenPath: async () => null,
  chooseSavePath: async () => null,
};

export async function startBrowserHost(options: BrowserHostOptions): Promise<BrowserHost> {
  await mkdir(options.documentsDir, { recursive: true });
  await mkdir(options.userDataDir, { recursive: true });
  // Before the sweep: with the lock held, no other copy's save can be under way.
  const lock = await takeInstanceLock(options.userDataDir);
  await removeStaleTempFiles([options.documentsDir, options.userDataDir]);
  const handlers = createHandlers({
    userDataDir: options.userDataDir,
    documentsDir: options.documentsDir,
    examplesDir: options.examplesDir ?? null,
    dialogs: noDialogs,
    host: { kind: 'browser', nativeDialogs: false, nativeMenu: false, documentsDir: options.documentsDir },
    ...(options.log ? { log: options.log } : {}),
  });

  const secret = randomBytes(32).toString('base64url');
  const launchToken = randomBytes(32).toString('base64url');
  let launched = false;
  let port = 0;
  const cookieName = () => `royal-table-${port}`;
  const hasSecret = (request: IncomingMessage) => sameText(readCookie(request.headers.cookie, cookieName()), secret);

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) sendJson(response, 500, { status: 'error', message: 'The host could not answer this request.' });
      else response.destroy();
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (!isOwnHost(request.headers.host, port)) return sendText(response, 421, 'This server only answers to its own address.');
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
    if (url.pathname.startsWith(API_PREFIX)) return handleApi(request, response, url.pathname.slice(API_PREFIX.length));
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendText(response, 405, 'Method not allowed.', { Allow: 'GET, HEAD' });
    // Only a real page load spends the one-time link: a HEAD (a link preview, a check) does not.
    if (url.pathname === LAUNCH_PATH) return request.method === 'GET' ? launch(request, response, url) : sendText(response, 405, 'Open the link.', { Allow: 'GET' });
    if (PAGE_PATHS.has(url.pathname) && !hasSecret(request)) return sendText(response, 403, NOT_LAUNCHED);
    const file = await resolveStaticFile(options.rendererDir, url.pathname);
    if (!file) {
      // Browsers ask for an icon on their own; a missing one is not an error worth a console line.
      if (url.pathname === '/favicon.ico') return void response.writeHead(204, SECURITY_HEADERS).end();
      return sendText(response, 404, 'Not found.');
    }
    response.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': mimeType(file), 'Cache-Control': 'no-store' });
    if (request.method === 'HEAD') return void response.end();
    await pipeline(createReadStream(file), response);
  }

  /** The launch link: once, it trades its token for the secret cookie and goes on to the app. */
  function launch(request: IncomingMessage, response: ServerResponse, url: URL): void {
    if (hasSecret(request)) return void response.writeHead(303, { ...SECURITY_HEADERS, Location: '/' }).end();
    if (launched || !sameText(url.searchParams.get('token'), launchToken)) return sendText(response, 403, LAUNCH_USED);
    launched = true;
    response.writeHead(303, {
      ...SECURITY_HEADERS,
      'Set-Cookie': `${cookieName()}=${secret}; HttpOnly; SameSite=Strict; Path=/`,
      'Cache-Control': 'no-store',
      Location: '/',
    });
    response.end();
  }

  async function handleApi(request: IncomingMessage, response: ServerResponse, method: string): Promise<void> {
    if (request.method !== 'POST') return sendJson(response, 405, { status: 'error', message: 'Use POST.' }, { Allow: 'POST' });
    if (!hasSecret(request)) return sendJson(response, 403, { status: 'error', message: NOT_LAUNCHED });
    // Another web page may send requests here but cannot pass these checks: a foreign Origin,
    // or a JSON content type, which browsers only send cross-site after a preflight we never approve.
    const origin = request.headers.origin;
    if (origin !== undefined && !isOwnOrigin(origin, port)) return sendJson(response, 403, { status: 'error', message: 'Foreign origin.' });
    if (!(request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) {
      return sendJson(response, 415, { status: 'error', message: 'Send JSON.' });
    }
    if (Number(request.headers['content-length']) > MAX_REQUEST_BYTES) {
      response.setHeader('Connection', 'close');
      return sendJson(response, 413, { status: 'error', message: 'The request is too large.' });
    }
    const body = await readBody(request, MAX_REQUEST_BYTES);
    if (body === null) return sendJson(response, 413, { status: 'error', message: 'The request is too large.' });
    let args: unknown;
    try {
      args = JSON.parse(body);
    } catch {
      return sendJson(response, 400, { status: 'error', message: 'The request is not valid JSON.' });
    }
    if (!Array.isArray(args)) return sendJson(response, 400, { status: 'error', message: 'The arguments must be a JSON array.' });
    const result = await invokeHandler(handlers, method, args);
    sendJson(response, 200, result ?? null);
  }

  try {
    await new Promise<void>((resolvePromise, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, '127.0.0.1', () => {
        server.off('error', reject);
        resolvePromise();
      });
    });
  } catch (error) {
    await lock.release();
    throw error;
  }
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}/`,
    launchUrl: `http://127.0.0.1:${port}${LAUNCH_PATH}?token=${launchToken}`,
    port,
    close: async () => {
      await new Promise<void>((resolvePromise) => {
        server.close(() => resolvePromise());
        server.closeAllConnections();
      });
      await lock.release();
    },
  };
}

/** `$XDG_CONFIG_HOME/royal-table`, else `~/.config/royal-table`. */
export function defaultUserDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const config = env.XDG_CONFIG_HOME && env.XDG_CONFIG_HOME.startsWith('/') ? env.XDG_CONFIG_HOME : join(homedir(), '.config');
  return join(config, 'royal-table');
}

export function defaultDocumentsDir(): string {
  return join(homedir(), 'Documents', 'Royal Table');
}

const NOT_LAUNCHED = 'Royal Table answers only the window it opened. Open the address `npm run start:browser` printed, or start it again.';
const LAUNCH_USED = 'This launch link has been used already; it works once. Start Royal Table again (npm run start:browser) for a new one.';

/** The value of one cookie in a Cookie header, if it is there once. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  const values = header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${name}=`))
    .map((part) => part.slice(name.length + 1));
  return values.length === 1 ? values[0]! : null;
}

/** Compares a secret without telling, by the time it takes, how much of a guess was right. */
function sameText(given: string | null, expected: string): boolean {
  if (given === null) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function isOwnHost(host: string | undefined, port: number): boolean {
  return host === `127.0.0.1:${port}` || host === `localhost:${port}`;
}

function isOwnOrigin(origin: string, port: number): boolean {
  return origin === `http://127.0.0.1:${port}` || origin === `http://localhost:${port}`;
}

/** The body as text, or null past `limit` (the rest is drained so the refusal can still be sent). */
function readBody(request: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolvePromise, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    request.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total <= limit) chunks.push(chunk);
    });
    request.on('end', () => resolvePromise(total > limit ? null : Buffer.concat(chunks, total).toString('utf8')));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  const body = JSON.stringify(value);
  response.writeHead(status, {
    ...SECURITY_HEADERS,
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  response.end(body);
}

function sendText(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, {
    ...SECURITY_HEADERS,
    ...headers,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  response.end(text);
}
