import { PRESET_COLORS } from './habit-colors';

/**
 * Groups (spec §3, §5, §6, §9): types, colours, roles, settings and the words the screens
 * and the server share. The server enforces the role rules; the client reads the same table to hide
 * what a role cannot do.
 */

export const GROUP_TYPES = ['personal', 'team', 'family', 'fitness', 'study', 'community'] as const;
export type GroupType = (typeof GROUP_TYPES)[number];
export const DEFAULT_GROUP_TYPE: GroupType = 'team';

export const GROUP_TYPE_INFO: Readonly<Record<GroupType, { label: string; description: string }>> = {
  personal: { label: 'Personal', description: 'Track your own habits privately' },
  team: { label: 'Team', description: 'Collaborate with your work team' },
  family: { label: 'Family', description: 'Track habits with your family members' },
  fitness: { label: 'Fitness', description: 'Track health and fitness goals together' },
  study: { label: 'Study', description: 'Academic and learning habits' },
  community: { label: 'Community', description: 'Larger group for community initiatives' },
};

/** Spec §9's eight group colours: the first eight habit colours, in the same order. */
export const GROUP_COLORS = PRESET_COLORS.slice(0, 8);
export const DEFAULT_GROUP_COLOR: string = PRESET_COLORS[0];

export const GROUP_ROLES = ['owner', 'admin', 'member'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];
/** Roles an invitation may give; ownership is given only by an owner changing a member's role. */
export const INVITE_ROLES = ['member', 'admin'] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];

const ROLE_RANK: Readonly<Record<GroupRole, number>> = { member: 1, admin: 2, owner: 3 };

/** owner > admin > member: true when `role` may do what `needed` may. */
export function hasRole(role: GroupRole, needed: GroupRole): boolean {
  return ROLE_RANK[role] >= ROLE_RANK[needed];
}

export function isManager(role: GroupRole): boolean {
  return hasRole(role, 'admin');
}

/** Who may send invitations: owners always, admins while the group allows it (`allowInvites`). */
export function canInvite(role: GroupRole, allowInvites: boolean): boolean {
  return role === 'owner' || (role === 'admin' && allowInvites);
}

export const PRIVACY_LEVELS = ['invite-only', 'members-only', 'open'] as const;
export type PrivacyLevel = (typeof PRIVACY_LEVELS)[number];
export const HABIT_VISIBILITIES = ['public', 'progress-only', 'streaks-only', 'private'] as const;
export type HabitVisibility = (typeof HABIT_VISIBILITIES)[number];

export interface GroupSettingsValues {
  isPublic: boolean;
  allowInvites: boolean;
  requireApproval: boolean;
  privacyLevel: PrivacyLevel;
  allowMemberHabitCreation: boolean;
  defaultHabitVisibility: HabitVisibility;
  /** The leaderboard ranks members against each other: off unless the group turns it on (issue 31). */
  competition: boolean;
  /** Days without a check-in of the group's habits after which a member shows as away (issue 31). */
  awayAfterDays: number;
}

/** The lengths of absence a group chooses from, before a member shows as away (issue 31). */
export const AWAY_AFTER_DAYS_CHOICES = [3, 7, 14, 30] as const;
export const AWAY_AFTER_DAYS_BOUNDS = { min: 2, max: 60 } as const;

export function defaultGroupSettings(isPublic: boolean): GroupSettingsValues {
  return {
    isPublic,
    allowInvites: true,
    requireApproval: false,
    privacyLevel: 'invite-only',
    allowMemberHabitCreation: true,
    defaultHabitVisibility: 'progress-only',
    competition: false,
    awayAfterDays: 7,
  };
}

export const GROUP_MESSAGES = {
  nameRequired: 'Group name is required',
  soleOwnerTitle: 'Cannot Leave Group',
  /** The one person a group has cannot leave it: there is nobody to hand it to (issue 31). */
  soleMember: 'As the only member of this group, you cannot leave it. Delete the group instead.',
  deletionMismatch: 'Group deletion cancelled - confirmation text did not match.',
  notFoundTitle: 'Group Not Found',
  notFound: "The group you're looking for doesn't exist or you don't have access to it.",
  invitationExpired: 'This invitation has expired',
  invitationNoLongerValid: 'This invitation link is no longer valid.',
} as const;

/** The create-group form's one rule (spec §5): a name that is not blank after trimming. */
export function groupNameError(name: string): string | null {
  return name.trim() === '' ? GROUP_MESSAGES.nameRequired : null;
}

export const INVITATION_TTL_DAYS = 7;
export const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'cancelled', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const INVITE_MESSAGE_MAX = 500;

/**
 * What became of an invitation's email: sent through the mail server; not sent because the server
 * has none (it went to the outbox folder only the operator reads); or refused by the mail server.
 * In the last two the inviter passes the link on themselves.
 */
export const INVITATION_DELIVERIES = ['emailed', 'not-emailed', 'failed'] as const;
export type InvitationDelivery = (typeof INVITATION_DELIVERIES)[number];

export function invitationDeliveryMessage(delivery: InvitationDelivery, email: string): string {
  if (delivery === 'emailed') return `Invitation sent to ${email}`;
  if (delivery === 'not-emailed')
    return `Invitation created for ${email}, but no email was sent: this server has no email set up. Copy the link and send it to them yourself.`;
  return `Invitation created for ${email}, but the email could not be sent. Copy the link and send it to them yourself.`;
}
export const GROUP_NAME_MAX = 100;
export const GROUP_DESCRIPTION_MAX = 500;

/** 'Nov 22': the groups list's updated date (spec §2, short month and day, US English). */
export function shortMonthDay(date: Date | string): string {
  return new Date(date).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}

export const GROUP_HABIT_MESSAGES = {
  /** The whole sentence the adopt failure shows (spec §8). */
  adoptFailed: 'Failed to adopt habit: You may have already adopted it.',
  alreadyAdopted: 'You may have already adopted it.',
} as const;
