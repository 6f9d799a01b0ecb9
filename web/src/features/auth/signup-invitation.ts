import type { Invitation } from '@habitat/protocol';
import type { Landing } from '../../session/AuthProvider';
import { welcomeMessage } from '../../session/invitation-texts';

/** A signup form opened from an invitation (`/signup?invite=`): what it says and where it leads. */

/** The token as an invitation link carries it, or null for anything else. */
export function invitationTokenFrom(value: string | null): string | null {
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

export function joiningLine(invitation: Pick<Invitation, 'workspace' | 'invitedBy'>): string {
  return `${invitation.invitedBy.name} invited you to ${invitation.workspace.name}. Create your account to join.`;
}

export function invitedEmailHint(groupName: string): string {
  return `The address the invitation to ${groupName} was sent to.`;
}

/**
 * Where a new account goes: the group it joined, greeted there; else the invitation, which says why
 * it could not be joined (expired meanwhile); else the deep link it came for; else the dashboard.
 */
export function signupLanding(
  joined: { id: string; name: string } | undefined,
  inviteToken: string | null,
  next: string | null,
): Landing {
  if (joined) {
    return {
      to: `/app/groups/${joined.id}`,
      state: { notification: { type: 'success', message: welcomeMessage(joined.name) } },
    };
  }
  if (inviteToken) return { to: `/invite/${inviteToken}` };
  return { to: next ?? '/app/dashboard' };
}
