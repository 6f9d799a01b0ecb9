import {
  type HabitRecord,
  MONTHLY_WEEKENDS,
  type MonthlyWeekend,
  type PauseMap,
  type RestRule,
  restRuleProblem,
  SCHEDULE_BUTTONS,
  uuidv7,
} from '@habitat/domain';
import { writeFailureText } from '@habitat/sync-client';
import { CalendarOff, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { mutateManyLocal } from '../../../data/mutations';
import { useToast } from '../../../ui/toast/ToastProvider';
import { restRuleText, WEEKEND_NAMES } from './pause-text';

interface HabitRestsProps {
  habit: HabitRecord;
}

type RestKind = RestRule['kind'];

/** Said when the chosen days leave the habit no day at all: a pause says that better. */
export const REST_EVERY_DAY = 'That rests it every day it is due: pause it instead';

/**
 * A habit's planned rests (issue 30): rest days planned ahead and repeating, every Sunday off the
 * gym, or one weekend a month. They are the habit's rhythm: neither due nor missed, and its streak
 * passes through them. Each is a pause of the habit's own, on its own clock, so one planned on the
 * phone and another on the laptop both stay.
 */
export function HabitRests({ habit }: HabitRestsProps) {
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
  const [kind, setKind] = useState<RestKind>('weekly');
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [weekend, setWeekend] = useState<MonthlyWeekend>(-1);
  const rests = Object.entries(habit.pauses ?? {}).flatMap(([key, entry]) =>
    entry?.kind === 'rest' ? [{ key, rule: entry.rule }] : [],
  );
  // Resting on a day the habit is not due changes nothing, so only its days are offered.
  const days = SCHEDULE_BUTTONS.filter((button) => habit.scheduleDays.includes(button.day));
  const rule: RestRule = kind === 'weekly' ? { kind, weekdays } : { kind, weekend };
  const problem =
    restRuleProblem(rule) ?? (kind === 'weekly' && weekdays.length === days.length ? REST_EVERY_DAY : null);

  function close() {
    setEditing(false);
    setWeekdays([]);
  }

  async function save(pauses: PauseMap): Promise<boolean> {
    try {
      await mutateManyLocal('habit.pause', [{ id: habit.id, pauses }]);
      return true;
    } catch (error) {
      toast.error(writeFailureText('The rest days were not saved', error as Error));
      return false;
    }
  }

  function toggle(day: number) {
    setWeekdays((chosen) => (chosen.includes(day) ? chosen.filter((d) => d !== day) : [...chosen, day]));
  }

  return (
    <section className="habit-pauses" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="habit-sheet__label">
        Planned rest
      </h3>
      {rests.length > 0 && (
        <ul className="habit-pauses__list">
          {rests.map(({ key, rule: rest }) => (
            <li key={key} className="habit-pauses__item">
              <span>{restRuleText(rest)}</span>
              <button
                type="button"
                className="icon-button"
                aria-label={`Stop resting: ${restRuleText(rest)}`}
                onClick={() => void save({ [key]: null })}
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
            if (await save({ [uuidv7()]: { kind: 'rest', rule } })) close();
          }}
        >
          <fieldset className="habit-rests__kinds">
            <legend className="visually-hidden">Rest on</legend>
            <label className="checkbox">
              <input
                type="radio"
                name={`${id}-kind`}
                checked={kind === 'weekly'}
                onChange={() => setKind('weekly')}
              />
              Some days of every week
            </label>
            <label className="checkbox">
              <input
                type="radio"
                name={`${id}-kind`}
                checked={kind === 'monthly-weekend'}
                onChange={() => setKind('monthly-weekend')}
              />
              One weekend a month
            </label>
          </fieldset>
          {kind === 'weekly' ? (
            <fieldset className="habit-rests__days">
              <legend className="visually-hidden">Rest days</legend>
              {days.map(({ day, label, name }) => (
                <button
                  key={day}
                  type="button"
                  className={`day-button${weekdays.includes(day) ? ' day-button--on' : ''}`}
                  aria-pressed={weekdays.includes(day)}
                  aria-label={name}
                  onClick={() => toggle(day)}
                >
                  {label}
                </button>
              ))}
            </fieldset>
          ) : (
            <div className="field">
              <label htmlFor={`${id}-weekend`}>Which weekend</label>
              <select
                id={`${id}-weekend`}
                className="input"
                value={weekend}
                onChange={(event) => setWeekend(Number(event.target.value) as MonthlyWeekend)}
              >
                {MONTHLY_WEEKENDS.map((value) => (
                  <option key={value} value={value}>
                    The {WEEKEND_NAMES[value]} weekend
                  </option>
                ))}
              </select>
            </div>
          )}
          {/* Said once something is chosen: a form that just opened has nothing wrong with it yet. */}
          {problem && (kind === 'monthly-weekend' || weekdays.length > 0) && (
            <p className="field__error" role="alert">
              {problem}
            </p>
          )}
          <div className="habit-pauses__actions">
            <button type="button" className="button button--ghost" onClick={close}>
              Cancel
            </button>
            <button type="submit" className="button button--primary" disabled={problem !== null}>
              Plan rest
            </button>
          </div>
        </form>
      ) : (
        <div className="habit-pauses__actions">
          <button type="button" className="button button--outline" onClick={() => setEditing(true)}>
            <CalendarOff size={18} aria-hidden="true" /> Plan rest days…
          </button>
        </div>
      )}
    </section>
  );
}
