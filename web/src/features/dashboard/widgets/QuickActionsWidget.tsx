import {
  addDays,
  bulkLogWrites,
  type CheckInWrite,
  completeAllWrites,
  type DateKey,
  displayIcon,
  isDateKey,
  isDueOn,
  isLimit,
} from '@habitat/domain';
import { writeFailureText } from '@habitat/sync-client';
import { CheckCheck } from 'lucide-react';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { mutateManyLocal } from '../../../data/mutations';
import { useToast } from '../../../ui/toast/ToastProvider';
import type { DashboardData } from '../../../widgets/dashboard-data';

/** One transaction: a bulk log is stored whole or not at all, and the screen updates once. */
async function writeAll(writes: readonly CheckInWrite[]): Promise<void> {
  await mutateManyLocal('entry.set', writes);
}

const longDate = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** Quick actions: complete all of today's habits at once, or log a past day in bulk. */
export function QuickActionsWidget({ data }: { data: DashboardData }) {
  const { habits, history, today } = data;
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const dayOf = (date: DateKey) => (habitId: string) => history.get(habitId)?.get(date);
  const openToday = completeAllWrites(habits, today, dayOf(today));

  const completeAll = async () => {
    setBusy(true);
    try {
      // No success toast (issue 27): the list and the header change in front of the person.
      await writeAll(openToday);
    } catch (error) {
      toast.error(writeFailureText('Failed to update habits', error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="quick-actions">
      <button
        type="button"
        className="button button--primary button--block"
        disabled={busy || openToday.length === 0}
        onClick={completeAll}
      >
        <CheckCheck size={18} aria-hidden="true" /> Complete All Today
      </button>
      <p className="quick-actions__note">
        {openToday.length === 0 ? 'Nothing left to do today.' : `${openToday.length} left to do today.`}
      </p>
      <PastDayLog data={data} />
    </div>
  );
}

/** Catching up after a day away: choose the day, tick what was done, save once. */
function PastDayLog({ data }: { data: DashboardData }) {
  const { habits, history, today } = data;
  const toast = useToast();
  const dateId = useId();
  const [date, setDate] = useState(addDays(today, -1));
  const [chosen, setChosen] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [saving, setSaving] = useState(false);
  // Said in the form, not in a toast: the past day is not on the screen to see change.
  const [saved, setSaved] = useState<DateKey | null>(null);
  // A cleared or half-typed date field gives '' or an impossible day: nothing is due on it.
  const validDate = isDateKey(date) && date >= addDays(today, -365) && date <= today;
  const due = useMemo(
    // A limit's day is an amount, logged in its sheet: it has no tick here (issue 30).
    () => (validDate ? habits.filter((habit) => !isLimit(habit) && isDueOn(habit, date)) : []),
    [habits, date, validDate],
  );
  const stored = (habitId: string) => history.get(habitId)?.get(date);
  const isChecked = (habitId: string) => chosen.get(habitId) ?? stored(habitId)?.completed === true;
  // A choice stays on screen until the stored day agrees with it: the board reads its data
  // deferred, and on a busy phone the read lags a save by seconds (the box must not flick back).
  useEffect(() => {
    setChosen((current) => {
      const waiting = [...current].filter(
        ([habitId, done]) => (history.get(habitId)?.get(date)?.completed === true) !== done,
      );
      return waiting.length === current.size ? current : new Map(waiting);
    });
  }, [history, date]);
  const earliest = addDays(today, -365);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!validDate) return;
    const writes = bulkLogWrites(due, date, chosen, stored);
    setSaving(true);
    try {
      await writeAll(writes);
      setSaved(date);
    } catch (error) {
      toast.error(writeFailureText('Failed to update habits', error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="past-day" onSubmit={save} aria-label="Log a past day">
      <div className="field">
        <label className="field__label" htmlFor={dateId}>
          Log a past day
        </label>
        <input
          id={dateId}
          className="input"
          type="date"
          value={date}
          min={earliest}
          max={today}
          required
          onChange={(event) => {
            setDate(event.target.value);
            setChosen(new Map());
            setSaved(null);
          }}
        />
        {!validDate && (
          <p className="field__error" role="alert">
            Choose a day within the last year, up to today.
          </p>
        )}
      </div>
      {validDate && due.length === 0 && <p className="empty-state">No habits were scheduled that day.</p>}
      {validDate && due.length > 0 && (
        <ul className="past-day__habits">
          {due.map((habit) => (
            <li key={habit.id}>
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={isChecked(habit.id)}
                  onChange={(event) => {
                    setSaved(null);
                    setChosen((current) => new Map(current).set(habit.id, event.target.checked));
                  }}
                />
                <span aria-hidden="true">{displayIcon(habit)}</span> {habit.name}
              </label>
            </li>
          ))}
        </ul>
      )}
      <button
        type="submit"
        className="button button--outline"
        disabled={saving || !validDate || due.length === 0}
      >
        Save Day
      </button>
      <p className="past-day__saved" role="status">
        {saved && `Saved ${longDate.format(new Date(`${saved}T00:00:00Z`))}`}
      </p>
    </form>
  );
}
