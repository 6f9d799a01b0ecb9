import {
  compareListOrder,
  type HabitRecord,
  type ListMove,
  listSections,
  moveInList,
  ROUTINE_LIMITS,
  ROUTINES_LIMIT_MESSAGE,
  type RoutineRecord,
} from '@habitat/domain';
import { writeFailureText } from '@habitat/sync-client';
import { ArrowDown, ArrowUp, Pencil, Plus } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { usePreferences, useToday } from '../../../data/hooks';
import { HabitIcon } from '../../../ui/HabitIcon';
import { Modal } from '../../../ui/Modal';
import { useToast } from '../../../ui/toast/ToastProvider';
import { RoutineForm } from './RoutineForm';
import { habitCountText, ruleText } from './routine-text';
import { deleteRoutine, moveHabits, moveRoutines, type RoutineDraft, saveRoutine } from './routine-writes';
import './routines.css';

interface OrganizeDialogProps {
  /** The person's active habits. */
  habits: readonly HabitRecord[];
  routines: readonly RoutineRecord[];
  onClose(): void;
}

/** Which move button to give focus back to once the list has redrawn with the move in it. */
interface Refocus {
  key: string;
  direction: 'up' | 'down';
  /** Where the moved item stood among the movable ones before: a redraw that still has it there is not the move's. */
  before: number;
}

/** Where an item stands among the movable ones, by the move buttons drawn (-1: not drawn). */
function placeOf(list: HTMLElement, key: string): number {
  const keys = [...list.querySelectorAll<HTMLButtonElement>('[data-move$=":up"]')].map((button) =>
    (button.dataset.move ?? '').slice(0, -':up'.length),
  );
  return keys.indexOf(key);
}

/**
 * Organizing the Today list (issue 30): routines made, edited and deleted, and habits and routines
 * put in order with Move up and Move down, so no step needs dragging (WCAG 2.2, 2.5.7). Focus stays
 * on the button that moved an item, on its other button once it reaches an end.
 */
