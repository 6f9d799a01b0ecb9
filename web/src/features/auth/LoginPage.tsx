import { type FieldErrors, hasErrors, type LoginForm, validateLogin } from '@habitat/domain';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAuth, usePageAuthError } from '../../session/AuthProvider';
import { safeNextPath, signupPathFor } from '../../session/next-path';
import { SocialButtons } from '../../session/SocialButtons';
import { usePageTitle } from '../../ui/page-title';
import { TextField } from '../../ui/TextField';
import { AuthLayout } from './AuthLayout';
import { ErrorBanner } from './ErrorBanner';
import { loginErrorFromQuery } from './login-errors';

export function LoginPage() {
  usePageTitle('Sign In');
  const { login } = useAuth();
  const { error, clearError } = usePageAuthError();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const [form, setForm] = useState<LoginForm>({ email: '', password: '' });
  const [rememberMe, setRememberMe] = useState(true);
  const [errors, setErrors] = useState<FieldErrors<keyof LoginForm>>({});
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const [queryError, setQueryError] = useState(() => loginErrorFromQuery(params.get('error')));

  const edit = (field: keyof LoginForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(form);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    setQueryError(null);
    const ok = await login(form.email, form.password, rememberMe, { to: next ?? '/app' });
    setBusy(false);
    // Signed in, the guard of this page takes the person on (to the deep link they came from, if
    // any): the screen changing is the greeting. A failure shows in the banner.
    if (!ok) setAttempt((n) => n + 1);
  };

  return (
    <AuthLayout title="Welcome back" subtitle="Sign in to continue your streaks.">
      <ErrorBanner message={error ?? queryError} attempt={attempt} />
      <form className="form" noValidate onSubmit={submit}>
        <TextField
          label="Email Address"
          name="email"
          type="email"
          autoComplete="email"
          autoFocus
          value={form.email}
          onChange={(value) => {
            edit('email')(value);
            clearError();
          }}
          error={errors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={form.password}
          onChange={(value) => {
            edit('password')(value);
            clearError();
          }}
          error={errors.password}
        />
        <div className="form__row">
          <label className="checkbox">
            <input
              type="checkbox"
              checked={rememberMe}
              onChange={(event) => setRememberMe(event.target.checked)}
            />
            Remember me
          </label>
          <button
            type="button"
            className="link-button"
            onClick={() => navigate('/forgot-password', { state: { email: form.email.trim() } })}
          >
            Forgot Password
          </button>
        </div>
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
      <SocialButtons next={next} />
      <p className="auth-card__switch">
        Don't have an account? <Link to={signupPathFor(next)}>Sign up</Link>
      </p>
    </AuthLayout>
  );
}

export { LoginPage as Component };
