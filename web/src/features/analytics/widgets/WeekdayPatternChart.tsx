import { bestAndWorstDays } from '@habitat/domain';
import { useMemo } from 'react';
import { VictoryAxis, VictoryBar, VictoryChart, VictoryContainer } from 'victory';
import { AXIS_STYLE, CONTAINER_STYLE, DEPENDENT_AXIS_STYLE } from '../../../widgets/charts/chart-theme';
import { useElementWidth } from '../../../widgets/charts/use-element-width';
import type { RangeFigures } from '../analytics-figures';
import { nothingDue } from '../analytics-texts';
import {
  bestAndWorstTexts,
  buildWeekdayBars,
  WEEKDAY_TONE_COLORS,
  type WeekdayBar,
  weekdaySummary,
} from './weekday-series';
import '../../../widgets/charts/charts.css';

const HEIGHT = 200;
const PADDING = { top: 12, right: 8, bottom: 32, left: 40 };

/** Completion per day of the week over the range, best day in green and worst in red. */
export function WeekdayPatternChart({ figures }: { figures: RangeFigures }) {
  const rates = figures.weekdays();
  const extremes = useMemo(() => bestAndWorstDays(rates), [rates]);
  const bars = useMemo(() => buildWeekdayBars(rates, extremes), [rates, extremes]);
  const [ref, width] = useElementWidth<HTMLDivElement>();

  if (rates.every((rate) => rate.due === 0))
    return <p className="empty-state">{nothingDue(figures.range)}</p>;
  const texts = bestAndWorstTexts(extremes);
  const plotWidth = Math.max(0, width - PADDING.left - PADDING.right);
  const drawn = bars.filter((bar): bar is WeekdayBar & { y: number } => bar.y !== null);
  return (
    <div className="analytics-weekdays">
      <p className="analytics-weekdays__extremes">
        {texts.best && <span className="analytics-weekdays__best">{texts.best}</span>}
        {texts.worst && <span className="analytics-weekdays__worst">{texts.worst}</span>}
      </p>
      <div ref={ref} className="chart-canvas" role="img" aria-label={weekdaySummary(rates)}>
        {width > 0 && (
          <VictoryChart
            width={width}
            height={HEIGHT}
            padding={PADDING}
            domain={{ x: [0.5, bars.length + 0.5], y: [0, 100] }}
            containerComponent={
              <VictoryContainer responsive={false} role="presentation" style={CONTAINER_STYLE} />
            }
          >
            <VictoryAxis
              tickValues={bars.map((bar) => bar.x)}
              tickFormat={(tick: number) => bars[tick - 1]?.label ?? ''}
              style={AXIS_STYLE}
            />
            <VictoryAxis
              dependentAxis
              tickValues={[0, 50, 100]}
              tickFormat={(tick: number) => `${tick}%`}
              style={DEPENDENT_AXIS_STYLE}
            />
            <VictoryBar
              data={drawn.map((bar) => ({
                x: bar.x,
                y: Math.max(bar.y, 1.5),
                fill: WEEKDAY_TONE_COLORS[bar.tone],
              }))}
              barWidth={Math.max(6, (plotWidth / 7) * 0.6)}
              cornerRadius={{ top: 3 }}
              style={{ data: { fill: ({ datum }) => (datum as { fill: string }).fill } }}
            />
          </VictoryChart>
        )}
      </div>
    </div>
  );
}

export default WeekdayPatternChart;
