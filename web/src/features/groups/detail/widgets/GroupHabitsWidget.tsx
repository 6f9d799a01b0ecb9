import { canAddGroupHabit, canEditGroupHabit, shareLevelForVisibility } from '@habitat/domain';
import type { GroupHabit, Workspace } from '@habitat/protocol';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useAdoptedGroupHabits } from '../../../../data/useAdoptedGroupHabits';
import { useSync } from '../../../../sync/SyncProvider';
import { AdoptHabitDialog } from '../../habits/AdoptHabitDialog';
import { groupHabitRows } from '../../habits/adoption';
import { GroupHabitDialog } from '../../habits/GroupHabitDialog';
import { GroupHabitRow } from '../../habits/GroupHabitRow';
import { emptyHabitsText, groupHabitsHeading } from '../group-detail-texts';
import '../../habits/group-habits.css';

interface GroupHabitsWidgetProps {
  group: Workspace;
  /** The group's habits as this device holds them. */
  habits: GroupHabit[];
  viewerId: string | undefined;
}

type Dialog =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'edit'; habit: GroupHabit }
  | { kind: 'adopt'; habitId: string };

/**
 * Spec §2 Group Habits: what the group offers, each habit's default target and whether the viewer
 * adopted it. Any member adopts an un-adopted habit by clicking it; admins and owners add and edit
 * habits (spec §6), and so do members when the group lets them (issue 16): they edit the ones they
 * added.
 */
export function GroupHabitsWidget({ group, habits, viewerId }: GroupHabitsWidgetProps) {
  const role = group.currentUserRole;
  const canAdd = canAddGroupHabit(role, group.settings);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  // Undefined while this device's habits load: rows wait for it rather than flash 'Click to adopt'.
  const adoptedLocally = useAdoptedGroupHabits(group._id);
  const { syncNow } = useSync();
  const closeDialog = () => setDialog({ kind: 'none' });
  // Written here and queued: sent now when there is a network, later when there is not.
  const changed = () => {
    closeDialog();
    syncNow();
  };

  const addButton = canAdd && (
    <button
      type="button"
      className="button button--primary button--sm"
      onClick={() => setDialog({ kind: 'create' })}
    >
      <Plus size={16} aria-hidden="true" /> Add Habit
    </button>
  );

  const rows = adoptedLocally ? groupHabitRows(habits, viewerId, adoptedLocally) : undefined;
  // The row, not a copy taken on click: the dialog then sees an adoption made meanwhile elsewhere.
  const adopting =
    dialog.kind === 'adopt' ? rows?.find((row) => row.habit._id === dialog.habitId) : undefined;

  return (
    <>
      {content()}
      {dialog.kind === 'create' && (
        <GroupHabitDialog
          groupId={group._id}
          onClose={closeDialog}
          onChanged={changed}
          defaultShare={shareLevelForVisibility(group.settings.defaultHabitVisibility)}
          viewerId={viewerId}
        />
      )}
      {dialog.kind === 'edit' && (
        <GroupHabitDialog
          groupId={group._id}
          habit={dialog.habit}
          onClose={closeDialog}
          onChanged={changed}
          defaultShare={shareLevelForVisibility(group.settings.defaultHabitVisibility)}
          viewerId={viewerId}
        />
      )}
      {adopting && (
        <AdoptHabitDialog
          groupId={group._id}
          habit={adopting.habit}
          adopted={adopting.adopted}
          defaultShare={shareLevelForVisibility(group.settings.defaultHabitVisibility)}
          onClose={closeDialog}
        />
      )}
    </>
  );

  function content() {
    if (!rows) {
      return (
        <p className="empty-state" role="status">
          Loading habits...
        </p>
      );
    }
    if (rows.length === 0) {
      const { title, hint } = emptyHabitsText(canAdd);
      return (
        <div className="group-habits__empty">
          <p className="group-habits__empty-title">{title}</p>
          <p className="empty-state">{hint}</p>
          {addButton && <div className="group-habits__toolbar">{addButton}</div>}
        </div>
      );
    }
    return (
      <div className="group-habits">
        <div className="group-habits__header">
          <p className="group-habits__count">{groupHabitsHeading(rows.length)}</p>
          {addButton && <div className="group-habits__toolbar">{addButton}</div>}
        </div>
        <ul className="group-habits__list">
          {rows.map((row) => (
            <GroupHabitRow
              key={row.habit._id}
              row={row}
              canEdit={canEditGroupHabit(role, viewerId, row.habit.createdBy)}
              onAdopt={() => setDialog({ kind: 'adopt', habitId: row.habit._id })}
              onEdit={() => setDialog({ kind: 'edit', habit: row.habit })}
            />
          ))}
        </ul>
      </div>
    );
  }
}
