import { useLiveQuery } from 'dexie-react-hooks';
import { localDb } from './database';

/**
 * The viewer's adopted copies of a group's habits, from this device's own habits: group habit id
 * to the viewer's habit id. Live, so an adoption made a moment ago (even offline) shows at once.
 * Undefined while loading.
 */
export function useAdoptedGroupHabits(groupId: string): ReadonlyMap<string, string> | undefined {
  return useLiveQuery(() => adoptedGroupHabits(groupId), [groupId]);
}

/** The same map read once: the adopt dialog checks it again right before adopting. */
export async function adoptedGroupHabits(groupId: string): Promise<Map<string, string>> {
  const adopted = new Map<string, string>();
  // No index on groupHabitId: a person's habits are few, so one scan is cheap.
  await localDb()
    .habits.filter(
      (habit) => !habit.deletedAt && habit.workspaceId === groupId && habit.groupHabitId !== null,
    )
    .each((habit) => {
      if (habit.groupHabitId && !adopted.has(habit.groupHabitId)) adopted.set(habit.groupHabitId, habit.id);
    });
  return adopted;
}
