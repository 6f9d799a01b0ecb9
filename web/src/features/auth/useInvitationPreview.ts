import type { Invitation } from '@habitat/protocol';
import { useEffect, useState } from 'react';
import { getInvitation } from '../../api/workspaces-api';
import { INVITATION_TEXTS, serverText } from '../invitations/invitation-texts';

export type InvitationPreview =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; invitation: Invitation }
  | { status: 'unusable'; message: string };

/** The invitation a signup form was opened for (`/signup?invite=`), to fill in its address. */
export function useInvitationPreview(token: string | null): InvitationPreview {
  const [preview, setPreview] = useState<InvitationPreview>(
    token ? { status: 'loading' } : { status: 'none' },
  );
  useEffect(() => {
    if (!token) {
      setPreview({ status: 'none' });
      return;
    }
    let current = true;
    setPreview({ status: 'loading' });
    getInvitation(token).then(
      (invitation) => current && setPreview({ status: 'ready', invitation }),
      (error: unknown) =>
        current &&
        setPreview({ status: 'unusable', message: serverText(error, INVITATION_TEXTS.loadFailed) }),
    );
    return () => {
      current = false;
    };
  }, [token]);
  return preview;
}
