import type { WorkspaceMember } from '@habitat/protocol';
import { ChevronRight, UserPlus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { initialOf } from '../../member-display';
import { NEEDS_NETWORK } from '../../useOnline';
import { type MemberRow, memberRows } from '../group-detail-texts';

interface TeamMembersWidgetProps {
  workspaceId: string;
  members: readonly WorkspaceMember[];
  viewerId: string | undefined;
  canInvite: boolean;
  online: boolean;
  onInvite(): void;
}

/**
 * Spec §2 Team Members: every member with email and role, the viewer marked '(You)'; another
 * member opens their dashboard; admins and owners can invite.
 */
export function TeamMembersWidget(props: TeamMembersWidgetProps) {
  const { workspaceId, members, viewerId, canInvite, online, onInvite } = props;
  const hintId = useId();
  const rows = memberRows(members, viewerId, workspaceId);
  return (
    <div className="team-members">
      {canInvite && (
        <div className="team-members__toolbar">
          <button
            type="button"
            className="button button--primary button--sm"
            disabled={!online}
            title={online ? undefined : NEEDS_NETWORK}
            aria-describedby={online ? undefined : hintId}
            onClick={onInvite}
          >
            <UserPlus size={16} aria-hidden="true" /> Invite
          </button>
          {!online && (
            <span id={hintId} className="group-detail__hint">
              {NEEDS_NETWORK}
            </span>
          )}
        </div>
      )}
      <ul className="member-list">
        {rows.map((row) => (
          <li key={row.userId}>
            {row.dashboardPath ? (
              <Link
                to={row.dashboardPath}
                className="member-row member-row--link"
                title={`Open ${row.name}'s dashboard`}
              >
                <MemberRowContent row={row} />
                <ChevronRight size={16} aria-hidden="true" className="member-row__chevron" />
              </Link>
            ) : (
              <div className="member-row">
                <MemberRowContent row={row} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function MemberRowContent({ row }: { row: MemberRow }) {
  return (
    <>
      <span className="member-row__avatar" aria-hidden="true">
        {initialOf(row)}
      </span>
      <span className="member-row__text">
        <span className="member-row__name">
          {row.name}
          {row.isYou && <span className="member-row__you"> (You)</span>}
        </span>
        <span className="member-row__detail">{row.email}</span>
      </span>
      <span className={`member-row__role member-row__role--${row.role}`}>{row.roleLabel}</span>
    </>
  );
}
