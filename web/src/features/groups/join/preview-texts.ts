import { declinedMessage, GROUP_TYPE_INFO, JOIN_MESSAGES } from '@habitat/domain';
import type { WorkspacePreview } from '@habitat/protocol';
import { counted } from '../../../ui/counted';

/**
 * The words of a group's preview (issue 16): what its link offers someone outside it, by the
 * server's `action` (the domain's `joinAction`), decided apart from the component.
 */

export interface PreviewButton {
  kind: 'join' | 'request' | 'cancel';
  label: string;
  busyLabel: string;
}

export interface PreviewOffer {
  /** A short state shown above the note ('Request sent'); null when there is none. */
  status: string | null;
  note: string;
  button: PreviewButton | null;
}

export function previewOffer(preview: Pick<WorkspacePreview, 'action' | 'retryAt'>): PreviewOffer {
  switch (preview.action) {
    case 'join':
      return {
        status: null,
        note: 'Anyone with the link can join this group.',
        button: { kind: 'join', label: 'Join Group', busyLabel: 'Joining...' },
      };
    case 'request':
      return {
        status: null,
        note: "An admin or owner of the group answers each request. You'll get a notification.",
        button: { kind: 'request', label: 'Request to Join', busyLabel: 'Sending...' },
      };
    case 'pending':
      return {
        status: JOIN_MESSAGES.requestSent,
        note: "Waiting for an admin or owner to answer. You'll get a notification.",
        button: { kind: 'cancel', label: 'Cancel Request', busyLabel: 'Cancelling...' },
      };
    case 'declined':
      return {
        status: null,
        note: preview.retryAt
          ? declinedMessage(new Date(preview.retryAt))
          : 'Your request to join was declined.',
        button: null,
      };
    case 'removed':
      return { status: null, note: JOIN_MESSAGES.removed, button: null };
    case 'member':
      return { status: null, note: 'You are a member of this group.', button: null };
    case 'closed':
      return { status: null, note: 'This group is joined by invitation only.', button: null };
  }
}

/** 'Team group • 3 members': what kind of group, and how many are in it. */
export function previewSummary(preview: Pick<WorkspacePreview, 'type' | 'memberCount'>): string {
  const type = GROUP_TYPE_INFO[preview.type]?.label ?? 'Team';
  return `${type} group • ${counted(preview.memberCount, 'member', 'members')}`;
}
