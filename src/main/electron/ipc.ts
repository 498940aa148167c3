/**
 * One IPC channel per API method, plus the one for a file dropped on the
 * window, and no others. Calls are answered only for the app's own page in
 * the app's own window.
 */
import { isAbsolute } from 'node:path';
import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron';
import { API_METHODS, DROPPED_FILE_CHANNEL, apiChannel } from '../api-methods';
import { invokeHandler, type HostHandlers } from '../handlers';
import { isAppUrl } from './app-protocol';

export const REFUSED = { status: 'error', message: 'This page may not use the Royal Table API.' } as const;

/**
 * Whether a call comes from the app's page: the top frame of the app's window,
 * showing one of the app's own URLs. Anything else (a frame inside the page, a
 * page the window was somehow taken to, another window) is refused.
 */
export function isTrustedSender(event: Pick<IpcMainInvokeEvent, 'sender' | 'senderFrame'>, appContents: WebContents | null, appUrl: string): boolean {
  const frame = event.senderFrame;
  if (!appContents || event.sender !== appContents || !frame) return false;
  if (frame.parent !== null) return false;
  return isAppUrl(frame.url, appUrl);
}

export function registerIpc(handlers: HostHandlers, trusted: (event: IpcMainInvokeEvent) => boolean): void {
  for (const method of API_METHODS) {
    ipcMain.handle(apiChannel(method), (event, ...args: unknown[]) => {
      if (!trusted(event)) return REFUSED;
      return invokeHandler(handlers, method, args);
    });
  }
  // The preload reads the path of a dropped file from the file itself (the page cannot
  // make one up): the person chose that file, so it may be opened and saved again.
  ipcMain.handle(DROPPED_FILE_CHANNEL, (event, path: unknown) => {
    if (!trusted(event)) return REFUSED;
    if (typeof path !== 'string' || path === '' || !isAbsolute(path)) return null;
    handlers.allowChosen(path);
    return path;
  });
}
