import { dayLabel, pastDaysPhrase } from './day-labels';
import { shortMonthDay } from './groups';

/** What a group's Recent Activity shows (spec §2, §3 Activity, §9 relative time). */

export const ACTIVITY_TYPES = [
  'habit_completed',
  'habit_adopted',
  'streak_milestone',
  'member_joined',
  'habit_created',
  'habit_deleted',
  'habit_backfilled',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** The activity request's default and largest page (spec §9: limit 10). */
export const ACTIVITY_LIMIT = 10;
export const ACTIVITY_LIMIT_MAX = 50;

export interface ActivityData {
  habitName?: string;
  streakCount?: number;
  message?: string;
  /** The day a check-in was for, when it was not the member's today (a late log, a clock ahead). */
  onDate?: string;
  /** The past days a member logged of one habit, folded into one item (habit_backfilled). */
  dates?: string[];
}

export interface ActivityLike {
  type: string;
  data: ActivityData;
  description?: string;
}

/** The sentence of one activity; the member's name leads it. */
export function activitySentence(memberName: string, activity: ActivityLike): string {
  const habit = activity.data.habitName ?? 'a habit';
  const streak = activity.data.streakCount ?? 0;
  switch (activity.type) {
    case 'habit_completed':
      if (activity.data.onDate)
        return `${memberName} completed ${habit} on ${dayLabel(activity.data.onDate)}`;
      return streak > 1
        ? `${memberName} completed ${habit} (${streak}-day streak)`
        : `${memberName} completed ${habit}`;
    case 'habit_backfilled':
      return `${memberName} ${pastDaysPhrase(activity.data.dates ?? [], habit)}`;
    case 'habit_adopted':
      return `${memberName} adopted ${habit}`;
    case 'streak_milestone':
      return `${memberName} reached a ${streak}-day streak on ${habit}`;
    case 'member_joined':
      return `${memberName} joined the group`;
    case 'habit_created':
      return `${memberName} added ${habit} to the group`;
    case 'habit_deleted':
      return `${memberName} removed ${habit} from the group`;
    default:
      return activity.data.message ?? activity.description ?? `${memberName} was active`;
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'Just now', 'Nm ago', 'Nh ago', 'Nd ago', then 'Nov 3' (spec §9). */
export function relativeTime(at: Date | string, now: Date | number = Date.now()): string {
  const then = new Date(at);
  const elapsed = Math.max(0, new Date(now).getTime() - then.getTime());
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)}d ago`;
  return shortMonthDay(then);
}

/** Member Progress shows this many members, then 'View N more members' (spec §9). */
export const MEMBER_PROGRESS_SHOWN = 6;

export type CompletionTone = 'high' | 'medium' | 'low';

/** Green at 70 % or more, orange at 40 % or more, red below (spec §9). */
export function completionTone(percent: number): CompletionTone {
  if (percent >= 70) return 'high';
  if (percent >= 40) return 'medium';
  return 'low';
}
