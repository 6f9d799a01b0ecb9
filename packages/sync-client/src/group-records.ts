import { type GroupRecord, groupOfScope, type PullData } from '@habitat/protocol';
import type { HabitatDb, StoredGroupRecord } from './db';

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
