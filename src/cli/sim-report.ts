/** Writes the study report of `sim --report` and `sim-merge --report`: whole or not at all, and never over another file. */
import { open, readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { quotePath } from '../engine/core/quote';
import { writeTextAtomic } from '../main/files/atomic-write';
import { writeFailureMessage } from '../main/files/fs-messages';
import { CommandError } from './replay-commands';
import type { SimReport } from './sim';
import { REPORT_MARKER, reportHtml } from './sim-report-html';

/** The Chart.js build that runs from a <script> element with no loader, as shipped in its package. */
export async function chartLibrarySource(): Promise<string> {
  const main = createRequire(import.meta.url).resolve('chart.js');
  return readFile(join(dirname(main), 'chart.umd.min.js'), 'utf8');
}

/** Why the report may not be written at `path`, checked before any game is played; null when it may. */
export async function reportPathRefusal(path: string): Promise<string | null> {
  const folder = dirname(resolve(path));
  const parent = await stat(folder).catch(() => null);
  if (!parent) return `The folder for the report ${quotePath(path)} does not exist.`;
  if (!parent.isDirectory()) return `The report ${quotePath(path)} cannot be written: ${quotePath(folder)} is not a folder.`;
  const existing = await stat(path).catch(() => null);
  if (!existing) return null;
  if (existing.isDirectory()) return `${quotePath(path)} is a folder; give the report a file name.`;
  const start = await readStart(path, REPORT_MARKER.length);
  if (start !== REPORT_MARKER) return `${quotePath(path)} exists and is not a sim report: choose another file name, as it will not be overwritten.`;
  return null;
}

async function readStart(path: string, length: number): Promise<string | null> {
  try {
    const handle = await open(path, 'r');
    try {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, 0);
      return buffer.subarray(0, bytesRead).toString('utf8');
    } finally {
      await handle.close();
    }
  } catch {
    return null;
  }
}

/** Refuses a path the report may not go to, in words; call it before the games are played, so a bad path costs none. */
export async function checkReportPath(path: string): Promise<void> {
  const refusal = await reportPathRefusal(path);
  if (refusal) throw new CommandError(refusal);
}

export async function writeSimReport(path: string, reports: readonly SimReport[]): Promise<void> {
  // Checked again: the file may have appeared while the games were played.
  await checkReportPath(path);
  const html = reportHtml(reports, await chartLibrarySource());
  try {
    await writeTextAtomic(path, html);
  } catch (error) {
    throw new CommandError(writeFailureMessage(error, path));
  }
}
