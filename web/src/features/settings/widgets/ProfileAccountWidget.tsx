import { displayName, initial } from '@habitat/domain';
import { useAuth } from '../../../app/auth/AuthProvider';
import { connectedAccounts, dayStartOptions, timezoneOptions, WEEK_DAY_OPTIONS } from '../preference-options';
import { SelectField } from '../SelectField';
import { useSettingsPage } from '../settings-context';
import { SETTINGS_TEXTS } from '../settings-texts';

/** Spec §2 Profile & Account: who is signed in, and the preferences that shape their days and weeks. */
export function ProfileAccountWidget() {
  const { user } = useAuth();
  const { preferences } = useSettingsPage();
  const { values, save } = preferences;
  const connected = user ? connectedAccounts(user) : null;

  return (
    <div className="settings-stack">
      <div className="settings-profile">
        <span className="settings-avatar" aria-hidden="true">
          {user?.avatar ? <img src={user.avatar} alt="" /> : initial(user)}
        </span>
        <div className="settings-profile__text">
          <p className="settings-profile__name">{displayName(user)}</p>
          {user?.email && <p className="settings-muted">{user.email}</p>}
          {connected && <p className="settings-muted">{connected}</p>}
        </div>
      </div>
      <SelectField
        label="Timezone"
        value={values.timezone}
        options={timezoneOptions(values.timezone)}
        onChange={(zone) => save('timezone', zone)}
      />
      <SelectField
        label="Week Start Day"
        value={values.weekStartsOn}
        options={WEEK_DAY_OPTIONS}
        onChange={(day) => save('weekStartsOn', day)}
      />
      <SelectField
        label="Day Starts At"
        value={values.dayStartsAt}
        options={dayStartOptions()}
        hint={SETTINGS_TEXTS.dayStartHint}
        onChange={(time) => save('dayStartsAt', time)}
      />
    </div>
  );
}
