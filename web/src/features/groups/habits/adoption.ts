import { SCHEDULE_BUTTONS } from '@habitat/domain';
import type { GroupHabit } from '@habitat/protocol';

export interface GroupHabitRow {
  habit: GroupHabit;
  adopted: boolean;
  /** The viewer's own copy's privacy screen, when that copy is on this device. */
  privacyPath: string | null;
}

/**
 * Adopted for the viewer when the group lists them among its adopters, or when this device holds
 * their live copy (an adoption made offline shows before the server knows of it).
 */
export function groupHabitRows(
  habits: readonly GroupHabit[],
  viewerId: string | undefined,
  adoptedLocally: ReadonlyMap<string, string>,
): GroupHabitRow[] {
  return habits.map((habit) => {
    const localId = adoptedLocally.get(habit._id);
    const listed = viewerId !== undefined && habit.adoptedBy.includes(viewerId);
    return {
      habit,
      adopted: listed || localId !== undefined,
      privacyPath: localId ? habitPrivacyPath(localId) : null,
    };
  });
}

export function habitPrivacyPath(habitId: string): string {
  return `/app/settings/habit-privacy/${encodeURIComponent(habitId)}`;
}

/** The schedule in the dialog's order (Monday first): 'Every day', 'Weekdays' or day names. */
export function scheduleText(days: readonly number[]): string {
  const set = new Set(days);
  if (set.size === 7 || set.size === 0) return 'Every day';
  const isWeekdays = set.size === 5 && [1, 2, 3, 4, 5].every((day) => set.has(day));
  if (isWeekdays) return 'Weekdays';
  const isWeekend = set.size === 2 && set.has(0) && set.has(6);
  if (isWeekend) return 'Weekends';
  return SCHEDULE_BUTTONS.filter(({ day }) => set.has(day))
    .map(({ name }) => name.slice(0, 3))
    .join(', ');
}
