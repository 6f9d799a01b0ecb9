import { useId } from 'react';
import type { GroupHabitDraft, UpdateGroupDraft } from './group-habit-draft';

/** Offered at once, so switching reminders on is enough to set one. */
const SUGGESTED_REMINDER_TIME = '09:00';

/**
 * The group habit form's Settings tab: the default reminder members get when they adopt the habit
 * (its time shown only while on, spec §2) and whether the habit is required in the group.
 */
export function GroupSettingsTab({ draft, update }: { draft: GroupHabitDraft; update: UpdateGroupDraft }) {
  const id = useId();
  const toggleReminder = (enabled: boolean) => {
    update('reminderEnabled', enabled);
    if (enabled && !draft.reminderTime) update('reminderTime', SUGGESTED_REMINDER_TIME);
  };
  return (
    <>
      <fieldset className="field habit-dialog__fieldset">
        <legend className="field__label">Reminder</legend>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={draft.reminderEnabled}
            onChange={(event) => toggleReminder(event.target.checked)}
          />
          <span>Enable reminder</span>
        </label>
        {draft.reminderEnabled && (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-time`}>
              Reminder time
            </label>
            <input
              id={`${id}-time`}
              className="input habit-dialog__time"
              type="time"
              value={draft.reminderTime}
              onChange={(event) => update('reminderTime', event.target.value)}
            />
          </div>
        )}
        <p className="habit-dialog__note">Members who adopt this habit start with this reminder.</p>
      </fieldset>
      <fieldset className="field habit-dialog__fieldset">
        <legend className="field__label">Requirement</legend>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={draft.isRequired}
            aria-describedby={`${id}-required-note`}
            onChange={(event) => update('isRequired', event.target.checked)}
          />
          <span>Required habit</span>
        </label>
        <p id={`${id}-required-note`} className="habit-dialog__note">
          Marks this habit as one every member of the group is expected to adopt.
        </p>
      </fieldset>
    </>
  );
}
