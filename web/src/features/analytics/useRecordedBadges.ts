import { useEffect, useState } from 'react';
import { getUserStats } from '../../api/account-api';
import { useOnline } from '../groups/useOnline';

export interface RecordedBadges {
  /** The badges the server recorded, with their dates; null until it has answered. */
  badges: { badge: string; earnedAt: string }[] | null;
  /** Offline, or the server did not answer: the widget shows what the device's own data proves. */
  unreachable: boolean;
}

/** Read again whenever the page comes back online, so a badge earned on another device appears. */
export function useRecordedBadges(): RecordedBadges {
  const online = useOnline();
  const [badges, setBadges] = useState<RecordedBadges['badges']>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!online) return;
    let current = true;
    setFailed(false);
    getUserStats()
      .then((stats) => {
        if (current) setBadges(stats.badges);
      })
      .catch(() => {
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [online]);
  return { badges, unreachable: !online || failed };
}
