import { type FieldErrors, hasErrors, type NewPasswordForm, validateNewPassword } from '@habitat/domain';
import type { User } from '@habitat/protocol';
import { type FormEvent, useState } from 'react';
import { changePassword } from '../../../api/profile-api';
import { useAuth } from '../../../session/AuthProvider';
import { Modal } from '../../../ui/Modal';
import { NetworkFormFooter } from '../../../ui/NetworkFormFooter';
import { NewPasswordFields } from '../../../ui/NewPasswordFields';
import { TextField } from '../../../ui/TextField';
import { useOnline } from '../../../ui/useOnline';
import { useDialogSave } from './useDialogSave';

/**
 * Settings → Change Password: the current password, then the new one twice (spec §5 signup
 * rules). Every other device is signed out; this one stays. An account made through Google or
 * GitHub has no current password and sets its first one here.
 */
export function ChangePasswordDialog({ user, onClose }: { user: User; onClose(): void }) {
  const { setUser } = useAuth();
  const online = useOnline();
  // A user stored by an older version has no hasPassword: it had one then.
  const setting = user.hasPassword === false;
  const [form, setForm] = useState<NewPasswordForm>({
    ...(setting ? {} : { currentPassword: '' }),
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors<keyof NewPasswordForm>>({});
  const { busy, failure, setFailure, save, close } = useDialogSave(onClose);

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
    await save(async () => {
      const message = await changePassword({
        ...(form.currentPassword !== undefined ? { currentPassword: form.currentPassword } : {}),
        newPassword: form.password,
      });
      if (setting) setUser({ ...user, hasPassword: true });
      return `${message}. Other devices have been signed out.`;
    }, 'Failed to change password. Please try again.');
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
        <NewPasswordFields form={form} errors={errors} onEdit={edit} />
        <NetworkFormFooter
          failure={failure}
          sending={busy}
          blocked={busy || !online}
          submitLabel={setting ? 'Set Password' : 'Change Password'}
          busyLabel="Saving..."
          onCancel={close}
          className="button-row dialog-actions"
        />
      </form>
    </Modal>
  );
}
