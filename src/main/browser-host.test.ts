import { request } from 'node:http';
import { mkdir, readFile, readdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTENT_SECURITY_POLICY_HEADER } from './csp';
import { MAX_REQUEST_BYTES, startBrowserHost, type BrowserHost } from './browser-host';
import type { RoyalTableApi } from '../preload/api';
import { makeReplay, tempDir } from './testing/replays';

let dir: { path: string; remove: () => Promise<void> };
let host: BrowserHost;
let documentsDir: string;
/** The Cookie header the launched window sends. */
let cookie: string;

beforeAll(async () => {
  dir = await tempDir();
  const rendererDir = join(dir.path, 'renderer');
  documentsDir = join(dir.path, 'Documents', 'Royal Table');
  await mkdir(join(rendererDir, 'assets'), { recursive: true });
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>Royal Table</title>');
  await writeFile(join(rendererDir, 'assets', 'app.js'), 'console.log("app")');
  await writeFile(join(rendererDir, 'assets', 'app.css'), 'body{}');
  await writeFile(join(dir.path, 'secret.txt'), 'outside the renderer');
  await symlink(join(dir.path, 'secret.txt'), join(rendererDir, 'assets', 'link.txt'));
  await mkdir(documentsDir, { recursive: true });
  await writeFile(join(documentsDir, 'killed.royal.json.2718281828'), '{"format": "royal-ta');
  host = await startBrowserHost({ rendererDir, userDataDir: join(dir.path, 'config'), documentsDir, port: 0, log: () => undefined });
  const launch = new URL(host.launchUrl);
  // A HEAD request does not spend the link.
  expect((await send('HEAD', launch.pathname + launch.search)).status).toBe(405);
  const launched = await send('GET', launch.pathname + launch.search);
  expect(launched.status).toBe(303);
  expect(launched.headers['location']).toBe('/');
  const setCookie = String(launched.headers['set-cookie']);
  expect(setCookie).toMatch(new RegExp(`^royal-table-${host.port}=[A-Za-z0-9_-]{43}; HttpOnly; SameSite=Strict; Path=/$`));
  cookie = setCookie.split(';')[0]!;
});

afterAll(async () => {
  await host.close();
  await dir.remove();
});

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw request, so paths reach the server exactly as written (fetch would normalise `..`). */
function send(method: string, path: string, options: { body?: string | Buffer; headers?: Record<string, string>; withSecret?: boolean } = {}): Promise<Reply> {
  const headers = { ...(options.withSecret === false || cookie === undefined ? {} : { Cookie: cookie }), ...(options.headers ?? {}) };
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: host.port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

function api(method: string, args: unknown[], headers: Record<string, string> = {}, withSecret = true): Promise<Reply> {
  return send('POST', `/api/${method}`, { body: JSON.stringify(args), headers: { 'Content-Type': 'application/json', ...headers }, withSecret });
}

describe('the secret', () => {
  const REFUSED = /answers only the window it opened/;

  const cases: [string, Record<string, string>][] = [
    ['no cookie', {}],
    ['a wrong secret', { Cookie: 'royal-table-PORT=wrong' }],
    ['a secret of the right length but wrong', { Cookie: `royal-table-PORT=${'A'.repeat(43)}` }],
    ['the secret under another port’s name', { Cookie: 'royal-table-1=SECRET' }],
    ['the secret twice', { Cookie: 'royal-table-PORT=SECRET; royal-table-PORT=SECRET' }],
  ];
  it.each(cases)('refuses an API call with %s', async (_name, headers) => {
    const real = cookie.split('=')[1]!;
    const filled = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v.replaceAll('PORT', String(host.port)).replaceAll('SECRET', real)]));
    for (const [method, args] of [['host', []], ['recentFiles', []], ['listDirectory', [documentsDir]], ['saveFile', [makeReplay(1), join(documentsDir, 'x.royal.json')]]] as const) {
      const reply = await api(method, [...args], filled, false);
      expect(reply.status).toBe(403);
      expect(JSON.parse(reply.body)).toEqual({ status: 'error', message: expect.stringMatching(REFUSED) });
    }
  });

  it('does not serve the page without the secret, and says how to open it', async () => {
    for (const path of ['/', '/index.html']) {
      const reply = await send('GET', path, { withSecret: false });
      expect(reply.status).toBe(403);
      expect(reply.body).toMatch(REFUSED);
    }
  });

  it('the launch link works once; a wrong token never', async () => {
    const launch = new URL(host.launchUrl);
    const again = await send('GET', launch.pathname + launch.search, { withSecret: false });
    expect(again.status).toBe(403);
    expect(again.body).toMatch(/used already/);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect((await send('GET', '/launch?token=guess', { withSecret: false })).status).toBe(403);
    expect((await send('GET', '/launch', { withSecret: false })).status).toBe(403);
    // The window that has the secret may reload the link.
    expect((await send('GET', launch.pathname + launch.search)).status).toBe(303);
  });

  it('refuses the secret sent with a foreign Origin or to a foreign Host', async () => {
    expect((await api('recentFiles', [], { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await api('recentFiles', [], { Origin: 'null' })).status).toBe(403);
    expect((await api('recentFiles', [], { Host: 'evil.example' })).status).toBe(421);
    expect((await api('recentFiles', [], { Host: `attacker.localhost:${host.port}` })).status).toBe(421);
  });
});

