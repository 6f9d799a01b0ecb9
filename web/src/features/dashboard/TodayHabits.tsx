import { type HabitRecord, isDone, isScheduled } from '@habitat/domain';
import { Check, Pencil } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useEntriesBetween, usePreferences, useToday } from '../../data/hooks';
import { mutateLocal } from '../../data/mutations';
import { useToast } from '../../ui/toast/ToastProvider';

/** Today's habits with a one-click check (spec §4 toggle completion: absolute values, never "toggle"). */
export function TodayHabits({ habits, onEdit }: { habits: HabitRecord[]; onEdit(habit: HabitRecord): void }) {
  const { timezone } = usePreferences();
  const today = useToday(timezone);
  const entries = useEntriesBetween(today, today);
  const toast = useToast();
  // Shown at once on click, until the stored entry (read back through the live query) agrees.
  const [optimistic, setOptimistic] = useState<ReadonlyMap<string, boolean>>(new Map());
  const saved = (habit: HabitRecord) => entries?.get(`${habit.id}|${today}`)?.completed === true;
  const shown = (habit: HabitRecord) => optimistic.get(habit.id) ?? saved(habit);

  useEffect(() => {
    setOptimistic((current) => {
      if (current.size === 0 || !entries) return current;
      const pending = [...current].filter(
        ([id, done]) => (entries.get(`${id}|${today}`)?.completed === true) !== done,
      );
      return pending.length === current.size ? current : new Map(pending);
    });
  }, [entries, today]);

  const active = habits.filter((habit) => habit.isActive);
  const due = active.filter((habit) => isScheduled(habit.scheduleDays, today));
  const notDue = active.filter((habit) => !isScheduled(habit.scheduleDays, today));

  const toggle = (habit: HabitRecord) => {
    const done = shown(habit);
    const value = done ? 0 : habit.targetValue;
    setOptimistic((current) => new Map(current).set(habit.id, !done));
    mutateLocal('entry.set', {
      habitId: habit.id,
      date: today,
      completed: !done && isDone(value, habit.targetValue),
      value,
    }).catch((error: Error) => {
      setOptimistic((current) => {
        const next = new Map(current);
        next.delete(habit.id);
        return next;
      });
      toast.error(`Failed to update habit: ${error.message}`);
    });
  };

  if (active.length === 0) {
    return <p className="empty-state">You haven't added any habits yet. Add one to get started!</p>;
  }
  return (
    <ul className="habit-rows" aria-label="Today's habits">
      {due.map((habit) => {
        const done = shown(habit);
        return (
          <HabitRow key={habit.id} habit={habit} className={done ? 'habit-row--done' : ''} onEdit={onEdit}>
            <button
              type="button"
              className={`check-button${done ? ' check-button--done' : ''}`}
              aria-pressed={done}
              data-saved={saved(habit)}
              aria-label={`${done ? 'Uncheck' : 'Check'} ${habit.name}`}
              onClick={() => toggle(habit)}
            >
              {done && <Check size={18} aria-hidden="true" />}
            </button>
          </HabitRow>
        );
      })}
      {notDue.map((habit) => (
        <HabitRow
          key={habit.id}
          habit={habit}
          className="habit-row--rest"
          note="Not scheduled today"
          onEdit={onEdit}
        >
          <span className="check-button check-button--rest" aria-hidden="true" />
        </HabitRow>
      ))}
    </ul>
  );
}

function HabitRow(props: {
  habit: HabitRecord;
  className: string;
  note?: string;
  onEdit(habit: HabitRecord): void;
  children: ReactNode;
}) {
  const { habit, className, note, onEdit, children } = props;
  return (
    <li className={`habit-row ${className}`.trim()} data-testid="habit-row">
      {children}
      <span className="habit-row__icon" aria-hidden="true">
        {habit.icon}
      </span>
      <span className="habit-row__name">{habit.name}</span>
      {note && <span className="habit-row__note">{note}</span>}
      <button
        type="button"
        className="icon-button"
        aria-label={`Edit ${habit.name}`}
        onClick={() => onEdit(habit)}
      >
        <Pencil size={16} aria-hidden="true" />
      </button>
    </li>
  );
}
