/**
 * Reads a text file with a size limit checked before the whole file is read,
 * so a huge or endless file (a device, a pipe) cannot exhaust memory.
 */
import { open, stat } from 'node:fs/promises';
import { quotePath } from '../../engine/core/quote';
import { readFailureMessage } from './fs-messages';

const READ_CHUNK = 1024 * 1024;

export type ReadTextResult = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly message: string; readonly missing: boolean };

export async function readTextLimited(path: string, maxBytes: number, tooLarge: (size: number) => string): Promise<ReadTextResult> {
  let size: number;
  try {
    // stat before open: opening a named pipe would block until a writer appears.
    const info = await stat(path);
    if (info.isDirectory()) return fail(`${quotePath(path)} is a folder, not a file.`);
    if (!info.isFile()) return fail(`${quotePath(path)} is not a regular file.`);
    size = info.size;
  } catch (error) {
    return fail(readFailureMessage(error, path), isMissing(error));
  }
  if (size > maxBytes) return fail(tooLarge(size));

  let bytes: Buffer;
  try {
    const handle = await open(path, 'r');
    try {
      // The file may have grown since stat: read in chunks and stop one byte past the limit.
      const chunks: Buffer[] = [];
      let total = 0;
      for (;;) {
        const chunk = Buffer.alloc(Math.min(READ_CHUNK, maxBytes + 1 - total));
        const { bytesRead } = await handle.read(chunk, 0, chunk.length, total);
        if (bytesRead === 0) break;
        chunks.push(chunk.subarray(0, bytesRead));
        total += bytesRead;
        if (total > maxBytes) return fail(tooLarge(total));
      }
      bytes = Buffer.concat(chunks, total);
    } finally {
      await handle.close();
    }
  } catch (error) {
    return fail(readFailureMessage(error, path), isMissing(error));
  }

  try {
    // fatal: binary junk is reported as such instead of being read as replacement characters.
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return fail(`The file ${quotePath(path)} is not a text file.`);
  }
}

export function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function fail(message: string, missing = false): ReadTextResult {
  return { ok: false, message, missing };
}

function isMissing(error: unknown): boolean {
  return error !== null && typeof error === 'object' && (error as { code?: unknown }).code === 'ENOENT';
}