describe('static files', () => {
  it('serves the page at / with the security headers', async () => {
    const reply = await send('GET', '/');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY_HEADER);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.body).toContain('<title>Royal Table</title>');
  });

  it.each([
    ['/assets/app.js', 'text/javascript; charset=utf-8'],
    ['/assets/app.css', 'text/css; charset=utf-8'],
  ])('serves %s as %s', async (path, type) => {
    const reply = await send('GET', path);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe(type);
  });

  it.each(['/../secret.txt', '/assets/../../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/assets/link.txt', '/%00', '/%E0%A4%A', '/assets', '/missing.js'])(
    'refuses %s',
    async (path) => {
      const reply = await send('GET', path);
      expect(reply.status).toBe(404);
      expect(reply.body).not.toContain('outside the renderer');
    },
  );

  it('answers only to its own address', async () => {
    const reply = await send('GET', '/', { headers: { Host: 'evil.example:80' } });
    expect(reply.status).toBe(421);
  });

  it('refuses to write through GET paths', async () => {
    expect((await send('PUT', '/index.html', { body: 'x' })).status).toBe(405);
  });
});

describe('the API', () => {
  it('tells the renderer it is the browser host', async () => {
    const reply = await api('host', []);
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toEqual({ kind: 'browser', nativeDialogs: false, nativeMenu: false, documentsDir, places: [{ name: 'Royal Table folder', path: documentsDir }] });
  });

  it('saves and opens a game', async () => {
    const game = makeReplay(2);
    expect(JSON.parse((await api('saveFile', [game, 'api-test'])).body)).toEqual({ status: 'error', message: expect.stringMatching(/not a whole path/) });
    const saved = JSON.parse((await api('saveFile', [game, join(documentsDir, 'api-test')])).body);
    expect(saved).toEqual({ status: 'saved', path: join(documentsDir, 'api-test.royal.json') });
    expect(JSON.parse(await readFile(saved.path, 'utf8'))).toEqual(game);
    expect(JSON.parse((await api('openFile', [saved.path])).body)).toEqual({ status: 'opened', path: saved.path, file: game });
    expect(JSON.parse((await api('recentFiles', [])).body)).toEqual([{ path: saved.path, game: 'royal-lock', title: 'Test game' }]);
  });

  it('has no native dialogs: a save without a path is cancelled', async () => {
    expect(JSON.parse((await api('saveFile', [makeReplay(1)])).body)).toEqual({ status: 'cancelled' });
  });

  it('answers null for nothing to restore', async () => {
    const reply = await api('restorable', []);
    expect(reply.body).toBe('null');
  });

  it('is confined like Electron: no listing of /, no opening outside, no writing the app data', async () => {
    expect(JSON.parse((await api('listDirectory', ['/'])).body)).toMatchObject({ status: 'error', message: expect.stringMatching(/outside the places/) });
    expect(JSON.parse((await api('openFile', ['/etc/passwd'])).body)).toMatchObject({ status: 'error', message: expect.stringMatching(/outside the places/) });
    const autosave = join(dir.path, 'config', 'autosave', 'game.json');
    expect(JSON.parse((await api('saveFile', [makeReplay(1), autosave])).body)).toMatchObject({ status: 'error', message: expect.stringMatching(/keeps its own records/) });
  });

  it('removed the temporary file a killed save left behind when it started', async () => {
    expect(await readdir(documentsDir)).not.toContain('killed.royal.json.2718281828');
  });

  it('refuses to start a second host on the same data folder, and leaves its unfinished saves alone', async () => {
    const saving = join(documentsDir, 'saving.royal.json.3141592653');
    await writeFile(saving, '{"format": "royal-ta');
    const second = startBrowserHost({ rendererDir: join(dir.path, 'renderer'), userDataDir: join(dir.path, 'config'), documentsDir, port: 0, log: () => undefined });
    await expect(second).rejects.toThrow(`Royal Table is already running with this data folder (process ${process.pid}). Use its window, or stop it first.`);
    expect(await readdir(documentsDir)).toContain('saving.royal.json.3141592653');
  });

  it('refuses methods outside the list', async () => {
    const reply = await api('constructor', []);
    expect(JSON.parse(reply.body)).toEqual({ status: 'error', message: 'There is no "constructor" request.' });
  });

  it.each([
    ['a body that is not JSON', '{', 'application/json', 400],
    ['arguments that are not an array', '{"path": "/"}', 'application/json', 400],
    ['a form post', '[]', 'text/plain', 415],
  ])('refuses %s', async (_name, body, type, status) => {
    const reply = await send('POST', '/api/host', { body, headers: { 'Content-Type': type } });
    expect(reply.status).toBe(status);
    expect(JSON.parse(reply.body).status).toBe('error');
  });

  it('refuses calls from another origin', async () => {
    const reply = await send('POST', '/api/recentFiles', {
      body: '[]',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
    });
    expect(reply.status).toBe(403);
  });

  it('accepts calls from its own origin', async () => {
    const reply = await send('POST', '/api/recentFiles', {
      body: '[]',
      headers: { 'Content-Type': 'application/json', Origin: `http://127.0.0.1:${host.port}` },
    });
    expect(reply.status).toBe(200);
  });

  it('refuses a body over the limit', async () => {
    const reply = await send('POST', '/api/saveFile', { body: Buffer.alloc(MAX_REQUEST_BYTES + 1, 0x20), headers: { 'Content-Type': 'application/json' } });
    expect(reply.status).toBe(413);
  });

  it('refuses GET on the API', async () => {
    expect((await send('GET', '/api/host')).status).toBe(405);
  });
});

