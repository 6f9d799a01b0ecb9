import { isReminderTime } from './habit-form';
/** User preferences (spec §3 User, §9 defaults) and the rules that validate them. */

export const THEMES = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof THEMES)[number];

export interface Preferences {
  theme: Theme;
  timezone: string;
  weekStartsOn: number;
  emailNotifications: boolean;
  /** When the person's day turns over, 'HH:MM' from 00:00 to 06:00 (beyond the spec: for night owls). */
  dayStartsAt: string;
  /** Web Push of encouragements and their replies to the person's devices with push on (issue 16). */
  pushEncouragements: boolean;
  /** Web Push of group news (check-ins, adoptions, joins…): opt-in, since a busy group is many a day. */
  pushGroupEvents: boolean;
  /**
   * One reminder a day at this time, 'HH:MM', naming what is left ("2 habits left today: Read,
   * Stretch"), instead of one per habit (issue 30); null for a reminder per habit at its times.
   */
  reminderSummaryAt: string | null;
}

export const DEFAULT_PREFERENCES: Readonly<Preferences> = Object.freeze({
  theme: 'auto',
  timezone: 'UTC',
  weekStartsOn: 1,
  emailNotifications: true,
  dayStartsAt: '00:00',
  pushEncouragements: true,
  pushGroupEvents: false,
  reminderSummaryAt: null,
});

/** 00:00 to 06:00 in quarter hours (group numbers refresh on the quarter hour): later than that and "today" would begin to mean yesterday. */
export const DAY_START_PATTERN = '^(0[0-5]:(00|15|30|45)|06:00)$';
export const DAY_START_MESSAGE = 'Day start must be a time from 00:00 to 06:00';
/** The choices the settings screen offers: midnight, then each hour to 06:00. */
export const DAY_START_OPTIONS = ['00:00', '01:00', '02:00', '03:00', '04:00', '05:00', '06:00'] as const;

export function dayStartsAtError(value: unknown): string | undefined {
  return typeof value === 'string' && new RegExp(DAY_START_PATTERN).test(value)
    ? undefined
    : DAY_START_MESSAGE;
}

/** Minutes after midnight at which the person's day begins (0 for '00:00' or anything invalid). */
export function dayStartMinutes(preferences: { dayStartsAt?: string }): number {
  const value = preferences.dayStartsAt;
  if (value === undefined || dayStartsAtError(value)) return 0;
  return Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));
}

export const WEEK_START_MESSAGE = 'Week start day must be between 0 (Sunday) and 6 (Saturday)';

/** The settings screen offers these (spec §9); any valid IANA zone is accepted from the API. */
export const TIMEZONE_OPTIONS = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Paris',
  'Asia/Tokyo',
  'Australia/Sydney',
] as const;

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

export function weekStartsOnError(value: unknown): string | undefined {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 6
    ? undefined
    : WEEK_START_MESSAGE;
}

export const TIME_ZONE_MESSAGE = 'Time zone is not recognised';

/**
 * Zones already resolved, by the name asked for: building a formatter costs milliseconds on a
 * phone, and the app asks about the person's zone at every read of their preferences. Only names
 * the platform knows are kept, and at most a few hundred (a server is asked about any text a
 * client sends), so the map cannot grow without bound.
 */
const resolvedZones = new Map<string, string>();
const MAX_RESOLVED_ZONES = 512;

/** The zone's canonical IANA name ('utc' → 'UTC', 'US/Pacific-New' → 'America/Los_Angeles'), or null. */
export function canonicalTimeZone(zone: string): string | null {
  if (!zone || zone.length > 64) return null;
  const known = resolvedZones.get(zone);
  if (known !== undefined) return known;
  try {
    const canonical = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    if (resolvedZones.size >= MAX_RESOLVED_ZONES) resolvedZones.clear();
    resolvedZones.set(zone, canonical);
    return canonical;
  } catch {
    return null;
  }
}

export function isValidTimeZone(zone: string): boolean {
  return canonicalTimeZone(zone) !== null;
}

/**
 * Merges stored or received preferences over the defaults, dropping anything invalid, so a corrupt
 * local copy or an older server can never put the app into an unknown state.
 */
export function normalizePreferences(input: unknown): Preferences {
  const source = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  return {
    theme: isTheme(source.theme) ? source.theme : DEFAULT_PREFERENCES.theme,
    timezone:
      typeof source.timezone === 'string' && isValidTimeZone(source.timezone)
        ? source.timezone
        : DEFAULT_PREFERENCES.timezone,
    weekStartsOn:
      weekStartsOnError(source.weekStartsOn) === undefined
        ? (source.weekStartsOn as number)
        : DEFAULT_PREFERENCES.weekStartsOn,
    emailNotifications:
      typeof source.emailNotifications === 'boolean'
        ? source.emailNotifications
        : DEFAULT_PREFERENCES.emailNotifications,
    dayStartsAt:
      dayStartsAtError(source.dayStartsAt) === undefined
        ? (source.dayStartsAt as string)
        : DEFAULT_PREFERENCES.dayStartsAt,
    pushEncouragements:
      typeof source.pushEncouragements === 'boolean'
        ? source.pushEncouragements
        : DEFAULT_PREFERENCES.pushEncouragements,
    pushGroupEvents:
      typeof source.pushGroupEvents === 'boolean'
        ? source.pushGroupEvents
        : DEFAULT_PREFERENCES.pushGroupEvents,
    reminderSummaryAt: isReminderTime(source.reminderSummaryAt)
      ? source.reminderSummaryAt
      : DEFAULT_PREFERENCES.reminderSummaryAt,
  };
}
