import { useMemo } from 'react';
import { WidgetErrorBoundary } from '../../../widgets/WidgetErrorBoundary';
import { WidgetGrid } from '../../../widgets/WidgetGrid';
import { MirrorHabitList } from './MirrorHabitList';
import { MirrorOverviewWidget } from './MirrorOverviewWidget';
import { MirrorWidgetFrame } from './MirrorWidgetFrame';
import type { MirrorDashboardView } from './mirror-data';
import { MIRROR_WIDGETS, mirrorLayouts, mirrorWidgetTitle } from './mirror-layout';
import type { MirrorViewer } from './mirror-texts';

const NOT_EDITING: ReadonlySet<string> = new Set();
/** Read-only (spec §6): no widget is ever editable, so the grid never drags, resizes or saves. */
const ignoreLayouts = () => {};

/** The member's dashboard grid in read-only mode: the overview chart over the habit list. */
export function MirrorWidgetBoard({ view, viewer }: { view: MirrorDashboardView; viewer: MirrorViewer }) {
  const layouts = useMemo(() => mirrorLayouts(view.habits.length), [view.habits.length]);
  return (
    <WidgetGrid
      widgets={MIRROR_WIDGETS}
      layouts={layouts}
      editAll={false}
      editing={NOT_EDITING}
      onLayoutsChange={ignoreLayouts}
      renderWidget={(type) => (
        <MirrorWidgetFrame type={type} title={mirrorWidgetTitle(type)}>
          {type === 'habits-overview' ? (
            <MirrorOverviewWidget view={view} viewer={viewer} />
          ) : (
            <WidgetErrorBoundary title="Failed to load habits list">
              <MirrorHabitList view={view} isSelf={viewer.isSelf} />
            </WidgetErrorBoundary>
          )}
        </MirrorWidgetFrame>
      )}
    />
  );
}
