import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readBackup, writeBackup } from '../../src/services/backup-files';
import { backupSocketPath, serveBackups } from '../../src/services/backup-socket';
import { holdServerLock, lockingServer, serverLockPath } from '../../src/services/server-lock';

/**
 * What keeps `backup --offline` and `restore` off a folder a server has open (issue 28, item 9):
 * the lock file a server holds, not only its socket; the socket owner-only from its first moment;
 * and checksums on the secret files a backup carries.
 */
const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});
async function folder(name: string) {
  const path = await mkdtemp(join(tmpdir(), `habitat-${name}-`));
  folders.push(path);
  return path;
}

/** A pid no process has: a child that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid ?? 0;
}

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

describe('the server lock file', () => {
  it('is held by a live process, not by the pid a killed one left behind', async () => {
    const dataDir = await folder('lock');
    const release = await holdServerLock(dataDir);
    expect(await lockingServer(dataDir)).toBe(process.pid);
    await expect(holdServerLock(dataDir, process.pid + 1_000_000)).rejects.toThrow(/Another server/);
    await release();
    expect(await lockingServer(dataDir)).toBeNull();

    await writeFile(serverLockPath(dataDir), `${await deadPid()}\n`);
    expect(await lockingServer(dataDir)).toBeNull();
    const again = await holdServerLock(dataDir);
    await again();
  });

  it('keeps backup --offline and restore --force off a folder whose server has no socket', async () => {
    const dataDir = await folder('locked');
    // A live process (this one) holds the folder, and no socket answers.
    await writeFile(serverLockPath(dataDir), `${process.pid}\n`);
    const offline = await command('backup', ['--offline', '--out', join(dataDir, 'out')], dataDir);
    expect(offline.code).toBe(1);
    expect(offline.output).toContain(`A server (pid ${process.pid}) is running on this DATA_DIR`);
    const backupDir = await folder('backup');
    const restore = await command('restore', [backupDir, '--force'], dataDir);
    expect(restore.code).toBe(1);
    expect(restore.output).toContain(`A server (pid ${process.pid}) is running on this DATA_DIR`);
  });
});

describe('the backup socket and files', () => {
  it('makes the socket owner-only even under a permissive umask', async () => {
    const dataDir = await folder('socket');
    const before = process.umask(0o000);
    try {
      // The mode bind() gave it: nothing changes it afterwards, so there is no window to close.
      const stop = await serveBackups(
        backupSocketPath(dataDir),
        async () => new Uint8Array(),
        () => {},
      );
      expect((await stat(backupSocketPath(dataDir))).mode & 0o077).toBe(0);
      await stop();
    } finally {
      process.umask(before);
    }
  });

  it('refuses a backup whose secret file was damaged', async () => {
    const dataDir = await folder('secrets');
    await writeFile(join(dataDir, 'jwt-secret'), 'a-secret-of-enough-length-0123456789');
    const made = await writeBackup(join(dataDir, 'out'), new Uint8Array([1, 2, 3]), dataDir);
    expect((await readBackup(made)).manifest.secrets).toEqual(['jwt-secret']);
    await writeFile(join(made, 'jwt-secret'), 'a-secret-of-enough-length-0123456780');
    await expect(readBackup(made)).rejects.toThrow(/jwt-secret does not match its checksum/);
  });
});
