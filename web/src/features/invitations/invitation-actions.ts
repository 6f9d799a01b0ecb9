import type { DashboardPermissions } from '@habitat/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshGroupList } from '../../api/group-cache';
import { acceptInvitation, declineInvitation } from '../../api/groups-api';

/**
 * An invitation's two answers (spec §4), online as the spec has them: one mutation hook each, whose
 * pending state and failure React Query keeps (see features/groups/data/group-actions.ts).
 */

/** Accepts, with what the person chose to share (issue 27); the lists learn of the new group. */
export function useAcceptInvitation(token: string) {
  const client = useQueryClient();
  return useMutation({
    // The share levels travel in the request, for this group alone: nothing is written on this
    // device first, so a refused accept changes nothing.
    mutationFn: (sharing: DashboardPermissions | undefined) => acceptInvitation(token, sharing),
    onSuccess: () => void refreshGroupList(client),
  });
}

export function useDeclineInvitation(token: string) {
  return useMutation({ mutationFn: () => declineInvitation(token) });
}
