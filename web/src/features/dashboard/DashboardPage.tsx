import {
  type Breakpoint,
  DASHBOARD_CATALOGUE,
  DASHBOARD_LAYOUT_KEY,
  DASHBOARD_WIDGETS,
  GRID_COLS,
  type HabitRecord,
  type Nudge,
  nudgeItem,
} from '@habitat/domain';
import { LayoutGrid, RotateCcw } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAuth } from '../../app/auth/AuthProvider';
import { useHabits } from '../../data/hooks';
import { Modal } from '../../ui/Modal';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { AddWidgetModal } from '../../widgets/AddWidgetModal';
import { useWidgetDashboard } from '../../widgets/useWidgetDashboard';
import { WidgetGrid } from '../../widgets/WidgetGrid';
import { HabitDialog } from '../habits/HabitDialog';
import { DashboardWidget } from './DashboardWidget';
import { useDashboardData } from './useDashboardData';
import { WelcomeCard } from './WelcomeCard';
import { QuickActionsWidget } from './widgets/QuickActionsWidget';
import './dashboard.css';

type Dialog =
  | { kind: 'none' }
  | { kind: 'create-habit' }
  | { kind: 'edit-habit'; habit: HabitRecord }
  | { kind: 'add-widget' }
  | { kind: 'quick-actions' };

/** Spec §2 Dashboard: the welcome card over the person's own grid of widgets. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();
  const habits = useHabits();
  const data = useDashboardData(habits);
  const archived = useMemo(() => (habits ?? []).filter((habit) => !habit.isActive), [habits]);
  const dashboard = useWidgetDashboard(DASHBOARD_LAYOUT_KEY, DASHBOARD_CATALOGUE);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const editMode = dashboard.editAll || dashboard.editing.size > 0;

  // Spec §2: other screens open these with window events.
  useEffect(() => {
    const openAddHabit = () => setDialog({ kind: 'create-habit' });
    const openQuickActions = () => setDialog({ kind: 'quick-actions' });
    window.addEventListener('openAddHabitModal', openAddHabit);
    window.addEventListener('openQuickActions', openQuickActions);
    return () => {
      window.removeEventListener('openAddHabitModal', openAddHabit);
      window.removeEventListener('openQuickActions', openQuickActions);
    };
  }, []);

  const editHabit = useCallback((habit: HabitRecord) => setDialog({ kind: 'edit-habit', habit }), []);
  const addHabit = useCallback(() => setDialog({ kind: 'create-habit' }), []);
  const close = useCallback(() => setDialog({ kind: 'none' }), []);

  const moveWidget = (type: string, breakpoint: Breakpoint, nudge: Nudge) =>
    dashboard.saveLayouts({
      [breakpoint]: nudgeItem(dashboard.layouts[breakpoint], type, nudge, GRID_COLS[breakpoint]),
    });

  return (
    <section className="page dashboard">
      <h1 className="visually-hidden">Dashboard</h1>
      {data ? <WelcomeCard data={data} user={user} /> : <div className="card welcome welcome--loading" />}
      {dashboard.ready && (
        <WidgetGrid
          widgets={dashboard.widgets}
          layouts={dashboard.layouts}
          editAll={dashboard.editAll}
          editing={dashboard.editing}
          onLayoutsChange={dashboard.saveLayouts}
          renderWidget={(type, breakpoint) => (
            <DashboardWidget
              type={type}
              breakpoint={breakpoint}
              data={data}
              archived={archived}
              dashboard={dashboard}
              onEditHabit={editHabit}
              onAddHabit={addHabit}
              onMove={moveWidget}
            />
          )}
        >
          {(breakpoint) => (
            <>
              <div className="dashboard-toolbar">
                <span className="badge" data-testid="grid-view">
                  View: {breakpoint}
                </span>
                <label className="checkbox">
                  <input
                    type="checkbox"
                    checked={dashboard.editAll}
                    onChange={(event) => dashboard.setEditAll(event.target.checked)}
                  />
                  Edit All
                </label>
                <span className="dashboard-toolbar__spacer" />
                {editMode && (
                  <button
                    type="button"
                    className="button button--outline button--sm"
                    onClick={dashboard.reset}
                  >
                    <RotateCcw size={16} aria-hidden="true" /> Reset Layout
                  </button>
                )}
                <button
                  type="button"
                  className="button button--primary button--sm"
                  onClick={() => setDialog({ kind: 'add-widget' })}
                >
                  <LayoutGrid size={16} aria-hidden="true" /> Add Widget
                </button>
              </div>
              <p className="dashboard-tip">
                Tip: Use 'Edit All' to customize, or click the pencil icon on individual widgets.
              </p>
              <p id="widget-move-help" className="visually-hidden">
                Arrow keys move the widget; Shift with arrow keys resizes it.
              </p>
            </>
          )}
        </WidgetGrid>
      )}
      {dialog.kind === 'create-habit' && <HabitDialog onClose={close} />}
      {dialog.kind === 'edit-habit' && <HabitDialog habit={dialog.habit} onClose={close} />}
      {dialog.kind === 'add-widget' && (
        <AddWidgetModal
          available={DASHBOARD_WIDGETS}
          active={dashboard.widgets}
          onAdd={dashboard.add}
          onClose={close}
        />
      )}
      {dialog.kind === 'quick-actions' && (
        <Modal title="Quick Actions" onClose={close}>
          {data ? <QuickActionsWidget data={data} /> : <p className="empty-state">Loading...</p>}
        </Modal>
      )}
    </section>
  );
}

export { DashboardPage as Component };
