import { groupScope } from '@habitat/protocol';
import { type StoredGroupRecord, SYNC_META_KEY, type SyncMeta } from '@habitat/sync-client';
import { useLiveQuery } from 'dexie-react-hooks';
import { localDb } from './database';

/** A group's rows as this device holds them, and when a pull last brought the person's groups. */
export interface GroupRecordsRead {
  rows: StoredGroupRecord[];
  /** The server's time of that pull; null before any pull brought groups. */
  pulledAt: number | null;
}

/**
 * The rows of one group's scope (issue 31), live: they change when a pull brings the group's rows,
 * from any tab. Undefined while reading.
 */
export function useGroupRecords(groupId: string): GroupRecordsRead | undefined {
  return useLiveQuery(async () => {
    const db = localDb();
    const [rows, meta] = await Promise.all([
      db.groupRecords.where('scope').equals(groupScope(groupId)).toArray(),
      db.meta.get(SYNC_META_KEY),
    ]);
    return { rows, pulledAt: (meta?.value as SyncMeta | undefined)?.groupsPulledAt ?? null };
  }, [groupId]);
}
