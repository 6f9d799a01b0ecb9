import { type FormEvent, useState } from 'react';
import { Modal } from '../../ui/Modal';
import { TextField } from '../../ui/TextField';

interface DeleteAccountDialogProps {
  busy: boolean;
  onConfirm(password: string): void;
  onCancel(): void;
}

/** The password prompt of account deletion; submitting it empty cancels, as the spec's prompt did. */
export function DeleteAccountDialog({ busy, onConfirm, onCancel }: DeleteAccountDialogProps) {
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onConfirm(password);
  };
  return (
    <Modal title="Delete Account" size="sm" onClose={onCancel}>
      <form className="settings-delete" onSubmit={submit} aria-busy={busy}>
        <p className="settings-muted">
          Enter your password to permanently delete your account and all your data. If you only ever signed in
          with Google or GitHub, enter your email address instead.
        </p>
        <TextField
          label="Password"
          name="password"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
        <div className="button-row settings-delete__actions dialog-actions">
          <button type="button" className="button button--outline" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="button settings-button--danger" disabled={busy}>
            {busy ? 'Deleting...' : 'Delete My Account'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
