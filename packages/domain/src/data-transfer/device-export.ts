import { normalizePreferences, type Preferences } from '../preferences';
import type { RoutineRecord } from '../routine-records';
import type { EntryRecord, HabitRecord, LayoutRecord } from '../sync-records';
import { EXPORT_FORMAT, EXPORT_VERSION, type HabitatExport } from './export-format';

/**
 * What a device used without an account holds, written in the app's own export format so Settings
 * -> Import (of any account, later) reads it back. Deleted habits and the check-ins of habits that
 * are gone are left out, like the server's export; the profile says whose it is: nobody's yet.
 */
export interface DeviceHoldings {
  habits: readonly HabitRecord[];
  entries: readonly EntryRecord[];
  layouts: readonly LayoutRecord[];
  preferences: Preferences | null;
  routines: readonly RoutineRecord[];
}

export const DEVICE_ONLY_PROFILE_NAME = 'On this device only';

export function deviceExport(holdings: DeviceHoldings, exportedAt: string): HabitatExport {
  const habits = holdings.habits.filter((habit) => habit.deletedAt === null);
  const kept = new Set(habits.map((habit) => habit.id));
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt,
    profile: {
      id: '',
      name: DEVICE_ONLY_PROFILE_NAME,
      username: null,
      email: '',
      avatar: null,
      role: 'user',
      hasGoogleAuth: false,
      hasGithubAuth: false,
      createdAt: exportedAt,
    },
    preferences: normalizePreferences(holdings.preferences),
    habits: habits.map(({ fieldHlcs: _hlcs, deletedAt: _deleted, ...habit }) => habit),
    entries: holdings.entries
      .filter((entry) => kept.has(entry.habitId))
      .map(({ hlc: _hlc, noteHlc: _noteHlc, ...entry }) => entry),
    layouts: holdings.layouts.map(({ key, layouts, widgets, filters }) => ({
      key,
      layouts,
      widgets,
      filters,
    })),
    routines: holdings.routines
      .filter((routine) => routine.deletedAt === null)
      .map(({ fieldHlcs: _hlcs, deletedAt: _deleted, ...routine }) => routine),
  };
}

/** What counts as the person's work in the question before an account takes the device's data. */
export function deviceHoldingCounts(holdings: Pick<DeviceHoldings, 'habits' | 'entries'>): {
  habits: number;
  checkIns: number;
} {
  const habits = holdings.habits.filter((habit) => habit.deletedAt === null);
  const kept = new Set(habits.map((habit) => habit.id));
  const checkIns = holdings.entries.filter(
    (entry) => kept.has(entry.habitId) && (entry.completed || entry.value > 0),
  ).length;
  return { habits: habits.length, checkIns };
}
