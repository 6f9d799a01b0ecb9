import { activitySentence, type ShareProgress } from '@habitat/domain';
import type { Activity, HabitFigures, MemberProgressItem, MemberStats, SharedHabit } from '@habitat/protocol';
import type { ActivityFeedRow } from '../../../repositories/activity-repository';
import type { HabitFiguresRow, MemberFiguresRow } from '../../../repositories/group-progress-repository';

/** Group progress rows as the spec's client reads them (spec §3 Member progress item, Activity). */

export function toFigures(row: HabitFiguresRow): HabitFigures {
  return {
    completionRate: row.completion_rate,
    completed: row.completed,
    due: row.due,
    currentStreak: row.current_streak,
    totalEntries: row.total_entries,
  };
}

export function toSharedHabit(row: HabitFiguresRow): SharedHabit {
  return {
    _id: row.habit_id,
    name: row.name,
    icon: row.icon,
    color: row.color,
    groupHabitId: row.group_habit_id,
    shareProgress: row.level as ShareProgress,
    figures: toFigures(row),
  };
}

export function toMemberStats(row: MemberFiguresRow | undefined): MemberStats {
  return {
    completionRate: row?.completion_rate ?? null,
    currentStreak: row?.current_streak ?? null,
    totalEntries: row?.total_entries ?? null,
    habitsTracked: row?.habits_tracked ?? 0,
  };
}

/** Members in rank order, each with the habits they share. */
export function toMemberProgress(
  members: MemberFiguresRow[],
  habits: HabitFiguresRow[],
): MemberProgressItem[] {
  const byMember = new Map<string, SharedHabit[]>();
  for (const row of habits) {
    const list = byMember.get(row.user_id) ?? [];
    list.push(toSharedHabit(row));
    byMember.set(row.user_id, list);
  }
  return members.map((member) => ({
    member: { _id: member.user_id, name: member.member_name },
    habits: byMember.get(member.user_id) ?? [],
    stats: toMemberStats(member),
  }));
}

export function toActivityDto(row: ActivityFeedRow): Activity {
  const name = row.user_name ?? 'A member';
  return {
    _id: row.id,
    type: row.type,
    user: row.user_id ? { _id: row.user_id, name, email: row.user_email ?? '' } : null,
    data: row.data,
    description: activitySentence(name, { type: row.type, data: row.data }),
    createdAt: row.created_at.toISOString(),
  };
}
