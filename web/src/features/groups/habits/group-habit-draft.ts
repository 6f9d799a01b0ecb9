import {
  coerceTargetValue,
  DEFAULT_HABIT_COLOR,
  HABIT_CATEGORIES,
  HABIT_DEFAULTS,
  HABIT_MESSAGES,
  isReminderTime,
  TARGET_UNITS,
} from '@habitat/domain';
import type { CreateGroupHabitBody, GroupHabit } from '@habitat/protocol';
import type { DraftErrors, HabitDraft } from '../../../habit-editor/habit-draft';
import { DIALOG_DEFAULT_ICON } from '../../../ui/habit-style-choices';

/**
 * The group habit form (spec §2 group habit form, §3 Group habit, §5 Group habit): what the inputs
 * hold and the body the server is sent. The draft has the personal habit draft's shape, so the
 * personal dialog's Details and Style tabs edit it as they are; `frequency` and `isActive` ride
 * along unused, as a group habit has neither.
 */
export interface GroupHabitDraft extends HabitDraft {
  isRequired: boolean;
}

export type UpdateGroupDraft = <K extends keyof GroupHabitDraft>(key: K, value: GroupHabitDraft[K]) => void;

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/** A new group habit starts blank with spec §3's defaults: 1 time a day, every day, no reminder. */
export function groupDraftOf(habit: GroupHabit | undefined): GroupHabitDraft {
  if (!habit) {
    return {
      name: '',
      description: '',
      category: HABIT_DEFAULTS.category,
      color: DEFAULT_HABIT_COLOR,
      icon: DIALOG_DEFAULT_ICON,
      frequency: HABIT_DEFAULTS.frequency,
      isActive: true,
      scheduleDays: [...EVERY_DAY],
      reminderEnabled: false,
      reminderTime: '',
      targetValue: String(HABIT_DEFAULTS.targetValue),
      targetUnit: HABIT_DEFAULTS.targetUnit,
      targetKind: HABIT_DEFAULTS.targetKind,
      targetPeriod: HABIT_DEFAULTS.targetPeriod,
      moreReminderTimes: [],
      isRequired: false,
    };
  }
  const { defaultTarget, schedule } = habit.settings;
  return {
    name: habit.name,
    description: habit.description,
    category: habit.category,
    color: habit.color,
    icon: habit.icon,
    frequency: HABIT_DEFAULTS.frequency,
    isActive: true,
    scheduleDays: [...schedule.days].sort((a, b) => a - b),
    reminderEnabled: schedule.reminderEnabled,
    reminderTime: schedule.reminderTime ?? '',
    targetValue: String(defaultTarget.value),
    targetUnit: unitOf(defaultTarget.unit),
    // A group's habit is a goal to reach: limits are a person's own (issue 30).
    targetKind: HABIT_DEFAULTS.targetKind,
    targetPeriod: HABIT_DEFAULTS.targetPeriod,
    moreReminderTimes: [],
    isRequired: habit.isRequired,
  };
}

type Category = (typeof HABIT_CATEGORIES)[number];
type Unit = (typeof TARGET_UNITS)[number];

function isCategory(value: string): value is Category {
  return (HABIT_CATEGORIES as readonly string[]).includes(value);
}

/** The API's 'time' is the form's 'times' (spec §3); anything else unknown falls back to it too. */
function unitOf(value: string): Unit {
  return (TARGET_UNITS as readonly string[]).includes(value) ? (value as Unit) : HABIT_DEFAULTS.targetUnit;
}

/**
 * What create and update send (spec §7: the form plus settings {defaultTarget, schedule}). Days are
 * sorted, the target is at least 1, and a reminder time is sent only while reminders are on (§5).
 */
export function groupHabitBody(draft: GroupHabitDraft): CreateGroupHabitBody {
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    category: isCategory(draft.category) ? draft.category : HABIT_DEFAULTS.category,
    icon: draft.icon,
    color: draft.color,
    isRequired: draft.isRequired,
    settings: {
      defaultTarget: { value: coerceTargetValue(draft.targetValue), unit: unitOf(draft.targetUnit) },
      schedule: {
        days: [...new Set(draft.scheduleDays)].sort((a, b) => a - b),
        reminderEnabled: draft.reminderEnabled,
        reminderTime: draft.reminderEnabled && isReminderTime(draft.reminderTime) ? draft.reminderTime : null,
      },
    },
  };
}

/**
 * The form's messages (spec §5): 'Name is required' once the name was edited and is blank, and
 * 'Please select at least one day' whenever no day is chosen.
 */
export function groupDraftErrors(draft: GroupHabitDraft, nameTouched: boolean): DraftErrors {
  const errors: DraftErrors = {};
  if (nameTouched && !draft.name.trim()) errors.name = HABIT_MESSAGES.nameRequired;
  if (draft.scheduleDays.length === 0) errors.scheduleDays = HABIT_MESSAGES.daysRequired;
  return errors;
}

/** Why the form cannot be sent yet, or null; the submit button is disabled while there is one. */
export function groupDraftBlocker(draft: GroupHabitDraft): string | null {
  if (!draft.name.trim()) return HABIT_MESSAGES.nameRequired;
  if (draft.scheduleDays.length === 0) return HABIT_MESSAGES.daysRequired;
  return null;
}

export type GroupHabitAction = 'create' | 'update' | 'delete';

/** Spec §8: 'Failed to {create|update|delete} habit: {message}'. */
export function groupHabitFailureText(action: GroupHabitAction, error: unknown): string {
  const message = error instanceof Error ? error.message.trim() : '';
  return `Failed to ${action} habit: ${message || 'Please try again.'}`;
}
