import type { QueuedChanges } from '@habitat/sync-client';
import Dexie, { type Table } from 'dexie';

/**
 * Data made on this device without an account that the person chose to keep apart from the
 * account they signed in to ("Keep them apart"). A download alone cannot be trusted to have
 * arrived (iOS Safari, an installed app, a dismissed prompt), so the file's contents are kept here,
 * in a database of their own that wiping the device's data (database.ts) never touches, until the
 * person imports or discards them (Settings › Data Management).
 */
export interface SetAsideFile {
  id: string;
  /** When it was set aside (ISO time). */
  savedAt: string;
  fileName: string;
  /** The `habitat-export` document, as the file holds it. */
  json: string;
  habits: number;
  checkIns: number;
}

/**
 * Changes of an account that had not reached the server when someone else took the device, or
 * when it signed out without a connection (issue 28). Kept here, out of the wipe's reach, under
 * their owner, and sent under that owner's own session the next time they sign in on this device
 * (session/kept-changes.ts). Never shown to, or sent for, anyone else.
 */
export interface KeptChanges extends QueuedChanges {
  id: string;
  /** The owner's name when they were kept, for the notice to the person who saw them kept. */
  ownerName: string;
  keptAt: string;
}

class SetAsideDb extends Dexie {
  files!: Table<SetAsideFile, string>;
  changes!: Table<KeptChanges, string>;
  constructor() {
    super('habitat-set-aside');
    this.version(1).stores({ files: 'id, savedAt' });
    this.version(2).stores({ files: 'id, savedAt', changes: 'id, owner' });
  }
}

let instance: SetAsideDb | null = null;

function setAsideDb(): SetAsideDb {
  instance ??= new SetAsideDb();
  return instance;
}

/** Resolves once the copy is stored: only then may the device's data be wiped. */
export async function keepSetAside(file: SetAsideFile): Promise<void> {
  await setAsideDb().files.put(file);
}

export async function setAsideFiles(): Promise<SetAsideFile[]> {
  return setAsideDb().files.orderBy('savedAt').toArray();
}

export async function discardSetAside(id: string): Promise<void> {
  await setAsideDb().files.delete(id);
}

/** Resolves once the changes are stored: only then may the outbox they came from be wiped. */
export async function keepChanges(kept: KeptChanges): Promise<void> {
  await setAsideDb().changes.put(kept);
}

export async function changesKeptFor(owner: string): Promise<KeptChanges[]> {
  return setAsideDb().changes.where('owner').equals(owner).sortBy('keptAt');
}

export async function dropKeptChanges(id: string): Promise<void> {
  await setAsideDb().changes.delete(id);
}
