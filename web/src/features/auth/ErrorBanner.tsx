import { AlertCircle } from 'lucide-react';

/** The red banner of the auth pages; it shakes each time a new failure arrives. */
export function ErrorBanner({ message, attempt }: { message: string | null; attempt: number }) {
  if (!message) return null;
  return (
    <div key={attempt} className="error-banner" role="alert" data-testid="auth-error">
      <AlertCircle size={18} aria-hidden="true" />
      <span>{message}</span>
    </div>
  );
}
