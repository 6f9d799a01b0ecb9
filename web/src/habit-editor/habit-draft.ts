import {
  coerceTargetValue,
  DEFAULT_HABIT_COLOR,
  HABIT_DEFAULTS,
  type HabitFields,
  type HabitRecord,
  isReminderTime,
  newHabitFields,
  normalizeMoreReminderTimes,
} from '@habitat/domain';
import { DIALOG_DEFAULT_ICON } from '../ui/habit-style-choices';

/**
 * The habit dialog's form state and what it saves. Inputs hold what the person typed (a target
 * may be blank mid-edit, a reminder time is '' when unset); `fieldsOf` turns that into the
 * habit's fields with spec §5's rules, and `changedFields` keeps an edit to what really changed.
 */
export interface HabitDraft
  extends Omit<
    HabitFields,
    'reminderTime' | 'targetValue' | 'targetKind' | 'targetPeriod' | 'moreReminderTimes'
  > {
  reminderTime: string;
  /** As typed: a row may be blank while it is filled in. */
  moreReminderTimes: string[];
  targetValue: string;
  targetKind: NonNullable<HabitFields['targetKind']>;
  targetPeriod: NonNullable<HabitFields['targetPeriod']>;
}

export type DraftErrors = Partial<Record<'name' | 'scheduleDays', string>>;

export type UpdateDraft = <K extends keyof HabitDraft>(key: K, value: HabitDraft[K]) => void;

export function draftOf(habit: HabitRecord | undefined): HabitDraft {
  const source: HabitFields =
    habit ?? newHabitFields({ icon: DIALOG_DEFAULT_ICON, color: DEFAULT_HABIT_COLOR });
  return {
    name: habit ? source.name : '',
    description: source.description,
    category: source.category,
    color: source.color,
    icon: source.icon,
    frequency: source.frequency,
    isActive: source.isActive,
    scheduleDays: [...source.scheduleDays],
    reminderEnabled: source.reminderEnabled,
    reminderTime: source.reminderTime ?? '',
    targetValue: String(source.targetValue),
    targetUnit: source.targetUnit,
    targetKind: source.targetKind ?? HABIT_DEFAULTS.targetKind,
    targetPeriod: source.targetPeriod ?? HABIT_DEFAULTS.targetPeriod,
    moreReminderTimes: [...(source.moreReminderTimes ?? [])],
  };
}

/** A reminder time is saved only while reminders are on and a time is set (spec §5). */
export function fieldsOf(draft: HabitDraft): HabitFields {
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    category: draft.category,
    color: draft.color,
    // Nobody picked an icon: it stays 'automatic' (✅, LEGACY_DEFAULT_ICON), and every screen draws
    // the one the habit's name suggests today (displayIcon), so renaming it later moves the icon
    // with the name. Stored as a pick, the suggestion went stale on the first rename.
    icon: draft.icon,
    frequency: draft.frequency,
    isActive: draft.isActive,
    scheduleDays: [...draft.scheduleDays].sort((a, b) => a - b),
    reminderEnabled: draft.reminderEnabled,
    reminderTime: draft.reminderEnabled && isReminderTime(draft.reminderTime) ? draft.reminderTime : null,
    targetValue: coerceTargetValue(draft.targetValue),
    targetUnit: draft.targetUnit.trim() || 'times',
    targetKind: draft.targetKind,
    // A period is a limit's: an "at least" target is a day's.
    targetPeriod: draft.targetKind === 'at-most' ? draft.targetPeriod : HABIT_DEFAULTS.targetPeriod,
    // Blank rows and repeats fall away; kept while reminders are off, ready for when they are on.
    moreReminderTimes: normalizeMoreReminderTimes(
      draft.moreReminderTimes,
      draft.reminderEnabled && isReminderTime(draft.reminderTime) ? draft.reminderTime : null,
    ),
  };
}

/** Only what changed: per-field merging then keeps another device's edits to the other fields. */
export function changedFields(habit: HabitRecord, fields: HabitFields): Partial<HabitFields> {
  const changed: Partial<Record<keyof HabitFields, unknown>> = {};
  // A habit stored before limits has neither field: it reads as the defaults, so an edit does not
  // write them unasked.
  const before: HabitFields = {
    ...habit,
    targetKind: habit.targetKind ?? HABIT_DEFAULTS.targetKind,
    targetPeriod: habit.targetPeriod ?? HABIT_DEFAULTS.targetPeriod,
    moreReminderTimes: habit.moreReminderTimes ?? [],
  };
  for (const key of Object.keys(fields) as (keyof HabitFields)[]) {
    if (JSON.stringify(fields[key]) !== JSON.stringify(before[key])) changed[key] = fields[key];
  }
  return changed as Partial<HabitFields>;
}

export function toggleDay(days: readonly number[], day: number): number[] {
  return days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort((a, b) => a - b);
}
