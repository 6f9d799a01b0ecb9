import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from './AuthProvider';
import './device-only.css';

/**
 * The landing page's main call to action: starts at once on this device, without an account
 * (issue 27). The rare device that still holds an account's unsent changes says why it cannot.
 */
export function StartNowButton({ className, children }: { className: string; children: ReactNode }) {
  const { startDeviceOnly } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const start = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      const reason = await startDeviceOnly();
      if (reason) setRefusal(reason);
      else navigate('/app');
    } catch {
      setRefusal(
        'This browser would not let Habitat keep data on this device. Try again, or create an account.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className={className} onClick={start} disabled={busy} data-testid="start-now">
        {children}
      </button>
      {refusal && (
        <p className="start-now__refusal" role="alert">
          {refusal}
        </p>
      )}
    </>
  );
}
