import { describe, expect, it } from 'vitest';
import { resilientLogDestination } from '../src/log-destination';

const failure = (code: string) => Object.assign(new Error(code), { code });

/** A file descriptor whose disk is full until `free()` is called; what reached it is in `text`. */
function disk() {
  let full = false;
  let busy = 0;
  let text = '';
  let fullAfterOne = false;
  let calls = 0;
  return {
    fill: () => {
      full = true;
    },
    free: () => {
      full = false;
    },
    busyFor: (times: number) => {
      busy = times;
    },
    /** The next write takes a few bytes, then the disk is full (a line cut short). */
    fillMidLine: () => {
      fullAfterOne = true;
    },
    calls: () => calls,
    text: () => text,
    write: (_fd: number, bytes: Uint8Array) => {
      calls += 1;
      if (busy > 0) {
        busy -= 1;
        throw failure('EAGAIN');
      }
      if (full) throw failure('ENOSPC');
      // A short write, as a pipe or a nearly full disk gives: the rest must follow.
      const taken = Math.min(bytes.length, 7);
      text += Buffer.from(bytes.subarray(0, taken)).toString();
      if (fullAfterOne) {
        fullAfterOne = false;
        full = true;
      }
      return taken;
    },
  };
}

describe('the log on a full disk', () => {
  it('drops the lines it cannot write without throwing, and says how many once it can write again', () => {
    const target = disk();
    const log = resilientLogDestination(1, target.write);
    log.write('{"msg":"before"}\n');
    target.fill();
    expect(() => {
      log.write('{"msg":"lost 1"}\n');
      log.write('{"msg":"lost 2"}\n');
    }).not.toThrow();
    expect(log.dropped).toBe(2);
    target.free();
    log.write('{"msg":"after"}\n');
    const lines = target
      .text()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.msg)).toEqual([
      'before',
      '2 log lines could not be written (ENOSPC) and were dropped',
      'after',
    ]);
    expect(log.dropped).toBe(0);
  });

  it('waits out a busy pipe instead of dropping', () => {
    const target = disk();
    const log = resilientLogDestination(1, target.write);
    target.busyFor(3);
    log.write('{"msg":"kept"}\n');
    expect(target.text()).toBe('{"msg":"kept"}\n');
    expect(log.dropped).toBe(0);
  });

  it('after a drop, drops further lines on the first failure instead of waiting out a stuck pipe for each', () => {
    const target = disk();
    const waits: number[] = [];
    const log = resilientLogDestination(1, target.write, (ms) => waits.push(ms));
    target.busyFor(Number.POSITIVE_INFINITY);
    log.write('{"msg":"lost 1"}\n');
    expect(log.dropped).toBe(1);
    const waitedFirst = waits.length;
    expect(waitedFirst).toBeGreaterThan(0);
    const callsBefore = target.calls();
    log.write('{"msg":"lost 2"}\n');
    log.write('{"msg":"lost 3"}\n');
    expect(log.dropped).toBe(3);
    expect(waits.length).toBe(waitedFirst);
    expect(target.calls() - callsBefore).toBe(2);
  });

  it('ends a line cut short before the note, so every line stays whole JSON', () => {
    const target = disk();
    const log = resilientLogDestination(1, target.write);
    target.fillMidLine();
    log.write('{"msg":"cut short"}\n');
    expect(log.dropped).toBe(1);
    target.free();
    log.write('{"msg":"after"}\n');
    const [cut, ...rest] = target.text().split('\n');
    expect(cut).toBe('{"msg":');
    expect(rest.filter(Boolean).map((line) => JSON.parse(line).msg)).toEqual([
      '1 log lines could not be written (ENOSPC) and were dropped',
      'after',
    ]);
  });
});
