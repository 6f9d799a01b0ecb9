import { type CSSProperties, useMemo } from 'react';
import type { AnalyticsFigures } from '../analytics-figures';
import { ANALYTICS_TEXTS } from '../analytics-texts';
import { buildHeatmapView, heatmapSummary } from './heatmap-view';

const LEVELS = [0, 1, 2, 3, 4] as const;

/**
 * Keeps today in view: the grid measures its width after the first paint, so the scroller is moved
 * to its end again whenever its width changes, not only once.
 */
function showTodayRef(node: HTMLElement | null) {
  if (!node) return;
  const showToday = () => {
    node.scrollLeft = node.scrollWidth;
  };
  showToday();
  if (typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(showToday);
  observer.observe(node);
  return () => observer.disconnect();
}

/**
 * The past year as a grid of small squares, one a day, shaded by the share of due habits done.
 * It opens scrolled to today, the end most people look at, when the widget is narrower than a year.
 */
export function CalendarHeatmap({ figures }: { figures: AnalyticsFigures }) {
  const weeks = figures.heatmap();
  const { weekStartsOn } = figures.settings;
  const view = useMemo(() => buildHeatmapView(weeks, weekStartsOn), [weeks, weekStartsOn]);

  if (view.due === 0) return <p className="empty-state">{ANALYTICS_TEXTS.nothingDueYear}</p>;
  return (
    <div className="heatmap-widget" style={{ '--heatmap-weeks': view.weeks } as CSSProperties}>
      <section
        ref={showTodayRef}
        className="heatmap__scroll"
        aria-label="The past year, day by day"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a year is wider than a phone; a keyboard must be able to scroll it
        tabIndex={0}
      >
        <div className="heatmap">
          <div className="heatmap__months" aria-hidden="true">
            {view.months.map((month) => (
              <span key={month.column} className="heatmap__month" style={{ gridColumnStart: month.column }}>
                {month.label}
              </span>
            ))}
          </div>
          <div className="heatmap__weekdays" aria-hidden="true">
            {view.weekdays.map((weekday) => (
              <span key={weekday.row} className="heatmap__weekday" style={{ gridRowStart: weekday.row }}>
                {weekday.label}
              </span>
            ))}
          </div>
          <div className="heatmap__grid" role="img" aria-label={heatmapSummary(view)}>
            {view.cells.map((cell) => (
              <span
                key={cell.date}
                className={`heatmap__cell heatmap__cell--${cell.state} heatmap__cell--level-${cell.level}`}
                title={cell.title}
              />
            ))}
          </div>
        </div>
      </section>
      <div className="heatmap__legend" aria-hidden="true">
        <span>Less</span>
        {LEVELS.map((level) => (
          <span key={level} className={`heatmap__cell heatmap__cell--due heatmap__cell--level-${level}`} />
        ))}
        <span>More</span>
      </div>
    </div>
  );
}
