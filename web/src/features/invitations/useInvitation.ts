import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { getInvitation } from '../../api/workspaces-api';
import { useOnline } from '../groups/useOnline';
import {
  INVITATION_TEXTS,
  type InvitationView,
  invalidView,
  serverText,
  viewOfInvitation,
} from './invitation-texts';

/**
 * Loads the invitation a token names (readable signed out). A load that failed because the device
 * was offline is tried again when the connection returns, so a link opened on a train still works.
 */
export function useInvitation(token: string | null): InvitationView {
  const online = useOnline();
  const [attempt, setAttempt] = useState(0);
  const [view, setView] = useState<InvitationView>(() => (token ? { kind: 'loading' } : invalidView(null)));
  const failedOffline = useRef(false);

  useEffect(() => {
    if (online && failedOffline.current) {
      failedOffline.current = false;
      setAttempt((n) => n + 1);
    }
  }, [online]);

  useEffect(() => {
    // `attempt` only re-runs the load; the token alone decides what is loaded.
    void attempt;
    if (!token) {
      setView(invalidView(null));
      return;
    }
    let current = true;
    setView({ kind: 'loading' });
    getInvitation(token)
      .then((invitation) => {
        if (current) setView(viewOfInvitation(invitation));
      })
      .catch((error: unknown) => {
        if (!current) return;
        failedOffline.current = error instanceof ApiError && error.status === 0;
        setView(invalidView(serverText(error, INVITATION_TEXTS.loadFailed)));
      });
    return () => {
      current = false;
    };
  }, [token, attempt]);

  return view;
}
