import {
  type AnalyticsInput,
  type AnalyticsRange,
  type CheckInPattern,
  type CorrelationReport,
  checkInPattern,
  completionTrend,
  computeSuggestions,
  type DateKey,
  type HabitTableRow,
  type HeatmapWeek,
  habitCorrelations,
  habitTable,
  type RoutineFiguresInput,
  type RoutineTableRow,
  rangeStart,
  routineTable,
  type SuggestionReport,
  type TrendPoint,
  type TrendTotals,
  trendTotals,
  type WeekdayRate,
  weekdayRates,
  yearHeatmap,
} from '@habitat/domain';

/**
 * The analytics numbers of one input, each worked out the first time a widget asks for it and kept
 * for as long as the input is the same: switching back to a range already seen is instant, and a
 * widget the person removed costs nothing. A check-in makes a new input, and so a fresh cache.
 */

export interface AnalyticsSettings {
  weekStartsOn: number;
  timeZone: string;
  dayStartMinutes: number;
}

export interface RangeFigures {
  range: AnalyticsRange;
  start: DateKey;
  end: DateKey;
  trend(): TrendPoint[];
  totals(): TrendTotals;
  habitRows(): HabitTableRow[];
  /** The routines with a rule: their combined numbers (issue 30). */
  routineRows(): RoutineTableRow[];
  weekdays(): WeekdayRate[];
  checkIns(): CheckInPattern;
  correlations(): CorrelationReport;
  suggestions(): SuggestionReport;
}

export interface AnalyticsFigures {
  input: AnalyticsInput;
  settings: AnalyticsSettings;
  /** The past year, whatever the range. */
  heatmap(): HeatmapWeek[];
  forRange(range: AnalyticsRange): RangeFigures;
}

function once<T>(compute: () => T): () => T {
  let done = false;
  let value: T | undefined;
  return () => {
    if (!done) {
      value = compute();
      done = true;
    }
    return value as T;
  };
}

export function createAnalyticsFigures(
  input: AnalyticsInput,
  settings: AnalyticsSettings,
  routines: readonly RoutineFiguresInput[] = [],
): AnalyticsFigures {
  const { weekStartsOn, timeZone, dayStartMinutes } = settings;
  const byRange = new Map<AnalyticsRange, RangeFigures>();

  const build = (range: AnalyticsRange): RangeFigures => {
    const start = rangeStart(range, input.today);
    const end = input.today;
    const trend = once(() => completionTrend(input, start, end));
    return {
      range,
      start,
      end,
      trend,
      totals: once(() => trendTotals(trend())),
      habitRows: once(() => habitTable(input, start, end)),
      routineRows: once(() =>
        routineTable(routines, { today: input.today, timezone: timeZone, weekStartsOn }, start, end),
      ),
      weekdays: once(() => weekdayRates(input, start, end, weekStartsOn)),
      checkIns: once(() => checkInPattern(input, start, end, { timeZone, weekStartsOn, dayStartMinutes })),
      correlations: once(() => habitCorrelations(input, start, end)),
      suggestions: once(() => computeSuggestions(input, start, end, weekStartsOn)),
    };
  };

  return {
    input,
    settings,
    heatmap: once(() => yearHeatmap(input, weekStartsOn)),
    forRange(range) {
      let figures = byRange.get(range);
      if (!figures) {
        figures = build(range);
        byRange.set(range, figures);
      }
      return figures;
    },
  };
}
