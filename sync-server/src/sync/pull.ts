import { isDateKey } from '@habitat/domain';
import {
  type GroupRecord,
  groupOfScope,
  groupScope,
  type PullBody,
  type PullData,
  type RefreshKeys,
  utf8Length,
} from '@habitat/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { writeProblemOf } from '../db/write-failures';
import { HttpError } from '../errors';
import type { Executor } from '../repositories/executor';
import type { GroupRecordRepository } from '../repositories/group-record-repository';
import {
  afterVersion,
  isPageKey,
  noChanges,
  type PagePosition,
  type PageRow,
  type PullPageRepository,
  SYNCED_TABLES,
} from '../repositories/pull-page-repository';
import { type SyncRepository, userScope } from '../repositories/sync-repository';
import type { GroupProjection } from './group-projection';

export const DEFAULT_PULL_LIMIT = 5000;
/**
 * The most rows a page carries, whatever the device asks for: reading a page holds the embedded
 * database's only connection, and 2,000 rows take it for tens of milliseconds, not a hundred.
 */
export const MAX_PAGE_ROWS = 2000;
/** The most a pull reply may weigh, as JSON: a phone on a poor connection gets it in one go. */
export const MAX_PAGE_BYTES = 1_000_000;
/** Room for the envelope around the rows (cursors, flags, keys). */
const ENVELOPE_BYTES = 4096;

/**
 * Everything that changed in the caller's scopes since their cursors, read from one snapshot, in
 * pages bounded by rows (`limit`, at most MAX_PAGE_ROWS) and by bytes (MAX_PAGE_BYTES). A page ends on a whole version
 * when one fits; a single write larger than a page (an import) is split, and `resume` says where
 * inside that version the next page begins. A scope the client has never seen, or whose cursor is
 * out of the retained range, is sent from the start with `reset`, so the client drops its copy first.
 */
export interface PullDeps {
  db: Kysely<Database>;
  sync: SyncRepository;
  pages: PullPageRepository;
  /** The person's groups as scopes (issue 31), for a device that asks for them. */
  groups: { projection: GroupProjection; records: GroupRecordRepository };
  now: () => number;
  /** Hears of a group whose rows could not be computed before this pull (its older rows are sent). */
  onGroupProblem?: (groupId: string, error: unknown) => void;
}

export async function pull(deps: PullDeps, userId: string, body: PullBody): Promise<PullData> {
  if (body.groups) {
    // The groups' rows are brought up to date first, in their own transactions. A group that
    // cannot be computed now (a full disk) still lets the person read what was computed before.
    await deps.groups.projection.projectGroupsOf(userId, deps.onGroupProblem ?? (() => {}));
  }
  const data = await readPage(deps, userId, body);
  // Only bookkeeping (when a device was last seen): a database that cannot write (a full disk)
  // must not also stop people reading what it holds.
  await deps.sync.markClientSeen(body.clientId, userId).catch((error: unknown) => {
    if (!writeProblemOf(error)) throw error;
  });
  return data;
}

