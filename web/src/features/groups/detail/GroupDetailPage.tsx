import { canInvite, isManager } from '@habitat/domain';
import type { MemberRef } from '@habitat/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { useMemberSharing } from '../../../api/account-queries';
import { ApiError } from '../../../api/client';
import { refreshGroupList } from '../../../api/group-cache';
import { useGroup, useGroupHabits } from '../../../api/group-queries';
import { useAuth } from '../../../session/AuthProvider';
import { OfflineNote } from '../../../ui/OfflineNote';
import { usePageTitle } from '../../../ui/page-title';
import { useToast } from '../../../ui/toast/ToastProvider';
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
 * Spec §2 Group detail: the group's header over its own grid of widgets. Someone outside a public
 * group (the server answers 403, not 404) sees its preview instead, with the way in its link offers.
 */
export function GroupDetailPage() {
  const { groupId = '' } = useParams();
  const client = useQueryClient();
  const toast = useToast();
  const { user } = useAuth();
  const groupRead = useGroup(groupId);
  const habits = useGroupHabits(groupId);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const { hash } = useLocation();
  // Settings → Privacy & Security links here with #sharing; the header's eye opens it too.
  const [sharingOpen, setSharingOpen] = useState(hash === '#sharing');
  const sharing = useMemberSharing(groupId, groupRead.data !== undefined);
  useNavigationNotice();
  useEffect(() => {
    if (sharingOpen) document.getElementById('sharing')?.scrollIntoView({ block: 'start' });
  }, [sharingOpen]);
  usePageTitle(groupRead.data?.name ?? 'Group');

  const group = groupRead.data;
  const openInvite = useCallback(() => setDialog({ kind: 'invite' }), []);
  const openEncourage = useCallback(
    (recipient?: MemberRef) => setDialog({ kind: 'encourage', recipient }),
    [],
  );
  const close = useCallback(() => setDialog({ kind: 'none' }), []);
  const { reload: reloadGroup } = groupRead;
  const { reload: reloadHabits } = habits;
  // Joined from the preview, or let in meanwhile: the group, its habits and the lists load afresh.
  const becameMember = useCallback(
    (welcome: string | null) => {
      void refreshGroupList(client);
      reloadGroup();
      reloadHabits();
      if (welcome) toast.success(welcome);
    },
    [client, reloadGroup, reloadHabits, toast],
  );
  const context: GroupWidgetContext | null = group
    ? {
        group,
        habits,
        viewerId: user?._id,
        canManage: isManager(group.currentUserRole),
        canInvite: canInvite(group.currentUserRole, group.settings.allowInvites),
        onInvite: openInvite,
        onEncourage: openEncourage,
      }
    : null;

  if (!group || !context) {
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
      {(groupRead.fromCache || habits.fromCache) && <OfflineNote />}
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
