import { useUserStats } from '../../api/account-queries';
import { useAuth } from '../../session/AuthProvider';
import { useOnline } from '../../ui/useOnline';

export interface RecordedBadges {
  /** The badges the server recorded, with their dates; null until it has answered. */
  badges: { badge: string; earnedAt: string }[] | null;
  /** Offline, or the server did not answer: the widget shows what the device's own data proves. */
  unreachable: boolean;
}

/** Read again whenever the page comes back online, so a badge earned on another device appears. */
export function useRecordedBadges(): RecordedBadges {
  const online = useOnline();
  // Without an account there is no server record: the device's own check-ins are the whole truth.
  const deviceOnly = useAuth().status === 'deviceOnly';
  const stats = useUserStats(online && !deviceOnly);
  if (deviceOnly) return { badges: null, unreachable: false };
  // A read under way is not a failure yet: the last one's is forgotten as the next one starts.
  const failed = stats.isError && !stats.isFetching;
  return { badges: stats.data?.badges ?? null, unreachable: !online || failed };
}
