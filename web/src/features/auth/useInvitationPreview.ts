import type { Invitation } from '@habitat/protocol';
import { useInvitationForSignup } from '../../api/invitation-queries';
import { INVITATION_TEXTS, serverText } from '../../session/invitation-texts';

export type InvitationPreview =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; invitation: Invitation }
  | { status: 'unusable'; message: string };

/** The invitation a signup form was opened for (`/signup?invite=`), to fill in its address. */
export function useInvitationPreview(token: string | null): InvitationPreview {
  const invitation = useInvitationForSignup(token);
  if (!token) return { status: 'none' };
  if (invitation.data) return { status: 'ready', invitation: invitation.data };
  if (invitation.error) {
    return { status: 'unusable', message: serverText(invitation.error, INVITATION_TEXTS.loadFailed) };
  }
  return { status: 'loading' };
}
