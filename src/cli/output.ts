/**
 * What the command does when its output cannot be written. A reader that
 * went away (`| head`) has all it wanted: the command ends quietly. Any other
 * failure (`> /dev/full`) is told in one line on stderr, never as a stack
 * trace, and the command fails.
 */
import { errorCode } from '../main/files/fs-messages';

export type OutputFailure = { readonly quiet: true } | { readonly quiet: false; readonly message: string };

export function outputFailure(error: unknown): OutputFailure {
  const code = errorCode(error);
  if (code === 'EPIPE') return { quiet: true };
  return { quiet: false, message: `error: The output could not be written: ${failureWords(code)}.` };
}

function failureWords(code: string | undefined): string {
  switch (code) {
    case 'ENOSPC':
    case 'EDQUOT':
      return 'the disk is full';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EROFS':
      return 'the disk is read-only';
    case 'EBADF':
      return 'the output is closed';
    case 'EIO':
      return 'the device reported an error';
    default:
      return code ? `the system reported ${code}` : 'the system reported an error';
  }
}

interface Stream {
  on(event: 'error', listener: (error: unknown) => void): unknown;
}

/**
 * Watches stdout and stderr for failed writes. `exit` ends the process: with the command's own exit code when the
 * reader went away, with `failedCode` otherwise. A failing stderr cannot be told about, so it is let be.
 */
export function watchOutput(stdout: Stream, stderr: Stream & { write(text: string): unknown }, exit: (code?: number) => void, failedCode: number): void {
  stderr.on('error', () => {});
  stdout.on('error', (error) => {
    const failure = outputFailure(error);
    if (failure.quiet) {
      exit();
      return;
    }
    stderr.write(`${failure.message}\n`);
    exit(failedCode);
  });
}
