import { RefreshCw } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMemberDashboard } from '../../../api/group-progress-queries';
import { useAuth } from '../../../session/AuthProvider';
import { OfflineNote } from '../../../ui/OfflineNote';
import { usePageTitle } from '../../../ui/page-title';
import { MemberDashboardError } from './MemberDashboardError';
import { MemberDashboardHeader } from './MemberDashboardHeader';
import { MemberNoHabits } from './MemberNoHabits';
import { MirrorWidgetBoard } from './MirrorWidgetBoard';
import { mirrorView } from './mirror-data';
import { dashboardTitle, footerText, mirrorLoadFailure } from './mirror-texts';
import '../groups-shared.css';
import './member-dashboard.css';

/** Spec §2 Member mirror dashboard: another member's dashboard, read-only. */
export function MemberDashboardPage() {
  const { groupId = '', memberId = '' } = useParams();
  // Keyed by member: another member's mirror starts from loading, never a flash of this one.
  return <MemberDashboard key={`${groupId}/${memberId}`} groupId={groupId} memberId={memberId} />;
}

function MemberDashboard({ groupId, memberId }: { groupId: string; memberId: string }) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const mirror = useMemberDashboard(groupId, memberId);
  // Reshaped once per answer: the widgets below memoise on the view.
  const view = useMemo(() => (mirror.data ? mirrorView(mirror.data) : undefined), [mirror.data]);
  usePageTitle(view ? dashboardTitle(view.member.name) : 'Member Dashboard');
  const back = useCallback(() => navigate(`/app/groups/${encodeURIComponent(groupId)}`), [navigate, groupId]);

  if (!view) {
    if (mirror.loading || !mirror.error) return <MemberDashboardLoading />;
    return (
      <section className="page member-mirror">
        <MemberDashboardError error={mirror.error} onRetry={mirror.reload} onBack={back} />
      </section>
    );
  }

  const { member, habits, sharing } = view;
  // Your own mirror speaks to you and shows where to change what you share.
  const viewer = { name: member.name, isSelf: user !== null && user !== undefined && user._id === memberId };
  return (
    <section className="page member-mirror">
      <MemberDashboardHeader
        member={member}
        habits={habits}
        sharing={sharing}
        viewer={viewer}
        onBack={back}
      />
      {mirror.fromCache && <OfflineNote />}
      {mirror.error && !mirror.loading ? (
        <p className="member-mirror__stale" role="alert">
          Couldn't refresh: {mirrorLoadFailure(mirror.error).message}
          <button type="button" className="button button--outline button--sm" onClick={mirror.reload}>
            <RefreshCw size={14} aria-hidden="true" /> Try Again
          </button>
        </p>
      ) : null}
      {habits.length === 0 ? (
        <MemberNoHabits viewer={viewer} sharing={sharing} onBack={back} />
      ) : (
        <>
          <MirrorWidgetBoard view={view} viewer={viewer} />
          <p className="member-mirror__footer">
            <strong>Viewing:</strong> {footerText(viewer)}
          </p>
        </>
      )}
    </section>
  );
}

function MemberDashboardLoading() {
  return (
    <section className="page member-mirror" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading...
      </p>
      <div className="member-mirror__header" aria-hidden="true">
        <span className="group-skeleton member-mirror__skeleton-avatar" />
        <div className="member-mirror__heading">
          <span className="group-skeleton group-skeleton--title" />
          <span className="group-skeleton group-skeleton--line group-skeleton--short" />
        </div>
      </div>
      <span className="group-skeleton member-mirror__skeleton-card" aria-hidden="true" />
      <span className="group-skeleton member-mirror__skeleton-card" aria-hidden="true" />
    </section>
  );
}

export { MemberDashboardPage as Component };
