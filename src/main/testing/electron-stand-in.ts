/**
 * A stand-in for the 'electron' module, for unit tests of the main-process
 * glue where the Electron binary is not installed (vitest.config.ts aliases
 * 'electron' here). It keeps what the glue hands to Electron — window
 * options, event listeners, IPC handlers, the protocol handler, permission
 * handlers — so a test can drive them the way Electron would and see the
 * answers. It decides nothing itself: every refusal a test sees is the glue's.
 */
import { EventEmitter } from 'node:events';

/** The event object Electron passes to navigation and attach listeners. */
export class StandInEvent {
  defaultPrevented = false;
  constructor(readonly url = '', readonly isMainFrame = true) {}
  preventDefault(): void {
    this.defaultPrevented = true;
  }
}

export class WebFrameMain {
  constructor(
    public url: string,
    readonly parent: WebFrameMain | null = null,
  ) {}
}

type WindowOpenHandler = (details: { url: string }) => { action: 'allow' | 'deny' };

export class WebContents extends EventEmitter {
  readonly mainFrame = new WebFrameMain('');
  windowOpenHandler: WindowOpenHandler | null = null;
  readonly sent: { channel: string; args: unknown[] }[] = [];

  setWindowOpenHandler(handler: WindowOpenHandler): void {
    this.windowOpenHandler = handler;
  }

  send(channel: string, ...args: unknown[]): void {
    this.sent.push({ channel, args });
  }

  getType(): string {
    return 'window';
  }

  /** Emits a navigation event as Electron does; true when no listener stopped it. */
  attempt(event: 'will-navigate' | 'will-redirect' | 'will-frame-navigate', url: string, isMainFrame = true): boolean {
    const details = new StandInEvent(url, isMainFrame);
    // Electron passes the URL again after the details object (deprecated there, kept here).
    this.emit(event, details, url);
    return !details.defaultPrevented;
  }
}

export class BrowserWindow extends EventEmitter {
  static readonly windows: BrowserWindow[] = [];
  static getAllWindows(): BrowserWindow[] {
    return [...BrowserWindow.windows];
  }

  readonly webContents = new WebContents();
  loadedUrl: string | null = null;
  shown = false;

  constructor(readonly options: Record<string, unknown> & { webPreferences?: Record<string, unknown> }) {
    super();
    BrowserWindow.windows.push(this);
    app.emit('web-contents-created', new StandInEvent(), this.webContents);
  }

  loadURL(url: string): Promise<void> {
    this.loadedUrl = url;
    this.webContents.mainFrame.url = url;
    return Promise.resolve();
  }

  show(): void {
    this.shown = true;
  }
  isMinimized(): boolean {
    return false;
  }
  restore(): void {}
  focus(): void {}
}

class App extends EventEmitter {
  isPackaged = false;
  /** Set by a test before the glue asks. */
  paths: Record<string, string> = {};
  appPath = '';
  quitting = false;
  private markReady: () => void = () => undefined;
  private readonly ready = new Promise<void>((resolve) => {
    this.markReady = resolve;
  });

  /** Lets the glue's whenReady().then(...) run, as Electron does once it has started. */
  start(): void {
    this.markReady();
  }
  whenReady(): Promise<void> {
    return this.ready;
  }
  getPath(name: string): string {
    const path = this.paths[name];
    if (!path) throw new Error(`the stand-in has no "${name}" path`);
    return path;
  }
  getAppPath(): string {
    return this.appPath;
  }
  getVersion(): string {
    return '0.0.0-test';
  }
  requestSingleInstanceLock(): boolean {
    return true;
  }
  quit(): void {
    this.quitting = true;
  }
}
export const app = new App();

