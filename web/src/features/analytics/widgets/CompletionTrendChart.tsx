import { percent } from '@habitat/domain';
import { useId, useMemo } from 'react';
import { VictoryArea, VictoryAxis, VictoryChart, VictoryContainer, VictoryLine } from 'victory';
import { AXIS_STYLE, CONTAINER_STYLE, DEPENDENT_AXIS_STYLE } from '../../../widgets/charts/chart-theme';
import { useElementWidth } from '../../../widgets/charts/use-element-width';
import type { RangeFigures } from '../analytics-figures';
import { changeLabel, changePoints, nothingDue } from '../analytics-texts';
import { buildTrendSeries, trendSummary } from './trend-series';
import '../../../widgets/charts/charts.css';

const HEIGHT = 220;
const PADDING = { top: 12, right: 16, bottom: 36, left: 44 };
/** Room an axis label needs, in px. */
const LABEL_SPACING = 44;

/** Daily completion over the range as an area, with the trailing 7-day average as a line. */
export function CompletionTrendChart({ figures }: { figures: RangeFigures }) {
  const points = figures.trend();
  const totals = figures.totals();
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const plotWidth = Math.max(0, width - PADDING.left - PADDING.right);
  const series = useMemo(() => buildTrendSeries(points, plotWidth / LABEL_SPACING), [points, plotWidth]);
  const summary = useMemo(() => trendSummary(figures.range, points, totals), [figures.range, points, totals]);
  const captionId = useId();

  if (totals.due === 0) return <p className="empty-state">{nothingDue(figures.range)}</p>;
  const change = changeLabel(totals.change);
  const shift = totals.change === null ? 0 : changePoints(totals.change);
  const trend = shift > 0 ? 'up' : shift < 0 ? 'down' : '';
  return (
    <figure className="chart-figure analytics-trend" aria-labelledby={captionId}>
      <figcaption id={captionId} className="analytics-trend__caption">
        <span className="analytics-figure">{percent(totals.rate)}</span>
        <span className="analytics-muted">
          {totals.completed} of {totals.due} done
        </span>
        {change && (
          <span className={`analytics-change${trend ? ` analytics-change--${trend}` : ''}`}>
            {change}
            <span className="visually-hidden"> on the first half of the range</span>
          </span>
        )}
        <span className="chart-legend analytics-trend__legend" aria-hidden="true">
          <span className="chart-legend__item">
            <span className="chart-legend__bar" /> Daily
          </span>
          <span className="chart-legend__item">
            <span className="analytics-legend__line" /> 7-day average
          </span>
        </span>
      </figcaption>
      <div ref={ref} className="chart-canvas" role="img" aria-label={summary}>
        {width > 0 && (
          <VictoryChart
            width={width}
            height={HEIGHT}
            padding={PADDING}
            domain={{ x: [1, Math.max(2, points.length)], y: [0, 100] }}
            containerComponent={
              <VictoryContainer responsive={false} role="presentation" style={CONTAINER_STYLE} />
            }
          >
            <VictoryAxis
              tickValues={series.ticks}
              tickFormat={(tick: number) => series.labels[tick - 1] ?? ''}
              style={AXIS_STYLE}
            />
            <VictoryAxis
              dependentAxis
              tickValues={[0, 25, 50, 75, 100]}
              tickFormat={(tick: number) => `${tick}%`}
              style={DEPENDENT_AXIS_STYLE}
            />
            <VictoryArea
              data={series.daily}
              style={{
                data: { fill: 'var(--primary)', fillOpacity: 0.18, stroke: 'var(--primary)', strokeWidth: 2 },
              }}
            />
            <VictoryLine
              data={series.average}
              style={{ data: { stroke: 'var(--text)', strokeWidth: 2, strokeDasharray: '5 4' } }}
            />
          </VictoryChart>
        )}
      </div>
    </figure>
  );
}

export default CompletionTrendChart;
