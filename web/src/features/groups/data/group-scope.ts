import type { GroupRole } from '@habitat/domain';
import type {
  Activity,
  Encouragement,
  GroupHabit,
  GroupInfo,
  JoinRequest,
  MemberFigures,
  Workspace,
  WorkspaceMember,
} from '@habitat/protocol';
import type { StoredGroupRecord } from '@habitat/sync-client';

/**
 * One group as this device holds it (issue 31): the rows of its scope, read into the shapes the
 * group screens show. Pure, so the rules (member order, the viewer's role, newest first) are tested
 * apart from the database.
 */
export interface LocalGroup {
  /** The group with its members and the viewer's role, as the REST answer gave it. */
  group: Workspace;
  habits: GroupHabit[];
  /** Newest first. */
  activity: Activity[];
  /** The group's feed, newest first. */
  encouragements: Encouragement[];
  /** Waiting requests, oldest first: only an owner's or admin's device holds any. */
  joinRequests: JoinRequest[];
  /** What the group sees of each member's numbers, one entry a member who shares them. */
  figures: MemberFigures[];
  /** The viewer's own real numbers in the group, whatever they share; null before the first pull. */
  ownFigures: MemberFigures | null;
}

const ROLE_ORDER: Record<GroupRole, number> = { owner: 0, admin: 1, member: 2 };

/** Owners first, then admins, then members, each by when they joined (as the server lists them). */
function byRole(a: WorkspaceMember, b: WorkspaceMember): number {
  return (
    ROLE_ORDER[a.role] - ROLE_ORDER[b.role] ||
    a.joinedAt.localeCompare(b.joinedAt) ||
    a.userId.name.localeCompare(b.userId.name)
  );
}

const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) =>
  b.createdAt.localeCompare(a.createdAt);

/** The group of these rows, or null when the device holds no row of the group itself. */
export function readLocalGroup(
  rows: readonly StoredGroupRecord[],
  viewerId: string | undefined,
): LocalGroup | null {
  let info: GroupInfo | null = null;
  const members: WorkspaceMember[] = [];
  const habits: GroupHabit[] = [];
  const activity: Activity[] = [];
  const encouragements: Encouragement[] = [];
  const joinRequests: JoinRequest[] = [];
  const figures: MemberFigures[] = [];
  let ownFigures: MemberFigures | null = null;
  for (const row of rows) {
    switch (row.kind) {
      case 'group':
        info = row.data;
        break;
      case 'member':
        members.push(row.data);
        break;
      case 'habit':
        habits.push(row.data);
        break;
      case 'activity':
        activity.push(row.data);
        break;
      case 'encouragement':
        encouragements.push(row.data);
        break;
      case 'joinRequest':
        joinRequests.push(row.data);
        break;
      case 'figures':
        figures.push(row.data);
        break;
      case 'ownFigures':
        // Only the viewer's own is ever sent to their device; the key says whose it is.
        if (row.key === viewerId) ownFigures = row.data;
        break;
    }
  }
  if (!info) return null;
  members.sort(byRole);
  const role = members.find((member) => member.userId._id === viewerId)?.role ?? 'member';
  return {
    group: { ...info, members, currentUserRole: role, weeklyProgress: null, weeklyFigures: null },
    habits: habits.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id)),
    activity: activity.sort(newestFirst),
    encouragements: encouragements.sort(newestFirst),
    joinRequests: joinRequests.sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    figures,
    ownFigures,
  };
}
