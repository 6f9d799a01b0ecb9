import type { GroupSettingsValues, PrivacyLevel } from './groups';

/**
 * How people get into a group (issue 16): the one model of `isPublic`, `privacyLevel`,
 * `requireApproval` and `allowInvites`, read by the server to enforce it and by the screens to say
 * what each setting does (docs/decisions.md, "Joining and group settings").
 *
 * - `isPublic` decides whether the group's link means anything to someone outside it. A private
 *   group does not exist for non-members (404) and is joined by invitation only.
 * - For a public group, `privacyLevel` decides how much the link shows and how one gets in:
 *   'invite-only' shows the preview (name, description, member count) and takes requests only, each
 *   let in by an owner or admin, as an invitation would be; 'members-only' shows the preview and
 *   joining follows `requireApproval`; 'open' shows the group's habits too, and joining follows
 *   `requireApproval`.
 * - `allowInvites` decides who sends invitations: admins and owners, or owners only. It does not
 *   touch the link.
 */

export type JoinSettings = Pick<
  GroupSettingsValues,
  'isPublic' | 'privacyLevel' | 'requireApproval' | 'allowInvites'
>;

/** How a signed-in non-member joins from the link: not at all, by a request an admin answers, or at once. */
export type LinkJoin = 'none' | 'request' | 'immediate';

export interface JoinPolicy {
  /** Signed-in non-members who open the link see the group's name, description and member count. */
  preview: boolean;
  /** The preview lists the group's habits too. */
  previewHabits: boolean;
  linkJoin: LinkJoin;
  /** Who may send email invitations. */
  inviters: 'admins' | 'owners';
}

export function joinPolicy(settings: JoinSettings): JoinPolicy {
  const inviters = settings.allowInvites ? 'admins' : 'owners';
  if (!settings.isPublic) return { preview: false, previewHabits: false, linkJoin: 'none', inviters };
  const approval = settings.privacyLevel === 'invite-only' || settings.requireApproval;
  return {
    preview: true,
    previewHabits: settings.privacyLevel === 'open',
    linkJoin: approval ? 'request' : 'immediate',
    inviters,
  };
}

/**
 * Settings another setting currently decides, and which one: the settings screen shows them
 * disabled with the reason instead of offering a choice that changes nothing.
 */
export interface SettingLocks {
  /** A private group has no link to join by: its privacy level does nothing until it is public. */
  privacyLevel?: 'private';
  /** Private: nobody asks to join. Invite-only: every request is approved, whatever the toggle says. */
  requireApproval?: 'private' | 'invite-only';
}

export function settingLocks(settings: JoinSettings): SettingLocks {
  if (!settings.isPublic) return { privacyLevel: 'private', requireApproval: 'private' };
  if (settings.privacyLevel === 'invite-only') return { requireApproval: 'invite-only' };
  return {};
}

/** Whether joining through the link waits for an owner or admin, as the settings screen shows it. */
export function approvalShown(settings: JoinSettings): boolean {
  return settingLocks(settings).requireApproval === 'invite-only' || settings.requireApproval;
}

/** Requests waiting for an answer one person may have at once, across groups: asking is not spam. */
export const JOIN_REQUEST_PENDING_MAX = 10;
/** Requests one person may make to one group in a day (asking, cancelling, asking again…). */
export const JOIN_REQUESTS_PER_GROUP_PER_DAY = 3;
/** After a decline, the same group may be asked again only after this many days. */
export const JOIN_REQUEST_RETRY_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export const JOIN_REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];

/**
 * What the group's link offers the person who opened it:
 * 'member': they are in (the page shows the group); 'join': one click joins; 'request': they may
 * ask; 'pending': they asked and may cancel; 'declined': asked, refused, may ask again at `retryAt`;
 * 'removed': an admin removed them, only an invitation brings them back; 'closed': the link lets
 * nobody in (a private group, which a non-member never gets to see).
 */
export const JOIN_ACTIONS = [
  'member',
  'join',
  'request',
  'pending',
  'declined',
  'removed',
  'closed',
] as const;
export type JoinAction = (typeof JOIN_ACTIONS)[number];

export interface JoinViewer {
  member: boolean;
  /** Removed by an owner or admin since they last joined. Leaving is not removal. */
  removed: boolean;
  pending: boolean;
  /** When their latest declined request to this group was declined. */
  lastDeclinedAt: Date | null;
}

export interface JoinChoice {
  action: JoinAction;
  retryAt: Date | null;
}

