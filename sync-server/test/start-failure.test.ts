import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freeBytesNear, reportStartFailure, startFailureMessage } from '../src/start-failure';

const MB = 1024 * 1024;

describe('a start that fails', () => {
  it('puts the embedded database’s failure down to a full disk, in words, when DATA_DIR’s disk has no room', () => {
    // PGlite aborting on a full disk says only this (seen in the chaos run).
    const aborted = Object.assign(new Error('Aborted(). Build with -sASSERTIONS for more info.'), {
      name: 'RuntimeError',
    });
    expect(startFailureMessage(aborted, { embedded: true, dataDir: '/srv/habitat', freeBytes: 0 })).toBe(
      'Habitat could not start: the disk holding DATA_DIR (/srv/habitat) is full (0.0 MB free), and the ' +
        'embedded database needs room to open (after a crash it first finishes recovering, which writes). ' +
        'What it saved is kept: free some space and start Habitat again. ' +
        '(The error was: Aborted(). Build with -sASSERTIONS for more info.)',
    );
    // Emscripten's own error when a new database does not fit: not even an Error.
    expect(
      startFailureMessage(
        { name: 'ErrnoError', errno: 51 },
        { embedded: true, dataDir: '/d', freeBytes: 2 * MB },
      ),
    ).toMatch(/^Habitat could not start: the disk holding DATA_DIR \(\/d\) is full \(2\.0 MB free\)/);
  });

  it('says what went wrong otherwise, a PostgreSQL with a full disk included', () => {
    expect(
      startFailureMessage(new Error('password authentication failed'), {
        embedded: false,
        dataDir: '/d',
        freeBytes: null,
      }),
    ).toBe('Habitat could not start: password authentication failed');
    expect(
      startFailureMessage(new Error('boom'), { embedded: true, dataDir: '/d', freeBytes: 500 * MB }),
    ).toBe('Habitat could not start: boom');
    const full = Object.assign(new Error('could not extend file "base/5/1"'), { code: '53100' });
    expect(startFailureMessage(full, { embedded: false, dataDir: '/d', freeBytes: null })).toBe(
      'Habitat could not start: the database\'s disk is full (could not extend file "base/5/1"). Free some space on the database server and start Habitat again.',
    );
  });

  it('reads the free space at the nearest folder that exists, DATA_DIR not made yet', async () => {
    expect(await freeBytesNear(join(tmpdir(), 'no', 'such', 'folder'))).toBeGreaterThan(0);
  });

  it('writes one fatal log line with the words and the error', async () => {
    const lines: string[] = [];
    await reportStartFailure({ dataDir: tmpdir() }, new Error('boom'), (line) => lines.push(line));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.endsWith('\n')).toBe(true);
    expect(JSON.parse(lines[0] as string)).toMatchObject({
      level: 60,
      msg: 'Habitat could not start: boom',
      err: { type: 'Error', message: 'boom' },
    });
  });
});
