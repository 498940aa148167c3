/**
 * One IPC channel per API method, and no others. Calls are answered only for
 * the app's own page in the app's own window.
 */
import { ipcMain, type IpcMainInvokeEvent } from 'electron';
import { API_METHODS, apiChannel } from '../api-methods';
import { invokeHandler, type Handlers } from '../handlers';

export function registerIpc(handlers: Handlers, isTrustedSender: (event: IpcMainInvokeEvent) => boolean): void {
  for (const method of API_METHODS) {
    ipcMain.handle(apiChannel(method), (event, ...args: unknown[]) => {
      if (!isTrustedSender(event)) return { status: 'error', message: 'This page may not use the Royal Table API.' };
      return invokeHandler(handlers, method, args);
    });
  }
}
