import { type FieldErrors, hasErrors, type NewPasswordForm, validateNewPassword } from '@habitat/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useAuth, usePageAuthError } from '../../session/AuthProvider';
import { checkPasswordReset } from '../../session/auth-api';
import { FullPageStatus } from '../../session/guards';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { usePageTitle } from '../../ui/page-title';
import { useToast } from '../../ui/toast/ToastProvider';
import { AuthLayout } from './AuthLayout';
import { ErrorBanner } from './ErrorBanner';

type ResetLink =
  | { status: 'checking' }
  | { status: 'usable'; email: string }
  | { status: 'dead'; message: string }
  /** No answer (offline, the server down): nothing is known about the link yet. */
  | { status: 'unreachable'; message: string };

const DONE = 'Your password has been reset.';

/**
 * The emailed reset link (`/reset-password/{token}`): says whose password it sets, takes the new
 * one twice (spec §5 rules), and signs in with it. A used or expired link says so and offers a new
 * one.
 */
export function ResetPasswordPage() {
  usePageTitle('Choose a New Password');
  const { token = '' } = useParams();
  const { resetPassword } = useAuth();
  const { error, clearError } = usePageAuthError();
  const navigate = useNavigate();
  const toast = useToast();
  const [link, setLink] = useState<ResetLink>({ status: 'checking' });
  const [form, setForm] = useState<NewPasswordForm>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof NewPasswordForm>>({});
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const [check, setCheck] = useState(0);
  useEffect(() => {
    // `check` only asks again; the token alone decides what is asked.
    void check;
    let current = true;
    setLink({ status: 'checking' });
    checkPasswordReset(token).then(
      (email) => current && setLink({ status: 'usable', email }),
      (failure: unknown) => {
        if (!current) return;
        const message = failure instanceof Error ? failure.message : 'Please try again.';
        if (failure instanceof ApiError && failure.status !== 0 && failure.status < 500) {
          setLink({ status: 'dead', message: failure.serverMessage || message });
        } else setLink({ status: 'unreachable', message });
      },
    );
    return () => {
      current = false;
    };
  }, [token, check]);

  const edit = (field: 'password' | 'confirmPassword') => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    clearError();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewPassword(form);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    const ok = await resetPassword(token, form.password, { to: '/app' });
    setBusy(false);
    if (!ok) {
      setAttempt((n) => n + 1);
      return;
    }
    toast.success(DONE);
    navigate('/app', { replace: true });
  };

  if (link.status === 'checking') return <FullPageStatus>Checking the link...</FullPageStatus>;
  if (link.status === 'unreachable') {
    return (
      <AuthLayout title="The link could not be checked" subtitle={link.message}>
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() => setCheck((n) => n + 1)}
        >
          Try again
        </button>
      </AuthLayout>
    );
  }
  if (link.status === 'dead') {
    return (
      <AuthLayout title="This link cannot be used" subtitle={link.message}>
        <Link to="/forgot-password" className="button button--primary button--block">
          Request a new link
        </Link>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Choose a new password"
      subtitle={`For ${link.email}. You will be signed out everywhere else.`}
    >
      <ErrorBanner message={error} attempt={attempt} />
      <form className="form" noValidate onSubmit={submit}>
        {/* Password managers file the new password under this account. */}
        <input type="email" name="username" autoComplete="username" value={link.email} readOnly hidden />
        <NewPasswordFields form={form} errors={errors} onEdit={edit} autoFocus />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? 'Resetting...' : 'Reset Password'}
        </button>
      </form>
    </AuthLayout>
  );
}

export { ResetPasswordPage as Component };
