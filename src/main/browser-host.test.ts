import { request } from 'node:http';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY_HEADER } from './csp';
import { MAX_REQUEST_BYTES, startBrowserHost, type BrowserHost } from './browser-host';
import type { RoyalTableApi } from '../preload/api';
import { makeReplay, tempDir } from './testing/replays';

let dir: { path: string; remove: () => Promise<void> };
let host: BrowserHost;
let documentsDir: string;

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
  host = await startBrowserHost({ rendererDir, userDataDir: join(dir.path, 'config'), documentsDir, port: 0, log: () => undefined });
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
function send(method: string, path: string, options: { body?: string | Buffer; headers?: Record<string, string> } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: host.port, method, path, headers: options.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

function api(method: string, args: unknown[]): Promise<Reply> {
  return send('POST', `/api/${method}`, { body: JSON.stringify(args), headers: { 'Content-Type': 'application/json' } });
}

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
    expect(JSON.parse(reply.body)).toEqual({ kind: 'browser', nativeDialogs: false, nativeMenu: false, documentsDir });
  });

  it('saves and opens a game', async () => {
    const game = makeReplay(2);
    const saved = JSON.parse((await api('saveFile', [game, 'api-test'])).body);
    expect(saved).toEqual({ status: 'saved', path: join(documentsDir, 'api-test.royal.json') });
    expect(JSON.parse(await readFile(saved.path, 'utf8'))).toEqual(game);
    expect(JSON.parse((await api('openFile', [saved.path])).body)).toEqual({ status: 'opened', path: saved.path, file: game });
    expect(JSON.parse((await api('recentFiles', [])).body)).toEqual([saved.path]);
  });

  it('has no native dialogs: a save without a path is cancelled', async () => {
    expect(JSON.parse((await api('saveFile', [makeReplay(1)])).body)).toEqual({ status: 'cancelled' });
  });

  it('answers null for nothing to restore', async () => {
    const reply = await api('restorable', []);
    expect(reply.body).toBe('null');
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
    expect((await client.recentFiles())[0]).toBe(join(documentsDir, 'client.royal.json'));
    expect(client.onMenuCommand(() => undefined)).toBeTypeOf('function');
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
