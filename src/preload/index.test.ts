/** The preload bridge, run against the stand-in 'electron' module: what it gives the page, and nothing more. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_METHODS, DROPPED_FILE_CHANNEL, apiChannel } from '../main/api-methods';
import type * as StandIn from '../main/testing/electron-stand-in';
import type { RoyalTableApi } from './api';

let electron: typeof StandIn;
let api: RoyalTableApi;

beforeEach(async () => {
  vi.resetModules();
  electron = (await import('electron')) as unknown as typeof StandIn;
  await import('./index');
  api = electron.contextBridge.exposed['royalTable'] as RoyalTableApi;
});

describe('the preload bridge', () => {
  it('exposes only window.royalTable, with exactly the API', () => {
    expect(Object.keys(electron.contextBridge.exposed)).toEqual(['royalTable']);
    expect(Object.keys(api).sort()).toEqual([...API_METHODS, 'onMenuCommand', 'chooseDroppedFile'].sort());
    for (const value of Object.values(api)) expect(value).toBeTypeOf('function');
  });

  it('sends each method on its own channel, leaving out optional arguments not given', async () => {
    await api.host();
    await api.openFile();
    await api.openFile('/a.royal.json');
    await api.listDirectory('/docs');
    expect(electron.ipcRenderer.invoked).toEqual([
      { channel: apiChannel('host'), args: [] },
      { channel: apiChannel('openFile'), args: [] },
      { channel: apiChannel('openFile'), args: ['/a.royal.json'] },
      { channel: apiChannel('listDirectory'), args: ['/docs'] },
    ]);
  });

  it('reads a dropped file’s path from the file itself; a file the page made up has none and sends nothing', async () => {
    expect(await api.chooseDroppedFile!(new File(['{}'], 'made-up.royal.json'))).toBeNull();
    expect(electron.ipcRenderer.invoked).toEqual([]);
    const dropped = Object.assign(new File(['{}'], 'game.royal.json'), { diskPath: '/home/ann/game.royal.json' });
    // The stand-in's invoke answers with what it was sent.
    expect(await api.chooseDroppedFile!(dropped)).toEqual({ channel: DROPPED_FILE_CHANNEL, args: ['/home/ann/game.royal.json'] });
  });

  it('relays menu commands until the page stops listening', () => {
    const heard: string[] = [];
    const stop = api.onMenuCommand((command) => heard.push(command));
    for (const listener of electron.ipcRenderer.listeners.get('menu-command') ?? []) listener({}, 'save');
    stop();
    expect(electron.ipcRenderer.listeners.get('menu-command')).toEqual([]);
    expect(heard).toEqual(['save']);
  });
});
