import type {
  GroupProgressRepository,
  HabitFiguresRow,
  MemberFiguresRow,
} from '../repositories/group-progress-repository';
import { FingerprintCache } from './fingerprint-cache';

/** Each member's "today" turns over on the hour, half or quarter hour of their time zone. */
const DAY_TURNOVER_MS = 15 * 60 * 1000;
const CAPACITY = 2_000;

/**
 * A group's leaderboard and member progress, remembered per group and range under a fingerprint
 * read on every request: the members with their dashboard choice, the sum of their sync-scope
 * versions (every check-in, habit or privacy change bumps one), and the quarter hour (a member's
 * day may have turned). An unchanged fingerprint means a fresh computation would give the same
 * answer, so a group read often and written rarely costs one small query; the memory is per
 * process and bounded, and another instance computes its own. Requests that arrive while the
 * numbers of the same data are being computed wait for that computation rather than start their own.
 */
export function createGroupFigures(progress: GroupProgressRepository) {
  const cache = new FingerprintCache<MemberFiguresRow[] | HabitFiguresRow[]>(CAPACITY);
  /** Computations under way: requests for the same numbers of the same data share one. */
  const inFlight = new Map<string, Promise<MemberFiguresRow[] | HabitFiguresRow[]>>();

  async function cached<T extends MemberFiguresRow[] | HabitFiguresRow[]>(
    key: string,
    groupId: string,
    now: Date,
    compute: () => Promise<T>,
  ): Promise<T> {
    const fingerprint = `${await progress.fingerprint(groupId)}|${Math.floor(now.getTime() / DAY_TURNOVER_MS)}`;
    const hit = cache.get(key, fingerprint);
    if (hit) return hit as T;
    const flight = `${key}|${fingerprint}`;
    const running = inFlight.get(flight);
    if (running) return running as Promise<T>;
    const computing = compute()
      .then((value) => {
        cache.set(key, fingerprint, value);
        return value;
      })
      .finally(() => inFlight.delete(flight));
    inFlight.set(flight, computing);
    return computing;
  }

  return {
    members(groupId: string, days: number, now: Date): Promise<MemberFiguresRow[]> {
      return cached(`members|${groupId}|${days}`, groupId, now, () =>
        progress.members({ workspaceId: groupId, range: { days }, now }),
      );
    },

    habits(groupId: string, days: number, now: Date): Promise<HabitFiguresRow[]> {
      return cached(`habits|${groupId}|${days}`, groupId, now, () =>
        progress.habits({ workspaceId: groupId, range: { days }, now }),
      );
    },
  };
}

export type GroupFigures = ReturnType<typeof createGroupFigures>;
