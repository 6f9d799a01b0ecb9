import type { DateKey, EntryRecord } from '@habitat/domain';
import type { MemberDashboard, MirrorEntry } from '@habitat/protocol';
import type { HistoryMap } from '../../../data/history';
import { type MirrorHabitView, mirrorHabit } from './mirror-habit';

/**
 * The member mirror's served data as the dashboard draws it (spec §5 Member dashboard data). The
 * answer was checked against the protocol where it arrived (api/answers.ts), so this only reshapes
 * it: entries keyed by habit id, then day, for the habits shown.
 */

export const MIRROR_MESSAGES = {
  loadFailed: 'Failed to load member dashboard',
} as const;

export interface MirrorMember {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  role: string;
  timezone: string;
  weekStartsOn: number;
}

/** What the member shares with the group (protocol MemberDashboard `sharing`). */
export interface MirrorSharing {
  dashboardShared: boolean;
  /** Their private habits, shown to the member themselves only; null for anyone else. */
  privateHabits: { id: string; name: string }[] | null;
  /**
   * Their habits not of this group that they have not chosen to show it (issue 27), shown to the
   * member themselves only; null for anyone else.
   */
  unsharedHabits: { id: string; name: string }[] | null;
}

export interface MirrorDashboardView {
  member: MirrorMember;
  /** The days the served entries cover, and the member's today. */
  range: { start: DateKey; end: DateKey; today: DateKey };
  habits: MirrorHabitView[];
  entries: HistoryMap;
  sharing: MirrorSharing;
}

function named(habits: { _id: string; name: string }[] | null) {
  return habits?.map((habit) => ({ id: habit._id, name: habit.name })) ?? null;
}

/** habitId → day → entry, for the habits shown only; a later entry for the same day wins. */
export function mapEntries(served: readonly MirrorEntry[], habitIds: ReadonlySet<string>): HistoryMap {
  const map = new Map<string, Map<DateKey, EntryRecord>>();
  for (const { habitId, date, completed, value, skipped } of served) {
    if (!habitIds.has(habitId)) continue;
    let days = map.get(habitId);
    if (!days) {
      days = new Map();
      map.set(habitId, days);
    }
    days.set(date, { habitId, date, completed, value, skipped, hlc: '', updatedAt: '' });
  }
  return map;
}

/**
 * Archived habits are hidden from their owner's own tracker (spec §2 'Hidden from your habit
 * tracker'), so the mirror of that tracker leaves them out too.
 */
export function mirrorView(served: MemberDashboard): MirrorDashboardView {
  const { member, range } = served;
  const habits = served.habits.filter((habit) => habit.isActive).map(mirrorHabit);
  const entries = mapEntries(served.entries, new Set(habits.map((item) => item.habit.id)));
  return {
    member: {
      id: member._id,
      name: member.name,
      email: member.email,
      avatar: member.avatar,
      role: member.role,
      timezone: member.timezone,
      weekStartsOn: member.weekStartsOn,
    },
    range: { start: range.startDate, end: range.endDate, today: range.today },
    habits: habits.map((item) => ({
      ...item,
      // Entries are served only for habits shared in full; either sign is enough.
      sharesEntries: item.habit.workspaceSettings.shareProgress === 'full' || entries.has(item.habit.id),
    })),
    entries,
    sharing: {
      dashboardShared: served.sharing.dashboardShared,
      privateHabits: named(served.sharing.privateHabits),
      unsharedHabits: named(served.sharing.unsharedHabits),
    },
  };
}
