/**
 * One running copy of the browser host per data folder. Two copies would
 * overwrite each other's autosave, and each would sweep the other's unfinished
 * saves as left-overs (stale-temp.ts). Electron has its own single-instance
 * lock; the browser host takes `<userDataDir>/host.lock`, made with an
 * exclusive create and holding its process id. A lock whose process is gone
 * (a host that was killed) is taken over.
 */
import { open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

export const LOCK_FILE = 'host.lock';

export class AlreadyRunning extends Error {
  constructor(readonly pid: number) {
    super(`Royal Table is already running with this data folder (process ${pid}). Use its window, or stop it first.`);
  }
}

export interface InstanceLock {
  /** Removes the lock, if it is still this process's. */
  release(): Promise<void>;
}

/** Whether a process with this id runs (EPERM: it runs, under another user). */
export function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function lockOwner(path: string): Promise<number | null> {
  try {
    const pid = Number((await readFile(path, 'utf8')).trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the folder's lock, or throws AlreadyRunning naming the process that holds it. */
export async function takeInstanceLock(folder: string, runs: (pid: number) => boolean = processRuns): Promise<InstanceLock> {
  const path = join(folder, LOCK_FILE);
  const release = async (): Promise<void> => {
    if ((await lockOwner(path)) === process.pid) await rm(path, { force: true });
  };
  // Two tries: the second follows the removal of a lock left by a process that is gone.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(path, 'wx');
      try {
        await handle.writeFile(`${process.pid}\n`);
      } finally {
        await handle.close();
      }
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = await lockOwner(path);
      // This very process, or another that still runs, holds it; an empty or unreadable lock is a write cut short.
      if (owner !== null && (owner === process.pid || runs(owner))) throw new AlreadyRunning(owner);
      await rm(path, { force: true });
    }
  }
  throw new Error(`The lock ${LOCK_FILE} in the data folder could not be taken: another copy of Royal Table may be starting.`);
}
