import type { HabitRecord } from '@habitat/domain';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useHabits } from '../../data/hooks';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { HabitDialog } from '../habits/HabitDialog';
import { TodayHabits } from './TodayHabits';
import './dashboard.css';

type DialogState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; habit: HabitRecord };

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const habits = useHabits();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });

  // Spec §2: other screens open the add-habit dialog with this window event.
  useEffect(() => {
    const open = () => setDialog({ mode: 'create' });
    window.addEventListener('openAddHabitModal', open);
    return () => window.removeEventListener('openAddHabitModal', open);
  }, []);

  return (
    <section className="page">
      <header className="page__header page__header--row">
        <h1 className="page__title">Dashboard</h1>
        <button
          type="button"
          className="button button--primary"
          data-add-habit-button
          onClick={() => setDialog({ mode: 'create' })}
        >
          <Plus size={18} aria-hidden="true" /> Add Habit
        </button>
      </header>
      <section className="card" aria-labelledby="today-title">
        <h2 id="today-title" className="card__title">
          Today
        </h2>
        {habits === undefined ? (
          <p className="empty-state">Loading habits...</p>
        ) : (
          <TodayHabits habits={habits} onEdit={(habit) => setDialog({ mode: 'edit', habit })} />
        )}
      </section>
      {dialog.mode !== 'closed' && (
        <HabitDialog
          {...(dialog.mode === 'edit' ? { habit: dialog.habit } : {})}
          onClose={() => setDialog({ mode: 'closed' })}
        />
      )}
    </section>
  );
}

export { DashboardPage as Component };
