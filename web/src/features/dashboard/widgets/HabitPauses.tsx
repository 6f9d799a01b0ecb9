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
  uuidv7,
} from '@habitat/domain';
import { writeFailureText } from '@habitat/sync-client';
import { Pause, Play, X } from 'lucide-react';
import { useId, useState } from 'react';
import { mutateLocal } from '../../../data/mutations';
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
 */
export function HabitPauses({ habit, today }: HabitPausesProps) {
  const id = useId();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [from, setFrom] = useState<string>(today);
  const [until, setUntil] = useState<string>(addDays(today, 6));
  const [openEnded, setOpenEnded] = useState(false);
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

  async function save(pauses: PauseMap) {
    try {
      await mutateLocal('habit.pause', { id: habit.id, pauses });
      return true;
    } catch (error) {
      toast.error(writeFailureText('The pause was not saved', error as Error));
      return false;
    }
  }

  /**
   * Ends the whole stretch of pause that covers today (pauses that touch count as one, as the
   * sheet says "paused until…"): one that began earlier ends yesterday, one from today on goes.
   */
  function resume() {
    const stretch = pauseCovering(plan, today);
    if (!stretch) return;
    const ended: PauseMap = {};
    for (const span of spans) {
      const startsInStretch = stretch.until === null || span.from <= stretch.until;
      if (!startsInStretch || (span.until !== null && span.until < today)) continue;
      ended[span.key] =
        span.from < today ? { kind: 'span', from: span.from, until: addDays(today, -1) } : null;
    }
    void save(ended);
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
                onClick={() => void save({ [span.key]: null })}
              >
                <X size={16} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <form
          className="habit-pauses__form"
          onSubmit={async (event) => {
            event.preventDefault();
            if (problem) return;
            const span = {
              kind: 'span' as const,
              from: from as DateKey,
              until: openEnded ? null : (until as DateKey),
            };
            if (await save({ [uuidv7()]: span })) setEditing(false);
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
          {problem && (
            <p className="field__error" role="alert">
              {problem}
            </p>
          )}
          <div className="habit-pauses__actions">
            <button type="button" className="button button--ghost" onClick={() => setEditing(false)}>
              Cancel
            </button>
            <button type="submit" className="button button--primary" disabled={problem !== null}>
              Pause {habit.name}
            </button>
          </div>
        </form>
      ) : (
        <div className="habit-pauses__actions">
          {paused ? (
            <button type="button" className="button button--outline" onClick={resume}>
              <Play size={18} aria-hidden="true" /> Resume today
            </button>
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
