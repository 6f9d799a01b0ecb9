import type { ShareProgress } from '@habitat/domain';
import type { MutationArgs } from './mutations';
import type { GroupHabit } from './workspaces';

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
