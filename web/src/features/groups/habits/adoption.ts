import { SCHEDULE_BUTTONS, type ShareProgress } from '@habitat/domain';
import type { GroupHabit, MutationArgs } from '@habitat/protocol';

/**
 * Adopting a group habit (spec §4 Group habit adoption) is a personal write: the viewer gets their
 * own habit, copied from the group habit and linked to it, created with the share level chosen in
 * one mutation (a private adoption never announces itself). The server's adopt route makes the
 * same mutation, so adopting offline and online mean the same.
 */

export function adoptionArgs(
  groupHabit: GroupHabit,
  workspaceId: string,
  shareProgress: ShareProgress,
  newId: string,
): MutationArgs<'habit.create'> {
  const { defaultTarget, schedule } = groupHabit.settings;
  return {
    id: newId,
    source: 'workspace',
    workspaceId,
    groupHabitId: groupHabit._id,
    fields: {
      name: groupHabit.name,
      description: groupHabit.description,
      category: groupHabit.category,
      icon: groupHabit.icon,
      color: groupHabit.color,
      scheduleDays: [...schedule.days],
      reminderEnabled: schedule.reminderEnabled,
      reminderTime: schedule.reminderEnabled ? schedule.reminderTime : null,
      targetValue: defaultTarget.value,
      targetUnit: defaultTarget.unit,
    },
    workspaceSettings: { shareProgress },
  };
}

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
