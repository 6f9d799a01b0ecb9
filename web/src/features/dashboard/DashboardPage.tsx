import type { HabitRecord } from '@habitat/domain';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useHabits, useLocalCopy } from '../../data/hooks';
import { HabitDialog } from '../../habit-editor/HabitDialog';
import { useAuth } from '../../session/AuthProvider';
import { InstallCard } from '../../ui/install/InstallCard';
import { Modal } from '../../ui/Modal';
import { usePageTitle } from '../../ui/page-title';
import { useWidgetDashboard } from '../../widgets/useWidgetDashboard';
import { WidgetBoard } from '../../widgets/WidgetBoard';
import { DASHBOARD_CATALOGUE, DASHBOARD_LAYOUT_KEY, DASHBOARD_WIDGETS } from '../../widgets/widget-catalogue';
import { DashboardWidget } from './DashboardWidget';
import { FirstRunCard } from './FirstRunCard';
import { useDashboardData } from './useDashboardData';
import { useShortcutCheckIn } from './useShortcutCheckIn';
import { WelcomeCard } from './WelcomeCard';
import { QuickActionsWidget } from './widgets/QuickActionsWidget';
import './dashboard.css';

type Dialog =
  | { kind: 'none' }
  | { kind: 'create-habit' }
  | { kind: 'edit-habit'; habit: HabitRecord }
  | { kind: 'quick-actions' };

/**
 * Spec §2 Dashboard: the welcome card over the person's own grid of widgets, or, before their first
 * habit, over the first-run card.
 */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const { user } = useAuth();
  const copy = useLocalCopy();
  // While a first copy comes in, numbers from part of it would be wrong (a streak of 3 that is
  // really 300): the screen waits for the whole, and reads nothing heavy meanwhile.
  // An empty device before its first pull says nothing either ("no habits yet" would be untrue).
  // Until the copy's state is read (a moment), nothing is said either: an empty list read first
  // would flash "Ready to start your journey?" at a person whose habits are on their way.
  const stored = useHabits();
  const waiting = copy === 'partial' || (copy === 'none' && stored?.length === 0);
  const habits = waiting || copy === undefined ? undefined : stored;
  const { data: read, day } = useDashboardData(habits);
  useShortcutCheckIn(read);
  // What the device's database says (the first read, a pull, the year of history behind the
  // streaks, a change from another tab) redraws the board in the background: React renders it in
  // slices of a few milliseconds instead of one long task, so a phone's main thread stays free to
  // answer a tap while fifty rows are built. A tap's own change shows at once (the row's overlay).
  const board = useDeferredValue(habits);
  const data = useDeferredValue(read);
  const archived = useMemo(() => (board ?? []).filter((habit) => !habit.isActive), [board]);
  const dashboard = useWidgetDashboard(DASHBOARD_LAYOUT_KEY, DASHBOARD_CATALOGUE);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });

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

  // A person with no habits at all (none archived either) gets one next step, not empty widgets;
  // but only once this device has had an answer from the server, or a new phone would offer a returning
  // person their first habit (and a tap on a starter would add a second Walk).
  const empty = habits !== undefined && habits.length === 0;
  const firstRun = empty && copy === 'whole';

  return (
    <section className="page dashboard">
      <h1 className="visually-hidden">Dashboard</h1>
      <WelcomeCard data={data} day={day} user={user} />
      {firstRun && <FirstRunCard onAddHabit={addHabit} />}
      {/* Once there is something to be reminded of: never in the first minute's way. */}
      {!empty && habits !== undefined && <InstallCard />}
      {waiting && (
        <p className="card empty-state" role="status">
          Getting your habits from the server…
        </p>
      )}
      {dashboard.ready && !empty && board !== undefined && board.length > 0 && (
        <WidgetBoard
          board={dashboard}
          available={DASHBOARD_WIDGETS}
          renderWidget={(type, breakpoint) => (
            <DashboardWidget
              type={type}
              breakpoint={breakpoint}
              data={data}
              archived={archived}
              dashboard={dashboard}
              onEditHabit={editHabit}
              onAddHabit={addHabit}
            />
          )}
        />
      )}
      {dialog.kind === 'create-habit' && <HabitDialog onClose={close} />}
      {dialog.kind === 'edit-habit' && <HabitDialog habit={dialog.habit} onClose={close} />}
      {dialog.kind === 'quick-actions' && (
        <Modal title="Quick Actions" onClose={close}>
          {data ? <QuickActionsWidget data={data} /> : <p className="empty-state">Loading...</p>}
        </Modal>
      )}
    </section>
  );
}

export { DashboardPage as Component };
