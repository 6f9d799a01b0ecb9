import { type FieldErrors, hasErrors, type LoginForm } from '@habitat/domain';
import { AlertCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { INVITATION_TEXTS, validateInvitationLogin } from '../../session/invitation-texts';
import { SocialButtons } from '../../session/SocialButtons';
import { TextField } from '../../ui/TextField';
import { NEEDS_NETWORK } from '../../ui/useOnline';

interface InvitationLoginFormProps {
  invitedEmail: string;
  /** The invitation's token: signing up or in with a provider comes back to it. */
  token: string;
  busy: boolean;
  online: boolean;
  /** The failure to show above the fields, already worded (spec §8: 'Login failed' or the server's text). */
  error: string | null;
  onSubmit(form: LoginForm): void;
  onEdit(): void;
  onCancel(): void;
}

/** Spec §2: signed out, accepting reveals this form; signing in then accepts on its own. */
export function InvitationLoginForm({
  invitedEmail,
  token,
  busy,
  online,
  error,
  onSubmit,
  onEdit,
  onCancel,
}: InvitationLoginFormProps) {
  const [form, setForm] = useState<LoginForm>({ email: invitedEmail, password: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof LoginForm>>({});

  const edit = (field: keyof LoginForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    onEdit();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateInvitationLogin(form);
    setErrors(found);
    if (!hasErrors(found)) onSubmit(form);
  };

  return (
    <form className="form invitation-login" noValidate onSubmit={submit} aria-label="Log in to join">
      {error && (
        <p className="invitation-alert" role="alert">
          <AlertCircle size={18} aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
      <TextField
        label="Email Address"
        name="email"
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={edit('email')}
        error={errors.email}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        // The address comes from the invitation, so the password is what is left to type.
        autoFocus
        value={form.password}
        onChange={edit('password')}
        error={errors.password}
      />
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={busy || !online}
        title={online ? undefined : NEEDS_NETWORK}
      >
        {busy ? 'Joining...' : INVITATION_TEXTS.loginAndJoin}
      </button>
      <SocialButtons next={`/invite/${token}`} />
      <div className="invitation-login__footer">
        <span>
          Don't have an account? <Link to={`/signup?invite=${token}`}>Sign up</Link>
        </span>
        <button type="button" className="link-button" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
