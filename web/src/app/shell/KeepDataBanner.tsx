import { ShieldAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useHabits, usePendingCount, usePreferences } from '../../data/hooks';
import { protectWhatIsHeld, useStorageProtection } from '../../data/storage-protection';
import { useAuth } from '../../session/AuthProvider';
import { useSync } from '../../sync/SyncProvider';
import { useToast } from '../../ui/toast/ToastProvider';
import { afterPaint } from '../../ui/when-idle';
import { keepDataNotice } from './keep-data';

const DISMISSED_KEY = 'habitat.keepDataNoticeSeen';

function readDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Says once that this device holds the only copy and the browser may clear it (keep-data.ts), with
 * a copy to save and, without an account, the way to one. Answered or dismissed, it never comes
 * back on this device. At start the browser is also asked to keep a device that already holds
 * something (a write asks too, data/mutations.ts).
 */
export function KeepDataBanner() {
  const { status } = useAuth();
  const { state } = useSync();
  const { timezone } = usePreferences();
  const habits = useHabits();
  const waiting = usePendingCount();
  const protection = useStorageProtection();
  const navigate = useNavigate();
  const toast = useToast();
  const [dismissed, setDismissed] = useState(readDismissed);
  const [saving, setSaving] = useState(false);

  useEffect(() => afterPaint(() => void protectWhatIsHeld().catch(() => {})), []);

  const notice = keepDataNotice({
    protection,
    deviceOnly: status === 'deviceOnly',
    habits: habits?.length ?? 0,
    waiting,
    unreachable: state === 'offline' || state === 'error',
    dismissed,
  });
  if (!notice) return null;

  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Storage refused: the notice may come back once more, which is harmless.
    }
    setDismissed(true);
  };
  const saveCopy = () => {
    setSaving(true);
    import('../../session/device-only-export')
      .then(({ saveDeviceOnlyFile }) => saveDeviceOnlyFile(timezone))
      .then(dismiss, () => toast.error('The file could not be made. Try again.'))
      .finally(() => setSaving(false));
  };

  return (
    <section className="zone-banner keep-data-banner" aria-label="This device's copy">
      <ShieldAlert size={18} aria-hidden="true" className="zone-banner__icon" />
      <p className="zone-banner__text">{notice.text}</p>
      <div className="zone-banner__actions">
        <button
          type="button"
          className="button button--primary button--sm"
          onClick={saveCopy}
          disabled={saving}
        >
          Save a copy
        </button>
        {notice.offerAccount && (
          <button
            type="button"
            className="button button--outline button--sm"
            onClick={() => {
              dismiss();
              navigate('/signup');
            }}
          >
            Create account
          </button>
        )}
        <button type="button" className="button button--ghost button--sm" onClick={dismiss}>
          Not now
        </button>
      </div>
    </section>
  );
}
