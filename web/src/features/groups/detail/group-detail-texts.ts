import { GROUP_TYPE_INFO, type GroupRole, type GroupType } from '@habitat/domain';
import type { WorkspaceMember } from '@habitat/protocol';
import { amountText, counted } from '../../../ui/counted';
import { ROLE_LABELS, sortMembers } from '../../../ui/member-display';

/** The words of the group page (spec §2 Group detail), decided apart from the components. */

/** The group's own description, else '{Type} group • N members'. */
export function groupDescription(group: {
  description: string;
  type: GroupType;
  memberCount: number;
}): string {
  const own = group.description.trim();
  if (own) return own;
  return `${GROUP_TYPE_INFO[group.type].label} group • ${counted(group.memberCount, 'member', 'members')}`;
}

export interface MemberRow {
  userId: string;
  name: string;
  email: string;
  /** Their picture's address, or null for the first letter. */
  avatar: string | null;
  role: GroupRole;
  roleLabel: string;
  isYou: boolean;
  /** Another member's dashboard; null for the viewer, whose own dashboard is not opened from the list. */
  dashboardPath: string | null;
}

/** The Team Members list: owners, then admins, then members, each by name; the viewer marked. */
export function memberRows(
  members: readonly WorkspaceMember[],
  viewerId: string | undefined,
  groupId: string,
): MemberRow[] {
  return sortMembers(members).map((member) => {
    const isYou = member.userId._id === viewerId;
    return {
      userId: member.userId._id,
      name: member.userId.name,
      email: member.userId.email,
      avatar: member.userId.avatar,
      role: member.role,
      roleLabel: ROLE_LABELS[member.role],
      isYou,
      dashboardPath: isYou
        ? null
        : `/app/groups/${encodeURIComponent(groupId)}/members/${encodeURIComponent(member.userId._id)}/dashboard`,
    };
  });
}

/** 'N habits available' over the Group Habits list. */
export function groupHabitsHeading(count: number): string {
  return `${counted(count, 'habit', 'habits')} available`;
}

/**
 * A group habit's default target with its plural right (issue 27): 'once', '2 times', '1 minute',
 * '20 minutes' (the unit 'time' is the spec's 'times').
 */
export function targetText(target: { value: number; unit: string }): string {
  return amountText(target.value, target.unit);
}

/** The empty Group Habits widget: who can add the first habit (the viewer, or only the admins). */
export function emptyHabitsText(canAdd: boolean): { title: string; hint: string } {
  return {
    title: 'No group habits yet',
    hint: canAdd ? 'Add the first habit to get started' : 'Admins can add habits for the group',
  };
}

/** The first step of a group that is only its creator (issue 27). */
export function inviteFirstText(name: string, hasLink: boolean): { title: string; line: string } {
  return {
    title: 'Invite people',
    line: `${name} is just you so far. Invite people by email${hasLink ? ' or send them the group’s link' : ''}: once they join, they can adopt the group’s habits with you.`,
  };
}
