import { useId, useMemo } from 'react';
import { VictoryAxis, VictoryBar, VictoryChart, VictoryContainer } from 'victory';
import type { DashboardData } from '../dashboard-data';
import { MonthSelect, NumberSelect, SegmentedControl } from './ChartControls';
import { completionTone, labelledIndexes, TONE_COLORS, yearAndMonth } from './chart-days';
import { type ChartFilters, withMode, withMonth } from './chart-filters';
import { AXIS_STYLE, CONTAINER_STYLE, DEPENDENT_AXIS_STYLE } from './chart-theme';
import {
  buildOverviewSeries,
  describePercent,
  MODE_OPTIONS,
  type OverviewSeries,
  overviewSummary,
  weekOptions,
} from './overview-series';
import { useElementWidth } from './use-element-width';
import './charts.css';

export interface HabitsOverviewChartProps {
  data: DashboardData;
  filters: ChartFilters;
  onFiltersChange: (next: ChartFilters) => void;
  /** Fixed drawing width; measured from the widget when left out. */
  width?: number;
  height?: number;
}

/** Completion per day for the chosen week, month or last 90 days (spec §2 habits-overview). */
export function HabitsOverviewChart({
  data,
  filters,
  onFiltersChange,
  width,
  height = 220,
}: HabitsOverviewChartProps) {
  const series = useMemo(() => buildOverviewSeries(data, filters), [data, filters]);
  const { year } = yearAndMonth(data.today);
  const weeks = useMemo(
    () => weekOptions(year, filters.selectedMonth, data.weekStartsOn),
    [year, filters.selectedMonth, data.weekStartsOn],
  );
  const captionId = useId();

  if (data.habits.length === 0) {
    return (
      <div className="chart-widget">
        <p className="chart-empty">
          No habits to chart yet. Add a habit and its daily completion shows up here.
        </p>
      </div>
    );
  }
  return (
    <div className="chart-widget">
      <div className="chart-controls">
        <SegmentedControl
          label="Chart mode"
          options={MODE_OPTIONS}
          value={filters.mode}
          onChange={(mode) => onFiltersChange(withMode(filters, mode))}
        />
        {filters.mode !== 'continuous' && (
          <MonthSelect
            value={filters.selectedMonth}
            onChange={(month) => onFiltersChange(withMonth(filters, month, data.today, data.weekStartsOn))}
          />
        )}
        {filters.mode === 'week' && (
          <NumberSelect
            label="Week"
            options={weeks}
            value={series.filters.period}
            onChange={(period) => onFiltersChange({ ...filters, period })}
          />
        )}
      </div>
      <figure className="chart-figure" aria-labelledby={captionId}>
        <figcaption id={captionId} className="chart-figure__caption">
          <span>{series.title}</span>
          <span className="chart-figure__total">
            {series.total.percent === null ? 'Nothing due yet' : `${series.total.percent}% done`}
          </span>
        </figcaption>
        <OverviewBars series={series} width={width} height={height} />
        <OverviewTable series={series} />
      </figure>
    </div>
  );
}

const PADDING = { top: 12, right: 12, bottom: 36, left: 44 };
/** Room an axis label needs, in px, before the next one fits. */
const LABEL_SPACING = { week: 52, month: 28, continuous: 48 } as const;
/** A bar for a day with nothing done would have no height; a sliver tells it apart from nothing due. */
const ZERO_BAR = 1.5;

interface BarDatum {
  x: number;
  y: number;
  fill: string;
}

function OverviewBars({ series, width, height }: { series: OverviewSeries; width?: number; height: number }) {
  const [ref, measured] = useElementWidth<HTMLDivElement>();
  const drawWidth = width ?? measured;
  const count = series.points.length;
  const plotWidth = Math.max(0, drawWidth - PADDING.left - PADDING.right);
  const bars: BarDatum[] = [];
  series.points.forEach((point, index) => {
    if (point.percent === null) return;
    bars.push({
      x: index + 1,
      y: Math.max(point.percent, ZERO_BAR),
      fill: TONE_COLORS[completionTone(point.percent)],
    });
  });
  const ticks = labelledIndexes(count, plotWidth / LABEL_SPACING[series.mode]).map((i) => i + 1);

  return (
    // The figure's table and this label carry the numbers; the drawing itself is decoration to them.
    <div ref={ref} className="chart-canvas" role="img" aria-label={overviewSummary(series)}>
      {drawWidth > 0 && (
        <VictoryChart
          width={drawWidth}
          height={height}
          padding={PADDING}
          domain={{ x: [0.5, count + 0.5], y: [0, 100] }}
          containerComponent={
            <VictoryContainer responsive={false} role="presentation" style={CONTAINER_STYLE} />
          }
        >
          <VictoryAxis
            tickValues={ticks}
            tickFormat={(tick: number) => series.points[tick - 1]?.label ?? ''}
            style={AXIS_STYLE}
          />
          <VictoryAxis
            dependentAxis
            tickValues={[0, 25, 50, 75, 100]}
            tickFormat={(tick: number) => `${tick}%`}
            style={DEPENDENT_AXIS_STYLE}
          />
          <VictoryBar
            data={bars}
            barWidth={Math.max(2, (plotWidth / Math.max(count, 1)) * 0.7)}
            cornerRadius={{ top: count > 31 ? 1 : 3 }}
            style={{ data: { fill: ({ datum }) => (datum as BarDatum).fill } }}
          />
        </VictoryChart>
      )}
    </div>
  );
}

function OverviewTable({ series }: { series: OverviewSeries }) {
  return (
    <div className="visually-hidden">
      <table>
        <caption>Completion by day, {series.title}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Done</th>
            <th scope="col">Completion</th>
          </tr>
        </thead>
        <tbody>
          {series.points.map((point) => (
            <tr key={point.date}>
              <th scope="row">{point.longLabel}</th>
              <td>{point.isFuture ? '' : `${point.completed} of ${point.due}`}</td>
              <td>{describePercent(point)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default HabitsOverviewChart;
