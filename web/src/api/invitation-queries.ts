import type { Invitation, SentInvitation } from '@habitat/protocol';
import { type QueryClient, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { getInvitation, listInvitations } from './groups-api';
import { writeLocalChange } from './query-client';
import { queryKeys } from './query-keys';
import { type QueryResource, useQueryResource } from './served-resource';

/** A group's invitations not yet answered, for its admins and owners: loaded once per visit. */
export function usePendingInvitations(groupId: string): QueryResource<SentInvitation[]> {
  const queryKey = queryKeys.group.invitations(groupId, 'pending');
  const result = useQuery({ queryKey, queryFn: () => listInvitations(groupId, 'pending') });
  return useQueryResource(result, queryKey);
}

/** A cancelled invitation leaves the list at once. */
export function dropPendingInvitation(client: QueryClient, groupId: string, invitationId: string): void {
  writeLocalChange<SentInvitation[]>(client, queryKeys.group.invitations(groupId, 'pending'), (list) =>
    list?.filter((invitation) => invitation._id !== invitationId),
  );
}

/**
 * The invitation a link names, readable signed out (the invitation page). A load that failed for
 * want of a connection is tried again when it returns, so a link opened on a train still works.
 */
export function useInvitationForPage(token: string | null): UseQueryResult<Invitation> {
  return useQuery({
    queryKey: queryKeys.invitations.page(token ?? ''),
    queryFn: () => getInvitation(token ?? ''),
    enabled: token !== null,
    meta: { refreshOnOnline: 'after-offline-failure' },
  });
}

/** The invitation a sign-up form was opened for (`/signup?invite=`), read once to fill in its address. */
export function useInvitationForSignup(token: string | null): UseQueryResult<Invitation> {
  return useQuery({
    queryKey: queryKeys.invitations.signup(token ?? ''),
    queryFn: () => getInvitation(token ?? ''),
    enabled: token !== null,
  });
}