type InvokeHandler = (event: unknown, ...args: unknown[]) => unknown;
export const ipcMain = {
  handlers: new Map<string, InvokeHandler>(),
  handle(channel: string, handler: InvokeHandler): void {
    if (this.handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
    this.handlers.set(channel, handler);
  },
};

type ProtocolHandler = (request: Request) => Response | Promise<Response>;
export const protocol = {
  privileged: [] as { scheme: string; privileges: Record<string, boolean> }[],
  handlers: new Map<string, ProtocolHandler>(),
  registerSchemesAsPrivileged(schemes: { scheme: string; privileges: Record<string, boolean> }[]): void {
    this.privileged.push(...schemes);
  },
  handle(scheme: string, handler: ProtocolHandler): void {
    this.handlers.set(scheme, handler);
  },
};

type PermissionRequest = (contents: unknown, permission: string, callback: (granted: boolean) => void, details?: unknown) => void;
type PermissionCheck = (contents: unknown, permission: string, origin: string, details?: unknown) => boolean;
type HeadersListener = (details: { url: string; responseHeaders?: Record<string, string[]> }, callback: (response: { responseHeaders?: Record<string, string[]> }) => void) => void;
export const session = {
  defaultSession: {
    permissionRequest: null as PermissionRequest | null,
    permissionCheck: null as PermissionCheck | null,
    devicePermission: null as ((details: unknown) => boolean) | null,
    headersListener: null as HeadersListener | null,
    setPermissionRequestHandler(handler: PermissionRequest): void {
      this.permissionRequest = handler;
    },
    setPermissionCheckHandler(handler: PermissionCheck): void {
      this.permissionCheck = handler;
    },
    setDevicePermissionHandler(handler: (details: unknown) => boolean): void {
      this.devicePermission = handler;
    },
    webRequest: {
      onHeadersReceived(listener: HeadersListener): void {
        session.defaultSession.headersListener = listener;
      },
    },
  },
};

export const shell = {
  opened: [] as string[],
  openExternal(url: string): Promise<void> {
    this.opened.push(url);
    return Promise.resolve();
  },
};

export const dialog = {
  openAnswer: { canceled: true, filePaths: [] as string[] },
  saveAnswer: { canceled: true, filePath: '' },
  /** Answers for the next save dialogs, one each, before saveAnswer answers the rest. */
  saveAnswers: [] as { canceled: boolean; filePath: string }[],
  /** The options of each open dialog shown. */
  openDialogs: [] as unknown[],
  showOpenDialog: (...args: unknown[]) => {
    dialog.openDialogs.push(args.at(-1));
    return Promise.resolve(dialog.openAnswer);
  },
  /** The options of each save dialog shown. */
  saveDialogs: [] as unknown[],
  showSaveDialog: (...args: unknown[]) => {
    dialog.saveDialogs.push(args.at(-1));
    return Promise.resolve(dialog.saveAnswers.shift() ?? dialog.saveAnswer);
  },
  /** The message boxes shown, and the button the next one answers with. */
  messageBoxes: [] as unknown[],
  messageAnswer: 0,
  showMessageBox: (...args: unknown[]) => {
    dialog.messageBoxes.push(args.at(-1));
    return Promise.resolve({ response: dialog.messageAnswer });
  },
};

export const Menu = {
  current: null as unknown,
  buildFromTemplate(template: unknown[]): { template: unknown[] } {
    return { template };
  },
  setApplicationMenu(menu: unknown): void {
    this.current = menu;
  },
};

export const contextBridge = {
  exposed: {} as Record<string, unknown>,
  exposeInMainWorld(key: string, api: unknown): void {
    this.exposed[key] = api;
  },
};

export const ipcRenderer = {
  invoked: [] as { channel: string; args: unknown[] }[],
  listeners: new Map<string, ((...args: unknown[]) => void)[]>(),
  invoke(channel: string, ...args: unknown[]): Promise<unknown> {
    this.invoked.push({ channel, args });
    return Promise.resolve({ channel, args });
  },
  on(channel: string, listener: (...args: unknown[]) => void): void {
    this.listeners.set(channel, [...(this.listeners.get(channel) ?? []), listener]);
  },
  removeListener(channel: string, listener: (...args: unknown[]) => void): void {
    this.listeners.set(channel, (this.listeners.get(channel) ?? []).filter((l) => l !== listener));
  },
};

/** Files from the disk carry their path here; a File a page makes up has none, as in Electron. */
export const webUtils = {
  getPathForFile(file: unknown): string {
    const path = (file as { diskPath?: unknown }).diskPath;
    return typeof path === 'string' ? path : '';
  },
};
