import { currentZoneName, displayName, zoneLabel } from '@habitat/domain';
import { ChevronDown, KeyRound, UserPen } from 'lucide-react';
import { useId, useState } from 'react';
import { useAuth } from '../../../session/AuthProvider';
import { NeedsAccount } from '../../../session/NeedsAccount';
import { Avatar } from '../../../ui/Avatar';
import { DialogPortal } from '../../../ui/DialogPortal';
import { connectedAccounts, dayStartOptions, WEEK_DAY_OPTIONS } from '../preference-options';
import { ChangePasswordDialog } from '../profile/ChangePasswordDialog';
import { EditProfileDialog } from '../profile/EditProfileDialog';
import { TimeZoneDialog } from '../profile/TimeZoneDialog';
import { SelectField } from '../SelectField';
import { useSettingsPage } from '../settings-context';
import { SETTINGS_TEXTS } from '../settings-texts';

type Dialog = 'profile' | 'password' | 'timezone' | null;

/**
 * Spec §2 Profile & Account: who is signed in (name and picture editable), their password, and the
 * preferences that shape their days and weeks.
 */
export function ProfileAccountWidget() {
  const { user } = useAuth();
  const { preferences } = useSettingsPage();
  const { values, save } = preferences;
  const connected = user ? connectedAccounts(user) : null;
  const [dialog, setDialog] = useState<Dialog>(null);
  const zoneId = useId();
  const close = () => setDialog(null);

  return (
    <div className="settings-stack">
      {/* Without an account the preferences below are this device's; a profile comes with one. */}
      {!user && (
        <NeedsAccount title="Your profile needs an account" inline>
          A name, a password and your habits on every device.
        </NeedsAccount>
      )}
      {user && (
        <>
          <div className="settings-profile">
            <Avatar user={user} className="settings-avatar" />
            <div className="settings-profile__text">
              <p className="settings-profile__name">{displayName(user)}</p>
              {user?.email && <p className="settings-muted">{user.email}</p>}
              {connected && <p className="settings-muted">{connected}</p>}
            </div>
          </div>
          <div className="settings-actions">
            <button
              type="button"
              className="button button--outline button--sm"
              onClick={() => setDialog('profile')}
            >
              <UserPen size={16} aria-hidden="true" /> Edit Profile
            </button>
            <button
              type="button"
              className="button button--outline button--sm"
              onClick={() => setDialog('password')}
            >
              <KeyRound size={16} aria-hidden="true" />{' '}
              {user?.hasPassword === false ? 'Set Password' : 'Change Password'}
            </button>
          </div>
        </>
      )}
      <div className="field settings-field">
        <span id={zoneId} className="field__label">
          Timezone
        </span>
        <button
          type="button"
          className="input settings-select settings-zone"
          // Named by the label and the zone it shows, so the visible words are in the name.
          aria-labelledby={`${zoneId} ${zoneId}-value`}
          onClick={() => setDialog('timezone')}
        >
          <span id={`${zoneId}-value`}>{zoneLabel(currentZoneName(values.timezone), Date.now())}</span>
          <ChevronDown size={16} aria-hidden="true" className="settings-zone__chevron" />
        </button>
      </div>
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
      {dialog && (
        <DialogPortal>
          {dialog === 'profile' && user && <EditProfileDialog user={user} onClose={close} />}
          {dialog === 'password' && user && <ChangePasswordDialog user={user} onClose={close} />}
          {dialog === 'timezone' && (
            <TimeZoneDialog
              current={values.timezone}
              onChoose={(zone) => save('timezone', zone)}
              onClose={close}
            />
          )}
        </DialogPortal>
      )}
    </div>
  );
}
