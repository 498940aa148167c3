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
export const APP_ORIGIN = `${APP_SCHEME}://royal-table`;
export const APP_URL = `${APP_ORIGIN}/index.html`;

/** Must run before the app is ready. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, codeCache: true } },
  ]);
}

export function serveRenderer(rendererDir: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    if (url.host !== 'royal-table' || (request.method !== 'GET' && request.method !== 'HEAD')) {
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