describe('the renderer’s HTTP client against the host', () => {
  // Loaded by a computed path: the client belongs to the renderer's build, not to this one's type check.
  const clientModule = '../renderer/src/host/api';
  let client: RoyalTableApi;
  beforeAll(async () => {
    // The window's browser sends the cookie with every same-origin fetch; Node's fetch needs it put in.
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => realFetch(input, { ...init, headers: { ...(init.headers as Record<string, string>), Cookie: cookie } }));
    const { createHttpApi } = (await import(/* @vite-ignore */ clientModule)) as { createHttpApi: (base: string) => RoyalTableApi };
    client = createHttpApi(`${host.url}api/`);
  });

  it('saves, autosaves, restores, lists and opens through the same API as Electron', async () => {
    const game = makeReplay(3);
    expect(await client.host()).toMatchObject({ kind: 'browser', nativeDialogs: false });
    const saved = await client.saveFile(game, join(documentsDir, 'client.royal.json'));
    expect(saved).toEqual({ status: 'saved', path: join(documentsDir, 'client.royal.json') });
    await client.autosave(game, join(documentsDir, 'client.royal.json'));
    expect(await client.restorable()).toMatchObject({ file: game, path: join(documentsDir, 'client.royal.json') });
    await client.clearAutosave();
    expect(await client.restorable()).toBeNull();
    const listing = await client.listDirectory(documentsDir);
    expect('entries' in listing && listing.entries.map((e) => e.name)).toContain('client.royal.json');
    expect(await client.openFile(join(documentsDir, 'client.royal.json'))).toMatchObject({ status: 'opened', file: game });
    expect(await client.openFile()).toEqual({ status: 'cancelled' });
    expect((await client.recentFiles())[0]).toMatchObject({ path: join(documentsDir, 'client.royal.json'), game: 'royal-lock' });
    expect(client.onMenuCommand(() => undefined)).toBeTypeOf('function');
  });

  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('turns a host that is gone into an error result for calls that have one', async () => {
    const lost = (await import(/* @vite-ignore */ clientModule)) as { createHttpApi: (base: string) => RoyalTableApi };
    const nowhere = lost.createHttpApi('http://127.0.0.1:9/api/');
    expect(await nowhere.openFile('/x.royal.json')).toMatchObject({ status: 'error', message: expect.stringMatching(/did not answer/) });
    await expect(nowhere.recentFiles()).rejects.toThrow();
  });
});

describe('icons', () => {
  it('answers a missing favicon with no content rather than an error', async () => {
    expect((await send('GET', '/favicon.ico')).status).toBe(204);
  });
});

describe('the data folder lock', () => {
  it('is given back when a host closes, so the next start takes it', async () => {
    const own = await tempDir();
    try {
      const options = { rendererDir: join(own.path, 'renderer'), userDataDir: join(own.path, 'config'), documentsDir: join(own.path, 'Documents'), port: 0, log: () => undefined };
      const first = await startBrowserHost(options);
      await first.close();
      const next = await startBrowserHost(options);
      await next.close();
      expect(await readdir(join(own.path, 'config'))).not.toContain('host.lock');
    } finally {
      await own.remove();
    }
  });
});
