import { writeSync } from 'node:fs';

/** A pipe whose reader is behind answers EAGAIN: waited for a little, as pino's own destination does. */
const BUSY_RETRIES = 50;
const BUSY_WAIT_MS = 10;
const pause = new Int32Array(new SharedArrayBuffer(4));

export interface LogDestination {
  write(line: string): void;
  /** Lines lost since the last one that was written (for tests and the note). */
  readonly dropped: number;
}

type WriteFn = (fd: number, buffer: Uint8Array) => number;
type WaitFn = (ms: number) => void;

/** Blocks the thread for `ms`: a log write is synchronous, and this is how it waits out a busy pipe. */
const blockFor: WaitFn = (ms) => {
  Atomics.wait(pause, 0, 0, ms);
};

/**
 * Where the log goes (standard output by default), written so that a failed write is never fatal.
 * Pino's destination emits an 'error' on a failed write; with no one listening, that is an
 * uncaught exception, and the process begins a shutdown for a disk that is merely full, answering
 * nothing meanwhile (issue 28). Here a line that cannot be written is dropped and counted; the
 * first line that can be written again is preceded by a note of how many were lost and why.
 * Writes are synchronous, as pino's default is, so nothing piles up in memory while the disk is full.
 */
export function resilientLogDestination(
  fd = 1,
  write: WriteFn = writeSync,
  wait: WaitFn = blockFor,
): LogDestination {
  let dropped = 0;
  let lastCode = '';
  /** A line was cut short by the failure: the note starts on a line of its own. */
  let partial = false;

  const writeAll = (text: string): boolean => {
    let bytes = Buffer.from(text);
    let busy = 0;
    let wrote = false;
    while (bytes.length > 0) {
      try {
        const taken = write(fd, bytes);
        if (taken > 0) wrote = true;
        bytes = bytes.subarray(taken);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? 'EIO';
        // Once a line is dropped, the next ones are tried once and dropped at once: waiting out
        // a busy pipe for every line while it stays stuck would block the server on its log.
        if ((code === 'EAGAIN' || code === 'EBUSY') && dropped === 0 && busy < BUSY_RETRIES) {
          busy += 1;
          wait(BUSY_WAIT_MS);
          continue;
        }
        lastCode = code;
        if (wrote) partial = true;
        return false;
      }
    }
    return true;
  };

  return {
    get dropped() {
      return dropped;
    },
    write(line: string) {
      if (dropped > 0) {
        const note = `${partial ? '\n' : ''}${JSON.stringify({
          level: 40,
          time: Date.now(),
          msg: `${dropped} log lines could not be written (${lastCode}) and were dropped`,
        })}\n`;
        if (!writeAll(note)) {
          dropped += 1;
          return;
        }
        dropped = 0;
        partial = false;
      }
      if (!writeAll(line)) dropped += 1;
    },
  };
}
