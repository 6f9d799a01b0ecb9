import { useInvitationForPage } from '../../api/invitation-queries';
import {
  INVITATION_TEXTS,
  type InvitationView,
  invalidView,
  serverText,
  viewOfInvitation,
} from '../../session/invitation-texts';

/**
 * The invitation a token names (readable signed out). A load that failed because the device was
 * offline is tried again when the connection returns (invitation-queries.ts), so a link opened on
 * a train still works.
 */
export function useInvitation(token: string | null): InvitationView {
  const invitation = useInvitationForPage(token);
  if (!token) return invalidView(null);
  if (invitation.data) return viewOfInvitation(invitation.data);
  if (invitation.error) return invalidView(serverText(invitation.error, INVITATION_TEXTS.loadFailed));
  return { kind: 'loading' };
}
