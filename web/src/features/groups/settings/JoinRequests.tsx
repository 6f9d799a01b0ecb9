import type { JoinRequest } from '@habitat/protocol';
import { useId, useState } from 'react';
import { ApiError } from '../../../api/client';
import { answerJoinRequest } from '../../../api/join-api';
import { useSync } from '../../../sync/SyncProvider';
import { Avatar } from '../../../ui/Avatar';
import { initialOf } from '../../../ui/member-display';
import { useToast } from '../../../ui/toast/ToastProvider';
import { NEEDS_NETWORK } from '../../../ui/useOnline';
import { useLocalGroup } from '../data/useLocalGroup';
import { askedText, showsJoinRequests } from './join-texts';

interface JoinRequestsProps {
  groupId: string;
  isPublic: boolean;
  online: boolean;
  /** After an accept: the member list reloads with the new member in it. */
  onAccepted(): Promise<void>;
}

/**
 * Requests to join through the group's link, for the owners and admins who answer them (issue 16),
 * from this device's copy of the group (issue 31): an owner's or admin's device holds them, and a
 * pull brings each new one and takes away each answered. When two admins answer at once, the second
 * gets an error and sees the list as it now is.
 */
export function JoinRequests({ groupId, isPublic, online, onAccepted }: JoinRequestsProps) {
  const toast = useToast();
  const hintId = useId();
  const held = useLocalGroup(groupId, undefined);
  const { syncNow } = useSync();
  const [answering, setAnswering] = useState<string | null>(null);
  const load = held?.held
    ? { status: 'ready' as const, list: held.local.joinRequests }
    : { status: 'loading' as const };

  const answer = async (request: JoinRequest, verb: 'accept' | 'decline') => {
    setAnswering(request._id);
    try {
      await answerJoinRequest(groupId, request._id, verb);
      if (verb === 'accept') await onAccepted();
    } catch (error) {
      const text =
        error instanceof ApiError && error.serverMessage ? error.serverMessage : (error as Error).message;
      toast.error(`Failed to ${verb} request: ${text}`);
    } finally {
      setAnswering(null);
      syncNow();
    }
  };

  const waiting = load.status === 'ready' ? load.list.length : 0;
  if (load.status === 'ready' && !showsJoinRequests(isPublic, waiting)) return null;

  return (
    <div className="workspace-settings__subsection">
      <h3 className="workspace-settings__subtitle">Requests to join</h3>
      {load.status === 'loading' && (
        <p className="workspace-settings__muted" role="status">
          Loading requests...
        </p>
      )}
      {load.status === 'ready' && waiting === 0 && (
        <p className="workspace-settings__muted">No requests to join</p>
      )}
      {load.status === 'ready' && waiting > 0 && (
        <ul className="member-list workspace-settings__people">
          {load.list.map((request) => {
            const name = request.user.name || request.user.email;
            return (
              <li key={request._id} className="member-row join-request">
                <Avatar
                  user={request.user}
                  fallback={initialOf(request.user)}
                  className="member-row__avatar"
                />
                <span className="member-row__text">
                  <span className="member-row__name">{name}</span>
                  <span className="member-row__detail">
                    {request.user.email} · {askedText(request.createdAt)}
                  </span>
                </span>
                <span className="pending-invitation__meta">
                  {(['accept', 'decline'] as const).map((verb) => (
                    <button
                      key={verb}
                      type="button"
                      className={`button ${verb === 'accept' ? 'button--primary' : 'button--outline'} workspace-settings__small-button`}
                      aria-label={`${verb === 'accept' ? 'Accept' : 'Decline'} ${name}`}
                      disabled={!online || answering !== null}
                      title={online ? undefined : NEEDS_NETWORK}
                      aria-describedby={online ? undefined : hintId}
                      onClick={() => void answer(request, verb)}
                    >
                      {verb === 'accept' ? 'Accept' : 'Decline'}
                    </button>
                  ))}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {waiting > 0 && !online && (
        <p id={hintId} className="workspace-settings__hint">
          {NEEDS_NETWORK}
        </p>
      )}
    </div>
  );
}
