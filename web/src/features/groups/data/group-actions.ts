import type { CreateWorkspaceBody, DashboardPermissions, InviteBody } from '@habitat/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveDashboardPermissions } from '../../../api/account-api';
import { storeDashboardPermissions } from '../../../api/account-queries';
import { applyGroupChange, removeGroupFromCache, summaryOf } from '../../../api/group-cache';
import {
  cancelInvitation,
  createGroup,
  deleteGroup,
  inviteMember,
  leaveGroup,
} from '../../../api/groups-api';
import { dropPendingInvitation } from '../../../api/invitation-queries';
import { cancelJoinRequest, joinGroup } from '../../../api/join-api';
import { forgetHeldGroup } from '../../../data/useHeldGroups';

/**
 * The group actions that stay online (issue 31, item 3): creating a group, leaving or deleting
 * one, invitations and joining by link, as the spec has them, and what a member shares. One hook an action: the call and
 * what it changes here, with its pending state and its failure kept by React Query rather than by
 * each screen. Everything else a group does is a queued mutation (data/mutations.ts).
 */

/** Spec §4 Create group: the new group joins the lists at once. */
export function useCreateGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWorkspaceBody) => createGroup(body),
    onSuccess: (group) => applyGroupChange(client, summaryOf(group)),
  });
}

/**
 * The group is gone for this person: off the device at once rather than at the next pull, and out
 * of the server's list. A device that cannot drop it now (a storage failure) still has the next
 * pull drop it, so that failure is not the action's.
 */
function useGroupGone() {
  const client = useQueryClient();
  return async (groupId: string) => {
    await forgetHeldGroup(groupId).catch((error: unknown) =>
      console.error('The group stays on this device until the next sync:', error),
    );
    removeGroupFromCache(client, groupId);
  };
}

/** Spec §4 Leave group. */
export function useLeaveGroup(groupId: string) {
  const gone = useGroupGone();
  return useMutation({
    mutationFn: () => leaveGroup(groupId),
    onSuccess: () => gone(groupId),
  });
}

/** Spec §6 Delete group (owners). */
export function useDeleteGroup(groupId: string) {
  const gone = useGroupGone();
  return useMutation({
    mutationFn: () => deleteGroup(groupId),
    onSuccess: () => gone(groupId),
  });
}

/** Spec §4 Invite member: the invitation, its link, and whether its email went out. */
export function useInviteMember(groupId: string) {
  return useMutation({ mutationFn: (body: InviteBody) => inviteMember(groupId, body) });
}

/** Cancels a pending invitation (its id is the variable): it leaves the list at once. */
export function useCancelInvitation(groupId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => cancelInvitation(groupId, invitationId),
    onSuccess: (_done, invitationId) => dropPendingInvitation(client, groupId, invitationId),
  });
}

/** Saves what the person shares with the group (issue 27): the card and the settings read it at once. */
export function useSaveSharing(groupId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (permissions: DashboardPermissions) => saveDashboardPermissions(groupId, permissions),
    onSuccess: (saved) => storeDashboardPermissions(client, groupId, saved),
  });
}

/** What a group's preview offers someone outside it (issue 16): join now, ask, or take the ask back. */
export type PreviewAct =
  | { kind: 'join'; sharing: DashboardPermissions }
  | { kind: 'request' }
  | { kind: 'cancel' };

/** The preview's one action: the answer says whether the person is in now ('joined'). */
export function usePreviewAction(groupId: string) {
  return useMutation({
    mutationFn: async (act: PreviewAct) => {
      if (act.kind === 'cancel') {
        await cancelJoinRequest(groupId);
        return null;
      }
      // Joining at once carries what to share (issue 27); a request is asked again once let in.
      return joinGroup(groupId, act.kind === 'join' ? act.sharing : undefined);
    },
  });
}
