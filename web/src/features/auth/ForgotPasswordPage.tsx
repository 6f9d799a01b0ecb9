import { emailError } from '@habitat/domain';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { requestPasswordReset } from '../../session/auth-api';
import { usePageTitle } from '../../ui/page-title';
import { TextField } from '../../ui/TextField';
import { AuthLayout } from './AuthLayout';
import { ErrorBanner } from './ErrorBanner';

/**
 * 'Forgot Password' on the login page leads here: an address, and a link to reset the password is
 * emailed to it. The answer is the same whether or not the address has an account.
 */
export function ForgotPasswordPage() {
  usePageTitle('Reset Password');
  const typed = (useLocation().state as { email?: unknown } | null)?.email;
  const [email, setEmail] = useState(typeof typed === 'string' ? typed : '');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailError(email);
    setFieldError(problem);
    if (problem) return;
    setBusy(true);
    setFailure(null);
    try {
      setAnswer(await requestPasswordReset(email.trim()));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Please try again.');
      setAttempt((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout title="Reset your password" subtitle="We will email you a link to choose a new one.">
      <ErrorBanner message={failure} attempt={attempt} />
      {answer ? (
        <>
          <p className="auth-note auth-note--success" role="status">
            {answer}
          </p>
          <button
            type="button"
            className="button button--outline button--block"
            onClick={() => setAnswer(null)}
          >
            Send another link
          </button>
        </>
      ) : (
        <form className="form" noValidate onSubmit={submit}>
          <TextField
            label="Email Address"
            name="email"
            type="email"
            autoComplete="email"
            autoFocus
            value={email}
            onChange={(value) => {
              setEmail(value);
              setFieldError(undefined);
            }}
            error={fieldError}
          />
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {busy ? 'Sending...' : 'Send Reset Link'}
          </button>
        </form>
      )}
      <p className="auth-card__switch">
        Remembered it? <Link to="/login">Sign in</Link>
      </p>
    </AuthLayout>
  );
}

export { ForgotPasswordPage as Component };
