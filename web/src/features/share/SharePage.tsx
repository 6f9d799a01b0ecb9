import { displayIcon, NOTE_MAX_LENGTH, normalizeNote, noteLength, noteProblem } from '@habitat/domain';
import { writeFailureText } from '@habitat/sync-client';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { storedNote } from '../../data/days';
import { useHabits, useLocalCopy, usePreferences, useToday } from '../../data/hooks';
import { mutateLocal } from '../../data/mutations';
import { usePageTitle } from '../../ui/page-title';
import { useToast } from '../../ui/toast/ToastProvider';
import { sharedNoteText, withNoteAdded } from './shared-text';
import './share.css';

/**
 * Something shared with Habitat from another app (the installed app's share target on Android,
 * issue 32): it becomes a note on today's check-in of a habit the person chooses. Written on the
 * device like any note, so it works offline and syncs later; a note already there is kept, with
 * the shared text after it.
 */
export function SharePage() {
  usePageTitle('Add a note');
  const id = useId();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const today = useToday(usePreferences());
  // Until the device holds the whole copy, today's note may be on its way: added to then, the
  // shared text would stand for a note it has not seen (a new phone signed in a moment ago).
  const copy = useLocalCopy();
  const stored = useHabits()?.filter((habit) => habit.isActive);
  const habits = copy === 'whole' ? stored : undefined;
  const [text, setText] = useState(() =>
    sharedNoteText({ title: params.get('title'), text: params.get('text'), url: params.get('url') }),
  );
  const [habitId, setHabitId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const chosen = habitId ?? habits?.[0]?.id ?? null;
  const tooLong = noteProblem(normalizeNote(text));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || saving || tooLong || normalizeNote(text) === null) return;
    setSaving(true);
    setProblem(null);
    try {
      const note = normalizeNote(withNoteAdded(await storedNote(chosen, today), text));
      const over = noteProblem(note);
      if (over) {
        setProblem(`${over}, with today's note already there. Shorten what is added.`);
        return;
      }
      await mutateLocal('entry.note', { habitId: chosen, date: today, note });
      const name = habits?.find((habit) => habit.id === chosen)?.name ?? 'the habit';
      toast.success(`Note added to ${name} for today.`);
      navigate('/app/dashboard', { replace: true });
    } catch (error) {
      setProblem(writeFailureText('The note was not saved', error as Error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="page share-page">
      <h1 className="page__title">Add a note</h1>
      {habits === undefined ? (
        <p className="empty-state" role="status">
          {copy === 'partial' || copy === 'none' ? 'Getting your habits from the server…' : 'Loading...'}
        </p>
      ) : habits.length === 0 ? (
        <p className="empty-state">
          A note goes on a habit's day. <Link to="/app/dashboard">Make your first habit</Link>, then share
          again.
        </p>
      ) : (
        <form className="card share-page__form" onSubmit={save}>
          <label className="share-page__label" htmlFor={`${id}-text`}>
            Note for today
          </label>
          <textarea
            id={`${id}-text`}
            className="input"
            rows={4}
            value={text}
            aria-describedby={`${id}-count`}
            aria-invalid={tooLong !== null}
            onChange={(event) => setText(event.target.value)}
          />
          <span id={`${id}-count`} className="share-page__count">
            {tooLong ?? `${noteLength(text.trim())}/${NOTE_MAX_LENGTH}`}
          </span>
          <fieldset className="share-page__habits">
            <legend className="share-page__label">Which habit is it about?</legend>
            {habits.map((habit) => (
              <label key={habit.id} className="share-page__habit">
                <input
                  type="radio"
                  name="habit"
                  value={habit.id}
                  checked={chosen === habit.id}
                  onChange={() => setHabitId(habit.id)}
                />
                <span aria-hidden="true">{displayIcon(habit)}</span> {habit.name}
              </label>
            ))}
          </fieldset>
          {problem && (
            <p className="share-page__problem" role="alert">
              {problem}
            </p>
          )}
          <div className="button-row">
            <button
              type="submit"
              className="button button--primary"
              disabled={saving || tooLong !== null || normalizeNote(text) === null}
            >
              Save note
            </button>
            <Link to="/app/dashboard" className="button button--ghost">
              Cancel
            </Link>
          </div>
        </form>
      )}
    </section>
  );
}

export { SharePage as Component };
