import { activitySentence, type DateKey, pausedTogether, type ShareProgress } from '@habitat/domain';
import type {
  Activity,
  FiguresPeriod,
  HabitFigures,
  LeaderboardEntry,
  MemberProgressItem,
  MemberStats,
  SharedHabit,
} from '@habitat/protocol';
import type { ActivityFeedRow } from '../repositories/activity-repository';
import type { HabitFiguresRow, MemberFiguresRow } from '../repositories/group-progress-repository';

/** Group progress rows as the spec's client reads them (spec §3 Member progress item, Activity). */

function toPeriod(start: string | null, end: string | null): FiguresPeriod | null {
  return start !== null && end !== null ? { startDate: start, endDate: end } : null;
}

export function toFigures(row: HabitFiguresRow): HabitFigures {
  return {
    completionRate: row.completion_rate,
    completed: row.completed,
    due: row.due,
    currentStreak: row.current_streak,
    totalEntries: row.total_entries,
    period: toPeriod(row.period_start, row.period_end),
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
    completed: row?.completed ?? null,
    due: row?.due ?? null,
    period: toPeriod(row?.period_start ?? null, row?.period_end ?? null),
    paused: row ? pausedTogether(row.habit_pauses, row.today as DateKey) : null,
  };
}

/** Members in rank order, each with the habits they share (the rows come in rank order). */
export function toMemberProgress(habits: HabitFiguresRow[]): MemberProgressItem[] {
  const byMember = new Map<string, MemberProgressItem>();
  for (const row of habits) {
    let item = byMember.get(row.user_id);
    if (!item) {
      item = {
        member: { _id: row.user_id, name: row.member_name },
        habits: [],
        stats: toMemberStats({ ...row.member, user_id: row.user_id, member_name: row.member_name }),
      };
      byMember.set(row.user_id, item);
    }
    item.habits.push(toSharedHabit(row));
  }
  return [...byMember.values()];
}

export function toLeaderboardEntry(row: MemberFiguresRow): LeaderboardEntry {
  return { rank: row.rank, member: { _id: row.user_id, name: row.member_name }, stats: toMemberStats(row) };
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
