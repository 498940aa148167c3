/**
 * The built renderer is served from `app://royal-table/` rather than file://,
 * so the page has a real origin ('self' in the CSP means exactly the app's
 * own files), module workers load, and every response carries the security
 * headers.
 */
import { readFile } from 'node:fs/promises';
import { protocol } from 'electron';
import { SECURITY_HEADERS } from '../csp';
import { mimeType, resolveStaticFile } from '../static-files';

export const APP_SCHEME = 'app';
export const APP_HOST = 'royal-table';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_URL = `${APP_ORIGIN}/index.html`;

/**
 * Whether `url` is one of the app's own pages, served from the same scheme and
 * host as `appUrl` (the app protocol, or the dev server in development).
 * `new URL(...).origin` cannot say: for a scheme Node does not know, such as
 * app:, it is "null" for every URL, the app's own and file:///etc/passwd alike.
 */
export function isAppUrl(url: string, appUrl: string = APP_URL): boolean {
  try {
    const target = new URL(url);
    const app = new URL(appUrl);
    return target.protocol === app.protocol && target.host === app.host && target.host !== '' && target.username === '' && target.password === '';
  } catch {
    return false;
  }
}

/** Must run before the app is ready. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, codeCache: true } },
  ]);
}

export function serveRenderer(rendererDir: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    if (!isAppUrl(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return new Response('Not found.', { status: 404, headers: SECURITY_HEADERS });
    }
    const file = await resolveStaticFile(rendererDir, url.pathname);
    if (!file) return new Response('Not found.', { status: 404, headers: SECURITY_HEADERS });
    const body = await readFile(file);
    return new Response(request.method === 'HEAD' ? null : body, {
      status: 200,
      headers: { ...SECURITY_HEADERS, 'Content-Type': mimeType(file) },
    });
  });
}
