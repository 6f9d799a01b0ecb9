import {
  type DateKey,
  type HeatmapCell,
  type HeatmapWeek,
  heatmapMonthLabels,
  percent,
} from '@habitat/domain';
import { dayLabel, weekdayName } from '../analytics-texts';

/** The year's heatmap as the widget lays it out: weeks as columns, days of the week as rows. */

export type HeatmapCellState = 'future' | 'none' | 'due';

export interface HeatmapViewCell {
  date: DateKey;
  /** 1-based grid position. */
  column: number;
  row: number;
  level: HeatmapCell['level'];
  state: HeatmapCellState;
  /** 'Mon 3 Nov 2026: 2 of 3 done', shown on hover. */
  title: string;
}

export interface HeatmapView {
  weeks: number;
  cells: HeatmapViewCell[];
  /** A month's short name over the first column of that month. */
  months: { column: number; label: string }[];
  /** Every other row is named, as there is no room for seven labels beside 12 px squares. */
  weekdays: { row: number; label: string }[];
  completed: number;
  due: number;
  /** Days on which something was done. */
  activeDays: number;
}

export function cellTitle(cell: HeatmapCell): string {
  const day = dayLabel(cell.date);
  if (cell.future) return `${day}: still to come`;
  if (cell.due === 0) return `${day}: nothing due`;
  return `${day}: ${cell.completed} of ${cell.due} done`;
}

function stateOf(cell: HeatmapCell): HeatmapCellState {
  if (cell.future) return 'future';
  return cell.due === 0 ? 'none' : 'due';
}

export function buildHeatmapView(weeks: readonly HeatmapWeek[], weekStartsOn: number): HeatmapView {
  const cells: HeatmapViewCell[] = [];
  let completed = 0;
  let due = 0;
  let activeDays = 0;
  weeks.forEach((week, weekIndex) => {
    week.days.forEach((cell, dayIndex) => {
      cells.push({
        date: cell.date,
        column: weekIndex + 1,
        row: dayIndex + 1,
        level: cell.level,
        state: stateOf(cell),
        title: cellTitle(cell),
      });
      if (cell.future) return;
      completed += cell.completed;
      due += cell.due;
      if (cell.completed > 0) activeDays += 1;
    });
  });
  return {
    weeks: weeks.length,
    cells,
    months: heatmapMonthLabels(weeks).map((month) => ({ column: month.weekIndex + 1, label: month.label })),
    weekdays: [0, 2, 4, 6].map((index) => ({
      row: index + 1,
      label: weekdayName(weekStartsOn + index).slice(0, 3),
    })),
    completed,
    due,
    activeDays,
  };
}

/** The heatmap's text alternative. */
export function heatmapSummary(view: Pick<HeatmapView, 'completed' | 'due' | 'activeDays'>): string {
  const rate = view.due === 0 ? null : view.completed / view.due;
  const days = `${view.activeDays} ${view.activeDays === 1 ? 'day' : 'days'}`;
  return `Calendar heatmap of the past year: ${view.completed} of ${view.due} due check-ins done (${percent(rate)}), with something done on ${days}.`;
}
