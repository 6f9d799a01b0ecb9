import {
  ENCOURAGEMENT_MAX,
  ENCOURAGEMENT_MESSAGES,
  ENCOURAGEMENT_TYPE_LABELS,
  ENCOURAGEMENT_TYPES,
  type EncouragementType,
  encouragementError,
  REACTIONS,
  type Reaction,
} from '@habitat/domain';
import type { SendEncouragementBody, WorkspaceMember } from '@habitat/protocol';
import { DEFAULT_REACTION, REACTION_NAMES } from './reactions';

/** The Send Encouragement dialog's and the reply form's rules (spec §2, §5, §8), apart from React. */

export interface EncouragementDraft {
  toUserId: string;
  type: EncouragementType;
  reaction: Reaction;
  message: string;
}

export function emptyDraft(toUserId = ''): EncouragementDraft {
  return { toUserId, type: 'general_support', reaction: DEFAULT_REACTION, message: '' };
}

export const TYPE_OPTIONS: readonly { value: EncouragementType; label: string }[] = ENCOURAGEMENT_TYPES.map(
  (value) => ({ value, label: ENCOURAGEMENT_TYPE_LABELS[value] }),
);

export const REACTION_OPTIONS: readonly { value: Reaction; name: string }[] = REACTIONS.map((value) => ({
  value,
  name: REACTION_NAMES[value],
}));

export function isEncouragementType(value: string): value is EncouragementType {
  return (ENCOURAGEMENT_TYPES as readonly string[]).includes(value);
}

export interface RecipientOption {
  id: string;
  name: string;
}

/** Everyone in the group but the viewer, by name; a member without a name goes by their email. */
export function recipientOptions(
  members: readonly WorkspaceMember[],
  viewerId: string | undefined,
): RecipientOption[] {
  return members
    .filter((member) => member.userId._id !== viewerId)
    .map((member) => ({ id: member.userId._id, name: member.userId.name.trim() || member.userId.email }))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}

/** A quick message fills the message and sets its type; the reaction and recipient stay. */
export function withQuickMessage(
  draft: EncouragementDraft,
  quick: { type: EncouragementType; message: string },
): EncouragementDraft {
  return { ...draft, type: quick.type, message: quick.message };
}

/** Why Send is disabled, or null when it may be pressed (offline too: it is queued, issue 31). */
export function sendBlocker(draft: EncouragementDraft, viewerId: string | undefined): string | null {
  if (draft.toUserId === '') return 'Choose who to encourage';
  if (draft.toUserId === viewerId) return ENCOURAGEMENT_MESSAGES.notYourself;
  return encouragementError(draft.message);
}

/** What is sent: the trimmed message, never tied to a habit from this dialog. */
export function sendBody(draft: EncouragementDraft, groupId: string): SendEncouragementBody {
  return {
    toUserId: draft.toUserId,
    workspaceId: groupId,
    habitId: null,
    type: draft.type,
    message: draft.message.trim(),
    reaction: draft.reaction,
  };
}

/** Spec §8: the server's message, or 'Failed to send encouragement'. */
export function sendFailureText(error: unknown): string {
  const message = error instanceof Error ? error.message.trim() : '';
  return message || ENCOURAGEMENT_MESSAGES.failed;
}

/** The reply form: required after trimming, at most the encouragement limit. */
export function responseError(message: string): string | null {
  if (message.trim() === '') return ENCOURAGEMENT_MESSAGES.responseRequired;
  if (message.length > ENCOURAGEMENT_MAX) return ENCOURAGEMENT_MESSAGES.tooLong;
  return null;
}

export function responseFailureText(error: unknown): string {
  const message = error instanceof Error ? error.message.trim() : '';
  return message || 'Failed to send your reply';
}

export function readFailureText(error: unknown): string {
  const message = error instanceof Error ? error.message.trim() : '';
  return message || 'Failed to mark as read';
}
