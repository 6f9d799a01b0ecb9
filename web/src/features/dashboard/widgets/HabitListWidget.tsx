import { type HabitRecord, listSections, weekOf } from '@habitat/domain';
import { ListOrdered, Plus } from 'lucide-react';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useRoutines } from '../../../data/hooks';
import { DialogPortal } from '../../../ui/DialogPortal';
import { HabitIcon } from '../../../ui/HabitIcon';
import type { DashboardData } from '../../../widgets/dashboard-data';
import { RoutineSection } from '../routines/RoutineSection';
import { HabitListRow } from './HabitListRow';
import './habit-list.css';

// Organizing the list is an occasional task: its code loads when it is opened.
const OrganizeDialog = lazy(() => import('../routines/OrganizeDialog'));

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
  const routines = useRoutines();
  const [organizing, setOrganizing] = useState(false);
  const otherTitle = useId();
  const week = useMemo(() => weekOf(today, weekStartsOn, today), [today, weekStartsOn]);
  // Routines (issue 30) as sections, each in the person's order; a person without routines sees the
  // one list as before. A routine with no active habit has nothing to show today.
  const sections = useMemo(() => listSections(habits, routines ?? []), [habits, routines]);
  const grouped = sections.some((section) => section.routine !== null && section.habits.length > 0);
  const rows = (list: readonly HabitRecord[]) =>
    list.map((habit) => (
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
    ));
  const outside = sections[sections.length - 1]?.habits ?? [];
  return (
    <div className="habit-list">
      {habits.length === 0 ? (
        <p className="empty-state">No habits yet. Add one to start tracking.</p>
      ) : grouped ? (
        <>
          {sections.map(
            ({ routine, habits: members }) =>
              routine &&
              members.length > 0 && (
                <RoutineSection
                  key={routine.id}
                  routine={routine}
                  habits={members}
                  data={data}
                  week={week}
                  onEdit={onEdit}
                />
              ),
          )}
          {outside.length > 0 && (
            <section aria-labelledby={otherTitle}>
              <h3 className="habit-section__title" id={otherTitle}>
                Other habits
              </h3>
              <ul className="habit-items" aria-label="Other habits">
                {rows(outside)}
              </ul>
            </section>
          )}
        </>
      ) : (
        <ul className="habit-items" aria-label="Your habits">
          {rows(outside)}
        </ul>
      )}
      {onAdd && (
        <button type="button" className="habit-list__add" data-add-habit-button onClick={onAdd}>
          <Plus size={18} aria-hidden="true" /> Add Habit
        </button>
      )}
      {habits.length > 1 && (
        <button
          type="button"
          className="button button--ghost button--sm list-organize"
          aria-haspopup="dialog"
          onClick={() => setOrganizing(true)}
        >
          <ListOrdered size={16} aria-hidden="true" /> Organize list
        </button>
      )}
      {organizing && (
        <DialogPortal>
          <Suspense fallback={null}>
            <OrganizeDialog habits={habits} routines={routines ?? []} onClose={() => setOrganizing(false)} />
          </Suspense>
        </DialogPortal>
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
