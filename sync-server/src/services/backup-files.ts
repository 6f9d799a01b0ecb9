import { createHash } from 'node:crypto';
import { copyFile, mkdir, open, readFile, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_VERSION } from '@habitat/domain';

/**
 * A backup is a folder: the embedded database as PGlite dumps it (a gzipped tar of its data folder),
 * the secrets the server generated into DATA_DIR (without the JWT secret every session would end
 * at the restore, without the VAPID keys every push subscription), and a manifest with a checksum,
 * so a restore refuses a copy that was damaged or cut short.
 */
export const DATABASE_FILE = 'database.tar.gz';
export const MANIFEST_FILE = 'manifest.json';
const SECRET_FILES = ['jwt-secret', 'vapid-keys.json'] as const;

export interface BackupManifest {
  format: 1;
  app: 'habitat';
  version: string;
  createdAt: string;
  database: { file: string; bytes: number; sha256: string };
  secrets: string[];
  /** The sha256 of each secret file (absent in backups made before it was added). */
  secretChecksums?: Record<string, string>;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** 2026-11-27T21:55:33.123Z → 20261127T215533Z: sorts by time, and is a valid file name everywhere. */
export const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

async function writeDurably(path: string, bytes: Uint8Array | string) {
  const file = await open(path, 'w', 0o600);
  try {
    await file.writeFile(bytes);
    await file.sync();
  } finally {
    await file.close();
  }
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * Writes the backup folder under `outDir` and returns its path. It is written under a temporary
 * name and renamed when complete: a folder named habitat-backup-* is always a whole backup.
 */
export async function writeBackup(outDir: string, database: Uint8Array, dataDir: string, now = new Date()) {
  await mkdir(outDir, { recursive: true, mode: 0o700 });
  const name = `habitat-backup-${stamp(now)}`;
  const partial = join(outDir, `.${name}.partial`);
  await mkdir(partial, { mode: 0o700 });
  await writeDurably(join(partial, DATABASE_FILE), database);
  const secrets: string[] = [];
  const secretChecksums: Record<string, string> = {};
  for (const secret of SECRET_FILES) {
    if (!(await exists(join(dataDir, secret)))) continue;
    await copyFile(join(dataDir, secret), join(partial, secret));
    secrets.push(secret);
    secretChecksums[secret] = sha256(await readFile(join(partial, secret)));
  }
  const manifest: BackupManifest = {
    format: 1,
    app: 'habitat',
    version: APP_VERSION,
    createdAt: now.toISOString(),
    database: { file: DATABASE_FILE, bytes: database.length, sha256: sha256(database) },
    secrets,
    secretChecksums,
  };
  await writeDurably(join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  const folder = join(outDir, name);
  await rename(partial, folder);
  return folder;
}

/** Reads a backup folder, checking the database and the secret files against the manifest's checksums. */
export async function readBackup(
  folder: string,
): Promise<{ manifest: BackupManifest; database: Uint8Array }> {
  const manifest = JSON.parse(await readFile(join(folder, MANIFEST_FILE), 'utf8')) as BackupManifest;
  if (manifest.app !== 'habitat' || manifest.format !== 1)
    throw new Error(`${folder} is not a Habitat backup`);
  const database = new Uint8Array(await readFile(join(folder, manifest.database.file)));
  if (database.length !== manifest.database.bytes || sha256(database) !== manifest.database.sha256) {
    throw new Error(
      `${join(folder, manifest.database.file)} does not match its checksum: the copy is damaged`,
    );
  }
  // A damaged JWT secret would end every session at the restore, damaged VAPID keys every push
  // subscription: checked before anything in DATA_DIR is moved aside.
  for (const [secret, sum] of Object.entries(manifest.secretChecksums ?? {})) {
    const bytes = await readFile(join(folder, secret)).catch(() => null);
    if (!bytes || sha256(bytes) !== sum)
      throw new Error(`${join(folder, secret)} does not match its checksum: the copy is damaged`);
  }
  return { manifest, database };
}

/** Puts the backup's secrets into DATA_DIR; one that differs from what is there is kept aside, not lost. */
export async function restoreSecrets(
  folder: string,
  manifest: BackupManifest,
  dataDir: string,
  now = new Date(),
) {
  for (const secret of manifest.secrets) {
    if (!(SECRET_FILES as readonly string[]).includes(secret)) continue;
    const target = join(dataDir, secret);
    const incoming = await readFile(join(folder, secret));
    if (await exists(target)) {
      if ((await readFile(target)).equals(incoming)) continue;
      await rename(target, `${target}.before-restore-${stamp(now)}`);
    }
    await writeDurably(target, incoming);
  }
}
