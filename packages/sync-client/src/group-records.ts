import { type GroupRecord, groupOfScope, groupScope, type PullData } from '@habitat/protocol';
import type { HabitatDb, StoredGroupRecord } from './db';
import { SYNC_META_KEY, type SyncMeta } from './meta';

/**
 * The device's copy of the person's groups (issue 31): each group is a scope of its own (`g:<id>`),
 * pulled beside the person's own data by the same engine. The server decides what the person may
 * see of each group; the device keeps exactly the rows it was sent, drops a group's rows when the
 * group is reset or dropped, and deletes a row that comes back as a tombstone.
 */

export function isGroupScope(scope: string): boolean {
  return groupOfScope(scope) !== null;
}

/** Writes pulled group rows: a row with data is the current copy, one without is gone. */
export async function writeGroupRecords(db: HabitatDb, rows: readonly GroupRecord[]): Promise<void> {
  const gone = rows
    .filter((row) => row.data === null)
    .map((row) => [row.scope, row.kind, row.key] as [string, string, string]);
  const live = rows.filter((row): row is StoredGroupRecord => row.data !== null);
  await db.groupRecords.bulkDelete(gone);
  await db.groupRecords.bulkPut(live);
}

/** Drops every row of these group scopes (a reset, or a group the person may no longer see). */
export async function dropGroupScopes(db: HabitatDb, scopes: readonly string[]): Promise<void> {
  const groups = scopes.filter(isGroupScope);
  if (groups.length > 0) await db.groupRecords.where('scope').anyOf(groups).delete();
}

/**
 * Takes a group the person has just left (or deleted) off the device at once, as the next pull
 * would: its rows and its cursor, together. The cursor goes too, so that should the person come
 * back before that pull, the group is pulled whole again rather than from where it was left.
 */
export async function forgetGroupScope(db: HabitatDb, groupId: string): Promise<void> {
  const scope = groupScope(groupId);
  await db.transaction('rw', db.groupRecords, db.meta, async () => {
    await db.groupRecords.where('scope').equals(scope).delete();
    const meta = (await db.meta.get(SYNC_META_KEY))?.value as SyncMeta | undefined;
    if (!meta || (meta.cursors[scope] === undefined && meta.resume?.[scope] === undefined)) return;
    const { [scope]: _cursor, ...cursors } = meta.cursors;
    const { [scope]: _resume, ...resume } = meta.resume ?? {};
    await db.meta.put({
      key: SYNC_META_KEY,
      value: { ...meta, cursors, ...(meta.resume ? { resume } : {}) },
    });
  });
}

/**
 * The group scopes a pull reply takes off the device: those it drops, and those the device holds
 * that the reply does not count among the person's (no cursor for them: the server could not name
 * one whose cursor the device had lost).
 */
export async function groupScopesGone(
  db: HabitatDb,
  data: Pick<PullData, 'cursors' | 'dropped'>,
): Promise<string[]> {
  const held = (await db.groupRecords.orderBy('scope').uniqueKeys()) as string[];
  const unknown = held.filter((scope) => isGroupScope(scope) && data.cursors[scope] === undefined);
  return [...new Set([...(data.dropped ?? []), ...unknown])];
}

/**
 * Later pages of one pull, added to the earlier ones: a row seen twice keeps its later copy, and a
 * scope a later page resets or drops loses what earlier pages sent of it.
 */
export function mergeGroupRecords(
  earlier: readonly GroupRecord[] | undefined,
  later: Pick<PullData, 'reset' | 'dropped' | 'groupRecords'>,
): GroupRecord[] {
  const replaced = new Set([...later.reset, ...(later.dropped ?? [])]);
  const rows = new Map<string, GroupRecord>();
  const kept = (earlier ?? []).filter((row) => !replaced.has(row.scope));
  for (const row of [...kept, ...(later.groupRecords ?? [])])
    rows.set(`${row.scope}\u0000${row.kind}\u0000${row.key}`, row);
  return [...rows.values()];
}
