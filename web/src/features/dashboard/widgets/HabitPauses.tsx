import {
  addDays,
  type DateKey,
  dayLabel,
  type HabitRecord,
  isDateKey,
  type PauseMap,
  pauseCovering,
  pausePlanOf,
  pauseSpanProblem,
  resumedOn,
  uuidv7,
} from '@habitat/domain';
import { writeFailureText } from '@habitat/sync-client';
import { Pause, Play, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useHabits } from '../../../data/hooks';
import { mutateManyLocal } from '../../../data/mutations';
import { useToast } from '../../../ui/toast/ToastProvider';
import { pausedText } from './pause-text';

interface HabitPausesProps {
  habit: HabitRecord;
  today: DateKey;
}

/** How far back a pause may start: "I was ill Mon–Thu" is set after the fact. */
const DAYS_BACK = 365;
/** Past pauses stay listed this long, so a pause set by mistake can still be taken back. */
const RECENT_DAYS = 30;

/**
 * A habit's pauses (issue 30): pause it from a day to a day, or until the person is back; end a
 * pause today; take one back. Paused days are neither due nor missed, and its streak passes
 * through them. Written offline like any change, each pause on its own clock.
 *
 * Going away pauses everything: the same form pauses every active habit at once ("All my
 * habits"), and a person back early resumes them all with one tap. The habits' pauses are written
 * in one transaction, so a full disk leaves all of them as they were, never half of them paused.
 */
export function HabitPauses({ habit, today }: HabitPausesProps) {
  const id = useId();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // The form opens at the foot of a long sheet: it is brought into view, actions and all, and its
  // first field focused
  // (the button that opened it is gone, and focus must not fall back to the page).
  useEffect(() => {
    if (!editing || !form.current) return;
    form.current.scrollIntoView({ block: 'end' });
    form.current.querySelector<HTMLElement>('input, select, button')?.focus({ preventScroll: true });
  }, [editing]);
  const [from, setFrom] = useState<string>(today);
  const [until, setUntil] = useState<string>(addDays(today, 6));
  const [openEnded, setOpenEnded] = useState(false);
  const [everyHabit, setEveryHabit] = useState(false);
  const active = (useHabits() ?? []).filter((item) => item.isActive);
  const others = active.filter((item) => item.id !== habit.id);
  // The other habits paused today too: "Resume all" brings them back with this one.
  const othersPaused = others.filter((item) => pauseCovering(pausePlanOf(item.pauses), today) !== null);
  const plan = pausePlanOf(habit.pauses);
  const paused = pausedText(plan, today);
  const spans = Object.entries(habit.pauses ?? {}).flatMap(([key, entry]) =>
    entry?.kind === 'span' && (entry.until === null || entry.until >= addDays(today, -RECENT_DAYS))
      ? [{ key, ...entry }]
      : [],
  );
  spans.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const problem =
    isDateKey(from) && (openEnded || isDateKey(until))
      ? pauseSpanProblem({ from, until: openEnded ? null : until })
      : 'Pick the days of the pause';

  /** The form closes as it opened next time: this habit alone. */
  function close() {
    setEditing(false);
    setEveryHabit(false);
  }

  /** Writes each habit's pauses, all in one transaction. */
  async function save(changes: ReadonlyArray<{ id: string; pauses: PauseMap }>) {
    const writes = changes.filter((change) => Object.keys(change.pauses).length > 0);
    if (writes.length === 0) return true;
    try {
      await mutateManyLocal('habit.pause', writes);
      return true;
    } catch (error) {
      toast.error(writeFailureText('The pause was not saved', error as Error));
      return false;
    }
  }

  /** Ends the stretch of pause covering today: of this habit, or of every habit paused today. */
  function resume(habits: readonly HabitRecord[]) {
    void save(habits.map((item) => ({ id: item.id, pauses: resumedOn(item.pauses, today) })));
  }

  return (
    <section className="habit-pauses" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="habit-sheet__label">
        Pause
      </h3>
      {paused && (
        <p className="habit-pauses__now">
          <Pause size={14} aria-hidden="true" /> {paused}
        </p>
      )}
      {spans.length > 0 && (
        <ul className="habit-pauses__list">
          {spans.map((span) => (
            <li key={span.key} className="habit-pauses__item">
              <span>
                {dayLabel(span.from)} – {span.until === null ? "until you're back" : dayLabel(span.until)}
              </span>
              <button
                type="button"
                className="icon-button"
                aria-label={`Remove the pause from ${dayLabel(span.from)}`}
                onClick={() => void save([{ id: habit.id, pauses: { [span.key]: null } }])}
              >
                <X size={16} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <form
          ref={form}
          className="habit-pauses__form"
          onSubmit={async (event) => {
            event.preventDefault();
            if (problem) return;
            const span = {
              kind: 'span' as const,
              from: from as DateKey,
              until: openEnded ? null : (until as DateKey),
            };
            const paused = everyHabit ? [habit, ...others] : [habit];
            // Each habit's pause has an id of its own: each is taken back on its own later.
            if (await save(paused.map((item) => ({ id: item.id, pauses: { [uuidv7()]: span } })))) close();
          }}
        >
          <div className="habit-pauses__dates">
            <div className="field">
              <label htmlFor={`${id}-from`}>First day</label>
              <input
                id={`${id}-from`}
                className="input"
                type="date"
                value={from}
                min={addDays(today, -DAYS_BACK)}
                onChange={(event) => setFrom(event.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-until`}>Last day</label>
              <input
                id={`${id}-until`}
                className="input"
                type="date"
                value={until}
                min={from}
                disabled={openEnded}
                onChange={(event) => setUntil(event.target.value)}
              />
            </div>
          </div>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={openEnded}
              onChange={(event) => setOpenEnded(event.target.checked)}
            />
            No end: until I'm back
          </label>
          {others.length > 0 && (
            <label className="checkbox">
              <input
                type="checkbox"
                checked={everyHabit}
                onChange={(event) => setEveryHabit(event.target.checked)}
              />
              All my habits ({active.length})
            </label>
          )}
          {problem && (
            <p className="field__error" role="alert">
              {problem}
            </p>
          )}
          <div className="habit-pauses__actions">
            <button type="button" className="button button--ghost" onClick={close}>
              Cancel
            </button>
            <button type="submit" className="button button--primary" disabled={problem !== null}>
              {everyHabit && others.length > 0 ? 'Pause all my habits' : `Pause ${habit.name}`}
            </button>
          </div>
        </form>
      ) : (
        <div className="habit-pauses__actions">
          {paused ? (
            <>
              <button type="button" className="button button--outline" onClick={() => resume([habit])}>
                <Play size={18} aria-hidden="true" /> Resume today
              </button>
              {othersPaused.length > 0 && (
                <button
                  type="button"
                  className="button button--outline"
                  onClick={() => resume([habit, ...othersPaused])}
                >
                  <Play size={18} aria-hidden="true" /> Resume all {othersPaused.length + 1} today
                </button>
              )}
            </>
          ) : (
            <button type="button" className="button button--outline" onClick={() => setEditing(true)}>
              <Pause size={18} aria-hidden="true" /> Pause…
            </button>
          )}
        </div>
      )}
    </section>
  );
}
