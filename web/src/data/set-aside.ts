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

class SetAsideDb extends Dexie {
  files!: Table<SetAsideFile, string>;
  constructor() {
    super('habitat-set-aside');
    this.version(1).stores({ files: 'id, savedAt' });
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
