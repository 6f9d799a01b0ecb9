import { addDays, type HabitRecord } from '@habitat/domain';
import { useMemo } from 'react';
import { useEntryHistory } from '../../data/history';
import { usePreferences, useToday } from '../../data/hooks';
import type { DashboardData } from '../../widgets/dashboard-data';

/** Streaks are capped at 365 days, so a year and a day is all the history any widget needs. */
const HISTORY_DAYS = 366;

/** The live data every dashboard widget reads; undefined until the habits' history is loaded. */
export function useDashboardData(habits: readonly HabitRecord[] | undefined): DashboardData | undefined {
  const { timezone, weekStartsOn } = usePreferences();
  const today = useToday(timezone);
  const active = useMemo(() => (habits ?? []).filter((habit) => habit.isActive), [habits]);
  const ids = useMemo(() => active.map((habit) => habit.id), [active]);
  const history = useEntryHistory(ids, addDays(today, -HISTORY_DAYS), today);
  return useMemo(() => {
    if (!habits || !history) return undefined;
    return { habits: active, history, today, weekStartsOn, timezone };
  }, [habits, active, history, today, weekStartsOn, timezone]);
}
