import {
  AUTH_MESSAGES,
  emailError,
  type FieldErrors,
  GROUP_MESSAGES,
  GROUP_TYPE_INFO,
  type LoginForm,
} from '@habitat/domain';
import type { Invitation } from '@habitat/protocol';
import { ApiError } from '../api/client';
import { ROLE_LABELS } from '../ui/member-display';

/**
 * What the invitation page says (spec §2 Invitation page, §8 Invitation), decided here so the
 * component only renders. The page shows the server's own words for a refused invitation, so the
 * person learns why (expired, cancelled, meant for another address), and a fixed sentence only when
 * the server never answered.
 */
export const INVITATION_TEXTS = {
  loading: 'Loading Invitation',
  heading: "You're Invited!",
  invalidTitle: 'Invalid Invitation',
  expiredTitle: 'Invitation Expired',
  goHome: 'Go to Home',
  loadFailed: 'Failed to load invitation details',
  acceptFailed: 'Failed to accept invitation',
  declineFailed: 'Failed to decline invitation',
  loginFailed: 'Login failed',
  declined: 'Invitation declined',
  decline: 'Decline',
  acceptSignedIn: 'Accept & Join',
  acceptSignedOut: 'Login to Join',
  loginAndJoin: 'Login & Join Group',
} as const;

export type InvitationView =
  | { kind: 'loading' }
  | { kind: 'invalid'; title: string; message: string }
  | { kind: 'valid'; invitation: Invitation };

/** A server answer without a JSON error body reads 'HTTP error! status: N': not words to show anyone. */
const GENERIC_HTTP_TEXT = /^HTTP error! status: \d+$/;

/**
 * The server's words for a failed call, or the fallback when there are none: a network failure
 * (status 0) carries the browser's exception text, which is not the server speaking.
 */
export function serverText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status === 0) return fallback;
  const text = error.serverMessage.trim();
  return text && !GENERIC_HTTP_TEXT.test(text) ? text : fallback;
}

/** The invalid state: 'Invitation Expired' only for the expiry text, 'Invalid Invitation' for anything else. */
export function invalidView(errorText: string | null): Extract<InvitationView, { kind: 'invalid' }> {
  const message = errorText?.trim() || GROUP_MESSAGES.invitationNoLongerValid;
  const title =
    message === GROUP_MESSAGES.invitationExpired
      ? INVITATION_TEXTS.expiredTitle
      : INVITATION_TEXTS.invalidTitle;
  return { kind: 'invalid', title, message };
}

/**
 * What a loaded invitation shows. The server refuses used links itself; should one still come back
 * with a final status, it is treated the same way rather than offered for acceptance.
 */
export function viewOfInvitation(invitation: Invitation): InvitationView {
  if (invitation.status === 'pending') return { kind: 'valid', invitation };
  return invalidView(invitation.status === 'expired' ? GROUP_MESSAGES.invitationExpired : null);
}

/** The token from /invite/:token or, inside the app, from ?token=; blank counts as none. */
export function invitationToken(pathToken: string | undefined, queryToken: string | null): string | null {
  const token = (pathToken ?? queryToken ?? '').trim();
  return token || null;
}

/** A stored session still being checked counts as signed in: it nearly always is. */
export function acceptLabel(signedIn: boolean): string {
  return signedIn ? INVITATION_TEXTS.acceptSignedIn : INVITATION_TEXTS.acceptSignedOut;
}

export function joinLine(groupName: string): string {
  return `Join ${groupName} and start tracking habits together`;
}

export function invitedByLine(inviterName: string): string {
  return `Invited by ${inviterName}`;
}

export function personalMessageTitle(inviterName: string): string {
  return `Personal message from ${inviterName}`;
}

/** The message the group page shows once, as a toast, after joining (spec §4 Invitation). */
export function welcomeMessage(groupName: string): string {
  return `Welcome to ${groupName}!`;
}

export function typeLabel(type: Invitation['workspace']['type']): string {
  return GROUP_TYPE_INFO[type]?.label ?? type;
}

export function roleLabel(role: Invitation['role']): string {
  return ROLE_LABELS[role] ?? role;
}

/**
 * Invitations are bound to the invited address (ARCHITECTURE §5): signed in as someone else, the
 * server will refuse, so the page says so before the person tries.
 */
export function isOtherAccount(invitedEmail: string, userEmail: string | undefined): boolean {
  if (!userEmail) return false;
  return invitedEmail.trim().toLowerCase() !== userEmail.trim().toLowerCase();
}

export function otherAccountNote(invitedEmail: string, userEmail: string): string {
  return `This invitation was sent to ${invitedEmail}, but you are signed in as ${userEmail}. Sign out and log in with the invited address to join.`;
}

/**
 * Spec §5 Invitation login: an email-shaped email and a password. No minimum length here, unlike
 * the login page: the server is the judge of an existing password.
 */
export function validateInvitationLogin(form: LoginForm): FieldErrors<keyof LoginForm> {
  const errors: FieldErrors<keyof LoginForm> = {};
  const email = emailError(form.email);
  if (email) errors.email = email;
  if (!form.password) errors.password = AUTH_MESSAGES.passwordRequired;
  return errors;
}
