import { lazy, Suspense, useMemo, useState } from 'react';
import { type ChartFilters, normalizeChartFilters } from '../../../widgets/charts/chart-filters';
import { WidgetErrorBoundary } from '../../../widgets/WidgetErrorBoundary';
import { chartedCount, mirrorChartData } from './mirror-chart-data';
import type { MirrorDashboardView } from './mirror-data';
import { chartScopeNote, type MirrorViewer, noChartText } from './mirror-texts';

// Victory is the heaviest library in the app: the chart loads on first use, never with the page.
const HabitsOverviewChart = lazy(() => import('../../../widgets/charts/HabitsOverviewChart'));

const loading = <p className="empty-state">Loading chart...</p>;

/**
 * The habits-overview chart fed with the mirror's data. The chosen mode, month and week are only
 * this view's state: looking at someone's chart never saves anything.
 */
export function MirrorOverviewWidget({ view, viewer }: { view: MirrorDashboardView; viewer: MirrorViewer }) {
  const data = useMemo(() => mirrorChartData(view), [view]);
  const { today } = view.range;
  const { weekStartsOn } = view.member;
  const [filters, setFilters] = useState<ChartFilters>(() =>
    normalizeChartFilters(undefined, today, weekStartsOn),
  );
  const note = chartScopeNote(chartedCount(view), view.habits.length);

  if (!data) return <p className="empty-state">{noChartText(viewer)}</p>;
  return (
    <div className="member-mirror__chart">
      <WidgetErrorBoundary title="Chart Error" detail="habits-overview">
        <Suspense fallback={loading}>
          <HabitsOverviewChart data={data} filters={filters} onFiltersChange={setFilters} />
        </Suspense>
      </WidgetErrorBoundary>
      {note && <p className="member-mirror__note">{note}</p>}
    </div>
  );
}
