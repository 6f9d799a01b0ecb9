import { useUserStats } from '../../api/account-queries';
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
  const stats = useUserStats(online);
  // A read under way is not a failure yet: the last one's is forgotten as the next one starts.
  const failed = stats.isError && !stats.isFetching;
  return { badges: stats.data?.badges ?? null, unreachable: !online || failed };
}
