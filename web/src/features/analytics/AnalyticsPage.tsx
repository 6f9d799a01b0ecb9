import {
  ANALYTICS_RANGE_LABELS,
  ANALYTICS_RANGES,
  type AnalyticsRange,
  normalizeAnalyticsRange,
} from '@habitat/domain';
import { useState } from 'react';
import { useHabits, useLocalCopy } from '../../data/hooks';
import { HabitDialog } from '../../habit-editor/HabitDialog';
import { usePageTitle } from '../../ui/page-title';
import { SegmentedControl } from '../../ui/SegmentedControl';
import { useWidgetDashboard } from '../../widgets/useWidgetDashboard';
import { WidgetBoard } from '../../widgets/WidgetBoard';
import { AnalyticsWelcome } from './AnalyticsWelcome';
import { AnalyticsWidget } from './AnalyticsWidget';
import { analyticsHabits } from './analytics-input';
import { ANALYTICS_CATALOGUE, ANALYTICS_LAYOUT_KEY, ANALYTICS_WIDGETS } from './analytics-layout';
import { ANALYTICS_TEXTS } from './analytics-texts';
import { useAnalyticsFigures } from './useAnalyticsFigures';
import './analytics.css';

const RANGE_OPTIONS = ANALYTICS_RANGES.map((value) => ({ value, label: ANALYTICS_RANGE_LABELS[value] }));

type Dialog = 'none' | 'create-habit';

/**
 * Spec §2 Analytics: the time range, a welcome banner while there are no habits, and a grid of
 * widgets arranged like the dashboard's and synced the same way (layout key 'analytics'). Every
 * number is worked out on the device from its own copy of the data, so the page works offline.
 */
export function AnalyticsPage() {
  usePageTitle(ANALYTICS_TEXTS.title);
  // As on the dashboard: numbers from part of a first copy would be wrong, so none until it is whole.
  const arriving = useLocalCopy() === 'partial';
  const stored = useHabits();
  const habits = arriving ? undefined : stored;
  const figures = useAnalyticsFigures(habits);
  const board = useWidgetDashboard(ANALYTICS_LAYOUT_KEY, ANALYTICS_CATALOGUE);
  const [dialog, setDialog] = useState<Dialog>('none');
  const range = normalizeAnalyticsRange(board.filters.timeRange);
  const rangeFigures = figures?.forRange(range);
  const noHabits = habits !== undefined && analyticsHabits(habits).length === 0;
  const close = () => setDialog('none');

  return (
    <section className="page analytics">
      <header className="analytics__header">
        <h1 className="page__title">{ANALYTICS_TEXTS.title}</h1>
        {board.ready && (
          <div className="analytics__range">
            <span className="analytics__range-label" aria-hidden="true">
              {ANALYTICS_TEXTS.rangeLabel}
            </span>
            <SegmentedControl<AnalyticsRange>
              label={ANALYTICS_TEXTS.rangeLabel}
              options={RANGE_OPTIONS}
              value={range}
              onChange={(next) => board.saveFilter('timeRange', next)}
            />
          </div>
        )}
      </header>
      {arriving && (
        <p className="card empty-state" role="status">
          Getting your habits from the server…
        </p>
      )}
      {noHabits && <AnalyticsWelcome onAddHabit={() => setDialog('create-habit')} />}
      {board.ready && (
        <WidgetBoard
          board={board}
          available={ANALYTICS_WIDGETS}
          renderWidget={(type, breakpoint) => (
            <AnalyticsWidget
              type={type}
              breakpoint={breakpoint}
              board={board}
              figures={figures}
              range={rangeFigures}
            />
          )}
        />
      )}
      {dialog === 'create-habit' && <HabitDialog onClose={close} />}
    </section>
  );
}

export { AnalyticsPage as Component };
