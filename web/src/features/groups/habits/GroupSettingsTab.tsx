import { useId } from 'react';
import { ReminderFields } from '../../../habit-editor/ReminderFields';
import type { GroupHabitDraft, UpdateGroupDraft } from './group-habit-draft';

/**
 * The group habit form's Settings tab: the default reminder members get when they adopt the habit
 * (its time shown only while on, spec §2) and whether the habit is required in the group.
 */
export function GroupSettingsTab({ draft, update }: { draft: GroupHabitDraft; update: UpdateGroupDraft }) {
  const id = useId();
  return (
    <>
      <fieldset className="field habit-dialog__fieldset">
        <legend className="field__label">Reminder</legend>
        <ReminderFields
          enabled={draft.reminderEnabled}
          time={draft.reminderTime}
          onEnabledChange={(enabled) => update('reminderEnabled', enabled)}
          onTimeChange={(time) => update('reminderTime', time)}
        />
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
