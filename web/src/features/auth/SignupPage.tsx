import {
  type FieldErrors,
  hasErrors,
  registrationName,
  type SignupForm,
  validateSignup,
} from '@habitat/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAuth, usePageAuthError } from '../../session/AuthProvider';
import { loginPathForNext, safeNextPath } from '../../session/next-path';
import { SocialButtons } from '../../session/SocialButtons';
import { usePageTitle } from '../../ui/page-title';
import { TextField } from '../../ui/TextField';
import { AuthLayout } from './AuthLayout';
import { ErrorBanner } from './ErrorBanner';
import { type LegalDocument, LegalModal } from './LegalModal';
import { invitationTokenFrom, invitedEmailHint, joiningLine, signupLanding } from './signup-invitation';
import { useInvitationPreview } from './useInvitationPreview';

type TextFields = Exclude<keyof SignupForm, 'acceptTerms'>;

const EMPTY: SignupForm = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

export function SignupPage() {
  usePageTitle('Create Account');
  const { register, status } = useAuth();
  const { error, clearError } = usePageAuthError();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const inviteToken = invitationTokenFrom(params.get('invite'));
  const preview = useInvitationPreview(inviteToken);
  const invitation = preview.status === 'ready' ? preview.invitation : null;
  const [form, setForm] = useState<SignupForm>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof SignupForm>>({});
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [legal, setLegal] = useState<LegalDocument | null>(null);

  // The invited address, filled in and fixed: the account must be the one the invitation is for.
  useEffect(() => {
    if (invitation) setForm((current) => ({ ...current, email: invitation.email }));
  }, [invitation]);

  const edit = (field: TextFields) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    clearError();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignup(form);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    const created = await register(
      {
        name: registrationName(form),
        email: form.email,
        password: form.password,
        ...(invitation && inviteToken ? { invitationToken: inviteToken } : {}),
      },
      (data) => signupLanding(data.joinedWorkspace, inviteToken, next),
    );
    setBusy(false);
    // Created, the guard of this page takes the person on: the screen changing is the greeting.
    if (!created) setAttempt((n) => n + 1);
  };

  const field = (name: TextFields, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={label}
      name={name}
      value={form[name]}
      onChange={edit(name)}
      error={errors[name]}
      {...extra}
    />
  );

  return (
    <AuthLayout
      title="Create your account"
      subtitle={
        invitation
          ? joiningLine(invitation)
          : status === 'deviceOnly'
            ? 'Everything you made on this device comes with you.'
            : 'Start building better habits today.'
      }
    >
      <ErrorBanner message={error} attempt={attempt} />
      {preview.status === 'unusable' && (
        <p className="auth-note" role="status">
          {preview.message}
        </p>
      )}
      <form className="form" noValidate onSubmit={submit}>
        <div className="form__pair">
          {field('firstName', 'First Name', { autoComplete: 'given-name', autoFocus: true })}
          {field('lastName', 'Last Name', { autoComplete: 'family-name' })}
        </div>
        {field('email', 'Email Address', {
          type: 'email',
          autoComplete: 'email',
          ...(invitation ? { readOnly: true, hint: invitedEmailHint(invitation.workspace.name) } : {}),
        })}
        {field('password', 'Password', { type: 'password', autoComplete: 'new-password' })}
        {field('confirmPassword', 'Confirm Password', { type: 'password', autoComplete: 'new-password' })}
        <div className="field">
          <label className="checkbox">
            <input
              type="checkbox"
              name="acceptTerms"
              checked={form.acceptTerms}
              aria-invalid={errors.acceptTerms ? true : undefined}
              onChange={(event) => {
                const acceptTerms = event.target.checked;
                setForm((current) => ({ ...current, acceptTerms }));
                setErrors((current) => ({ ...current, acceptTerms: undefined }));
              }}
            />
            <span>
              I agree to the{' '}
              <button type="button" className="inline-link" onClick={() => setLegal('terms')}>
                Terms of Service
              </button>{' '}
              and{' '}
              <button type="button" className="inline-link" onClick={() => setLegal('privacy')}>
                Privacy Policy
              </button>
            </span>
          </label>
          {errors.acceptTerms && (
            <p className="field__error" role="alert">
              {errors.acceptTerms}
            </p>
          )}
        </div>
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? 'Creating account...' : 'Create Account'}
        </button>
      </form>
      <SocialButtons next={inviteToken ? `/invite/${inviteToken}` : next} />
      {legal && <LegalModal document={legal} onClose={() => setLegal(null)} />}
      <p className="auth-card__switch">
        Already have an account?{' '}
        <Link to={loginPathForNext(inviteToken ? `/invite/${inviteToken}` : next)}>Sign in</Link>
      </p>
    </AuthLayout>
  );
}

export { SignupPage as Component };
