import { type FieldErrors, hasErrors, type NewPasswordForm, validateNewPassword } from '@habitat/domain';
import type { User } from '@habitat/protocol';
import { type FormEvent, useState } from 'react';
import { changePassword } from '../../../api/profile-api';
import { useAuth } from '../../../app/auth/AuthProvider';
import { Modal } from '../../../ui/Modal';
import { TextField } from '../../../ui/TextField';
import { NEEDS_NETWORK, useOnline } from '../../groups/useOnline';
import { useSettingsPage } from '../settings-context';

/**
 * Settings → Change Password: the current password, then the new one twice (spec §5 signup
 * rules). Every other device is signed out; this one stays. An account made through Google or
 * GitHub has no current password and sets its first one here.
 */
export function ChangePasswordDialog({ user, onClose }: { user: User; onClose(): void }) {
  const { setUser } = useAuth();
  const { notify, onServerSave } = useSettingsPage();
  const online = useOnline();
  // A user stored by an older version has no hasPassword: it had one then.
  const setting = user.hasPassword === false;
  const [form, setForm] = useState<NewPasswordForm>({
    ...(setting ? {} : { currentPassword: '' }),
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors<keyof NewPasswordForm>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = (field: keyof NewPasswordForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewPassword(form);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    onServerSave(true);
    try {
      const message = await changePassword({
        ...(form.currentPassword !== undefined ? { currentPassword: form.currentPassword } : {}),
        newPassword: form.password,
      });
      if (setting) setUser({ ...user, hasPassword: true });
      notify('success', `${message}. Other devices have been signed out.`);
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Failed to change password. Please try again.');
    } finally {
      setBusy(false);
      onServerSave(false);
    }
  };

  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Modal title={setting ? 'Set a Password' : 'Change Password'} size="sm" onClose={close}>
      <form className="form" noValidate onSubmit={submit} aria-busy={busy}>
        {setting && (
          <p className="settings-muted">
            You sign in with Google or GitHub. A password lets you sign in with your email address too.
          </p>
        )}
        <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
        {form.currentPassword !== undefined && (
          <TextField
            label="Current Password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            value={form.currentPassword}
            onChange={edit('currentPassword')}
            error={errors.currentPassword}
          />
        )}
        <TextField
          label="New Password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={edit('password')}
          error={errors.password}
        />
        <TextField
          label="Confirm Password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={edit('confirmPassword')}
          error={errors.confirmPassword}
        />
        {failure && (
          <p className="field__error" role="alert">
            {failure}
          </p>
        )}
        {!online && <p className="settings-muted">{NEEDS_NETWORK}</p>}
        <div className="button-row dialog-actions">
          <button type="button" className="button button--outline" onClick={close} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={busy || !online}>
            {busy ? 'Saving...' : setting ? 'Set Password' : 'Change Password'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
