import { lazy, memo, type ReactNode, Suspense } from 'react';
import type { WidgetDashboard } from '../../widgets/useWidgetDashboard';
import { WidgetCell } from '../../widgets/WidgetCell';
import { WidgetErrorBoundary } from '../../widgets/WidgetErrorBoundary';
import { widgetInfo } from '../../widgets/widget-catalogue';
import type { Breakpoint } from '../../widgets/widget-grid';
import type { AnalyticsFigures, RangeFigures } from './analytics-figures';
import { ANALYTICS_CATALOGUE } from './analytics-layout';
import { ANALYTICS_TEXTS } from './analytics-texts';
import { BadgesWidget } from './widgets/BadgesWidget';
import { CalendarHeatmap } from './widgets/CalendarHeatmap';
import { CorrelationsWidget } from './widgets/CorrelationsWidget';
import { HabitTableWidget } from './widgets/HabitTableWidget';
import { SuggestionsWidget } from './widgets/SuggestionsWidget';
import { TimeOfWeekWidget } from './widgets/TimeOfWeekWidget';
import { TopHabitsWidget } from './widgets/TopHabitsWidget';

// Victory is the heaviest library in the app: its charts load on first use, never with the page.
const CompletionTrendChart = memo(lazy(() => import('./widgets/CompletionTrendChart')));
const WeekdayPatternChart = memo(lazy(() => import('./widgets/WeekdayPatternChart')));

interface AnalyticsWidgetProps {
  type: string;
  breakpoint: Breakpoint;
  board: WidgetDashboard;
  figures: AnalyticsFigures | undefined;
  range: RangeFigures | undefined;
}

const loading = (text: string = ANALYTICS_TEXTS.loading) => <p className="empty-state">{text}</p>;

/** One cell of the analytics grid: the widget of `type` in its frame and its error boundary. */
export function AnalyticsWidget({ type, breakpoint, board, figures, range }: AnalyticsWidgetProps) {
  const info = widgetInfo(type, ANALYTICS_CATALOGUE);
  const title = info?.title ?? type;
  return (
    <WidgetCell type={type} title={title} breakpoint={breakpoint} board={board}>
      {body()}
    </WidgetCell>
  );

  function body(): ReactNode {
    if (!info) return <p className="widget-error__title">Unknown widget type</p>;
    if (!figures || !range) return loading();
    switch (type) {
      case 'suggestions':
        return <SuggestionsWidget figures={range} habitCount={figures.input.habits.length} />;
      case 'completion-trend':
        return (
          <WidgetErrorBoundary title="Chart Error" detail={type}>
            <Suspense fallback={loading('Loading chart...')}>
              <CompletionTrendChart figures={range} />
            </Suspense>
          </WidgetErrorBoundary>
        );
      case 'weekday-pattern':
        return (
          <WidgetErrorBoundary title="Chart Error" detail={type}>
            <Suspense fallback={loading('Loading chart...')}>
              <WeekdayPatternChart figures={range} />
            </Suspense>
          </WidgetErrorBoundary>
        );
      case 'calendar-heatmap':
        return <CalendarHeatmap figures={figures} />;
      case 'habit-table':
        return <HabitTableWidget figures={range} />;
      case 'top-habits':
        return (
          <TopHabitsWidget
            figures={figures}
            range={range}
            storedCategory={board.filters.topHabitsCategory}
            onCategoryChange={(category) => board.saveFilter('topHabitsCategory', category)}
          />
        );
      case 'time-of-week':
        return <TimeOfWeekWidget figures={range} />;
      case 'correlations':
        return <CorrelationsWidget figures={range} habitCount={figures.input.habits.length} />;
      case 'badges':
        return <BadgesWidget figures={figures} range={range} />;
    }
    return <p className="widget-error__title">Unknown widget type</p>;
  }
}
