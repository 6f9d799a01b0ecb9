import { addDays, type HabitRecord, STREAK_WINDOW_DAYS, startOfWeek } from '@habitat/domain';
import { useMemo } from 'react';
import { useEntryHistory } from '../../data/history';
import { usePreferences, useToday } from '../../data/hooks';
import type { DashboardData } from '../../widgets/dashboard-data';
import type { WelcomeDay } from './WelcomeCard';

/**
 * The live data every dashboard widget reads (`data`); undefined until this week's entries are
 * loaded. The rest of the year follows a moment later (`historyComplete`), for streaks and charts.
 * `day` is there from the start, for what needs only the date (the greeting).
 */
export function useDashboardData(habits: readonly HabitRecord[] | undefined): {
  data: DashboardData | undefined;
  day: WelcomeDay;
} {
  const preferences = usePreferences();
  const { timezone, weekStartsOn } = preferences;
  const today = useToday(preferences);
  const active = useMemo(() => (habits ?? []).filter((habit) => habit.isActive), [habits]);
  const ids = useMemo(() => active.map((habit) => habit.id), [active]);
  const start = addDays(today, -STREAK_WINDOW_DAYS);
  const { history, coveredFrom } = useEntryHistory(ids, start, today, startOfWeek(today, weekStartsOn));
  const data = useMemo(() => {
    if (!habits || !history) return undefined;
    const historyComplete = coveredFrom !== undefined && coveredFrom <= start;
    return { habits: active, history, historyComplete, today, weekStartsOn, timezone };
  }, [habits, active, history, coveredFrom, start, today, weekStartsOn, timezone]);
  const day = useMemo(() => ({ today, timezone }), [today, timezone]);
  return { data, day };
}
