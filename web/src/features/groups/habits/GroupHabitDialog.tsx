import { type ShareProgress, uuidv7 } from '@habitat/domain';
import { adoptionArgs, type GroupHabit } from '@habitat/protocol';
import { type FormEvent, type ReactNode, useCallback, useId, useState } from 'react';
import { createGroupHabit, deleteGroupHabit, updateGroupHabit } from '../../../api/groups-api';
import { mutateLocal } from '../../../data/mutations';
import { DetailsTab } from '../../../habit-editor/DetailsTab';
import { DialogTabs, type TabItem, TabPanels } from '../../../habit-editor/DialogTabs';
import { toggleDay, type UpdateDraft } from '../../../habit-editor/habit-draft';
import { StyleTab } from '../../../habit-editor/StyleTab';
import { DialogPortal } from '../../../ui/DialogPortal';
import { Modal } from '../../../ui/Modal';
import { NetworkActionButton } from '../NetworkActionButton';
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
  /** After a create, update or delete the server confirmed; the dialog is done. */
  onChanged(): void;
  /** The level a habit the creator tracks herself starts with: the group's default visibility. */
  defaultShare: ShareProgress;
}

/**
 * Spec §2 group habit form: the habit dialog's tabs (Details, Style, Settings, plus Manage when
 * editing) for a habit the group offers. Saving needs the server; a failure stays in the dialog
 * with the server's reason, and the dialog cannot be dismissed while a call is in flight.
 */
export function GroupHabitDialog({
  groupId,
  habit,
  onClose,
  onChanged,
  defaultShare,
}: GroupHabitDialogProps) {
  // The one who adds a habit usually means to do it too: adopted in the same step (issue 27).
  const [trackIt, setTrackIt] = useState(true);
  const baseId = useId();
  const editing = habit !== undefined;
  const [draft, setDraft] = useState<GroupHabitDraft>(() => groupDraftOf(habit));
  const [nameTouched, setNameTouched] = useState(false);
  const [tab, setTab] = useState<TabId>('details');
  const [busy, setBusy] = useState<GroupHabitAction | null>(null);
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

  const close = () => {
    if (!busy) onClose();
  };

  const run = async (action: GroupHabitAction, call: () => Promise<unknown>) => {
    setBusy(action);
    setFailure(null);
    try {
      await call();
    } catch (error) {
      setFailure(groupHabitFailureText(action, error));
      setBusy(null);
      return;
    }
    onChanged();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (groupDraftBlocker(draft)) {
      // Both messages belong to the Details tab: show it, so they are seen.
      setNameTouched(true);
      setTab('details');
      return;
    }
    const body = groupHabitBody(draft);
    if (habit) void run('update', () => updateGroupHabit(habit._id, body));
    else
      void run('create', async () => {
        const created = await createGroupHabit(groupId, body);
        // A local write, as adopting is: the list shows it adopted at once, the server gets it by sync.
        if (trackIt)
          await mutateLocal('habit.create', adoptionArgs(created, groupId, defaultShare, uuidv7()));
      });
  };

  const remove = () => {
    if (habit && !busy) void run('delete', () => deleteGroupHabit(habit._id));
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
    manage: () => <GroupManageTab deleting={busy === 'delete'} busy={busy !== null} onDelete={remove} />,
  };

  const saveLabel = editing ? 'Update' : 'Create';
  const busyLabel = editing ? 'Saving...' : 'Creating...';
  return (
    <DialogPortal>
      <Modal title={editing ? 'Edit Habit' : 'Create Habit'} onClose={close}>
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
                disabled={busy !== null}
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
            <button type="button" className="button button--outline" disabled={busy !== null} onClick={close}>
              Cancel
            </button>
            <NetworkActionButton
              hintClassName="group-habits-form__hint"
              type="submit"
              className="button button--primary"
              disabled={busy !== null || !draft.name.trim()}
            >
              {busy === 'create' || busy === 'update' ? busyLabel : saveLabel}
            </NetworkActionButton>
          </div>
        </form>
      </Modal>
    </DialogPortal>
  );
}
