import { closeSync, openSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CANNOT_WRITE_MESSAGE } from '../../src/plugins/app/error-handler';
import { type ApiJson, post, processDevice, pullEntries, signUp } from '../helpers/process-api';
import { type ServerHome, startServer, stopServer } from '../helpers/server-process';
import { mountSmallDisk, type SmallDisk } from '../helpers/small-disk';

/**
 * A full disk under a running server (issue 28, item 7): the embedded database's folder and the
 * server's log on a small tmpfs the test fills, then frees. Where mounting is not allowed (not
 * root), the log goes to /dev/full, a device every write to fails with ENOSPC, and the database's
 * side is the injected failure of test/routes/api/disk-full.test.ts.
 */
const PORT = 4504;
const START_PORT = 5697;
const base = `http://127.0.0.1:${PORT}`;
let disk: SmallDisk | null = null;

afterAll(async () => {
  await disk?.remove();
});

const health = async () => {
  const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(30_000) });
  return { status: response.status, json: (await response.json()) as ApiJson };
};

describe('a full disk under a running server', () => {
  it('keeps answering, says 503 with Retry-After, recovers once space is freed, and loses nothing acknowledged', async () => {
    // 40 MB of database and one 16 MB WAL segment fit, with room for a few thousand check-ins.
    disk = await mountSmallDisk(96);
    if (!disk) return logOnDevFull();
    const small = disk;
    const home: ServerHome = {
      env: { DATA_DIR: join(small.path, 'data'), LOG_LEVEL: 'info' },
      remove: async () => {},
    };
    const logPath = join(small.path, 'server.log');
    const log = openSync(logPath, 'a');
    let server = await startServer(PORT, home, { stdout: log });
    try {
      const token = await signUp(base);
      const device = processDevice(base, token);
      expect((await device.createHabit()).status).toBe(200);
      expect((await device.send(device.checkIns(20))).status).toBe(200);

      await small.fill();
      // Check-ins until the database needs more room than there is: every one is either
      // acknowledged or refused with a 503 the device can act on, never a bare 500.
      let refused: ReturnType<typeof device.checkIns> | undefined;
      for (let round = 0; round < 500 && !refused; round += 1) {
        const batch = device.checkIns(20);
        const reply = await device.send(batch);
        if (reply.status === 200) continue;
        expect(reply.status).toBe(503);
        expect(reply.headers.get('retry-after')).toBe('30');
        expect(reply.json).toEqual({ success: false, error: CANNOT_WRITE_MESSAGE.disk_full });
        refused = batch;
      }
      expect(refused, 'a write was refused for lack of space').toBeDefined();
      const degraded = await health();
      expect(degraded.status).toBe(503);
      expect(degraded.json.data).toMatchObject({ status: 'degraded', problem: 'disk_full' });
      // The log could not be written all along (every request logs at info), and the process lives.
      expect(server.exitCode).toBeNull();

      await small.free();
      // The device sends the refused batch again after Retry-After; the first try that finds room goes through.
      await expect
        .poll(async () => (await device.send(refused ?? [])).status, { timeout: 60_000, interval: 200 })
        .toBe(200);
      expect((await health()).status).toBe(200);
      // The log is written again, and says what it lost.
      await expect
        .poll(async () => readFile(logPath, 'utf8'), { timeout: 30_000 })
        .toMatch(/log lines could not be written \(ENOSPC\) and were dropped/);

      // Nothing acknowledged is lost, across a restart too.
      expect((await stopServer(server)).code).toBe(0);
      server = await startServer(PORT, home, { stdout: log });
      const held = await pullEntries(base, token);
      expect(device.acknowledged.size).toBeGreaterThan(20);
      for (const [date, value] of device.acknowledged) expect(held.get(date), date).toBe(value);
    } finally {
      if (server.exitCode === null) await stopServer(server);
      closeSync(log);
    }
  }, 240_000);
});

describe('a start the server cannot finish', () => {
  it('exits with 1 and says why in words: on a disk with no room, that the disk is full', async () => {
    // 8 MB: too small for a new embedded database, as a full disk is for one that must recover.
    const small = await mountSmallDisk(8);
    const { mkdtemp, rm, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    // Without a disk to fill, DATA_DIR under a file: a start that fails for another reason.
    const scratch = small ? null : await mkdtemp(join(tmpdir(), 'habitat-start-'));
    if (scratch) await writeFile(join(scratch, 'file'), '');
    const home: ServerHome = {
      env: { DATA_DIR: small ? join(small.path, 'data') : join(scratch as string, 'file', 'data') },
      remove: async () => {},
    };
    try {
      const started = startServer(START_PORT, home);
      await expect(started).rejects.toThrow(
        small
          ? /exited early with 1: [\s\S]*Habitat could not start: the disk holding DATA_DIR \([^)]*\) is full \(\d+\.\d MB free\)[\s\S]*free some space and start Habitat again/
          : /exited early with 1: [\s\S]*Habitat could not start: ENOTDIR/,
      );
      // Said as the server's own words, not as a crash.
      await expect(started).rejects.not.toThrow(/triggerUncaughtException/);
    } finally {
      await small?.remove();
      if (scratch) await rm(scratch, { recursive: true, force: true });
    }
  }, 120_000);
});

/** Without a disk to fill: the log on /dev/full, where every write fails with ENOSPC. */
async function logOnDevFull() {
  const home: ServerHome = { env: { DATA_DIR: '', LOG_LEVEL: 'info' }, remove: async () => {} };
  const { mkdtemp, rm } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  home.env.DATA_DIR = await mkdtemp(join(tmpdir(), 'habitat-devfull-'));
  const full = openSync('/dev/full', 'w');
  const server = await startServer(PORT, home, { stdout: full });
  try {
    const token = await signUp(base);
    const device = processDevice(base, token);
    expect((await device.createHabit()).status).toBe(200);
    expect((await device.send(device.checkIns(10))).status).toBe(200);
    expect((await health()).status).toBe(200);
    expect((await post(base, '/api/auth/login', { email: 'x@example.com', password: 'wrong' })).status).toBe(
      401,
    );
    expect(server.exitCode).toBeNull();
    expect((await pullEntries(base, token)).size).toBe(10);
  } finally {
    expect((await stopServer(server)).code).toBe(0);
    closeSync(full);
    await rm(home.env.DATA_DIR, { recursive: true, force: true });
  }
}
