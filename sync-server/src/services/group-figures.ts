import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema';
import type {
  GroupProgressRepository,
  HabitFiguresRow,
  MemberFiguresRow,
} from '../repositories/group-progress-repository';

/** Each member's "today" turns over on the hour, half or quarter hour of their time zone. */
const DAY_TURNOVER_MS = 15 * 60 * 1000;
const CAPACITY = 2_000;

interface Entry {
  fingerprint: string;
  value: MemberFiguresRow[] | HabitFiguresRow[];
}

/**
 * A group's leaderboard and member progress, remembered per group and range under a fingerprint
 * read on every request: the members with their dashboard choice, the sum of their sync-scope
 * versions (every check-in, habit or privacy change bumps one), and the quarter hour (a member's
 * day may have turned). An unchanged fingerprint means a fresh computation would give the same
 * answer, so a group read often and written rarely costs one small query; the memory is per
 * process and bounded, and another instance computes its own.
 */
export function createGroupFigures(db: Kysely<Database>, progress: GroupProgressRepository) {
  const entries = new Map<string, Entry>();

  async function fingerprint(workspaceId: string, now: Date): Promise<string> {
    const { rows } = await sql<{ fingerprint: string | null }>`
      select coalesce(sum(s.version), 0)::text || '|'
        || string_agg(wm.user_id::text || (case when wm.dashboard_public then '+' else '-' end), ',' order by wm.user_id)
        as fingerprint
      from workspace_members wm
      left join sync_scopes s on s.scope_id = 'u:' || wm.user_id::text
      where wm.workspace_id = ${workspaceId}`.execute(db);
    return `${rows[0]?.fingerprint ?? ''}|${Math.floor(now.getTime() / DAY_TURNOVER_MS)}`;
  }

  async function cached<T extends Entry['value']>(
    key: string,
    workspaceId: string,
    now: Date,
    compute: () => Promise<T>,
  ): Promise<T> {
    const print = await fingerprint(workspaceId, now);
    const hit = entries.get(key);
    if (hit && hit.fingerprint === print) {
      entries.delete(key);
      entries.set(key, hit);
      return hit.value as T;
    }
    const value = await compute();
    entries.delete(key);
    entries.set(key, { fingerprint: print, value });
    if (entries.size > CAPACITY) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    return value;
  }

  return {
    members(workspaceId: string, days: number, now: Date): Promise<MemberFiguresRow[]> {
      return cached(`members|${workspaceId}|${days}`, workspaceId, now, () =>
        progress.members({ workspaceId, range: { days }, now }),
      );
    },

    habits(workspaceId: string, days: number, now: Date): Promise<HabitFiguresRow[]> {
      return cached(`habits|${workspaceId}|${days}`, workspaceId, now, () =>
        progress.habits({ workspaceId, range: { days }, now }),
      );
    },
  };
}

export type GroupFigures = ReturnType<typeof createGroupFigures>;
