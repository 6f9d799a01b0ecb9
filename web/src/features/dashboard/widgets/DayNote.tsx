import { type DateKey, NOTE_MAX_LENGTH, normalizeNote, noteLength, noteProblem } from '@habitat/domain';
import { writeFailureText } from '@habitat/sync-client';
import { useEffect, useId, useState } from 'react';
import { mutateLocal } from '../../../data/mutations';
import { useToast } from '../../../ui/toast/ToastProvider';

interface DayNoteProps {
  habitId: string;
  habitName: string;
  date: DateKey;
  /** How the day is named in the label: 'today', 'on Monday 3 March'. */
  dayName: string;
  /** The note the device holds for the day. */
  stored: string | null;
}

/**
 * A note on one day of a habit (issue 30), written offline like a check-in and synced. Saved by
 * its button, not on every key: a note is a thought finished, and one write per note keeps the
 * outbox short. The counter counts characters as a person does, as the limit does.
 */
export function DayNote({ habitId, habitName, date, dayName, stored }: DayNoteProps) {
  const id = useId();
  const toast = useToast();
  const [draft, setDraft] = useState(stored ?? '');
  // What the draft started from: a note pulled from another device replaces an untouched draft,
  // never one the person is typing.
  const [base, setBase] = useState(stored ?? '');
  useEffect(() => {
    const next = stored ?? '';
    if (next === base) return;
    setBase(next);
    setDraft((current) => (current === base ? next : current));
  }, [stored, base]);
  const [saving, setSaving] = useState(false);
  const normalized = normalizeNote(draft);
  const problem = noteProblem(normalized);
  const unchanged = normalized === (stored ?? null);
  const length = noteLength(draft.trim());
  const action = stored && normalized === null ? 'Remove note' : 'Save note';

  async function save() {
    if (problem || unchanged) return;
    setSaving(true);
    try {
      await mutateLocal('entry.note', { habitId, date, note: normalized });
    } catch (error) {
      toast.error(writeFailureText('The note was not saved', error as Error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      className="day-note"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label className="habit-sheet__label" htmlFor={`${id}-note`}>
        Note {dayName}
      </label>
      <textarea
        id={`${id}-note`}
        className="input day-note__text"
        rows={2}
        value={draft}
        placeholder="How did it go?"
        aria-describedby={`${id}-count`}
        aria-invalid={problem !== null}
        onChange={(event) => setDraft(event.target.value)}
      />
      <div className="day-note__footer">
        <span id={`${id}-count`} className={`day-note__count${problem ? ' day-note__count--over' : ''}`}>
          {problem ?? `${length}/${NOTE_MAX_LENGTH}`}
        </span>
        <button
          type="submit"
          className="button button--outline button--sm"
          disabled={unchanged || problem !== null || saving}
          aria-label={`${action} for ${habitName} ${dayName}`}
        >
          {action}
        </button>
      </div>
    </form>
  );
}