async function readPage(
  { db, sync, pages, groups, now }: PullDeps,
  userId: string,
  body: PullBody,
): Promise<PullData> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const client = await sync.readClient(body.clientId, trx);
      if (client && client.userId !== userId)
        throw new HttpError(403, 'This sync client belongs to another account');
      const scopeId = userScope(userId);
      const state = await sync.scopeState(scopeId, trx);
      const cursor = body.cursors[scopeId];
      const continuing = body.resetting?.includes(scopeId) === true;
      let reset =
        cursor === undefined || cursor > state.version || (cursor < state.retainedFrom && !continuing);
      const limit = Math.min(body.limit ?? DEFAULT_PULL_LIMIT, MAX_PAGE_ROWS);

      const changes = noChanges();
      let budget = MAX_PAGE_BYTES - ENVELOPE_BYTES;
      // A reset sends everything anyway; otherwise the rows asked for again come first, unless they
      // would fill half a page (a refused delete of a habit with years of check-ins): then it is
      // cheaper to start over.
      if (body.refresh && !reset) {
        const again = await sync.rowsForKeys(scopeId, existingKeys(body.refresh), trx);
        const records = SYNCED_TABLES.flatMap((table) =>
          again[table].map((record) => ({ table, record, size: bytesOf(record) })),
        );
        const size = records.reduce((sum, row) => sum + row.size, 0);
        if (size > MAX_PAGE_BYTES / 2) reset = true;
        else {
          for (const row of records) (changes[row.table] as unknown[]).push(row.record);
          budget -= size;
        }
      }
      const after = reset ? afterVersion(-1) : startOf(cursor as number, body.resume?.[scopeId]);

      const candidates = await pages.rowsAfter(scopeId, after, state.version, limit + 1, trx);
      const page = cutPage(candidates, limit, budget);
      for (const row of page.rows) (changes[row.table] as unknown[]).push(row.record);
      const resume = page.resumeAfter ? encodePosition(page.resumeAfter) : undefined;
      const own = {
        cursors: { [scopeId]: page.more ? page.cursor : state.version },
        reset: reset ? [scopeId] : [],
        more: page.more,
      };
      const room = {
        rows: page.more ? 0 : limit - page.rows.length,
        bytes: budget - page.rows.reduce((sum, row) => sum + bytesOf(row.record), 0),
        taken: Object.values(changes).some((list) => list.length > 0),
      };
      const shared = body.groups
        ? await readGroupScopes(trx, { sync, records: groups.records }, userId, body, room)
        : null;
      return {
        lastMutationId: client?.lastMutationId ?? 0,
        cursors: { ...own.cursors, ...shared?.cursors },
        ...(resume ? { resume: { [scopeId]: resume } } : {}),
        reset: [...own.reset, ...(shared?.reset ?? [])],
        hasMore: own.more || (shared?.more ?? false),
        changes,
        ...(shared ? { groupRecords: shared.rows, dropped: shared.dropped } : {}),
        ...(body.refresh ? { refreshed: true } : {}),
        serverTime: now(),
      };
    });
}

/**
 * The person's group scopes after their cursors, in the room the page has left: each group a
 * member may read, with the rows its audience shows them; the scopes they may no longer read are
 * `dropped`. A reset (a group new to the device, a cursor out of range, rights that changed since
 * the cursor, or a refresh) sends the group's live rows whole, in one page: a group's live rows are
 * bounded (its members, habits, the latest activity and encouragements, waiting requests), and a
 * reset never spread over pages cannot miss a change made between them. An incremental read sends
 * tombstones too. A group that does not fit what is left of the page waits for the next one (its
 * cursor stays); a page already holding rows never grows past its budget for a group.
 */
