import { PrivacySwitch } from '../habit-privacy/PrivacySwitch';
import { useSettingsPage } from '../settings-context';
import { emailUpdatesDescription, UPCOMING_NOTIFICATIONS } from '../settings-texts';
import { UpcomingFeatures } from '../UpcomingFeatures';

/** Spec §2 Notifications: the Email Updates preference and what is coming. */
export function NotificationsWidget() {
  const { preferences } = useSettingsPage();
  return (
    <div className="settings-stack">
      <PrivacySwitch
        label="Email Updates"
        description={emailUpdatesDescription(preferences.values.weekStartsOn)}
        checked={preferences.values.emailNotifications}
        disabled={false}
        onChange={(on) => preferences.save('emailNotifications', on)}
      />
      <UpcomingFeatures features={UPCOMING_NOTIFICATIONS} />
    </div>
  );
}
