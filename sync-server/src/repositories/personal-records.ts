import {
  type EntryRecord,
  type HabitRecord,
  type LayoutRecord,
  type PreferencesRecord,
  type RoutineRecord,
  readRoutineRule,
} from '@habitat/domain';
import type { EntryRow, HabitRow, LayoutRow, PreferencesRow, RoutineRow } from '../db/schema';

/**
 * Habits, entries, layouts, preferences and routines: the synced personal rows, read and written as records.
 * Here are the rows' mappers to records and the stamp a write puts on rows; the repositories are
 * habit-repository.ts, entry-repository.ts, layout-repository.ts, preferences-repository.ts and
 * routine-repository.ts.
 */

export interface Stamp {
  userId: string;
  scopeId: string;
  version: number;
}

const iso = (date: Date) => date.toISOString();

export function toHabitRecord(row: HabitRow): HabitRecord {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    color: row.color,
    icon: row.icon,
    frequency: row.frequency,
    isActive: row.is_active,
    scheduleDays: row.schedule_days,
    reminderEnabled: row.reminder_enabled,
    reminderTime: row.reminder_time,
    targetValue: row.target_value,
    targetUnit: row.target_unit,
    targetKind: row.target_kind,
    targetPeriod: row.target_period,
    moreReminderTimes: row.more_reminder_times,
    routineId: row.routine_id,
    routineSince: row.routine_since,
    listOrder: row.list_order,
    source: row.source,
    workspaceId: row.workspace_id,
    groupHabitId: row.group_habit_id,
    workspaceSettings: row.workspace_settings,
    pauses: row.pauses,
    fieldHlcs: row.field_hlcs,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    deletedAt: row.deleted_at ? iso(row.deleted_at) : null,
  };
}

export function toEntryRecord(row: EntryRow): EntryRecord & { deletedAt: string | null } {
  return {
    habitId: row.habit_id,
    date: row.date,
    completed: row.completed,
    value: row.value,
    skipped: row.skipped,
    hlc: row.hlc,
    updatedAt: iso(row.updated_at),
    deletedAt: row.deleted_at ? iso(row.deleted_at) : null,
    note: row.note,
    noteHlc: row.note_hlc,
  };
}

export function toRoutineRecord(row: RoutineRow): RoutineRecord {
  return {
    id: row.id,
    name: row.name,
    // Written only through the domain's rule; read through it too, so a row edited by hand reads as
    // a routine without a rule rather than reaching a device in a shape it refuses.
    rule: readRoutineRule(row.rule) ?? { kind: 'none' },
    listOrder: row.list_order,
    fieldHlcs: row.field_hlcs,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    deletedAt: row.deleted_at ? iso(row.deleted_at) : null,
  };
}

export function toLayoutRecord(row: LayoutRow): LayoutRecord {
  return {
    key: row.key,
    layouts: row.layouts,
    widgets: row.widgets,
    filters: row.filters,
    fieldHlcs: row.field_hlcs,
    updatedAt: iso(row.updated_at),
  };
}

export function toPreferencesRecord(row: PreferencesRow): PreferencesRecord {
  return {
    theme: row.theme,
    timezone: row.timezone,
    weekStartsOn: row.week_starts_on,
    emailNotifications: row.email_notifications,
    dayStartsAt: row.day_starts_at,
    pushEncouragements: row.push_encouragements,
    pushGroupEvents: row.push_group_events,
    reminderSummaryAt: row.reminder_summary_at,
    fieldHlcs: row.field_hlcs,
    updatedAt: iso(row.updated_at),
  };
}
