import type { JoinRequest } from '@habitat/protocol';
import { mutateLocal } from '../../../data/mutations';
import { useSync } from '../../../sync/SyncProvider';
import { Avatar } from '../../../ui/Avatar';
import { initialOf } from '../../../ui/member-display';
import { useToast } from '../../../ui/toast/ToastProvider';
import { useLocalGroup } from '../data/useLocalGroup';
import { askedText, showsJoinRequests } from './join-texts';

interface JoinRequestsProps {
  groupId: string;
  isPublic: boolean;
}

/**
 * Requests to join through the group's link, for the owners and admins who answer them (issue 16),
 * from this device's copy of the group (issue 31): an owner's or admin's device holds them, and a
 * pull brings each new one and takes away each answered. When two admins answer at once, the second
 * gets an error and sees the list as it now is.
 */
export function JoinRequests({ groupId, isPublic }: JoinRequestsProps) {
  const toast = useToast();
  const held = useLocalGroup(groupId, undefined);
  const { syncNow } = useSync();
  const load = held?.held
    ? { status: 'ready' as const, list: held.local.joinRequests }
    : { status: 'loading' as const };

  // Written on this device and queued (issue 31): it works offline, and the server checks it when
  // it arrives (another admin may have answered first; the refusal then says so).
  const answer = async (request: JoinRequest, verb: 'accept' | 'decline') => {
    try {
      await mutateLocal('joinRequest.answer', { workspaceId: groupId, requestId: request._id, answer: verb });
    } catch (error) {
      toast.error(`Failed to ${verb} request: ${(error as Error).message}`);
      return;
    }
    syncNow();
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
    </div>
  );
}
