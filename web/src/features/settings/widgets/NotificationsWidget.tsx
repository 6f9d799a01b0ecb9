import { isReminderTime } from '@habitat/domain';
import { useId } from 'react';
import { usePushDevice } from '../../../push/usePushDevice';
import { NEEDS_NETWORK, useOnline } from '../../../ui/useOnline';
import { PrivacySwitch } from '../habit-privacy/PrivacySwitch';
import { useSettingsPage } from '../settings-context';
import { emailUpdatesDescription, NOTIFICATION_TEXTS, PUSH_TEXTS, pushFailed } from '../settings-texts';

/**
 * Spec §2 Notifications: the Email Updates preference (the weekly summary), Web Push (issue 16) and
 * where habit reminders are set. The spec's "Upcoming features" are all built now (issue 27).
 * Push on this device is the browser's subscription; what is pushed is the person's synced choice.
 * A switch that moved is its own confirmation: only failures show a toast.
 */
export function NotificationsWidget() {
  const { preferences, notify } = useSettingsPage();
  const push = usePushDevice();
  const online = useOnline();
  const { state } = push;
  const id = useId();
  const summaryAt = preferences.values.reminderSummaryAt ?? null;
  // Turning push on needs the server (its key, the registration); turning it off works anywhere.
  const deviceDisabled =
    push.busy ||
    state === null ||
    state === 'unsupported' ||
    state === 'denied' ||
    (!online && state === 'off');

  const toggleDevice = (on: boolean) => {
    (on ? push.turnOn() : push.turnOff()).then(
      (next) => {
        if (next === 'off' && on) notify('error', PUSH_TEXTS.dismissed);
      },
      (error: Error) => notify('error', pushFailed(error.message)),
    );
  };

  return (
    <div className="settings-stack">
      <PrivacySwitch
        label="Email Updates"
        description={emailUpdatesDescription(preferences.values.weekStartsOn)}
        checked={preferences.values.emailNotifications}
        disabled={false}
        onChange={(on) => preferences.save('emailNotifications', on)}
      />
      <section className="settings-stack" aria-label={PUSH_TEXTS.title}>
        <h3 className="settings-subtitle">{PUSH_TEXTS.title}</h3>
        <PrivacySwitch
          label={PUSH_TEXTS.device}
          description={PUSH_TEXTS.deviceHint}
          checked={state === 'on'}
          disabled={deviceDisabled}
          onChange={toggleDevice}
        />
        {state === 'unsupported' && (
          <p className="settings-hint" role="status">
            {PUSH_TEXTS.unsupported}
          </p>
        )}
        {state === 'denied' && (
          <p className="settings-hint" role="status">
            {PUSH_TEXTS.denied}
          </p>
        )}
        {!online && state === 'off' && <p className="settings-hint">{NEEDS_NETWORK}</p>}
        <PrivacySwitch
          label={PUSH_TEXTS.encouragements}
          description={PUSH_TEXTS.encouragementsHint}
          checked={preferences.values.pushEncouragements}
          disabled={false}
          onChange={(on) => preferences.save('pushEncouragements', on)}
        />
        <PrivacySwitch
          label={PUSH_TEXTS.groupEvents}
          description={PUSH_TEXTS.groupEventsHint}
          checked={preferences.values.pushGroupEvents}
          disabled={false}
          onChange={(on) => preferences.save('pushGroupEvents', on)}
        />
        <p className="settings-hint">{PUSH_TEXTS.everyDevice}</p>
      </section>
      <section className="settings-stack" aria-label="Reminders">
        <h3 className="settings-subtitle">Reminders</h3>
        <p className="settings-hint">{NOTIFICATION_TEXTS.reminders}</p>
        <PrivacySwitch
          label={NOTIFICATION_TEXTS.summary}
          description={NOTIFICATION_TEXTS.summaryHint}
          checked={summaryAt !== null}
          disabled={false}
          onChange={(on) =>
            preferences.save('reminderSummaryAt', on ? NOTIFICATION_TEXTS.summaryDefault : null)
          }
        />
        {summaryAt !== null && (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-summary`}>
              {NOTIFICATION_TEXTS.summaryTime}
            </label>
            <input
              id={`${id}-summary`}
              className="input settings-time"
              type="time"
              value={summaryAt}
              onChange={(event) => {
                // A cleared field keeps the time there was: the switch turns the summary off.
                if (isReminderTime(event.target.value))
                  preferences.save('reminderSummaryAt', event.target.value);
              }}
            />
          </div>
        )}
      </section>
    </div>
  );
}
