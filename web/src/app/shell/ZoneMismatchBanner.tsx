import { deviceTimeZone, sameTimeZone, zoneChoice } from '@habitat/domain';
import { Globe } from 'lucide-react';
import { useState } from 'react';
import { usePreferences } from '../../data/hooks';
import { mutateLocal } from '../../data/mutations';
import { useToast } from '../../ui/toast/ToastProvider';

const ANSWERED_KEY = 'habitat.zoneAnswered';

function readAnswered(): string | null {
  try {
    return localStorage.getItem(ANSWERED_KEY);
  } catch {
    return null;
  }
}

/**
 * When this device's time zone is not the one the person's days follow (they travelled, or the
 * account began in UTC before zones were detected), offers to switch. "Keep" is remembered for
 * this pair of zones, so it is asked again only when the device moves on. Days, streaks and
 * reminders follow the stored zone until the person chooses.
 */
export function ZoneMismatchBanner() {
  const { timezone } = usePreferences();
  const toast = useToast();
  const device = deviceTimeZone();
  const pair = `${device}|${timezone}`;
  const [answered, setAnswered] = useState(readAnswered);
  if (!device || sameTimeZone(device, timezone) || answered === pair) return null;

  const now = Date.now();
  const here = zoneChoice(device, now);
  const stored = zoneChoice(timezone, now);
  const remember = () => {
    try {
      localStorage.setItem(ANSWERED_KEY, pair);
    } catch {
      // Storage refused: the question comes back next time, which is harmless.
    }
    setAnswered(pair);
  };
  const switchZone = () => {
    // Routine (issue 27): the banner going away is the answer; only a failure says anything.
    mutateLocal('preferences.save', { patch: { timezone: device } }).catch(() =>
      toast.error('Failed to update timezone. Please try again.'),
    );
  };

  return (
    <section className="zone-banner" aria-label="Time zone">
      <Globe size={18} aria-hidden="true" className="zone-banner__icon" />
      <p className="zone-banner__text">
        This device is on <strong>{here.city}</strong> time ({here.offset}), but your days follow{' '}
        <strong>{stored.city}</strong> time ({stored.offset}).
      </p>
      <div className="zone-banner__actions">
        <button type="button" className="button button--primary button--sm" onClick={switchZone}>
          Use {here.city} time
        </button>
        <button type="button" className="button button--outline button--sm" onClick={remember}>
          Keep {stored.city}
        </button>
      </div>
    </section>
  );
}
