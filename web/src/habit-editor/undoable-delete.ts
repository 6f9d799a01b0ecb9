import type { HabitRecord } from '@habitat/domain';
import { mutateLocal } from '../data/mutations';

/** Habits deleted with Undo whose Undo is still on offer. */
const pending = new Set<string>();

/** A habit restored from the archived list while its Undo is on offer is not deleted after all. */
export function cancelPendingDelete(habitId: string): void {
  pending.delete(habitId);
}

export interface UndoableDelete {
  /** Brings the habit back as it was; the delete never happens. */
  undo(): void;
  /** Deletes for good, once: called when the Undo is no longer on offer. */
  commit(): void;
}

/**
 * Deleting with Undo (issue 27: an action that can be undone offers Undo). A delete cannot be
 * taken back once synced (deleting wins over editing everywhere), so it is held back: the habit is
 * archived at once (gone from the list, its history kept) and deleted for good only when its Undo
 * toast goes (the toast calls `commit` as it expires), so Undo is offered exactly as long as it
 * works. If the page closes first, the habit simply stays archived: nothing is lost, and it can be
 * deleted again from the archived list.
 */
export async function deleteWithUndo(
  habit: HabitRecord,
  onFailure: (error: Error) => void,
): Promise<UndoableDelete> {
  if (habit.isActive) await mutateLocal('habit.archive', { id: habit.id, archived: true });
  pending.add(habit.id);
  return {
    undo() {
      if (!pending.delete(habit.id)) return;
      if (habit.isActive) mutateLocal('habit.archive', { id: habit.id, archived: false }).catch(onFailure);
    },
    commit() {
      if (!pending.delete(habit.id)) return;
      mutateLocal('habit.delete', { id: habit.id }).catch(onFailure);
    },
  };
}
