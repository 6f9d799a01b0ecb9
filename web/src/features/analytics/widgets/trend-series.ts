import {
  type AnalyticsRange,
  dayOfWeek,
  percent,
  rangeDays,
  type TrendPoint,
  type TrendTotals,
} from '@habitat/domain';
import { labelledIndexes } from '../../../widgets/charts/chart-days';
import { changeSentence, dayLabel, weekdayName } from '../analytics-texts';

/** The completion trend's drawing: daily completion and its 7-day average, both in percent. */

export interface TrendDatum {
  x: number;
  /** Null on a day with nothing due: the line breaks there rather than claiming 0%. */
  y: number | null;
}

export interface TrendSeries {
  daily: TrendDatum[];
  average: TrendDatum[];
  /** x values that carry an axis label. */
  ticks: number[];
  /** Axis label of each point, by x − 1. */
  labels: string[];
}

function toPercent(rate: number | null): number | null {
  return rate === null ? null : Math.round(rate * 100);
}

/** 'Mon' for a week, '3/11' for longer ranges. */
function axisLabel(date: string, days: number): string {
  if (days <= 7) return weekdayName(dayOfWeek(date)).slice(0, 3);
  return `${Number(date.slice(8, 10))}/${Number(date.slice(5, 7))}`;
}

/**
 * Points are numbered from 1 so the axis has room either side; `maxLabels` is how many axis labels
 * the drawing width allows, so they never overlap.
 */
export function buildTrendSeries(points: readonly TrendPoint[], maxLabels: number): TrendSeries {
  const days = points.length;
  return {
    daily: points.map((point, index) => ({ x: index + 1, y: toPercent(point.rate) })),
    average: points.map((point, index) => ({ x: index + 1, y: toPercent(point.average) })),
    ticks: labelledIndexes(days, maxLabels).map((index) => index + 1),
    labels: points.map((point) => axisLabel(point.date, days)),
  };
}

/** The chart's text alternative: the range's total and its change, then the best and worst day. */
export function trendSummary(
  range: AnalyticsRange,
  points: readonly TrendPoint[],
  totals: TrendTotals,
): string {
  const parts = [
    `Completion over the last ${rangeDays(range)} days: ${percent(totals.rate)}, ${totals.completed} of ${totals.due} done`,
  ];
  const change = changeSentence(totals.change);
  if (change) parts.push(change);
  const measured = points.filter((point) => point.rate !== null);
  if (measured.length > 1) {
    const best = measured.reduce((a, b) => ((b.rate ?? 0) > (a.rate ?? 0) ? b : a));
    const worst = measured.reduce((a, b) => ((b.rate ?? 0) < (a.rate ?? 0) ? b : a));
    if (best !== worst) {
      parts.push(`best day ${dayLabel(best.date)} at ${percent(best.rate)}`);
      parts.push(`lowest ${dayLabel(worst.date)} at ${percent(worst.rate)}`);
    }
  }
  return `${parts.join('; ')}.`;
}
