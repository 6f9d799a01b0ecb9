import { type DateKey, type EntryRecord, type HabitRecord, newHabitFields } from '@habitat/domain';
import type { DashboardData } from '../dashboard-data';

/** Builders for the chart builders' tests: only the fields a test cares about need saying. */

export function habit(id: string, fields: Partial<HabitRecord> = {}): HabitRecord {
  return {
    ...newHabitFields({ name: id }),
    scheduleDays: [0, 1, 2, 3, 4, 5, 6],
    id,
    source: 'personal',
    workspaceId: null,
    groupHabitId: null,
    workspaceSettings: { shareProgress: 'progress-only', allowInteraction: true, shareInActivity: true },
    fieldHlcs: {},
    createdAt: '2025-01-01T12:00:00.000Z',
    updatedAt: '2025-01-01T12:00:00.000Z',
    deletedAt: null,
    ...fields,
  };
}

export type EntryShorthand = 'done' | 'open' | 'skipped' | Partial<EntryRecord>;

export function entry(habitId: string, date: DateKey, shorthand: EntryShorthand = 'done'): EntryRecord {
  const fields =
    shorthand === 'done'
      ? { completed: true, value: 1 }
      : shorthand === 'open'
        ? { completed: false, value: 0 }
        : shorthand === 'skipped'
          ? { completed: false, value: 0, skipped: true }
          : shorthand;
  return {
    habitId,
    date,
    completed: false,
    value: 0,
    skipped: false,
    hlc: '0',
    updatedAt: `${date}T20:00:00.000Z`,
    ...fields,
  };
}

export function dashboard(input: {
  habits: HabitRecord[];
  entries?: EntryRecord[];
  today: DateKey;
  weekStartsOn?: number;
  timezone?: string;
}): DashboardData {
  const history = new Map<string, Map<DateKey, EntryRecord>>();
  for (const record of input.entries ?? []) {
    const byDate = history.get(record.habitId) ?? new Map<DateKey, EntryRecord>();
    byDate.set(record.date, record);
    history.set(record.habitId, byDate);
  }
  return {
    habits: input.habits,
    history,
    historyComplete: true,
    today: input.today,
    weekStartsOn: input.weekStartsOn ?? 1,
    timezone: input.timezone ?? 'UTC',
  };
}

/** One entry per day from `start`, `count` days long. */
export function streakOf(habitId: string, start: DateKey, count: number, shorthand: EntryShorthand = 'done') {
  const base = Date.parse(`${start}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    entry(habitId, new Date(base + i * 86_400_000).toISOString().slice(0, 10), shorthand),
  );
}
