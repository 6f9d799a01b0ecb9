import { dayStartMinutes, type HabitRecord, listSections, type RoutineFiguresInput } from '@habitat/domain';
import { useMemo } from 'react';
import { useEntryHistory } from '../../data/history';
import { usePreferences, useRoutines, useToday } from '../../data/hooks';
import { type AnalyticsFigures, createAnalyticsFigures } from './analytics-figures';
import { analyticsHabits, analyticsHistoryStart, toAnalyticsInput } from './analytics-input';

/**
 * The analytics page's numbers, read from the device's own copy of the habits and check-ins, so the
 * page works offline and never waits for the network. Undefined until the whole year has been read:
 * a heatmap or a streak drawn from half the history would be wrong rather than merely late.
 */
export function useAnalyticsFigures(
  habits: readonly HabitRecord[] | undefined,
): AnalyticsFigures | undefined {
  const preferences = usePreferences();
  const { timezone, weekStartsOn } = preferences;
  const dayStart = dayStartMinutes(preferences);
  const today = useToday(preferences);
  const active = useMemo(() => analyticsHabits(habits ?? []), [habits]);
  const ids = useMemo(() => active.map((habit) => habit.id), [active]);
  const start = analyticsHistoryStart(today, weekStartsOn);
  const { history, coveredFrom } = useEntryHistory(ids, start, today);
  const routines = useRoutines();

  return useMemo(() => {
    if (!habits || !history || coveredFrom === undefined || coveredFrom > start) return undefined;
    const input = toAnalyticsInput(active, history, today, timezone, start, weekStartsOn);
    // Each routine with its habits, in the Today list's order (issue 30's combined statistics).
    const routineInputs: RoutineFiguresInput[] = listSections(active, routines ?? []).flatMap(
      ({ routine, habits: members }) =>
        routine
          ? [
              {
                id: routine.id,
                name: routine.name,
                rule: routine.rule,
                members: members.map((habit) => ({ habit, days: history.get(habit.id) ?? new Map() })),
              },
            ]
          : [],
    );
    return createAnalyticsFigures(
      input,
      { weekStartsOn, timeZone: timezone, dayStartMinutes: dayStart },
      routineInputs,
    );
  }, [habits, active, history, coveredFrom, start, today, timezone, weekStartsOn, dayStart, routines]);
}
