import type { HabitRecord } from '@habitat/domain';
import { mutateLocal } from '../data/mutations';

/** How long a deleted habit can be brought back: the Undo toast's life. */
export const UNDO_WINDOW_MS = 6000;

/** Deletes waiting for their Undo window to end, by habit id. */
const pending = new Map<string, ReturnType<typeof setTimeout>>();

/** A habit restored from the archived list within the window is not deleted after all. */
export function cancelPendingDelete(habitId: string): void {
  clearTimeout(pending.get(habitId));
  pending.delete(habitId);
}

/**
 * Deleting with Undo (issue 27: an action that can be undone offers Undo). A delete cannot be
 * taken back once synced (deleting wins over editing everywhere), so it is held back: the habit is
 * archived at once (gone from the list, its history kept) and deleted for good only when the Undo
 * window ends. If the page closes within the window, the habit simply stays archived: nothing is
 * lost, and it can be deleted again from the archived list.
 */
export async function deleteWithUndo(
  habit: HabitRecord,
  onFailure: (error: Error) => void,
): Promise<() => void> {
  if (habit.isActive) await mutateLocal('habit.archive', { id: habit.id, archived: true });
  const timer = setTimeout(() => {
    pending.delete(habit.id);
    mutateLocal('habit.delete', { id: habit.id }).catch(onFailure);
  }, UNDO_WINDOW_MS);
  pending.set(habit.id, timer);
  return () => {
    cancelPendingDelete(habit.id);
    if (habit.isActive) mutateLocal('habit.archive', { id: habit.id, archived: false }).catch(onFailure);
  };
}
