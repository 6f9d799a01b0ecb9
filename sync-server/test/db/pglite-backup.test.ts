import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { processDevice, pullEntries, signUp } from '../helpers/process-api';
import { type ServerHome, startServer, stopServer } from '../helpers/server-process';

/**
 * The online backup of the embedded database (issue 28, item 9): `npm run backup` while devices
 * push, `npm run restore` into a new folder, a server started on it. The commands run as the root
 * scripts run them, through the same entries (here from the sources, through tsx).
 */
const PORT = 4505;
const RESTORED_PORT = 4506;
const folders: string[] = [];

afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function folder(name: string) {
  const path = await mkdtemp(join(tmpdir(), `habitat-${name}-`));
  folders.push(path);
  return path;
}

/** Runs src/<command>.ts as `npm run <command>` would, on DATA_DIR; resolves with its exit code and output. */
function command(name: 'backup' | 'restore', args: string[], dataDir: string) {
  const entry = join(import.meta.dirname, `../../src/${name}.ts`);
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('backup and restore of the embedded database', () => {
  it('restores, from a backup taken while two devices push, every check-in acknowledged before it began', async () => {
    const dataDir = await folder('live');
    const home: ServerHome = { env: { DATA_DIR: dataDir }, remove: async () => {} };
    const server = await startServer(PORT, home);
    const base = `http://127.0.0.1:${PORT}`;
    const token = await signUp(base);
    // Two: the most pushes one person may have in flight at once (more would be answered 429).
    const devices = [0, 1].map(() => processDevice(base, token));
    for (const device of devices) expect((await device.createHabit()).status).toBe(200);

    let writing = true;
    const load = devices.map(async (device) => {
      while (writing) await device.send(device.checkIns(10));
    });
    let before = new Map<string, number>();
    let backup: { code: number | null; output: string };
    try {
      await expect
        .poll(() => Math.min(...devices.map((d) => d.acknowledged.size)), { timeout: 60_000 })
        .toBeGreaterThanOrEqual(30);
      // What the devices have been told is saved when the backup is asked for.
      before = new Map(devices.flatMap((device) => [...device.acknowledged]));
      const out = await folder('backups');
      backup = await command('backup', ['--out', out], dataDir);
      // The writes went on while the backup was taken.
      const during = devices.reduce((sum, d) => sum + d.acknowledged.size, 0);
      expect(during).toBeGreaterThan(before.size);
    } finally {
      writing = false;
      await Promise.all(load);
      await stopServer(server);
    }
    expect(backup.code, backup.output).toBe(0);
    const written = /Backup written to (\S+)/.exec(backup.output)?.[1];
    expect(written).toBeDefined();

    // With the server stopped, the command says how to back up a stopped server, and that works.
    const out = await folder('offline-backups');
    const online = await command('backup', ['--out', out], dataDir);
    expect(online.code).toBe(1);
    expect(online.output).toContain('npm run backup -- --offline');
    const offline = await command('backup', ['--out', out, '--offline'], dataDir);
    expect(offline.code, offline.output).toBe(0);
    expect(offline.output).toMatch(/Backup written to/);

    // A DATA_DIR that does not exist yet, as on a new machine.
    const restoredDir = join(await folder('restored'), 'data');
    const restore = await command('restore', [written ?? ''], restoredDir);
    expect(restore.code, restore.output).toBe(0);
    // A second restore onto it is refused: a database is never overwritten without --force.
    const again = await command('restore', [written ?? ''], restoredDir);
    expect(again.code).toBe(1);
    expect(again.output).toContain('already holds a database');

    const restored = await startServer(RESTORED_PORT, {
      env: { DATA_DIR: restoredDir },
      remove: async () => {},
    });
    try {
      // The same session works: the JWT secret came with the backup.
      const held = await pullEntries(`http://127.0.0.1:${RESTORED_PORT}`, token);
      const missing = [...before].filter(([key, value]) => held.get(key) !== value);
      expect(missing).toEqual([]);
      expect(before.size).toBeGreaterThanOrEqual(60);
    } finally {
      await stopServer(restored);
    }
  }, 480_000);
});
