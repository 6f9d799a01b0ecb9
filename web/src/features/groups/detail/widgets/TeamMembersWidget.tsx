import type { WorkspaceMember } from '@habitat/protocol';
import { ChevronRight, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../../ui/Avatar';
import { initialOf } from '../../../../ui/member-display';
import { NetworkActionButton } from '../../NetworkActionButton';
import { type MemberRow, memberRows } from '../group-detail-texts';

interface TeamMembersWidgetProps {
  groupId: string;
  members: readonly WorkspaceMember[];
  viewerId: string | undefined;
  canInvite: boolean;
  onInvite(): void;
}

/**
 * Spec §2 Team Members: every member with email and role, the viewer marked '(You)'; another
 * member opens their dashboard; admins and owners can invite.
 */
export function TeamMembersWidget(props: TeamMembersWidgetProps) {
  const { groupId, members, viewerId, canInvite, onInvite } = props;
  const rows = memberRows(members, viewerId, groupId);
  return (
    <div className="team-members">
      {canInvite && (
        <div className="team-members__toolbar">
          <NetworkActionButton className="button button--primary button--sm" onClick={onInvite}>
            <UserPlus size={16} aria-hidden="true" /> Invite
          </NetworkActionButton>
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
      <Avatar user={row} fallback={initialOf(row)} className="member-row__avatar" />
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
