import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A file in DATA_DIR holding the pid of the server that has the embedded database open. The
 * backup socket alone cannot say "no server": a server whose socket could not be opened (a path
 * too long, a file system without sockets) still has the folder open. `backup --offline` and
 * `restore` look here too. A pid whose process is gone (the server was killed) is no lock.
 */
export const SERVER_LOCK_FILE = 'server.pid';

export const serverLockPath = (dataDir: string) => join(dataDir, SERVER_LOCK_FILE);

/** Whether a process with this pid is alive (EPERM: alive, owned by another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a live server holding DATA_DIR, or null. */
export async function lockingServer(dataDir: string): Promise<number | null> {
  const text = await readFile(serverLockPath(dataDir), 'utf8').catch(() => '');
  const pid = Number.parseInt(text.trim(), 10);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  return processAlive(pid) ? pid : null;
}

export class DataDirInUse extends Error {}

/**
 * Takes DATA_DIR for this process, or throws when a live server holds it. Resolves to the release,
 * called on a clean exit; a killed server leaves its pid behind, which the next start replaces.
 */
export async function holdServerLock(dataDir: string, pid = process.pid): Promise<() => Promise<void>> {
  const holder = await lockingServer(dataDir);
  if (holder !== null && holder !== pid) {
    throw new DataDirInUse(`Another server (pid ${holder}) is running on ${dataDir}`);
  }
  const path = serverLockPath(dataDir);
  await writeFile(path, `${pid}\n`, { mode: 0o600 });
  return async () => {
    if ((await lockingServer(dataDir)) === pid) await rm(path, { force: true });
  };
}
