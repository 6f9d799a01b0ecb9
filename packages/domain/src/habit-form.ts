import { isDateKey } from './dates';
import { isUuid } from './ids';
import { TARGET_KINDS, TARGET_PERIODS, type TargetKind, type TargetPeriod } from './limits';
import { readListOrder } from './list-order';
import { normalizeDays } from './schedule';

/** Habit rules of spec §3 and §5: defaults, coercions and the form's messages. */

export const HABIT_MESSAGES = {
  nameRequired: 'Name is required',
  daysRequired: 'Please select at least one day',
} as const;

export const SHARE_PROGRESS_LEVELS = ['full', 'progress-only', 'streaks-only', 'private'] as const;
export type ShareProgress = (typeof SHARE_PROGRESS_LEVELS)[number];

export const HABIT_DEFAULTS = {
  name: 'New Habit',
  description: '',
  category: 'other',
  color: '#4f46e5',
  icon: '⭐',
  frequency: 'daily',
  targetValue: 1,
  targetUnit: 'times',
  targetKind: 'at-least',
  targetPeriod: 'day',
} as const;

/** The category select of the habit form (spec §3: the group-habit list, default 'other'). */
export const HABIT_CATEGORIES = [
  'health',
  'productivity',
  'mindfulness',
  'learning',
  'social',
  'hobby',
  'other',
] as const;

/** Units of a habit's target (spec §3 Group habit; 'times' is shown for the API's 'time'). */
export const TARGET_UNITS = ['times', 'minutes', 'hours', 'pages', 'cups', 'steps'] as const;

export interface WorkspaceSettings {
  shareProgress: ShareProgress;
  allowInteraction: boolean;
  shareInActivity: boolean;
}

export const DEFAULT_WORKSPACE_SETTINGS: Readonly<WorkspaceSettings> = Object.freeze({
  shareProgress: 'progress-only',
  allowInteraction: true,
  shareInActivity: true,
});

/** The editable fields of a habit, as the form and the API carry them. */
export interface HabitFields {
  name: string;
  description: string;
  category: string;
  color: string;
  icon: string;
  frequency: string;
  isActive: boolean;
  scheduleDays: number[];
  reminderEnabled: boolean;
  reminderTime: string | null;
  targetValue: number;
  targetUnit: string;
  /**
   * "At least" the target (read 20 pages) or "at most" it, a limit (3 coffees), issue 30. Absent on
   * rows stored on a device before limits existed, which read as "at least" (domain limitOf).
   */
  targetKind?: TargetKind;
  /** What a limit counts over: each day, or each week. Absent reads as a day. */
  targetPeriod?: TargetPeriod;
  /**
   * Times the reminder also rings at, besides reminderTime (issue 30), up to four, in order.
   * Absent on rows stored before them, which read as none.
   */
  moreReminderTimes?: string[];
  /**
   * The routine it is listed under (issue 30), or null. One that is not a live routine of its owner
   * reads as none (listSections), so a routine deleted on another device leaves its habits listed.
   * Absent on rows stored before routines.
   */
  routineId?: string | null;
  /**
   * The day it joined its routine (null when in none, or not known: rows from before it). A
   * routine's days before it are judged without it, so adding a habit never rewrites the routine's
   * past (issue 30).
   */
  routineSince?: string | null;
  /**
   * Its place in its section of the Today list (lowest first). Null (or absent, on rows from before
   * it): not placed yet, after the placed habits, by when each was made, so a new habit goes last.
   */
  listOrder?: number | null;
}

export type HabitField = keyof HabitFields;

/**
 * Every editable field, once. The check below fails to compile when HabitFields gains a field this
 * list lacks, so copying a habit's settings (an import, a restored habit) never drops one silently.
 */
export const HABIT_FIELDS = [
  'name',
  'description',
  'category',
  'color',
  'icon',
  'frequency',
  'isActive',
  'scheduleDays',
  'reminderEnabled',
  'reminderTime',
  'targetValue',
  'targetUnit',
  'targetKind',
  'targetPeriod',
  'moreReminderTimes',
  'routineId',
  'routineSince',
  'listOrder',
] as const satisfies readonly HabitField[];
const everyHabitField: [Exclude<HabitField, (typeof HABIT_FIELDS)[number]>] extends [never] ? true : never =
  true;
void everyHabitField;

export interface HabitFormValues {
  name: string;
  scheduleDays: readonly number[];
}

/** The form's blocking errors: a blank name, or no day in the schedule. */
export function validateHabitForm(form: HabitFormValues): Partial<Record<'name' | 'scheduleDays', string>> {
  const errors: Partial<Record<'name' | 'scheduleDays', string>> = {};
  if (!form.name.trim()) errors.name = HABIT_MESSAGES.nameRequired;
  if (form.scheduleDays.length === 0) errors.scheduleDays = HABIT_MESSAGES.daysRequired;
  return errors;
}

/** HH:MM, 00:00 to 23:59; the wire schema uses the same source. */
export const REMINDER_TIME_PATTERN = '^([01]\\d|2[0-3]):[0-5]\\d$';
const REMINDER_TIME = new RegExp(REMINDER_TIME_PATTERN);

export function isReminderTime(value: unknown): value is string {
  return typeof value === 'string' && REMINDER_TIME.test(value);
}

