import { spawn } from 'node:child_process';
import { MediaError } from './types';

const STDERR_TAIL = 4000;

/** A child process that failed to start or exited unsuccessfully; kept as a MediaError's cause. */
export class ProcessError extends Error {
  readonly command: string;
  readonly exitCode: number | null;
  readonly stderrTail: string;

  constructor(
    command: string,
    exitCode: number | null,
    stderrTail: string,
    options?: { cause?: unknown },
  ) {
    super(`${command} exited with ${exitCode ?? 'a signal'}: ${stderrTail.slice(-500)}`, options);
    this.name = 'ProcessError';
    this.command = command;
    this.exitCode = exitCode;
    this.stderrTail = stderrTail;
  }
}

export interface RunOptions {
  /** Kills the process; the run rejects with MediaError('aborted'). */
  signal?: AbortSignal;
  /** Kills the process after this long; the run rejects with MediaError('timeout'). */
  timeoutMs?: number;
  /** Caps the collected stdout (bytes); further output is dropped. */
  maxStdoutBytes?: number;
}

export function abortedError(cause?: unknown): MediaError {
  return new MediaError('aborted', 'Processing was cancelled', { cause });
}

/**
 * Runs `command` with `args` (no shell), resolving with its stdout once it exits with 0. Never
 * outlives an abort or a time-out: the child is killed with SIGKILL first.
 */
export function runProcess(
  command: string,
  args: readonly string[],
  options: RunOptions = {},
): Promise<string> {
  const { signal, timeoutMs, maxStdoutBytes = 32 * 1024 * 1024 } = options;
  if (signal?.aborted) return Promise.reject(abortedError(signal.reason));
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = '';
    let failure: MediaError | undefined;

    const kill = (error: MediaError) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    const onAbort = () => kill(abortedError(signal?.reason));
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(
            () => kill(new MediaError('timeout', 'Processing took too long')),
            Math.max(0, timeoutMs),
          );

    child.stdout.on('data', (chunk: Buffer) => {
      if (stdoutBytes >= maxStdoutBytes) return;
      stdout.push(chunk);
      stdoutBytes += chunk.length;
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });

    let settled = false;
    const finish = (error: Error | undefined) => {
      if (settled) return;
      settled = true;
      if (timer) clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (failure) reject(failure);
      else if (error) reject(error);
      else resolve(Buffer.concat(stdout).toString('utf8'));
    };
    child.on('error', (error) =>
      finish(new ProcessError(command, null, error.message, { cause: error })),
    );
    child.on('close', (code) =>
      finish(code === 0 ? undefined : new ProcessError(command, code, stderr)),
    );
  });
}
