import { characterCounter, INVITE_MESSAGE_MAX, INVITE_ROLES, type InviteRole } from '@habitat/domain';
import type { InviteBody } from '@habitat/protocol';
import { ROLE_LABELS } from '../../../ui/member-display';

/** The Invite Member dialog's rules (spec §2, §5, §8), apart from the component. */

export interface InviteDraft {
  email: string;
  role: InviteRole;
  message: string;
}

export const EMPTY_INVITE: InviteDraft = { email: '', role: 'member', message: '' };

export const INVITE_ROLE_OPTIONS: readonly { value: InviteRole; label: string }[] = INVITE_ROLES.map(
  (value) => ({ value, label: ROLE_LABELS[value] }),
);

/** Why Send is disabled, or null when it may be pressed (the email field itself checks the shape). */
export function inviteBlocker(
  draft: InviteDraft,
  state: { sending: boolean; online: boolean; offlineReason: string },
): string | null {
  if (!state.online) return state.offlineReason;
  if (state.sending) return 'Sending...';
  if (draft.email.trim() === '') return 'Enter an email address';
  if (draft.message.length > INVITE_MESSAGE_MAX)
    return `The message can be at most ${INVITE_MESSAGE_MAX} characters`;
  return null;
}

/** What is sent: the trimmed email, and a message only when one was written. */
export function inviteBody(draft: InviteDraft): InviteBody {
  const message = draft.message.trim();
  return { email: draft.email.trim(), role: draft.role, ...(message ? { message } : {}) };
}

/** 'N/500 characters' under the personal message. */
export function messageCounter(message: string): string {
  return characterCounter(message, INVITE_MESSAGE_MAX);
}

/** Spec §8: 'Failed to send invitation: {message or Please try again.}'. */
export function inviteFailureText(error: unknown): string {
  const message = error instanceof Error ? error.message.trim() : '';
  return `Failed to send invitation: ${message || 'Please try again.'}`;
}
