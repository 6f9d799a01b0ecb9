import { compareListOrder, endOfList, type HabitRecord, MAX_LIST_ORDER, uuidv7 } from '@habitat/domain';
import { writeFailureText } from '@habitat/sync-client';
import { type FormEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { useHabits, usePreferences, useRoutines, useToday } from '../data/hooks';
import { mutateLocal } from '../data/mutations';
import { Modal } from '../ui/Modal';
import { useToast } from '../ui/toast/ToastProvider';
import { DetailsTab } from './DetailsTab';
import { DialogTabs, type TabItem, TabPanels } from './DialogTabs';
import { changedFields, fieldsOf } from './habit-draft';
import { ManageTab } from './ManageTab';
import { SettingsTab } from './SettingsTab';
import { StyleTab } from './StyleTab';
import { useHabitDraft } from './useHabitDraft';
import './habit-dialog.css';

type TabId = 'details' | 'style' | 'settings' | 'manage';

const TABS: readonly TabItem<TabId>[] = [
  { id: 'details', label: 'Details' },
  { id: 'style', label: 'Style' },
  { id: 'settings', label: 'Settings' },
  { id: 'manage', label: 'Manage' },
];

/**
 * Create or edit a habit (spec §2 Habit dialog): one form across the Details, Style and Settings
 * tabs, plus Manage when editing. Saving is a local mutation: the dialog closes at once and the
 * change syncs in the background.
 */
export function HabitDialog({ habit, onClose }: { habit?: HabitRecord; onClose(): void }) {
  const toast = useToast();
  const baseId = useId();
  const { draft, errors, update, toggleScheduleDay, validate } = useHabitDraft(habit);
  const [tab, setTab] = useState<TabId>('details');
  const editing = habit !== undefined;
  // Its routine (issue 30), offered once the person has one; a routine deleted elsewhere reads as none.
  const stored = useRoutines();
  const today = useToday(usePreferences());
  const habits = useHabits();
  const routines = useMemo(() => [...(stored ?? [])].sort(compareListOrder), [stored]);
  const current = routines.some((routine) => routine.id === habit?.routineId)
    ? (habit?.routineId ?? null)
    : null;
  // Undefined until the person picks: the routines load after the dialog opens, and an edit must not
  // take a habit out of its routine because they had not arrived yet.
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const routineId = chosen === undefined ? current : chosen;
  /** The habit's routine and place, when the person chose another routine: last in its section. */
  const routineFields = () => {
    if (chosen === undefined || routineId === current) return {};
    if (!routineId) return { routineId, routineSince: null, listOrder: null };
    const members = (habits ?? []).filter((other) => other.routineId === routineId && other.id !== habit?.id);
    // Last among the routine's placed habits; when some are not placed (or the habits are not read
    // yet, or the end is at the top of the range), not placed either: after the placed ones, by
    // creation, which for a new habit is last too.
    const placed = habits !== undefined && members.every((other) => typeof other.listOrder === 'number');
    const end = endOfList(members);
    return { routineId, routineSince: today, listOrder: placed && end < MAX_LIST_ORDER ? end : null };
  };
  const tabs = editing ? TABS : TABS.filter((item) => item.id !== 'manage');
  const idFor = (kind: 'tab' | 'panel', id: TabId) => `${baseId}-${kind}-${id}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Both blocking errors belong to the Details tab: show it, so the messages are seen.
    if (Object.keys(validate()).length > 0) {
      setTab('details');
      return;
    }
    const fields = fieldsOf(draft);
    try {
      if (habit) {
        const patch = { ...changedFields(habit, fields), ...routineFields() };
        if (Object.keys(patch).length > 0) await mutateLocal('habit.update', { id: habit.id, patch });
      } else {
        await mutateLocal('habit.create', { id: uuidv7(), fields: { ...fields, ...routineFields() } });
      }
      // No success toast (issue 27): the list itself shows the new or changed habit.
      onClose();
    } catch (error) {
      toast.error(writeFailureText(`Failed to ${editing ? 'update' : 'create'} habit`, error));
    }
  };

  const panels: Record<TabId, () => ReactNode> = {
    details: () => (
      <DetailsTab
        draft={draft}
        errors={errors}
        update={update}
        toggleDay={toggleScheduleDay}
        // A habit adopted from a group stays a goal to reach (the server refuses a limit on it).
        offerLimits={habit?.source !== 'workspace'}
        routine={
          routines.length > 0
            ? {
                value: routineId,
                options: routines.map(({ id, name }) => ({ id, name })),
                onChange: setChosen,
              }
            : undefined
        }
      />
    ),
    style: () => <StyleTab draft={draft} update={update} />,
    settings: () => <SettingsTab draft={draft} update={update} />,
    manage: () => (habit ? <ManageTab habit={habit} onClose={onClose} /> : null),
  };

  return (
    <Modal title={editing ? 'Edit Habit' : 'Create Habit'} onClose={onClose}>
      <form className="form habit-dialog" noValidate onSubmit={submit}>
        <DialogTabs<TabId> label="Habit settings" tabs={tabs} active={tab} onSelect={setTab} idFor={idFor} />
        <TabPanels tabs={tabs} active={tab} idFor={idFor} render={(id) => panels[id]()} />
        <div className="button-row habit-dialog__actions dialog-actions">
          <button type="button" className="button button--outline" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={!draft.name.trim()}>
            {editing ? 'Update' : 'Create'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
