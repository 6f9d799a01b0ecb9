import type {
  EntryRecord,
  HabitRecord,
  Hlc,
  LayoutRecord,
  PreferencesRecord,
  RoutineRecord,
} from '@habitat/domain';
import type { GroupRecord, MutationName } from '@habitat/protocol';
import { Dexie, type Table } from 'dexie';

/**
 * The device's copy of the person's data (IndexedDB through Dexie), read by screens through live
 * queries and written only through named mutations (./mutations.ts). The same database is opened
 * by the page and by the service worker.
 *
 * Guarantees:
 * - A local write and its outbox entry are one transaction: no change exists without its mutation.
 * - A schema upgrade never drops the outbox: pending changes survive an app update.
 */

export interface OutboxItem {
  /** Mutation id: counts up from 1 per client, as the server expects. */
  id: number;
  name: MutationName;
  args: unknown;
  hlc: Hlc;
  createdAt: number;
  /**
   * Whose change it is: the person the writing tab showed (an account id, or 'device-only'). Only
   * ever sent under that person's session (owner.ts). Rows queued before it existed have none and
   * are the device owner's.
   */
  owner?: string;
}

export interface StoredPreferences extends PreferencesRecord {
  key: 'me';
}

/** A row of one of the person's groups (issue 31), as the server last sent it; gone rows are deleted. */
export type StoredGroupRecord = {
  [K in GroupRecord['kind']]: Extract<GroupRecord, { kind: K }> & {
    data: NonNullable<Extract<GroupRecord, { kind: K }>['data']>;
  };
}[GroupRecord['kind']];

export interface MetaRow {
  key: string;
  value: unknown;
}

export const DATABASE_NAME = 'habitat';

export class HabitatDb extends Dexie {
  habits!: Table<HabitRecord, string>;
  entries!: Table<EntryRecord, [string, string]>;
  layouts!: Table<LayoutRecord, string>;
  preferences!: Table<StoredPreferences, string>;
  routines!: Table<RoutineRecord, string>;
  groupRecords!: Table<StoredGroupRecord, [string, string, string]>;
  outbox!: Table<OutboxItem, number>;
  meta!: Table<MetaRow, string>;

  constructor(name = DATABASE_NAME, options?: ConstructorParameters<typeof Dexie>[1]) {
    // Relaxed durability: a commit is final once IndexedDB has it, without waiting for the disk
    // flush. It survives a tab or browser crash; only an OS crash in the next moments could lose
    // it, and the server copy is one sync away. Strict commits cost ~10–20 ms per check-in.
    super(name, { chromeTransactionDurability: 'relaxed', ...options });
    this.version(1).stores({
      habits: 'id',
      entries: '[habitId+date], habitId, date',
      layouts: 'key',
      preferences: 'key',
      outbox: 'id',
      meta: 'key',
    });
    // Routines (issue 30): a table added, nothing else touched, so the outbox and every row stay.
    // A tab or worker of the previous release opens this version as it is (Dexie 4 adapts to a
    // newer database) and simply never reads the new table.
    this.version(2).stores({ routines: 'id' });
    // The person's groups as sync scopes (issue 31): one table of every group's rows, by scope,
    // kind and key. Added the same way; a release before it never pulled groups and never reads it.
    this.version(3).stores({ groupRecords: '[scope+kind+key], [scope+kind], scope' });
    // A connection the browser drops (another tab deleting or upgrading the database, site data
    // cleared) is reopened by Dexie on the next access (autoOpen), so nothing here has to.
  }
}
