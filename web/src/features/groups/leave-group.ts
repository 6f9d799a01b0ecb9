import { GROUP_MESSAGES, type JoinSettings, joinPolicy, successionOnLeave } from '@habitat/domain';
import type { WorkspaceMember } from '@habitat/protocol';

/**
 * What the Leave group dialog shows when leaving fails (spec §5, §8). The only member's refusal
 * is recognised by the server's own words on a 409, not by the status alone, so another conflict
 * keeps its own message.
 */
export const LEAVE_FAILED = 'Failed to leave group. Please try again.';
export const LEAVE_TITLE = 'Leave group';

export interface LeaveFailure {
  title: string;
  message: string;
  /** Leaving cannot succeed by trying again: the dialog offers only Close. */
  final: boolean;
}

interface ErrorLike {
  message?: unknown;
  status?: unknown;
  serverMessage?: unknown;
}

export function leaveFailure(error: unknown): LeaveFailure {
  const { message, status, serverMessage } = (
    typeof error === 'object' && error !== null ? error : {}
  ) as ErrorLike;
  if (status === 409 && serverMessage === GROUP_MESSAGES.soleMember) {
    return { title: GROUP_MESSAGES.soleOwnerTitle, message: GROUP_MESSAGES.soleMember, final: true };
  }
  const text = typeof message === 'string' && message.trim() ? message : LEAVE_FAILED;
  return { title: LEAVE_TITLE, message: text, final: false };
}

/**
 * How the person could come back, by the group's join policy (issue 16): a private group needs a
 * new invitation; a public one's link lets them ask again, or join again at once.
 */
export function rejoinNote(settings: JoinSettings | undefined): string {
  const linkJoin = settings ? joinPolicy(settings).linkJoin : 'none';
  if (linkJoin === 'immediate') return "To rejoin, open the group's link again.";
  if (linkJoin === 'request') return "To rejoin, ask again through the group's link.";
  return 'To rejoin, you will need a new invitation.';
}

/**
 * What an owner's leaving does to the group, said before they leave (issue 31): nothing, when
 * another owner stays; the member the group passes to, by the rule the server follows; or that its
 * only member cannot leave it. Null for anyone whose leaving changes nobody's role.
 */
export function handoverNote(
  members: readonly WorkspaceMember[],
  viewerId: string | undefined,
): string | null {
  if (!viewerId) return null;
  const succession = successionOnLeave(
    members.map((member) => ({ userId: member.userId._id, role: member.role, joinedAt: member.joinedAt })),
    viewerId,
  );
  if (succession.kind === 'alone') return GROUP_MESSAGES.soleMember;
  if (succession.kind === 'kept') return null;
  const heir = members.find((member) => member.userId._id === succession.to);
  return `${heir?.userId.name || 'Another member'} becomes the group's owner when you leave.`;
}
