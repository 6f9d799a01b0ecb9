import { type HabitRecord, weekOf } from '@habitat/domain';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { HabitIcon } from '../../../ui/HabitIcon';
import type { DashboardData } from '../../../widgets/dashboard-data';
import { HabitListRow } from './HabitListRow';
import './habit-list.css';

interface HabitListWidgetProps {
  data: DashboardData;
  /** Archived habits stay reachable here, to be restored or deleted. */
  archived: readonly HabitRecord[];
  onEdit(habit: HabitRecord): void;
  /** Set when the list has no header bar (a phone): Add Habit then goes under the rows. */
  onAdd?: (() => void) | undefined;
}

/** The list's Add Habit, drawn in its widget's header so the rows start right under the title. */
export function AddHabitButton({ onAdd }: { onAdd(): void }) {
  return (
    <button type="button" className="button button--primary button--sm" data-add-habit-button onClick={onAdd}>
      <Plus size={16} aria-hidden="true" /> Add Habit
    </button>
  );
}

/** The Today list: one compact row per habit, one tap to check; the week and the rest in each habit's sheet. */
export function HabitListWidget({ data, archived, onEdit, onAdd }: HabitListWidgetProps) {
  const { habits, history, today, weekStartsOn, timezone } = data;
  const week = useMemo(() => weekOf(today, weekStartsOn, today), [today, weekStartsOn]);
  return (
    <div className="habit-list">
      {habits.length === 0 ? (
        <p className="empty-state">No habits yet. Add one to start tracking.</p>
      ) : (
        <ul className="habit-items" aria-label="Your habits">
          {habits.map((habit) => (
            <HabitListRow
              key={habit.id}
              habit={habit}
              days={history.get(habit.id)}
              today={today}
              week={week}
              weekStartsOn={weekStartsOn}
              timezone={timezone}
              historyComplete={data.historyComplete}
              onEdit={onEdit}
            />
          ))}
        </ul>
      )}
      {onAdd && (
        <button type="button" className="habit-list__add" data-add-habit-button onClick={onAdd}>
          <Plus size={18} aria-hidden="true" /> Add Habit
        </button>
      )}
      {archived.length > 0 && (
        <details className="archived-habits">
          <summary>Archived habits ({archived.length})</summary>
          <ul className="archived-habits__list">
            {archived.map((habit) => (
              <li key={habit.id}>
                <HabitIcon habit={habit} size="sm" /> {habit.name}
                <button
                  type="button"
                  className="button button--ghost button--sm"
                  onClick={() => onEdit(habit)}
                >
                  Manage<span className="visually-hidden"> {habit.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
