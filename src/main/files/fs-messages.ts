/**
 * Turns file-system errors into one-line messages a player can act on.
 * Node's own messages name syscalls and error codes, which mean nothing to
 * someone who only wanted to open a saved game. A path is repeated with its
 * control and bidirectional characters shown: a file name can hold any of them.
 */
import { quotePath } from '../../engine/core/quote';

export function errorCode(error: unknown): string | undefined {
  if (error !== null && typeof error === 'object' && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** That nothing is at `path`, as a sentence. */
export function missingFileMessage(rawPath: string): string {
  return `There is no file at ${quotePath(rawPath)}.`;
}

/** Why `path` could not be read, as a sentence. */
export function readFailureMessage(error: unknown, rawPath: string): string {
  const path = quotePath(rawPath);
  switch (errorCode(error)) {
    case 'ENOENT':
    case 'ENOTDIR':
      return missingFileMessage(rawPath);
    case 'EISDIR':
      return `${path} is a folder, not a file.`;
    case 'EACCES':
    case 'EPERM':
      return `The file ${path} cannot be read: permission denied.`;
    case 'ELOOP':
      return `The file ${path} cannot be read: it is a loop of symbolic links.`;
    case 'ENAMETOOLONG':
      return `The path ${path} is too long.`;
    case 'EMFILE':
    case 'ENFILE':
      return `The file ${path} cannot be read now: too many files are open. Try again.`;
    default:
      return `The file ${path} cannot be read (${describe(error)}).`;
  }
}

/** Why `path` could not be written, as a sentence. */
export function writeFailureMessage(error: unknown, rawPath: string): string {
  const path = quotePath(rawPath);
  switch (errorCode(error)) {
    case 'ENOENT':
    case 'ENOTDIR':
      return `The folder for ${path} does not exist.`;
    case 'EISDIR':
      return `${path} is a folder; choose a file name.`;
    case 'EACCES':
    case 'EPERM':
      return `The file ${path} cannot be written: permission denied.`;
    case 'EROFS':
      return `The file ${path} cannot be written: the disk is read-only.`;
    case 'ENOSPC':
    case 'EDQUOT':
      return `The file ${path} cannot be written: the disk is full.`;
    case 'ENAMETOOLONG':
      return `The path ${path} is too long.`;
    default:
      return `The file ${path} cannot be written (${describe(error)}).`;
  }
}

/** A single line, whatever the error carried. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function describe(error: unknown): string {
  const code = errorCode(error);
  if (code) return code;
  return error instanceof Error ? oneLine(error.message) : 'unknown error';
}
