/**
 * Habit counts on the groups list (spec §4 Group list load). The server computes `habitCount` live
 * on every read, so a sound answer always matches the group's habit list. The checks here guard the
 * screen against an answer that lacks it or carries a broken number (an older server, a cached copy):
 * a group whose count is missing or negative gets counted from its list when the list loads, and
 * the admin's 'Verify Counts' compares every group's number with the server's list of its habits.
 * Since issue 31 the list counts the device's rows once it holds the groups: a count that differs
 * is a device behind the server (or ahead, with a habit added offline), which a sync puts right on
 * screen; the server's list, shown before the device holds groups, is corrected at once.
 */

export const VERIFY_MESSAGES = {
  started: 'Verifying habit counts, check console for results',
  allAccurate: 'All habit counts are accurate',
  failed: 'Error verifying habit counts',
} as const;

export function fixedCountsMessage(fixed: number): string {
  return `Fixed ${fixed} mismatched habit counts`;
}

/** The message that ends a verification that ran to completion. */
export function verificationMessage(checks: readonly HabitCountCheck[]): string {
  const fixed = mismatchesOf(checks).length;
  return fixed === 0 ? VERIFY_MESSAGES.allAccurate : fixedCountsMessage(fixed);
}

interface CountedGroup {
  _id: string;
  name: string;
  habitCount?: unknown;
}

export function hasUsableHabitCount(group: Pick<CountedGroup, 'habitCount'>): boolean {
  return typeof group.habitCount === 'number' && Number.isFinite(group.habitCount) && group.habitCount >= 0;
}

/** Ids of the groups whose habit count must be counted from their habit list. */
export function groupsNeedingHabitCount(groups: readonly CountedGroup[]): string[] {
  return groups.filter((group) => !hasUsableHabitCount(group)).map((group) => group._id);
}

export interface HabitCountCheck {
  id: string;
  name: string;
  /** The number the list had, as it came (it may be missing or wrong). */
  listed: unknown;
  /** The number of habits the group's habit list holds. */
  actual: number;
  matches: boolean;
}

export function compareHabitCount(group: CountedGroup, actual: number): HabitCountCheck {
  return {
    id: group._id,
    name: group.name,
    listed: group.habitCount,
    actual,
    matches: group.habitCount === actual,
  };
}

export function mismatchesOf(checks: readonly HabitCountCheck[]): HabitCountCheck[] {
  return checks.filter((check) => !check.matches);
}

/**
 * Counts every group's habits with `countHabits` and compares. One at a time: it is an admin's
 * occasional check, and a burst of requests for a long list would only meet the rate limiter.
 * The first failure rejects the whole run, as a partial answer could read as "all accurate".
 */
export async function checkHabitCounts(
  groups: readonly CountedGroup[],
  countHabits: (id: string) => Promise<number>,
): Promise<HabitCountCheck[]> {
  const checks: HabitCountCheck[] = [];
  for (const group of groups) {
    checks.push(compareHabitCount(group, await countHabits(group._id)));
  }
  return checks;
}

/** One row per group for console.table, so the admin can read the comparison at a glance. */
export function checkRows(checks: readonly HabitCountCheck[]) {
  return checks.map((check) => ({
    group: check.name,
    id: check.id,
    listed: check.listed === undefined ? '(missing)' : check.listed,
    actual: check.actual,
    result: check.matches ? 'ok' : 'fixed',
  }));
}
