import type { EntryRecord, HabitRecord } from '@habitat/domain';
import type { CreateHabitBody, EntryDto, HabitDto, MutationArgs, UpdateHabitBody } from '@habitat/protocol';

/** The spec's nested habit shape (schedule, target) over the flat synced record. */
export function toHabitDto(habit: HabitRecord): HabitDto {
  return {
    _id: habit.id,
    name: habit.name,
    description: habit.description,
    category: habit.category,
    color: habit.color,
    icon: habit.icon,
    frequency: habit.frequency,
    isActive: habit.isActive,
    source: habit.source,
    workspaceId: habit.workspaceId,
    groupHabitId: habit.groupHabitId,
    schedule: {
      days: habit.scheduleDays,
      reminderTime: habit.reminderTime,
      reminderEnabled: habit.reminderEnabled,
      moreReminderTimes: habit.moreReminderTimes ?? [],
    },
    target: {
      value: habit.targetValue,
      unit: habit.targetUnit,
      kind: habit.targetKind ?? 'at-least',
      period: habit.targetPeriod ?? 'day',
    },
    workspaceSettings: habit.workspaceSettings,
    routineId: habit.routineId ?? null,
    routineSince: habit.routineSince ?? null,
    listOrder: habit.listOrder ?? null,
    createdAt: habit.createdAt,
    updatedAt: habit.updatedAt,
  };
}

export function toEntryDto(entry: EntryRecord): EntryDto {
  return {
    _id: `${entry.habitId}:${entry.date}`,
    habitId: entry.habitId,
    date: entry.date,
    completed: entry.completed,
    value: entry.value,
    skipped: entry.skipped,
    updatedAt: entry.updatedAt,
    note: entry.note ?? null,
  };
}

type HabitPatch = MutationArgs<'habit.update'>['patch'];

/** The form fields of a REST body, flattened to the record's field names. */
export function habitFieldsOf(body: CreateHabitBody | UpdateHabitBody): HabitPatch {
  const {
    schedule,
    target,
    name,
    description,
    category,
    color,
    icon,
    frequency,
    isActive,
    routineId,
    routineSince,
    listOrder,
  } = body;
  const patch: HabitPatch = {
    name,
    description,
    category,
    color,
    icon,
    frequency,
    isActive,
    routineId,
    routineSince,
    listOrder,
  };
  if (schedule) {
    patch.scheduleDays = schedule.days;
    patch.reminderEnabled = schedule.reminderEnabled;
    patch.reminderTime = schedule.reminderTime;
    patch.moreReminderTimes = schedule.moreReminderTimes;
  }
  if (target) {
    patch.targetValue = target.value;
    patch.targetUnit = target.unit;
    patch.targetKind = target.kind;
    patch.targetPeriod = target.period;
  }
  for (const key of Object.keys(patch) as Array<keyof HabitPatch>)
    if (patch[key] === undefined) delete patch[key];
  return patch;
}