export default function OrganizeDialog({ habits, routines, onClose }: OrganizeDialogProps) {
  const toast = useToast();
  const today = useToday(usePreferences());
  const [editing, setEditing] = useState<RoutineRecord | 'new' | null>(null);
  /** The button that opened the routine form, given focus again when the list comes back. */
  const returnTo = useRef<string | null>(null);
  const [saving, setSaving] = useState(false);
  const refocus = useRef<Refocus | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const sections = useMemo(() => listSections(habits, routines), [habits, routines]);
  const ordered = useMemo(() => routines.filter((r) => !r.deletedAt).sort(compareListOrder), [routines]);
  const names = useMemo(() => new Map(ordered.map((routine) => [routine.id, routine.name])), [ordered]);
  const inListOrder = useMemo(() => sections.flatMap((section) => section.habits), [sections]);

  // The list is back from the routine form: focus goes to the button that opened it (or, for a
  // routine just deleted, to New routine), not to the page behind the dialog.
  useEffect(() => {
    if (editing || !returnTo.current || !list.current) return;
    const back =
      list.current.querySelector<HTMLElement>(`[data-opens="${returnTo.current}"]`) ??
      list.current.querySelector<HTMLElement>('[data-opens="new"]');
    returnTo.current = null;
    back?.focus();
  }, [editing]);

  const openForm = (routine: RoutineRecord | 'new') => {
    returnTo.current = routine === 'new' ? 'new' : routine.id;
    setEditing(routine);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each redraw the move caused
  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted || !list.current) return;
    // A redraw for something else (a sync bringing the same rows) comes before the move's own: wait
    // for the one that has the item in its new place.
    if (placeOf(list.current, wanted.key) === wanted.before) return;
    refocus.current = null;
    const button = (direction: string) =>
      list.current?.querySelector<HTMLButtonElement>(`[data-move="${wanted.key}:${direction}"]`);
    const same = button(wanted.direction);
    (same && !same.disabled ? same : button(wanted.direction === 'up' ? 'down' : 'up'))?.focus();
  }, [sections]);

  async function run(write: () => Promise<unknown>, failure: string): Promise<boolean> {
    try {
      await write();
      return true;
    } catch (error) {
      toast.error(writeFailureText(failure, error));
      return false;
    }
  }

  const move = (
    key: string,
    direction: Refocus['direction'],
    moves: readonly ListMove[],
    write: (moves: readonly ListMove[]) => Promise<void>,
  ) => {
    // A move that changes nothing redraws nothing: nothing to give focus back to later.
    if (moves.length === 0) return;
    refocus.current = { key, direction, before: list.current ? placeOf(list.current, key) : -1 };
    void run(() => write(moves), 'Failed to move it');
  };

  if (editing) {
    const routine = editing === 'new' ? null : editing;
    const save = async (draft: RoutineDraft) => {
      setSaving(true);
      const saved = await run(
        () => saveRoutine(routine, draft, habits, routines, today),
        'Failed to save the routine',
      );
      setSaving(false);
      if (saved) setEditing(null);
    };
    const remove = routine
      ? async () => {
          if (
            await run(() => deleteRoutine(routine, habits, routines, today), 'Failed to delete the routine')
          )
            setEditing(null);
        }
      : undefined;
    return (
      // A dialog of its own (key): it takes focus as it opens, as the list does when it comes back.
      <Modal
        key="routine-form"
        title={routine ? `Edit ${routine.name}` : 'New routine'}
        onClose={() => setEditing(null)}
      >
        <RoutineForm
          routine={routine}
          habits={inListOrder}
          routineNames={names}
          saving={saving}
          onSave={save}
          onCancel={() => setEditing(null)}
          onDelete={remove}
        />
      </Modal>
    );
  }

  const full = ordered.length >= ROUTINE_LIMITS.routines;
  return (
    <Modal key="organize" title="Organize your list" onClose={onClose}>
      <div className="organize" ref={list}>
        <p className="form-help">
          Group habits into routines (Morning, Workout), and put everything in the order you do it.
        </p>
        {sections.map(({ routine, habits: members }) => {
          const title = routine?.name ?? (ordered.length > 0 ? 'Other habits' : 'Your habits');
          if (!routine && members.length === 0) return null;
          const place = routine ? ordered.findIndex((r) => r.id === routine.id) : -1;
          return (
            <section key={routine?.id ?? 'outside'} className="organize__section" aria-label={title}>
              <div className="organize__head">
                <h3 className="organize__title">{title}</h3>
                {routine && (
                  <span className="organize__rule">
                    {ruleText(routine.rule, members.length)} · {habitCountText(members.length)}
                  </span>
                )}
                {routine && (
                  <span className="organize__buttons">
                    <MoveButton
                      name={routine.name}
                      direction="up"
                      moveKey={routine.id}
                      disabled={place <= 0}
                      onMove={() => move(routine.id, 'up', moveInList(ordered, routine.id, -1), moveRoutines)}
                    />
                    <MoveButton
                      name={routine.name}
                      direction="down"
                      moveKey={routine.id}
                      disabled={place >= ordered.length - 1}
                      onMove={() =>
                        move(routine.id, 'down', moveInList(ordered, routine.id, 1), moveRoutines)
                      }
                    />
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={`Edit ${routine.name}`}
                      data-opens={routine.id}
                      onClick={() => openForm(routine)}
                    >
                      <Pencil size={16} aria-hidden="true" />
                    </button>
                  </span>
                )}
              </div>
              {members.length === 0 ? (
                <p className="form-help">No habits in this routine yet: edit it to choose some.</p>
              ) : (
                <ol className="organize__habits">
                  {members.map((habit, index) => (
                    <li key={habit.id} className="organize__habit">
                      <HabitIcon habit={habit} size="sm" />
                      <span className="organize__name">{habit.name}</span>
                      <span className="organize__buttons">
                        <MoveButton
                          name={habit.name}
                          direction="up"
                          moveKey={habit.id}
                          disabled={index === 0}
                          onMove={() => move(habit.id, 'up', moveInList(members, habit.id, -1), moveHabits)}
                        />
                        <MoveButton
                          name={habit.name}
                          direction="down"
                          moveKey={habit.id}
                          disabled={index === members.length - 1}
                          onMove={() => move(habit.id, 'down', moveInList(members, habit.id, 1), moveHabits)}
                        />
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          );
        })}
        <div className="organize__actions">
          <button
            type="button"
            className="button button--outline"
            disabled={full}
            data-opens="new"
            onClick={() => openForm('new')}
          >
            <Plus size={16} aria-hidden="true" /> New routine
          </button>
          {full && <p className="form-help">{ROUTINES_LIMIT_MESSAGE}</p>}
          <button type="button" className="button button--primary" onClick={onClose}>
            Done
          </button>
        </div>
      </div>
    </Modal>
  );
}

function MoveButton({
  name,
  direction,
  moveKey,
  disabled,
  onMove,
}: {
  name: string;
  direction: 'up' | 'down';
  moveKey: string;
  disabled: boolean;
  onMove(): void;
}) {
  const Icon = direction === 'up' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={`Move ${name} ${direction}`}
      data-move={`${moveKey}:${direction}`}
      disabled={disabled}
      onClick={onMove}
    >
      <Icon size={16} aria-hidden="true" />
    </button>
  );
}
