import type { WorkspaceSummary } from '@habitat/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { mergeIntoGroupList } from '../../../api/group-cache';
import { getGroupHabits } from '../../../api/groups-api';
import { useSingleFlight } from '../../../api/single-flight';
import { useSync } from '../../../sync/SyncProvider';
import type { PageToastType } from '../../../ui/page-toast/PageToast';
import {
  checkHabitCounts,
  checkRows,
  groupsNeedingHabitCount,
  mismatchesOf,
  VERIFY_MESSAGES,
  verificationMessage,
} from './habit-count-check';

/** Groups already counted this session, so a group whose list cannot be fetched is not asked again on every render. */
const counted = new Set<string>();

/** Spec §4 Group list load: a group listed without a usable habit count is counted from its habit list. */
export function useMissingHabitCounts(groups: readonly WorkspaceSummary[]): void {
  const client = useQueryClient();
  useEffect(() => {
    for (const id of groupsNeedingHabitCount(groups)) {
      if (counted.has(id)) continue;
      counted.add(id);
      getGroupHabits(id)
        .then(({ data }) => mergeIntoGroupList(client, { _id: id, habitCount: data.length }))
        .catch((error: unknown) => console.error(`Failed to count the habits of group ${id}:`, error));
    }
  }, [client, groups]);
}

/** A count to verify against must be the server's, not the offline cache's copy. */
async function countFromServer(id: string): Promise<number> {
  const { data, fromCache } = await getGroupHabits(id);
  if (fromCache) throw new Error(`The habits of group ${id} came from the offline cache`);
  return data.length;
}

/** The admin's 'Verify Counts' (spec §4): compare, correct the list, report in the console and a toast. */
export function useVerifyHabitCounts(
  groups: readonly WorkspaceSummary[],
  notify: (type: PageToastType, message: string) => void,
) {
  const client = useQueryClient();
  const { syncNow } = useSync();
  const verification = useMutation({
    mutationFn: () => checkHabitCounts(groups, countFromServer),
    onMutate: () => notify('info', VERIFY_MESSAGES.started),
    onSuccess: (checks) => {
      console.info('Habit count verification:', checkRows(checks));
      const mismatches = mismatchesOf(checks);
      for (const mismatch of mismatches) {
        mergeIntoGroupList(client, { _id: mismatch.id, habitCount: mismatch.actual });
      }
      // The list counts the device's rows once it holds the groups: a device behind the server
      // catches up by a sync.
      if (mismatches.length > 0) syncNow();
      notify('success', verificationMessage(checks));
    },
    onError: (error) => {
      console.error('Error verifying habit counts:', error);
      notify('error', VERIFY_MESSAGES.failed);
    },
  });
  const run = useSingleFlight(verification);
  const verify = useCallback(() => run().catch(() => {}), [run]);
  return { verifying: verification.isPending, verify };
}
