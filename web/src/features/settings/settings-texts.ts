import { type Preferences, WEEKDAY_NAMES, WEEKLY_SUMMARY_SEND_AT } from '@habitat/domain';

/** The settings page's words (spec §2 Settings, §5, §8 Settings and Data), in one place. */

export type PreferenceSetting = keyof Preferences;

const SETTING_NAMES: Record<PreferenceSetting, string> = {
  emailNotifications: 'Email notifications',
  timezone: 'Timezone',
  weekStartsOn: 'Week start day',
  dayStartsAt: 'Day start',
  theme: 'Theme',
  pushEncouragements: 'Encouragement notifications',
  pushGroupEvents: 'Group activity notifications',
  reminderSummaryAt: 'Reminder summary',
};

export function preferenceFailed(setting: PreferenceSetting): string {
  if (setting === 'theme') return 'Failed to update theme';
  return `Failed to update ${SETTING_NAMES[setting].toLowerCase()}. Please try again.`;
}

export function accountDeletionFailed(message: string | undefined): string {
  return `Account deletion failed: ${message?.trim() || 'Please try again.'}`;
}

export const SETTINGS_TEXTS = {
  title: 'Settings',
  saving: 'Saving settings...',
  savedOffline: 'Saved on this device — will sync when online',
  dayStartHint: 'Check-ins made before this time count for the previous day.',
  emailUpdatesHint: 'Weekly reports and summaries',
  shareDashboard: 'Share dashboard with the group',
  // The interface says "group" (issue 27); the spec's words were "workspaces" and "workspace data".
  noGroups: "You're not a member of any groups yet.",
  groupsLoadFailed: 'Failed to load your groups. Please refresh the page.',
  sharingFailed: 'Failed to update settings',
  sharingNetwork: 'Network error. Please try again.',
  exportIdle: 'Export Data',
  exportCsvIdle: 'Export CSV',
  exporting: 'Exporting...',
  exported: 'Exported!',
  exportSucceeded: 'Data exported successfully! Check your downloads folder.',
  exportFailed: 'Export failed. Please try again.',
  deleteConfirm:
    'Are you sure you want to delete your account? This action cannot be undone and will permanently delete all your data.',
  deleteSucceeded: 'Account deleted successfully. You will be logged out.',
  filteredHint: 'Choose All to arrange, add or remove widgets.',
} as const;

/** The spec's hint, and what Email Updates sends: the weekly summary, on the first morning of the week. */
export function emailUpdatesDescription(weekStartsOn: number): string {
  const day = WEEKDAY_NAMES[weekStartsOn] ?? WEEKDAY_NAMES[1];
  return `${SETTINGS_TEXTS.emailUpdatesHint}: your week's check-ins by email, every ${day} at ${WEEKLY_SUMMARY_SEND_AT}.`;
}

/** Settings → Notifications → Push Notifications (issue 16): push is real, no longer upcoming. */
export const PUSH_TEXTS = {
  title: 'Push Notifications',
  device: 'Push on this device',
  deviceHint: 'Reminders, encouragements and the group activity you choose, even when Habitat is closed.',
  unsupported:
    'This browser cannot receive push notifications. On an iPhone or iPad, add Habitat to your Home Screen first and open it from there.',
  denied: 'Notifications are blocked for this site. Allow them in your browser settings to turn push on.',
  dismissed: 'Push stays off: the browser was not allowed to show notifications.',
  encouragements: 'Encouragements',
  encouragementsHint: 'When someone encourages you or answers your encouragement.',
  groupEvents: 'Group activity',
  groupEventsHint: 'Check-ins, streaks, new members and join requests in your groups.',
  everyDevice: 'Encouragements and Group activity apply to every device with push on.',
} as const;

export function pushFailed(reason: string): string {
  return `Push could not be turned on: ${reason}`;
}

/**
 * What the spec's "Upcoming features" lists became (issue 27): the weekly reports are Email Updates
 * and team activity is Group activity push, both above; habit reminders live on each habit. What is
 * not built is said plainly, with no date that could pass.
 */
export const NOTIFICATION_TEXTS = {
  reminders:
    'Habit reminders: turn one on for each habit when you edit it (Settings tab → Enable reminder), at one time or several. They arrive by push on the devices where push is on.',
  summary: 'One reminder a day instead',
  summaryHint:
    'At one time you pick, one reminder names what is left ("2 habits left today: Read, Stretch"), instead of one per habit at its times. Nothing rings when all is done.',
  summaryTime: 'Summary time',
  /** Offered when the summary is turned on: an evening, while there is still time. */
  summaryDefault: '20:00',
} as const;

export const APPEARANCE_TEXTS = {
  notYet: 'Not available yet: accent colours, and languages other than English.',
} as const;

/** Settings → Help & Support (issue 27): links set by the server, and the status read from its health check. */
export const SUPPORT_TEXTS = {
  documentation: 'Documentation',
  contact: 'Contact Support',
  reportBug: 'Report Bug',
  noneSetUp: 'This server has no support links set up. Ask whoever runs it.',
  linksOffline: 'Support links show once Habitat has reached the server.',
  checking: 'Checking the server…',
  ok: 'All systems operational',
  degraded:
    'Service degraded: the server is up but its database is not answering. Your changes wait on this device.',
  unreachable: "Can't reach the server. Your changes are kept on this device and sync when it is back.",
  offline: "You're offline. Your changes are kept on this device and sync when you're back online.",
} as const;

/** 'Habitat v1.0.2', and the server's version too when an update has reached only one of them. */
export function versionLine(appVersion: string, serverVersion: string | undefined): string {
  const app = `Habitat ${appVersion}`;
  if (!serverVersion || serverVersion === appVersion) return app;
  return `${app} (server ${serverVersion})`;
}

/** How long 'Exported!' stays on the button (spec §9), and the wait before leaving a deleted account. */
export const EXPORTED_STATE_MS = 3000;
export const DELETED_REDIRECT_MS = 2000;
