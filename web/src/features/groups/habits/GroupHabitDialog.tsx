import { type ShareProgress, uuidv7 } from '@habitat/domain';
import { adoptionArgs, type GroupHabit, newGroupHabit } from '@habitat/protocol';
import { type FormEvent, type ReactNode, useCallback, useId, useState } from 'react';
import { mutateLocal } from '../../../data/mutations';
import { DetailsTab } from '../../../habit-editor/DetailsTab';
import { DialogTabs, type TabItem, TabPanels } from '../../../habit-editor/DialogTabs';
import { toggleDay, type UpdateDraft } from '../../../habit-editor/habit-draft';
import { StyleTab } from '../../../habit-editor/StyleTab';
import { DialogPortal } from '../../../ui/DialogPortal';
import { Modal } from '../../../ui/Modal';
import { GroupManageTab } from './GroupManageTab';
import { GroupSettingsTab } from './GroupSettingsTab';
import {
  type GroupHabitAction,
  type GroupHabitDraft,
  groupDraftBlocker,
  groupDraftErrors,
  groupDraftOf,
  groupHabitBody,
  groupHabitFailureText,
  type UpdateGroupDraft,
} from './group-habit-draft';
import '../../../habit-editor/habit-dialog.css';
import './group-habits.css';

type TabId = 'details' | 'style' | 'settings' | 'manage';

const TABS: readonly TabItem<TabId>[] = [
  { id: 'details', label: 'Details' },
  { id: 'style', label: 'Style' },
  { id: 'settings', label: 'Settings' },
  { id: 'manage', label: 'Manage' },
];

interface GroupHabitDialogProps {
  groupId: string;
  /** The habit being edited; absent when creating one. */
  habit?: GroupHabit;
  onClose(): void;
  /** After a create, update or delete is written on this device and queued; the dialog is done. */
  onChanged(): void;
  /** Who is adding it: the member who may edit it later. */
  viewerId: string | undefined;
  /** The level a habit the creator tracks herself starts with: the group's default visibility. */
  defaultShare: ShareProgress;
}

/**
 * Spec §2 group habit form: the habit dialog's tabs (Details, Style, Settings, plus Manage when
 * editing) for a habit the group offers. Saving writes it on this device and queues it (issue 31),
 * offline too: the group's list shows it at once, and the server checks the writer's right to it
 * when it arrives; a refusal is said by the sync, by name and reason, and takes the change away.
 * A failure to write it here (a full disk) stays in the dialog.
 */
export function GroupHabitDialog({
  groupId,
  habit,
  onClose,
  onChanged,
  defaultShare,
  viewerId,
}: GroupHabitDialogProps) {
  // The one who adds a habit usually means to do it too: adopted in the same step (issue 27).
  const [trackIt, setTrackIt] = useState(true);
  const baseId = useId();
  const editing = habit !== undefined;
  const [draft, setDraft] = useState<GroupHabitDraft>(() => groupDraftOf(habit));
  const [nameTouched, setNameTouched] = useState(false);
  const [tab, setTab] = useState<TabId>('details');
  const [failure, setFailure] = useState<string | null>(null);
  const tabs = editing ? TABS : TABS.filter((item) => item.id !== 'manage');
  const idFor = (kind: 'tab' | 'panel', id: TabId) => `${baseId}-${kind}-${id}`;
  const errors = groupDraftErrors(draft, nameTouched);

  const setField = useCallback(
    (key: keyof GroupHabitDraft, value: GroupHabitDraft[keyof GroupHabitDraft]) => {
      setDraft((current) => ({ ...current, [key]: value }));
      if (key === 'name') setNameTouched(true);
    },
    [],
  );
  // One setter, typed for this form's own tab and for the personal dialog's tabs reused here.
  const update: UpdateGroupDraft = setField;
  const updateShared: UpdateDraft = setField;
  const toggleScheduleDay = useCallback((day: number) => {
    setDraft((current) => ({ ...current, scheduleDays: toggleDay(current.scheduleDays, day) }));
  }, []);

  const run = async (action: GroupHabitAction, write: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await write();
    } catch (error) {
      setFailure(groupHabitFailureText(action, error));
      return;
    }
    onChanged();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (groupDraftBlocker(draft)) {
      // Both messages belong to the Details tab: show it, so they are seen.
      setNameTouched(true);
      setTab('details');
      return;
    }
    const body = groupHabitBody(draft);
    if (habit) {
      void run('update', () =>
        mutateLocal('groupHabit.update', { id: habit._id, workspaceId: groupId, patch: body }),
      );
      return;
    }
    void run('create', async () => {
      const id = uuidv7();
      await mutateLocal('groupHabit.create', { id, workspaceId: groupId, fields: body });
      // Adopted in the same step, as adopting is: both wait in the queue, in this order.
      if (!trackIt) return;
      const added = newGroupHabit(
        { id, workspaceId: groupId, createdBy: viewerId ?? null },
        body,
        new Date().toISOString(),
      );
      await mutateLocal('habit.create', adoptionArgs(added, groupId, defaultShare, uuidv7()));
    });
  };

  const remove = () => {
    if (habit)
      void run('delete', () => mutateLocal('groupHabit.delete', { id: habit._id, workspaceId: groupId }));
  };

  const panels: Record<TabId, () => ReactNode> = {
    details: () => (
      <DetailsTab
        draft={draft}
        errors={errors}
        update={updateShared}
        toggleDay={toggleScheduleDay}
        offerLimits={false}
      />
    ),
    style: () => <StyleTab draft={draft} update={updateShared} />,
    settings: () => <GroupSettingsTab draft={draft} update={update} />,
    manage: () => <GroupManageTab onDelete={remove} />,
  };

  const saveLabel = editing ? 'Update' : 'Create';
  return (
    <DialogPortal>
      <Modal title={editing ? 'Edit Habit' : 'Create Habit'} onClose={onClose}>
        <form className="form habit-dialog group-habit-dialog" noValidate onSubmit={submit}>
          <DialogTabs<TabId>
            label="Group habit settings"
            tabs={tabs}
            active={tab}
            onSelect={setTab}
            idFor={idFor}
          />
          <TabPanels tabs={tabs} active={tab} idFor={idFor} render={(id) => panels[id]()} />
          {!editing && (
            <label className="group-habit-dialog__track">
              <input
                type="checkbox"
                checked={trackIt}
                onChange={(event) => setTrackIt(event.target.checked)}
              />
              <span>
                <span className="group-habit-dialog__track-label">Track this habit myself</span>
                <span className="group-habit-dialog__track-hint">
                  It is added to your habits too, as if you had adopted it.
                </span>
              </span>
            </label>
          )}
          {failure && (
            <p className="field__error group-habit-dialog__failure" role="alert">
              {failure}
            </p>
          )}
          <div className="button-row habit-dialog__actions group-habit-dialog__actions dialog-actions">
            <button type="button" className="button button--outline" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="button button--primary" disabled={!draft.name.trim()}>
              {saveLabel}
            </button>
          </div>
        </form>
      </Modal>
    </DialogPortal>
  );
}
