import {
  type HabitFields,
  type HabitRecord,
  newHabitFields,
  SCHEDULE_BUTTONS,
  uuidv7,
  validateHabitForm,
} from '@habitat/domain';
import { type FormEvent, useState } from 'react';
import { mutateLocal } from '../../data/mutations';
import { Modal } from '../../ui/Modal';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/toast/ToastProvider';

type Draft = Pick<HabitFields, 'name' | 'description' | 'scheduleDays' | 'targetValue' | 'targetUnit'>;

function draftOf(habit: HabitRecord | undefined): Draft {
  const source = habit ?? newHabitFields({ icon: '✅' });
  return {
    name: habit ? source.name : '',
    description: source.description,
    scheduleDays: [...source.scheduleDays],
    targetValue: source.targetValue,
    targetUnit: source.targetUnit,
  };
}

/**
 * Create or edit a habit (spec §2 Habit dialog, Details tab). Saving is a local mutation: the dialog
 * closes at once and the change syncs in the background.
 */
export function HabitDialog({ habit, onClose }: { habit?: HabitRecord; onClose(): void }) {
  const toast = useToast();
  const [draft, setDraft] = useState<Draft>(() => draftOf(habit));
  const [errors, setErrors] = useState<Partial<Record<'name' | 'scheduleDays', string>>>({});
  const editing = habit !== undefined;

  const toggleDay = (day: number) => {
    setDraft((current) => ({
      ...current,
      scheduleDays: current.scheduleDays.includes(day)
        ? current.scheduleDays.filter((d) => d !== day)
        : [...current.scheduleDays, day].sort((a, b) => a - b),
    }));
    setErrors((current) => ({ ...current, scheduleDays: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateHabitForm(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const fields = { ...draft, name: draft.name.trim() };
    try {
      if (habit) {
        // Only what changed: per-field merging keeps another device's edits to the other fields.
        const changed = Object.fromEntries(
          Object.entries(fields).filter(
            ([key, value]) => JSON.stringify(value) !== JSON.stringify(habit[key as keyof Draft]),
          ),
        );
        if (Object.keys(changed).length > 0)
          await mutateLocal('habit.update', { id: habit.id, patch: changed });
      } else {
        await mutateLocal('habit.create', { id: uuidv7(), fields: { ...fields, icon: '✅' } });
      }
      toast.success(editing ? 'Habit updated successfully!' : 'Habit created successfully!');
      onClose();
    } catch (error) {
      toast.error(`Failed to ${editing ? 'update' : 'create'} habit: ${(error as Error).message}`);
    }
  };

  return (
    <Modal title={editing ? 'Edit Habit' : 'Create Habit'} onClose={onClose}>
      <div className="tabs" role="tablist" aria-label="Habit settings">
        <button type="button" role="tab" aria-selected="true" className="tab tab--active">
          Details
        </button>
      </div>
      <form className="form" noValidate onSubmit={submit}>
        <TextField
          label="Name"
          name="name"
          value={draft.name}
          onChange={(name) => {
            setDraft((current) => ({ ...current, name }));
            setErrors((current) => ({ ...current, name: undefined }));
          }}
          error={errors.name}
          placeholder="e.g. Read 20 pages"
          maxLength={200}
        />
        <TextField
          label="Description"
          name="description"
          multiline
          value={draft.description}
          onChange={(description) => setDraft((current) => ({ ...current, description }))}
          maxLength={2000}
        />
        <fieldset className="field schedule-field">
          <legend className="field__label">Schedule</legend>
          <div className="day-buttons">
            {SCHEDULE_BUTTONS.map(({ day, label, name }) => (
              <button
                key={day}
                type="button"
                className={`day-button${draft.scheduleDays.includes(day) ? ' day-button--on' : ''}`}
                aria-pressed={draft.scheduleDays.includes(day)}
                aria-label={name}
                onClick={() => toggleDay(day)}
              >
                {label}
              </button>
            ))}
          </div>
          {errors.scheduleDays && (
            <p className="field__error" role="alert">
              {errors.scheduleDays}
            </p>
          )}
        </fieldset>
        <div className="form__pair">
          <div className="field">
            <label className="field__label" htmlFor="habit-target">
              Target
            </label>
            <input
              id="habit-target"
              className="input"
              type="number"
              min={1}
              step={1}
              value={draft.targetValue}
              onChange={(event) =>
                setDraft((current) => ({ ...current, targetValue: Number(event.target.value) }))
              }
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="habit-unit">
              Unit
            </label>
            <select
              id="habit-unit"
              className="input"
              value={draft.targetUnit}
              onChange={(event) => setDraft((current) => ({ ...current, targetUnit: event.target.value }))}
            >
              {['times', 'minutes', 'hours', 'pages', 'cups', 'steps'].map((unit) => (
                <option key={unit} value={unit}>
                  {unit}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="button-row button-row--end">
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
