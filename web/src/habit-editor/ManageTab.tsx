import type { HabitRecord } from '@habitat/domain';
import { writeFailureText } from '@habitat/sync-client';
import { Archive, ArchiveRestore, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { mutateLocal } from '../data/mutations';
import { useToast } from '../ui/toast/ToastProvider';
import { twoClickLabel } from './two-click-confirm';
import { cancelPendingDelete, deleteWithUndo } from './undoable-delete';
import { useTwoClickConfirm } from './useTwoClickConfirm';

interface ManageTabProps {
  habit: HabitRecord;
  onClose(): void;
}

/**
 * Spec §2 Habit dialog, Manage (editing only). Archive and restore act on the stored habit at once
 * and close the dialog, whatever else the form holds; delete needs a second click within 3 s.
 */
export function ManageTab({ habit, onClose }: ManageTabProps) {
  const toast = useToast();
  const { armed: confirming, press, reset } = useTwoClickConfirm();
  const [busy, setBusy] = useState(false);

  const archive = async () => {
    const archived = habit.isActive;
    setBusy(true);
    try {
      if (!archived) cancelPendingDelete(habit.id);
      await mutateLocal('habit.archive', { id: habit.id, archived });
      // Archiving takes the habit out of the list, so it says so and offers Undo; a restore needs
      // no word, the habit is back in the list.
      if (archived) {
        toast.info(`Archived ${habit.name}`, {
          action: {
            label: 'Undo',
            onClick: () => {
              // A delete held back since (from the archived list) must not take the restored habit.
              cancelPendingDelete(habit.id);
              mutateLocal('habit.archive', { id: habit.id, archived: false }).catch((error: Error) =>
                toast.error(writeFailureText('Failed to restore habit', error)),
              );
            },
          },
        });
      }
      onClose();
    } catch (error) {
      setBusy(false);
      toast.error(writeFailureText(`Failed to ${archived ? 'archive' : 'restore'} habit`, error));
    }
  };

  const remove = async () => {
    if (!press()) return;
    setBusy(true);
    try {
      const held = await deleteWithUndo(habit, (error) =>
        toast.error(writeFailureText('Failed to delete habit', error)),
      );
      toast.info(`Deleted ${habit.name}`, {
        action: { label: 'Undo', onClick: held.undo },
        onExpire: held.commit,
      });
      onClose();
    } catch (error) {
      setBusy(false);
      reset();
      toast.error(writeFailureText('Failed to delete habit', error));
    }
  };

  return (
    <div className="habit-dialog__manage">
      <section className="habit-dialog__manage-item">
        <div>
          <h3 className="habit-dialog__manage-title">{habit.isActive ? 'Archive' : 'Restore'}</h3>
          <p className="habit-dialog__note">
            {habit.isActive
              ? 'Hide this habit from your tracker. Its history is kept and you can restore it later.'
              : 'Show this habit in your tracker again, with its history.'}
          </p>
        </div>
        <button
          type="button"
          className="button button--outline"
          disabled={busy}
          onClick={() => void archive()}
        >
          {habit.isActive ? (
            <Archive size={18} aria-hidden="true" />
          ) : (
            <ArchiveRestore size={18} aria-hidden="true" />
          )}
          {habit.isActive ? 'Archive Habit' : 'Restore Habit'}
        </button>
      </section>
      <section className="habit-dialog__manage-item">
        <div>
          <h3 className="habit-dialog__manage-title">Delete</h3>
          <p className="habit-dialog__note">Remove this habit and all of its entries for good.</p>
        </div>
        <button
          type="button"
          className={`button habit-dialog__danger${confirming ? ' habit-dialog__danger--confirm' : ''}`}
          disabled={busy}
          onClick={() => void remove()}
        >
          <Trash2 size={18} aria-hidden="true" />
          {twoClickLabel(confirming)}
        </button>
        <span className="visually-hidden" aria-live="polite">
          {confirming ? 'Click Delete again within 3 seconds to delete this habit.' : ''}
        </span>
      </section>
    </div>
  );
}
