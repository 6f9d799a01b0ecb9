import { canInvite, isManager } from '@habitat/domain';
import type { MemberRef } from '@habitat/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { useMemberSharing } from '../../../api/account-queries';
import { ApiError } from '../../../api/client';
import { refreshGroupList } from '../../../api/group-cache';
import { useGroup } from '../../../api/group-queries';
import { useAuth } from '../../../session/AuthProvider';
import { useSync } from '../../../sync/SyncProvider';
import { OfflineNote } from '../../../ui/OfflineNote';
import { usePageTitle } from '../../../ui/page-title';
import { useToast } from '../../../ui/toast/ToastProvider';
import { useLocalGroup } from '../data/useLocalGroup';
import { SendEncouragementDialog } from '../encouragements/SendEncouragementDialog';
import { GroupPreview } from '../join/GroupPreview';
import { LeaveGroupDialog } from '../LeaveGroupDialog';
import { useNavigationNotice } from '../useNavigationNotice';
import { GroupHeader } from './GroupHeader';
import { GroupLoadFailure } from './GroupLoadFailure';
import type { GroupWidgetContext } from './GroupWidget';
import { GroupWidgetBoard } from './GroupWidgetBoard';
import { InviteFirstCard } from './InviteFirstCard';
import { InviteMemberDialog } from './InviteMemberDialog';
import { SharingCard } from './SharingCard';
import '../groups-shared.css';
import './group-detail.css';

type Dialog = { kind: 'none' | 'invite' | 'leave' } | { kind: 'encourage'; recipient?: MemberRef };

/**
 * Spec §2 Group detail: the group's header over its own grid of widgets, read from this device's
 * copy of the group (issue 31), which works offline and changes as pulls bring its rows. A group
 * the device does not hold is asked of the server: someone outside a public group (the server
 * answers 403, not 404) sees its preview, with the way in its link offers; a member whose device
 * has not pulled the group yet waits for it.
 */