/** How many times a habit may ring at besides its reminder time: five reminders a day in all. */
export const MORE_REMINDER_TIMES_MAX = 4;

/**
 * A habit's more reminder times as stored: valid times only, each once, in order, without its
 * reminder time, at most MORE_REMINDER_TIMES_MAX. The form, the server and imports all store this.
 */
export function normalizeMoreReminderTimes(times: unknown, reminderTime: string | null): string[] {
  if (!Array.isArray(times)) return [];
  const valid = times.filter((time): time is string => isReminderTime(time) && time !== reminderTime);
  return [...new Set(valid)].sort().slice(0, MORE_REMINDER_TIMES_MAX);
}

/** target.value: at least 1, and anything that is not a number becomes 1 (spec §5). */
export function coerceTargetValue(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(number) && number >= 1 ? Math.round(number * 100) / 100 : 1;
}

function text(value: unknown, fallback: string): string {
  if (value === undefined || value === null) return fallback;
  return String(value);
}

/**
 * Coerces a habit patch as spec §5 asks on add and edit: values become strings, the name is trimmed
 * (and defaults to 'New Habit' on add), days are sorted, the target is at least 1, and a reminder
 * time is kept only while reminders are on. Only the fields present in `input` are returned, so an
 * edit never resets what it did not mention.
 */
export function coerceHabitPatch(input: Partial<Record<HabitField, unknown>>): Partial<HabitFields> {
  const patch: Partial<HabitFields> = {};
  if ('name' in input) patch.name = text(input.name, '').trim() || HABIT_DEFAULTS.name;
  if ('description' in input) patch.description = text(input.description, '').trim();
  if ('category' in input)
    patch.category = text(input.category, HABIT_DEFAULTS.category).trim() || HABIT_DEFAULTS.category;
  if ('color' in input) patch.color = text(input.color, HABIT_DEFAULTS.color);
  if ('icon' in input) patch.icon = text(input.icon, HABIT_DEFAULTS.icon) || HABIT_DEFAULTS.icon;
  if ('frequency' in input) patch.frequency = text(input.frequency, HABIT_DEFAULTS.frequency);
  if ('isActive' in input) patch.isActive = input.isActive !== false;
  if ('scheduleDays' in input) {
    patch.scheduleDays = normalizeDays(Array.isArray(input.scheduleDays) ? input.scheduleDays : []);
  }
  if ('reminderEnabled' in input) patch.reminderEnabled = input.reminderEnabled === true;
  if ('reminderTime' in input)
    patch.reminderTime = isReminderTime(input.reminderTime) ? input.reminderTime : null;
  if (patch.reminderEnabled === false) patch.reminderTime = null;
  if ('targetValue' in input) patch.targetValue = coerceTargetValue(input.targetValue);
  if ('targetUnit' in input)
    patch.targetUnit = text(input.targetUnit, HABIT_DEFAULTS.targetUnit).trim() || HABIT_DEFAULTS.targetUnit;
  if ('targetKind' in input)
    patch.targetKind = TARGET_KINDS.find((kind) => kind === input.targetKind) ?? HABIT_DEFAULTS.targetKind;
  if ('targetPeriod' in input)
    patch.targetPeriod =
      TARGET_PERIODS.find((period) => period === input.targetPeriod) ?? HABIT_DEFAULTS.targetPeriod;
  if ('moreReminderTimes' in input)
    patch.moreReminderTimes = normalizeMoreReminderTimes(input.moreReminderTimes, patch.reminderTime ?? null);
  if ('routineId' in input) patch.routineId = isUuid(input.routineId) ? input.routineId.toLowerCase() : null;
  if ('routineSince' in input) patch.routineSince = isDateKey(input.routineSince) ? input.routineSince : null;
  // A routine named without saying since when (the API may; the app always says): the day of joining
  // is not known, rather than an earlier routine's. Decided by the write alone, never by the stored
  // habit, so a write means the same on every device and replayed in any order.
  else if ('routineId' in input) patch.routineSince = null;
  if ('listOrder' in input) patch.listOrder = readListOrder(input.listOrder);
  return patch;
}

/** A complete new habit: the defaults of spec §3 under whatever the form gave. */
export function newHabitFields(input: Partial<Record<HabitField, unknown>>): HabitFields {
  return {
    name: HABIT_DEFAULTS.name,
    description: HABIT_DEFAULTS.description,
    category: HABIT_DEFAULTS.category,
    color: HABIT_DEFAULTS.color,
    icon: HABIT_DEFAULTS.icon,
    frequency: HABIT_DEFAULTS.frequency,
    isActive: true,
    scheduleDays: [0, 1, 2, 3, 4, 5, 6],
    reminderEnabled: false,
    reminderTime: null,
    targetValue: HABIT_DEFAULTS.targetValue,
    targetUnit: HABIT_DEFAULTS.targetUnit,
    targetKind: HABIT_DEFAULTS.targetKind,
    targetPeriod: HABIT_DEFAULTS.targetPeriod,
    moreReminderTimes: [],
    routineId: null,
    routineSince: null,
    listOrder: null,
    ...coerceHabitPatch(input),
  };
}

/** A numeric habit's day counts as done once the logged value reaches the target. */
export function isDone(value: number, targetValue: number): boolean {
  return value >= targetValue;
}
