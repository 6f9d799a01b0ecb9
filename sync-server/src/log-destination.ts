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

/**
 * Where the log goes (standard output by default), written so that a failed write is never fatal.
 * Pino's destination emits an 'error' on a failed write; with no one listening, that is an
 * uncaught exception, and the process begins a shutdown for a disk that is merely full, answering
 * nothing meanwhile (issue 28). Here a line that cannot be written is dropped and counted; the
 * first line that can be written again is preceded by a note of how many were lost and why.
 * Writes are synchronous, as pino's default is, so nothing piles up in memory while the disk is full.
 */
export function resilientLogDestination(fd = 1, write: WriteFn = writeSync): LogDestination {
  let dropped = 0;
  let lastCode = '';

  const writeAll = (text: string): boolean => {
    let bytes = Buffer.from(text);
    let busy = 0;
    while (bytes.length > 0) {
      try {
        bytes = bytes.subarray(write(fd, bytes));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? 'EIO';
        if ((code === 'EAGAIN' || code === 'EBUSY') && busy < BUSY_RETRIES) {
          busy += 1;
          Atomics.wait(pause, 0, 0, BUSY_WAIT_MS);
          continue;
        }
        lastCode = code;
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
        const note = `${JSON.stringify({
          level: 40,
          time: Date.now(),
          msg: `${dropped} log lines could not be written (${lastCode}) and were dropped`,
        })}\n`;
        if (!writeAll(note)) {
          dropped += 1;
          return;
        }
        dropped = 0;
      }
      if (!writeAll(line)) dropped += 1;
    },
  };
}
