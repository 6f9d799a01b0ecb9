import { useId, useMemo } from 'react';
import { VictoryAxis, VictoryBar, VictoryChart, VictoryContainer, VictoryScatter } from 'victory';
import type { DashboardData } from '../dashboard-data';
import { AXIS_STYLE, CONTAINER_STYLE, DEPENDENT_AXIS_STYLE } from './chart-theme';
import { buildStreakSeries, describeStreak, type StreakBar, streakTicks } from './streak-series';
import { useElementWidth } from './use-element-width';
import './charts.css';

export interface HabitStreakChartProps {
  data: DashboardData;
  /** Fixed drawing width; measured from the widget when left out. */
  width?: number;
}

/** Current streak per habit as horizontal bars, with the best streak marked on each. */
export function HabitStreakChart({ data, width }: HabitStreakChartProps) {
  const bars = useMemo(() => buildStreakSeries(data), [data]);
  const captionId = useId();

  if (bars.length === 0) {
    return (
      <div className="chart-widget">
        <p className="chart-empty">No habits yet. Add a habit to start a streak.</p>
      </div>
    );
  }
  return (
    <div className="chart-widget">
      <figure className="chart-figure" aria-labelledby={captionId}>
        <figcaption id={captionId} className="chart-figure__caption">
          <span>Current streaks</span>
          <span className="chart-legend" aria-hidden="true">
            <span className="chart-legend__item">
              <span className="chart-legend__bar" /> Current
            </span>
            <span className="chart-legend__item">
              <span className="chart-legend__best" /> Best in the past year
            </span>
          </span>
        </figcaption>
        <StreakBars bars={bars} width={width} />
        <div className="visually-hidden">
          <table>
            <caption>Current and best streak by habit, in days</caption>
            <thead>
              <tr>
                <th scope="col">Habit</th>
                <th scope="col">Current streak</th>
                <th scope="col">Best streak in the past year</th>
              </tr>
            </thead>
            <tbody>
              {bars.map((bar) => (
                <tr key={bar.habitId}>
                  <th scope="row">{bar.name}</th>
                  <td>{bar.current}</td>
                  <td>{bar.best}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </figure>
    </div>
  );
}

const ROW_HEIGHT = 34;
const PADDING = { top: 8, right: 20, bottom: 32, left: 0 };
const NAME_LENGTH = 18;

interface BarDatum {
  x: number;
  y: number;
  fill: string;
}

function StreakBars({ bars, width }: { bars: readonly StreakBar[]; width: number | undefined }) {
  const [ref, measured] = useElementWidth<HTMLDivElement>();
  const drawWidth = width ?? measured;
  const count = bars.length;
  const height = count * ROW_HEIGHT + PADDING.top + PADDING.bottom;
  // Names take up to a third of a narrow widget, so the bars keep most of the room.
  const padding = { ...PADDING, left: Math.round(Math.min(150, Math.max(80, drawWidth / 3))) };
  const ticks = streakTicks(Math.max(1, ...bars.map((bar) => bar.best)));
  // The longest streak goes at the top: Victory counts horizontal rows from the bottom.
  const rowOf = (index: number) => count - index;
  const current: BarDatum[] = bars.map((bar, index) => ({
    x: rowOf(index),
    y: bar.current,
    fill: bar.color,
  }));
  const best = bars.map((bar, index) => ({ x: rowOf(index), y: bar.best }));
  const label = `Current streaks: ${bars.map(describeStreak).join('; ')}`;

  return (
    <div ref={ref} className="chart-canvas" role="img" aria-label={label}>
      {drawWidth > 0 && (
        <VictoryChart
          horizontal
          width={drawWidth}
          height={height}
          padding={padding}
          domain={{ x: [0.5, count + 0.5], y: [0, ticks.at(-1) ?? 1] }}
          containerComponent={
            <VictoryContainer responsive={false} role="presentation" style={CONTAINER_STYLE} />
          }
        >
          <VictoryAxis
            tickValues={bars.map((_, index) => rowOf(index))}
            tickFormat={(row: number) => habitLabel(bars[count - row])}
            style={AXIS_STYLE}
          />
          <VictoryAxis
            dependentAxis
            tickValues={ticks}
            tickFormat={(tick: number) => `${tick}d`}
            style={DEPENDENT_AXIS_STYLE}
          />
          <VictoryBar
            data={current}
            barWidth={ROW_HEIGHT * 0.55}
            cornerRadius={{ top: 3 }}
            style={{ data: { fill: ({ datum }) => (datum as BarDatum).fill } }}
          />
          <VictoryScatter
            data={best}
            symbol="diamond"
            size={5}
            style={{ data: { fill: 'var(--text)', stroke: 'var(--surface)', strokeWidth: 1.5 } }}
          />
        </VictoryChart>
      )}
    </div>
  );
}

function habitLabel(bar: StreakBar | undefined): string {
  if (!bar) return '';
  const name = bar.name.length > NAME_LENGTH ? `${bar.name.slice(0, NAME_LENGTH - 1)}…` : bar.name;
  return `${bar.icon} ${name}`;
}

export default HabitStreakChart;