async function readGroupScopes(
  trx: Executor,
  { sync, records }: { sync: SyncRepository; records: GroupRecordRepository },
  userId: string,
  body: PullBody,
  room: { rows: number; bytes: number; taken: boolean },
) {
  const readable = await records.readable(userId, trx);
  const dropped = Object.keys(body.cursors).filter((scope) => {
    const group = groupOfScope(scope);
    return group !== null && !readable.has(group);
  });
  // Groups whose copy a refused group write changed on the device: sent again from the start.
  const refreshed = new Set(body.refresh?.groups ?? []);
  const cursors: Record<string, number> = {};
  const reset: string[] = [];
  const rows: GroupRecord[] = [];
  let more = false;
  let stopped = false;
  let { rows: rowsLeft, bytes: bytesLeft, taken } = room;
  for (const [groupId, viewer] of readable) {
    const scope = groupScope(groupId);
    const cursor = body.cursors[scope];
    // A group left for the next page keeps its cursor, unless it is to be sent afresh: without a
    // cursor the next page starts it over.
    const keep = () => {
      if (cursor !== undefined && !refreshed.has(groupId)) cursors[scope] = cursor;
    };
    if (stopped || rowsLeft <= 0) {
      keep();
      more = true;
      continue;
    }
    const state = await sync.scopeState(scope, trx);
    const fresh =
      cursor === undefined ||
      refreshed.has(groupId) ||
      cursor > state.version ||
      cursor < state.retainedFrom ||
      cursor < viewer.sinceVersion;
    const after = fresh ? 0 : cursor;
    const end = fresh ? state.version : await records.pageEnd(groupId, after, state.version, rowsLeft, trx);
    const found = await records.rowsAfter(groupId, { userId, ...viewer }, after, end, !fresh, trx);
    const page = found.map((row) => ({ scope, kind: row.kind, key: row.key, data: row.data }) as GroupRecord);
    const size = page.reduce((sum, row) => sum + bytesOf(row), 0);
    if (taken && (size > bytesLeft || page.length > rowsLeft)) {
      // Too heavy for what is left of this page: the next page starts with it.
      keep();
      more = true;
      stopped = true;
      continue;
    }
    rows.push(...page);
    taken = taken || page.length > 0;
    rowsLeft -= page.length;
    bytesLeft -= size;
    cursors[scope] = end;
    if (fresh) reset.push(scope);
    if (end < state.version) more = true;
  }
  return { cursors, reset, rows, dropped, more };
}

/**
 * The rows of one page: as many as fit in `limit` rows and `budget` bytes (one at least), ending
 * after the last whole version among them when there is one, else inside the first version.
 */
export function cutPage(candidates: PageRow[], limit: number, budget: number) {
  let taken = 0;
  let bytes = 0;
  while (taken < candidates.length && taken < limit) {
    const size = bytesOf((candidates[taken] as PageRow).record);
    if (taken > 0 && bytes + size > budget) break;
    bytes += size;
    taken += 1;
  }
  const more = taken < candidates.length;
  if (!more) return { rows: candidates, more, cursor: 0, resumeAfter: null };
  // Prefer a whole version: back up to the last version that ends within what was taken.
  const next = candidates[taken] as PageRow;
  let end = taken;
  while (end > 0 && (candidates[end - 1] as PageRow).position.version === next.position.version) end -= 1;
  if (end > 0) {
    const last = candidates[end - 1] as PageRow;
    return { rows: candidates.slice(0, end), more, cursor: last.position.version, resumeAfter: null };
  }
  const last = candidates[taken - 1] as PageRow;
  return {
    rows: candidates.slice(0, taken),
    more,
    cursor: last.position.version - 1,
    resumeAfter: last.position,
  };
}

/** The keys that can name a row: a date that is not on the calendar names none. */
function existingKeys(keys: RefreshKeys): RefreshKeys {
  return keys.entries ? { ...keys, entries: keys.entries.filter((key) => isDateKey(key.date)) } : keys;
}

/** A record's share of the reply: its JSON and the comma that separates it from the next. */
function bytesOf(record: unknown): number {
  return utf8Length(JSON.stringify(record)) + 1;
}

/** `<version>:<table>:<key>|<key>`: where a page stopped inside a version. */
export function encodePosition(position: PagePosition): string {
  return `${position.version}:${position.table}:${position.key.join('|')}`;
}

/**
 * Where the page after `cursor` begins: inside the next version when a resume token says so. A
 * token that is not one this server wrote is ignored (the page then starts after the cursor).
 */
function startOf(cursor: number, token: string | undefined): PagePosition {
  const match = token ? /^(\d{1,15}):(\d):(.*)$/.exec(token) : null;
  if (!match || Number(match[1]) !== cursor + 1) return afterVersion(cursor);
  const table = Number(match[2]);
  const key = (match[3] as string).split('|');
  if (!isPageKey(table, key)) return afterVersion(cursor);
  return { version: cursor + 1, table, key };
}
