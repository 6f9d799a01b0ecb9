import { useId, useState } from 'react';
import {
  notificationPermission,
  type ReminderPermission,
  requestNotificationPermission,
} from '../reminders/notification-permission';
import type { HabitDraft, UpdateDraft } from './habit-draft';
import { ReminderFields } from './ReminderFields';

interface SettingsTabProps {
  draft: HabitDraft;
  update: UpdateDraft;
}

export const REMINDER_NOTES = {
  howItWorks:
    'Reminders appear as a notification at each time you set, on days the habit is not yet done. With push turned on for this device (Settings → Notifications), they arrive even when Habitat is closed. Without it, they appear while Habitat is open in a tab or window, or when your browser wakes Habitat in the background (Chrome, with Habitat installed), and then not at an exact time.',
  blocked: 'Notifications are blocked for this site. Allow them in your browser settings to get reminders.',
  unsupported: 'This browser cannot show notifications, so no reminder will appear.',
  noTime: 'Choose a time to be reminded.',
} as const;

const STATUSES = [
  { active: true, label: 'Active', description: 'Visible in your habit tracker' },
  { active: false, label: 'Archived', description: 'Hidden from your habit tracker' },
] as const;

/** Spec §2 Habit dialog, Settings: the reminder (time shown only while on) and the habit's status. */
export function SettingsTab({ draft, update }: SettingsTabProps) {
  const id = useId();
  const [permission, setPermission] = useState<ReminderPermission>(notificationPermission);

  const toggleReminder = async (enabled: boolean) => {
    update('reminderEnabled', enabled);
    // Asked from this click: browsers refuse a permission prompt that no gesture led to.
    if (enabled && permission === 'default') setPermission(await requestNotificationPermission());
  };

  return (
    <>
      <fieldset className="field habit-dialog__fieldset">
        <legend className="field__label">Reminder</legend>
        <ReminderFields
          enabled={draft.reminderEnabled}
          time={draft.reminderTime}
          onEnabledChange={(enabled) => void toggleReminder(enabled)}
          onTimeChange={(time) => update('reminderTime', time)}
          notesId={`${id}-notes`}
          moreTimes={draft.moreReminderTimes}
          onMoreTimesChange={(times) => update('moreReminderTimes', times)}
        />
        <div id={`${id}-notes`} aria-live="polite">
          {draft.reminderEnabled && (
            <>
              {!draft.reminderTime && <p className="habit-dialog__note">{REMINDER_NOTES.noTime}</p>}
              <p className="habit-dialog__note">{REMINDER_NOTES.howItWorks}</p>
              {permission === 'denied' && (
                <p className="habit-dialog__note habit-dialog__note--warning">{REMINDER_NOTES.blocked}</p>
              )}
              {permission === 'unsupported' && (
                <p className="habit-dialog__note habit-dialog__note--warning">{REMINDER_NOTES.unsupported}</p>
              )}
            </>
          )}
        </div>
      </fieldset>
      <fieldset className="field habit-dialog__fieldset">
        <legend className="field__label">Status</legend>
        <div className="habit-dialog__statuses">
          {STATUSES.map((status) => (
            <label key={status.label} className="habit-dialog__status">
              <input
                type="radio"
                name={`${id}-status`}
                checked={draft.isActive === status.active}
                aria-labelledby={`${id}-${status.label}-name`}
                aria-describedby={`${id}-${status.label}-description`}
                onChange={() => update('isActive', status.active)}
              />
              <span>
                <span id={`${id}-${status.label}-name`} className="habit-dialog__status-label">
                  {status.label}
                </span>
                <span id={`${id}-${status.label}-description`} className="habit-dialog__status-description">
                  {status.description}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
