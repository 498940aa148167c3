/**
 * Writes that never leave a half-written file behind: the text goes to a
 * temporary file beside the target, is flushed to disk, and only then renamed
 * over the target. A crash or a failed write leaves the old file as it was.
 */
import { open, rename, copyFile, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import writeFileAtomic from 'write-file-atomic';

export interface AtomicWriteOptions {
  /** Called once the temporary file exists, before any text is in it; lets tests fail a write half-way. */
  readonly onTempFile?: (tempPath: string) => void | Promise<void>;
}

export async function writeTextAtomic(path: string, text: string, options: AtomicWriteOptions = {}): Promise<void> {
  await writeFileAtomic(path, text, {
    encoding: 'utf8',
    fsync: true,
    ...(options.onTempFile ? { tmpfileCreated: options.onTempFile } : {}),
  });
  await syncDirectory(dirname(path));
}

/** Copies `from` to `to` so that `to` is either its old self or a complete copy. */
export async function copyFileAtomic(from: string, to: string): Promise<void> {
  const temp = `${to}.${process.pid}.tmp`;
  try {
    await copyFile(from, temp);
    await syncFile(temp);
    await rename(temp, to);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}

async function syncFile(path: string): Promise<void> {
  const handle = await open(path, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Makes the rename itself durable; some systems cannot open folders, which is harmless. */
async function syncDirectory(path: string): Promise<void> {
  try {
    const handle = await open(path, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Durability of the folder entry is best effort; the file itself is already synced.
  }
}
