import { CHEER_LIMITS } from '@habitat/domain';
import type { Encouragement, MemberFigures } from '@habitat/protocol';

/** One habit still open today, and whether the viewer has cheered its person on for it lately. */
export interface OpenHabit {
  habitId: string;
  name: string;
  icon: string;
  color: string;
  /** The viewer cheered (or encouraged) this person on for this habit in the last day. */
  cheered: boolean;
  /** Its person takes encouragements on it: a cheer can go. */
  cheerable: boolean;
}

export interface LeftTodayRow {
  memberId: string;
  name: string;
  isYou: boolean;
  habits: OpenHabit[];
}

export interface LeftTodayView {
  rows: LeftTodayRow[];
  /** What the widget says above the rows, or when nobody is left. */
  summary: string;
}

const DAY_MS = CHEER_LIMITS.windowHours * 60 * 60 * 1000;

/**
 * "Who's left today" (issue 31): each member's habits still open on their today, as far as the group
 * sees their progress, the viewer first with their own real list, then the others by name. A member
 * away (every habit paused) or resting has nothing due, so is never listed. Pure: the widget and its
 * tests read the same rows.
 */
export function leftToday(
  figures: readonly MemberFigures[],
  own: MemberFigures | null,
  encouragements: readonly Encouragement[],
  viewerId: string | undefined,
  now: number,
): LeftTodayView {
  const cheeredLately = new Set(
    encouragements
      .filter(
        (sent) =>
          sent.fromUser._id === viewerId &&
          sent.habitId !== null &&
          now - Date.parse(sent.createdAt) < DAY_MS,
      )
      .map((sent) => `${sent.toUser._id}|${sent.habitId}`),
  );
  const rowOf = (entry: MemberFigures, isYou: boolean): LeftTodayRow => ({
    memberId: entry.member._id,
    name: entry.member.name,
    isYou,
    habits: (entry.openToday ?? []).map((habit) => ({
      habitId: habit._id,
      name: habit.name,
      icon: habit.icon,
      color: habit.color,
      cheered: cheeredLately.has(`${entry.member._id}|${habit._id}`),
      cheerable: habit.allowsCheers === true,
    })),
  });
  const others = figures
    .filter((entry) => entry.member._id !== viewerId)
    .map((entry) => rowOf(entry, false))
    .filter((row) => row.habits.length > 0)
    .sort((a, b) => a.name.localeCompare(b.name) || a.memberId.localeCompare(b.memberId));
  const mine = own && viewerId ? rowOf(own, true) : null;
  const rows = mine && mine.habits.length > 0 ? [mine, ...others] : others;
  const people = rows.length;
  const summary =
    people === 0
      ? 'Nobody has anything left today.'
      : people === 1
        ? '1 person still has habits to do today.'
        : `${people} people still have habits to do today.`;
  return { rows, summary };
}