export function GroupDetailPage() {
  const { groupId = '' } = useParams();
  const client = useQueryClient();
  const toast = useToast();
  const { user } = useAuth();
  const { state: syncState, syncNow } = useSync();
  const held = useLocalGroup(groupId, user?._id);
  const local = held?.held ? held.local : null;
  // Asked of the server only for a group this device does not hold.
  const groupRead = useGroup(groupId, { enabled: held !== undefined && !held.held });
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const { hash } = useLocation();
  // Settings → Privacy & Security links here with #sharing; the header's eye opens it too.
  const [sharingOpen, setSharingOpen] = useState(hash === '#sharing');
  // Asked once the person is known to be a member: the device holds the group, or the server says so.
  const sharing = useMemberSharing(groupId, held?.held === true || groupRead.data !== undefined);
  useNavigationNotice();
  useEffect(() => {
    if (sharingOpen) document.getElementById('sharing')?.scrollIntoView({ block: 'start' });
  }, [sharingOpen]);
  const group = local?.group;
  usePageTitle(group?.name ?? groupRead.data?.name ?? 'Group');

  const openInvite = useCallback(() => setDialog({ kind: 'invite' }), []);
  const openEncourage = useCallback(
    (recipient?: MemberRef) => setDialog({ kind: 'encourage', recipient }),
    [],
  );
  const close = useCallback(() => setDialog({ kind: 'none' }), []);
  const { reload: reloadGroup } = groupRead;
  // Joined from the preview, or let in meanwhile: the device pulls the group, the lists load afresh.
  const becameMember = useCallback(
    (welcome: string | null) => {
      void refreshGroupList(client);
      reloadGroup();
      syncNow();
      if (welcome) toast.success(welcome);
    },
    [client, reloadGroup, syncNow, toast],
  );
  // The server says this person is in the group but the device does not hold it yet (joined a
  // moment ago, or the first pull of their groups is on its way): a pull brings it.
  const memberNotYetHeld = held?.held === false && groupRead.data !== undefined;
  useEffect(() => {
    if (memberNotYetHeld) syncNow();
  }, [memberNotYetHeld, syncNow]);
  const context: GroupWidgetContext | null =
    group && local
      ? {
          group,
          local,
          viewerId: user?._id,
          canManage: isManager(group.currentUserRole),
          canInvite: canInvite(group.currentUserRole, group.settings.allowInvites),
          onInvite: openInvite,
          onEncourage: openEncourage,
        }
      : null;

  if (!group || !context) {
    if (held === undefined) return <GroupDetailLoading />;
    if (memberNotYetHeld) {
      // Nothing waits forever: a pull that cannot go through says so, with a way to try again.
      if (syncState === 'offline' || syncState === 'error')
        return (
          <section className="page group-detail">
            <div className="status-panel" role="alert">
              <h1 className="page__title">{groupRead.data?.name ?? 'Group'}</h1>
              <p>
                {syncState === 'offline'
                  ? 'This group has not reached this device yet. It will as soon as you are online.'
                  : 'This group has not reached this device yet: the last sync did not go through.'}
              </p>
              <div className="button-row">
                <button type="button" className="button button--primary" onClick={syncNow}>
                  <RefreshCw size={16} aria-hidden="true" /> Try Again
                </button>
              </div>
            </div>
          </section>
        );
      return <GroupDetailLoading />;
    }
    if (isOutsider(groupRead.error)) {
      return (
        <section className="page group-detail">
          <GroupPreview key={groupId} groupId={groupId} onMember={becameMember} />
        </section>
      );
    }
    if (!groupRead.error || groupRead.loading) return <GroupDetailLoading />;
    return (
      <section className="page group-detail">
        <GroupLoadFailure error={groupRead.error} onRetry={groupRead.reload} />
      </section>
    );
  }

  return (
    <section className="page group-detail">
      <GroupHeader
        group={group}
        onInvite={context.canInvite ? openInvite : null}
        onSharing={() => setSharingOpen(true)}
        onLeave={group.currentUserRole === 'owner' ? null : () => setDialog({ kind: 'leave' })}
      />
      {(syncState === 'offline' || syncState === 'error') && <OfflineNote asOf={held?.pulledAt ?? null} />}
      {/* Next step first (issue 27): a group that is only its creator asks for people before anything. */}
      {context.canInvite && group.memberCount <= 1 && <InviteFirstCard group={group} onInvite={openInvite} />}
      {sharing.data && (sharingOpen || !sharing.data.chosen) && (
        <SharingCard
          key={String(sharingOpen)}
          group={group}
          sharing={sharing.data}
          opened={sharingOpen}
          onClose={() => setSharingOpen(false)}
        />
      )}
      {/* Keyed by group: another group starts with its own layout and edit state, never a flash of this one. */}
      <GroupWidgetBoard key={group._id} context={context} />
      {dialog.kind === 'invite' && <InviteMemberDialog group={group} onClose={close} />}
      {dialog.kind === 'leave' && <LeaveGroupDialog group={group} onClose={close} />}
      {dialog.kind === 'encourage' && (
        <SendEncouragementDialog
          group={group}
          viewerId={user?._id}
          recipient={dialog.recipient}
          onClose={close}
        />
      )}
    </section>
  );
}

/** A public group's answer to someone outside it: it exists, and its preview may be read. */
function isOutsider(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

function GroupDetailLoading() {
  return (
    <section className="page group-detail" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading...
      </p>
      <div className="group-header" aria-hidden="true">
        <span className="group-skeleton group-skeleton--icon" />
        <div className="group-header__text">
          <span className="group-skeleton group-skeleton--title" />
          <span className="group-skeleton group-skeleton--line" />
        </div>
      </div>
      <div className="group-skeleton-grid" aria-hidden="true">
        <span className="group-skeleton group-skeleton--card" />
        <span className="group-skeleton group-skeleton--card" />
        <span className="group-skeleton group-skeleton--card" />
      </div>
    </section>
  );
}

export { GroupDetailPage as Component };
