import { DEFAULT_HABIT_COLOR, LEGACY_DEFAULT_ICON, normalizeDays } from '@habitat/domain';
import type { CreateGroupHabitBody, UpdateGroupHabitBody } from './group-writes';
import type { GroupHabit } from './workspaces';

/**
 * What a field left out of a new group habit becomes: the database's defaults (migration 0003).
 * A device adding a habit offline shows it with these until the server's copy arrives; a test adds
 * one with a name alone and compares the two, so the two cannot drift apart unseen.
 */
export const GROUP_HABIT_DEFAULTS = {
  description: '',
  category: 'other',
  icon: LEGACY_DEFAULT_ICON,
  color: DEFAULT_HABIT_COLOR,
  isRequired: false,
  defaultTarget: { value: 1, unit: 'times' },
  schedule: { days: [0, 1, 2, 3, 4, 5, 6], reminderEnabled: false, reminderTime: null },
} as const;

/**
 * A group habit with a change applied, by the rules the server stores it by: text trimmed, colours
 * in lower case, days in order, and a reminder time kept only while reminders are on.
 */
export function patchedGroupHabit(habit: GroupHabit, patch: UpdateGroupHabitBody, now: string): GroupHabit {
  const target = patch.settings?.defaultTarget;
  const schedule = patch.settings?.schedule;
  return {
    ...habit,
    ...(patch.name !== undefined ? { name: patch.name.trim() } : {}),
    ...(patch.description !== undefined ? { description: patch.description.trim() } : {}),
    ...(patch.category !== undefined ? { category: patch.category } : {}),
    ...(patch.icon !== undefined ? { icon: patch.icon } : {}),
    ...(patch.color !== undefined ? { color: patch.color.toLowerCase() } : {}),
    ...(patch.isRequired !== undefined ? { isRequired: patch.isRequired } : {}),
    settings: {
      defaultTarget: target ? { value: target.value, unit: target.unit } : habit.settings.defaultTarget,
      schedule: schedule
        ? {
            days: normalizeDays(schedule.days),
            reminderEnabled: schedule.reminderEnabled ?? false,
            reminderTime: schedule.reminderEnabled ? (schedule.reminderTime ?? null) : null,
          }
        : habit.settings.schedule,
    },
    updatedAt: now,
  };
}

/** A new group habit as the server will store it, before it has. Nobody has adopted it yet. */
export function newGroupHabit(
  ids: { id: string; workspaceId: string; createdBy: string | null },
  fields: CreateGroupHabitBody,
  now: string,
): GroupHabit {
  const { defaultTarget, schedule, ...rest } = GROUP_HABIT_DEFAULTS;
  const blank: GroupHabit = {
    _id: ids.id,
    workspaceId: ids.workspaceId,
    ...rest,
    name: '',
    createdBy: ids.createdBy,
    adoptedBy: [],
    settings: { defaultTarget: { ...defaultTarget }, schedule: { ...schedule, days: [...schedule.days] } },
    createdAt: now,
    updatedAt: now,
  };
  return patchedGroupHabit(blank, fields, now);
}