export function joinAction(policy: JoinPolicy, viewer: JoinViewer, now: Date): JoinChoice {
  const choice = (action: JoinAction, retryAt: Date | null = null): JoinChoice => ({ action, retryAt });
  if (viewer.member) return choice('member');
  // A group that turned private keeps showing its asker the request they are waiting on, to withdraw.
  if (policy.linkJoin === 'none') return choice(viewer.pending ? 'pending' : 'closed');
  if (viewer.removed) return choice('removed');
  // A group that lets people in at once lets in someone still waiting, or declined before, too.
  if (policy.linkJoin === 'immediate') return choice('join');
  if (viewer.pending) return choice('pending');
  if (viewer.lastDeclinedAt) {
    const retryAt = new Date(viewer.lastDeclinedAt.getTime() + JOIN_REQUEST_RETRY_DAYS * DAY_MS);
    if (retryAt > now) return choice('declined', retryAt);
  }
  return choice('request');
}

/** The start of the window in which `JOIN_REQUESTS_PER_GROUP_PER_DAY` counts requests. */
export function joinRequestWindowStart(now: Date): Date {
  return new Date(now.getTime() - DAY_MS);
}

export const JOIN_MESSAGES = {
  alreadyMember: 'You are already a member of this group',
  removed: 'You were removed from this group. An admin can invite you back.',
  tooManyPending: `You have ${JOIN_REQUEST_PENDING_MAX} requests waiting for an answer. Cancel one, or wait for an answer, before asking to join another group.`,
  tooOften: 'You have asked to join this group too often today. Please try again tomorrow.',
  requestSent: 'Request sent',
  requestCancelled: 'Request cancelled',
  noPendingRequest: 'You have no pending request to join this group',
  requestNotFound: 'Join request not found',
} as const;

/** 'Your request to join was declined. You can ask again from Nov 29.' */
export function declinedMessage(retryAt: Date): string {
  const day = retryAt.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
  return `Your request to join was declined. You can ask again from ${day}.`;
}

/** Refusal when an answered request is answered again (two admins at once, a stale screen). */
export function requestAnsweredMessage(status: Exclude<JoinRequestStatus, 'pending'>): string {
  if (status === 'cancelled') return 'This request was cancelled';
  return `This request has already been ${status}`;
}

/** What the privacy level means, in words the settings screen and the decisions share. */
export const PRIVACY_LEVEL_EFFECTS: Readonly<Record<PrivacyLevel, string>> = {
  'invite-only':
    'People with the link see the group and can ask to join; an admin or owner lets each one in.',
  'members-only':
    "People with the link see the group's name, description and size; its habits and activity stay with members.",
  open: "People with the link also see the group's habits before they join.",
};

/**
 * Who can join, as one choice (issue 27): the settings screen offers these three instead of the
 * separate Public, Require approval and Privacy level controls, which could contradict each other
 * on screen. The API keeps the spec's fields (`isPublic`, `settings.privacyLevel`,
 * `settings.requireApproval`); each way is stored as the values `joinPolicy` reads back as it.
 */
export const JOIN_WAYS = ['invitation', 'request', 'link'] as const;
export type JoinWay = (typeof JOIN_WAYS)[number];

export const JOIN_WAY_INFO: Readonly<Record<JoinWay, { label: string; consequence: string }>> = {
  invitation: {
    label: 'Invitation only',
    consequence:
      'People join only with an invitation you send. The group’s link shows nothing to anyone outside it.',
  },
  request: {
    label: 'Anyone with the link can ask',
    consequence:
      'People who open the group’s link see its name and description and can ask to join. You or an admin approve each request. Invitations still work.',
  },
  link: {
    label: 'Anyone with the link joins',
    consequence:
      'Anyone signed in who opens the group’s link joins at once, without approval. Invitations still work.',
  },
};

export function joinWayOf(settings: JoinSettings): JoinWay {
  const { linkJoin } = joinPolicy(settings);
  if (linkJoin === 'none') return 'invitation';
  return linkJoin === 'request' ? 'request' : 'link';
}

/**
 * The stored fields for a way of joining. Whether the link's preview lists the group's habits
 * ('open' rather than 'members-only') is a separate choice, `previewHabits`, kept for public groups.
 */
export function settingsForJoinWay(
  way: JoinWay,
  previewHabits: boolean,
): Pick<JoinSettings, 'isPublic' | 'privacyLevel' | 'requireApproval'> {
  if (way === 'invitation') return { isPublic: false, privacyLevel: 'invite-only', requireApproval: true };
  const privacyLevel = previewHabits ? 'open' : 'members-only';
  return { isPublic: true, privacyLevel, requireApproval: way === 'request' };
}
