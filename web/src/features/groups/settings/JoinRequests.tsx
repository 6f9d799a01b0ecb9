import type { JoinRequest } from '@habitat/protocol';
import { useId, useState } from 'react';
import { ApiError } from '../../../api/client';
import { answerJoinRequest } from '../../../api/join-api';
import { useJoinRequests } from '../../../api/join-queries';
import { Avatar } from '../../../ui/Avatar';
import { initialOf } from '../../../ui/member-display';
import { useToast } from '../../../ui/toast/ToastProvider';
import { NEEDS_NETWORK } from '../../../ui/useOnline';
import { askedText, showsJoinRequests } from './join-texts';
import { listLoadOf } from './list-load';

interface JoinRequestsProps {
  groupId: string;
  isPublic: boolean;
  online: boolean;
  /** After an accept: the member list reloads with the new member in it. */
  onAccepted(): Promise<void>;
}

/**
 * Requests to join through the group's link, for the owners and admins who answer them (issue 16).
 * The list reloads when the server pokes (someone asked, or withdrew), and after every answer: when
 * two admins answer at once, the second gets an error and sees the list as it now is.
 */
export function JoinRequests({ groupId, isPublic, online, onAccepted }: JoinRequestsProps) {
  const toast = useToast();
  const hintId = useId();
  const requests = useJoinRequests(groupId);
  const { reload } = requests;
  const [answering, setAnswering] = useState<string | null>(null);
  // The last answer decides what shows, as it always did: a failed reload shows its failure.
  const load = listLoadOf(requests.data, requests.error);

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
      reload();
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
      {load.status === 'error' && (
        <p className="group-error" role="alert">
          Failed to load requests: {load.message}
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
