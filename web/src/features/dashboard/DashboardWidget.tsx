import type { HabitRecord } from '@habitat/domain';
import { lazy, memo, type ReactNode, Suspense, useCallback, useDeferredValue, useMemo } from 'react';
import { WhenVisible } from '../../ui/WhenVisible';
import {
  type ChartFilters,
  type DatabaseFilters,
  type DatabaseViewType,
  normalizeChartFilters,
  normalizeDatabaseFilters,
  normalizeDatabaseViewType,
} from '../../widgets/charts/chart-filters';
import type { DashboardData } from '../../widgets/dashboard-data';
import { isStacked } from '../../widgets/stack-order';
import type { WidgetDashboard } from '../../widgets/useWidgetDashboard';
import { WidgetCell } from '../../widgets/WidgetCell';
import { WidgetErrorBoundary } from '../../widgets/WidgetErrorBoundary';
import { widgetInfo } from '../../widgets/widget-catalogue';
import type { Breakpoint } from '../../widgets/widget-grid';
import { EmptyStateWidget } from './widgets/EmptyStateWidget';
import { AddHabitButton, HabitListWidget } from './widgets/HabitListWidget';
import { QuickActionsWidget } from './widgets/QuickActionsWidget';

// Victory is the heaviest library in the app: the charts load on first use, never with the page,
// and not before they come near the window (a phone shows today's habits first).
// Memoised, so a render that changes nothing they read (a dialog opening, edit mode) skips them.
const HabitsOverviewChart = memo(lazy(() => import('../../widgets/charts/HabitsOverviewChart')));
const HabitStreakChart = memo(lazy(() => import('../../widgets/charts/HabitStreakChart')));
const DatabaseTable = memo(lazy(() => import('../../widgets/charts/DatabaseTable')));

interface DashboardWidgetProps {
  type: string;
  breakpoint: Breakpoint;
  data: DashboardData | undefined;
  archived: readonly HabitRecord[];
  dashboard: WidgetDashboard;
  onEditHabit(habit: HabitRecord): void;
  onAddHabit(): void;
}

const loading = (text: string) => <p className="empty-state">{text}</p>;

/**
 * A chart or table: drawn once it nears the window and its code has arrived, with `text` in its
 * place until then (and while its year of history is still being read: `content` is falsy).
 */
function deferred(text: string, content: ReactNode) {
  return (
    <WhenVisible placeholder={loading(text)}>
      <Suspense fallback={loading(text)}>{content || loading(text)}</Suspense>
    </WhenVisible>
  );
}

/** One cell of the dashboard grid: the widget of `type` in its frame and its error boundary. */
export function DashboardWidget(props: DashboardWidgetProps) {
  const { type, breakpoint, data, archived, dashboard, onEditHabit, onAddHabit } = props;
  const info = widgetInfo(type);
  const title = info?.title ?? type;
  // Charts draw from a deferred copy: a check-in repaints the list first, the charts just after.
  const chartData = useDeferredValue(data);
  const { saveFilter } = dashboard;
  const saveChartFilters = useCallback((next: ChartFilters) => saveFilter('chart', next), [saveFilter]);
  const saveTableFilters = useCallback((next: DatabaseFilters) => saveFilter('database', next), [saveFilter]);
  const saveTableView = useCallback(
    (view: DatabaseViewType) => saveFilter('databaseView', view),
    [saveFilter],
  );
  // On a phone, outside edit mode, the Today list has no header bar: its Add Habit goes under the rows.
  const bare = isStacked(breakpoint) && !(dashboard.editAll || dashboard.editing.size > 0);
  const today = data?.today;
  const weekStartsOn = data?.weekStartsOn ?? 1;
  const { chart, database, databaseView } = dashboard.filters;
  // Stable objects while nothing changed, so the charts' own memos hold across unrelated renders.
  const chartFilters = useMemo(
    () => (today ? normalizeChartFilters(chart, today, weekStartsOn) : undefined),
    [chart, today, weekStartsOn],
  );
  const databaseFilters = useMemo(
    () => (today ? normalizeDatabaseFilters(database, today, weekStartsOn) : undefined),
    [database, today, weekStartsOn],
  );

  return (
    <WidgetCell
      type={type}
      title={title}
      breakpoint={breakpoint}
      board={dashboard}
      actions={type === 'habit-list' && !bare ? <AddHabitButton onAdd={onAddHabit} /> : undefined}
      bareOnPhone={type === 'habit-list'}
    >
      {info ? body() : <p className="widget-error__title">Unknown widget type</p>}
    </WidgetCell>
  );

  function body(): ReactNode {
    if (type === 'empty-state') return <EmptyStateWidget onAdd={onAddHabit} />;
    if (info?.comingSoon) return <p className="empty-state">{info.comingSoon}</p>;
    if (type === 'habit-list') {
      return (
        <WidgetErrorBoundary title="Failed to load habits list">
          {data ? (
            <HabitListWidget
              data={data}
              archived={archived}
              onEdit={onEditHabit}
              onAdd={bare ? onAddHabit : undefined}
            />
          ) : (
            loading('Loading habits...')
          )}
        </WidgetErrorBoundary>
      );
    }
    if (!data) return loading('Loading...');
    if (type === 'quick-actions') return <QuickActionsWidget data={data} />;
    const charted = chartData?.historyComplete ? chartData : undefined;
    if (type === 'habits-overview') {
      return (
        <WidgetErrorBoundary title="Chart Error" detail={type}>
          {deferred(
            'Loading chart...',
            charted && chartFilters && (
              <HabitsOverviewChart data={charted} filters={chartFilters} onFiltersChange={saveChartFilters} />
            ),
          )}
        </WidgetErrorBoundary>
      );
    }
    if (type === 'habit-streaks') {
      return deferred('Loading chart...', charted && <HabitStreakChart data={charted} />);
    }
    if (type === 'habit-database') {
      return deferred(
        'Loading table...',
        charted && databaseFilters && (
          <DatabaseTable
            data={charted}
            filters={databaseFilters}
            onFiltersChange={saveTableFilters}
            view={normalizeDatabaseViewType(databaseView)}
            onViewChange={saveTableView}
          />
        ),
      );
    }
    return <p className="widget-error__title">Unknown widget type</p>;
  }
}
