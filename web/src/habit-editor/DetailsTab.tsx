import { HABIT_CATEGORIES, SCHEDULE_BUTTONS, TARGET_UNITS } from '@habitat/domain';
import { useId } from 'react';
import { TextField } from '../ui/TextField';
import type { DraftErrors, HabitDraft, UpdateDraft } from './habit-draft';

interface DetailsTabProps {
  draft: HabitDraft;
  errors: DraftErrors;
  update: UpdateDraft;
  toggleDay(day: number): void;
  /** Whether the goal may be a limit: a person's own habit yes, a group's habit not (yet). */
  offerLimits?: boolean;
  /** The person's routines to list the habit under (issue 30); absent while they have none. */
  routine?: RoutineChoice | undefined;
}

export interface RoutineChoice {
  value: string | null;
  options: readonly { id: string; name: string }[];
  onChange(routineId: string | null): void;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Spec §2 Habit dialog, Details: name, description, category, schedule (M to S), target. */
export function DetailsTab({
  draft,
  errors,
  update,
  toggleDay,
  offerLimits = true,
  routine,
}: DetailsTabProps) {
  const id = useId();
  const scheduleErrorId = `${id}-schedule-error`;
  return (
    <>
      <TextField
        label="Name"
        name="name"
        value={draft.name}
        onChange={(name) => update('name', name)}
        error={errors.name}
        placeholder="e.g. Read 20 pages"
        maxLength={200}
      />
      <TextField
        label="Description"
        name="description"
        multiline
        value={draft.description}
        onChange={(description) => update('description', description)}
        maxLength={2000}
      />
      <div className="field">
        <label className="field__label" htmlFor={`${id}-category`}>
          Category
        </label>
        <select
          id={`${id}-category`}
          className="input"
          value={draft.category}
          onChange={(event) => update('category', event.target.value)}
        >
          {/* A category from elsewhere (an API client) stays selectable rather than silently changing. */}
          {!(HABIT_CATEGORIES as readonly string[]).includes(draft.category) && (
            <option value={draft.category}>{draft.category}</option>
          )}
          {HABIT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {capitalise(category)}
            </option>
          ))}
        </select>
      </div>
      <fieldset
        className="field habit-dialog__fieldset"
        aria-describedby={errors.scheduleDays ? scheduleErrorId : undefined}
      >
        <legend className="field__label">Schedule</legend>
        <div className="habit-dialog__days">
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
          <p id={scheduleErrorId} className="field__error" role="alert">
            {errors.scheduleDays}
          </p>
        )}
      </fieldset>
      {offerLimits && (
        <div className="form__pair">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-kind`}>
              Goal
            </label>
            {/* A limit (issue 30): success is staying within it (coffees, cigarettes, screen time). */}
            <select
              id={`${id}-kind`}
              className="input"
              value={draft.targetKind}
              onChange={(event) =>
                update('targetKind', event.target.value === 'at-most' ? 'at-most' : 'at-least')
              }
            >
              <option value="at-least">At least</option>
              <option value="at-most">At most (a limit)</option>
            </select>
          </div>
          {draft.targetKind === 'at-most' && (
            <div className="field">
              <label className="field__label" htmlFor={`${id}-period`}>
                Limit per
              </label>
              <select
                id={`${id}-period`}
                className="input"
                value={draft.targetPeriod}
                onChange={(event) => update('targetPeriod', event.target.value === 'week' ? 'week' : 'day')}
              >
                <option value="day">Day</option>
                <option value="week">Week</option>
              </select>
            </div>
          )}
        </div>
      )}
      <div className="form__pair">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-target`}>
            {draft.targetKind === 'at-most' ? 'Limit' : 'Target'}
          </label>
          <input
            id={`${id}-target`}
            className="input"
            type="number"
            inputMode="decimal"
            min={1}
            step="any"
            value={draft.targetValue}
            onChange={(event) => update('targetValue', event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-unit`}>
            Unit
          </label>
          {/* Free text (glasses, km, push-ups), with the spec's units offered as suggestions. */}
          <input
            id={`${id}-unit`}
            className="input"
            type="text"
            list={`${id}-units`}
            maxLength={20}
            autoComplete="off"
            value={draft.targetUnit}
            placeholder="times"
            onChange={(event) => update('targetUnit', event.target.value)}
          />
          <datalist id={`${id}-units`}>
            {TARGET_UNITS.map((unit) => (
              <option key={unit} value={unit} />
            ))}
          </datalist>
        </div>
      </div>
      {routine && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-routine`}>
            Routine
          </label>
          <select
            id={`${id}-routine`}
            className="input"
            value={routine.value ?? ''}
            onChange={(event) => routine.onChange(event.target.value || null)}
          >
            <option value="">None</option>
            {routine.options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
      )}
    </>
  );
}
