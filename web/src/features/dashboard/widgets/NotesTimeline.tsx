import { type DateKey, dayLabel, type EntryRecord } from '@habitat/domain';
import { useState } from 'react';

interface NotesTimelineProps {
  days: ReadonlyMap<DateKey, EntryRecord> | undefined;
  /** Picks a day, to read or change its note above. */
  onPick(date: DateKey): void;
}

/** Shown at first; the rest one tap away, so a long history does not bury the sheet's actions. */
const FIRST_SHOWN = 5;

/** The notes of a habit's days, newest first: its history in the person's own words (issue 30). */
export function notesOf(days: ReadonlyMap<DateKey, EntryRecord> | undefined): EntryRecord[] {
  return [...(days?.values() ?? [])]
    .filter((entry) => typeof entry.note === 'string' && entry.note !== '')
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

export function NotesTimeline({ days, onPick }: NotesTimelineProps) {
  const [all, setAll] = useState(false);
  const notes = notesOf(days);
  if (notes.length === 0) return null;
  const shown = all ? notes : notes.slice(0, FIRST_SHOWN);
  return (
    <section className="notes-timeline" aria-label="Notes">
      <h3 className="habit-sheet__label">Notes</h3>
      <ol className="notes-timeline__list">
        {shown.map((entry) => (
          <li key={entry.date} className="notes-timeline__item">
            <button type="button" className="notes-timeline__day" onClick={() => onPick(entry.date)}>
              {dayLabel(entry.date)}
              <span className="notes-timeline__state">
                {entry.skipped ? ' · skipped' : entry.completed ? ' · done' : ''}
              </span>
            </button>
            <p className="notes-timeline__text">{entry.note}</p>
          </li>
        ))}
      </ol>
      {notes.length > FIRST_SHOWN && (
        <button type="button" className="button button--ghost button--sm" onClick={() => setAll(!all)}>
          {all ? 'Show fewer' : `Show all ${notes.length} notes`}
        </button>
      )}
    </section>
  );
}
