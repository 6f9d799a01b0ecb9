import {
  HABIT_DEFAULTS,
  type HabitRecord,
  type RoutineRecord,
  routineProgress,
  type WeekDay,
} from '@habitat/domain';
import { ChevronDown, Flame } from 'lucide-react';
import { type ReactNode, useId, useMemo } from 'react';
import type { DashboardData } from '../../../widgets/dashboard-data';
import { CheckRing } from '../widgets/CheckRing';
import { HabitListRow } from '../widgets/HabitListRow';
import { habitCountText, routineDayText } from './routine-text';
import { useCollapsed } from './useCollapsed';
import './routines.css';

interface RoutineSectionProps {
  routine: RoutineRecord;
  habits: readonly HabitRecord[];
  data: DashboardData;
  week: readonly WeekDay[];
  onEdit(habit: HabitRecord): void;
}

/**
 * A routine as a section of the Today list (issue 30): its name as a heading that folds the section,
 * and, when it has a rule, where it stands today and its streak, with a ring that fills as its
 * habits are done. The routine is done by doing its habits: the ring is a picture, not a button.
 */
export function RoutineSection({ routine, habits, data, week, onEdit }: RoutineSectionProps) {
  const listId = useId();
  const [folded, toggle] = useCollapsed(routine.id);
  const { history, today, timezone, weekStartsOn, historyComplete } = data;
  const { rule } = routine;
  const progress = useMemo(
    () =>
      routineProgress(
        rule,
        habits.map((habit) => ({ habit, days: history.get(habit.id) ?? new Map() })),
        { today, timezone, weekStartsOn },
      ),
    [rule, habits, history, today, timezone, weekStartsOn],
  );
  const dayText = routineDayText(rule, progress.today);
  const done = progress.today.state === 'done';
  const streak = progress.streaks.current;
  const color = habits[0]?.color ?? HABIT_DEFAULTS.color;

  return (
    <section className={`routine${done ? ' routine--done' : ''}`} aria-label={routine.name}>
      <div className="routine__header">
        <h3 className="routine__title">
          <button
            type="button"
            className="routine__toggle"
            aria-expanded={!folded}
            aria-controls={listId}
            onClick={toggle}
          >
            <ChevronDown size={18} aria-hidden="true" className="routine__chevron" />
            <span className="routine__name">{routine.name}</span>
          </button>
        </h3>
        <span className="routine__meta">
          <span data-testid="routine-state">{dayText ?? habitCountText(habits.length)}</span>
          {rule.kind !== 'none' && historyComplete && streak > 0 && (
            <span className="routine__streak">
              <Flame size={13} aria-hidden="true" />
              <span className="visually-hidden">Streak </span>
              {streak} {streak === 1 ? 'day' : 'days'}
            </span>
          )}
        </span>
        {rule.kind !== 'none' && progress.today.state !== 'off' && (
          <span className="routine__ring" aria-hidden="true">
            <CheckRing
              color={color}
              progress={progress.today.need > 0 ? progress.today.have / progress.today.need : 0}
              done={done}
            />
          </span>
        )}
      </div>
      <ul className="habit-items" id={listId} aria-label={`${routine.name} habits`} hidden={folded}>
        {habits.map((habit) => row(habit))}
      </ul>
    </section>
  );

  function row(habit: HabitRecord): ReactNode {
    return (
      <HabitListRow
        key={habit.id}
        habit={habit}
        days={history.get(habit.id)}
        today={today}
        week={week}
        weekStartsOn={weekStartsOn}
        timezone={timezone}
        historyComplete={historyComplete}
        onEdit={onEdit}
      />
    );
  }
}
