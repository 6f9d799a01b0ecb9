import type { SentInvitation } from '@habitat/protocol';

/**
 * Every query key of the page's served data, built here so a key is spelled once. A group's keys
 * all start with `group(id)`: leaving or deleting the group forgets them by that prefix, and a
 * change to the group refreshes the ones under it that show it.
 */
export const queryKeys = {
  groups: {
    list: () => ['groups', 'list'] as const,
  },
  group: {
    all: (id: string) => ['group', id] as const,
    detail: (id: string) => ['group', id, 'detail'] as const,
    memberDashboard: (id: string, memberId: string) => ['group', id, 'member-dashboard', memberId] as const,
    preview: (id: string) => ['group', id, 'preview'] as const,
    invitations: (id: string, status: SentInvitation['status']) =>
      ['group', id, 'invitations', status] as const,
    dashboardPermissions: (id: string) => ['group', id, 'dashboard-permissions'] as const,
  },
  notifications: {
    unreadCount: () => ['notifications', 'unread-count'] as const,
    list: () => ['notifications', 'list'] as const,
  },
  invitations: {
    /** The invitation page's copy, tried again when a load that failed offline can reach the server. */
    page: (token: string) => ['invitation', token, 'page'] as const,
    /** The sign-up form's copy, read once to fill in the address. */
    signup: (token: string) => ['invitation', token, 'signup'] as const,
  },
  account: {
    stats: () => ['account', 'stats'] as const,
  },
};
