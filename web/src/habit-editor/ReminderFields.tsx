import { MORE_REMINDER_TIMES_MAX } from '@habitat/domain';
import { Plus, X } from 'lucide-react';
import { useId } from 'react';

/** A time is offered at once, so switching reminders on is enough to get one. */
const SUGGESTED_REMINDER_TIME = '09:00';

interface ReminderFieldsProps {
  enabled: boolean;
  time: string;
  onEnabledChange(enabled: boolean): void;
  onTimeChange(time: string): void;
  /** What the time field is described by (notes shown beside it). */
  notesId?: string;
  /**
   * More times it rings at (issue 30), for a person's own habit; a group's habit offers one time,
   * the one its members start with.
   */
  moreTimes?: readonly string[];
  onMoreTimesChange?(times: string[]): void;
}

/** A later time offered for the next reminder: three hours after the last, within the day. */
function nextSuggestion(times: readonly string[]): string {
  const last = times.at(-1) ?? SUGGESTED_REMINDER_TIME;
  const [hours = 9, minutes = 0] = last.split(':').map(Number);
  const next = Math.min(hours + 3, 23);
  return `${String(next).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/**
 * The reminder switch and its time (shown only while on, spec §2 Habit dialog), shared by the
 * personal and the group habit forms. Switching on without a time fills in a suggested one.
 */
export function ReminderFields({
  enabled,
  time,
  onEnabledChange,
  onTimeChange,
  notesId,
  moreTimes,
  onMoreTimesChange,
}: ReminderFieldsProps) {
  const id = useId();
  const toggle = (next: boolean) => {
    onEnabledChange(next);
    if (next && !time) onTimeChange(SUGGESTED_REMINDER_TIME);
  };
  return (
    <>
      <label className="checkbox">
        <input type="checkbox" checked={enabled} onChange={(event) => toggle(event.target.checked)} />
        <span>Enable reminder</span>
      </label>
      {enabled && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-time`}>
            Reminder time
          </label>
          <input
            id={`${id}-time`}
            className="input habit-dialog__time"
            type="time"
            value={time}
            aria-describedby={notesId}
            onChange={(event) => onTimeChange(event.target.value)}
          />
        </div>
      )}
      {enabled && moreTimes && onMoreTimesChange && (
        <div className="reminder-times">
          {moreTimes.map((more, index) => (
            // By position: two rows may hold the same time while it is being typed.
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows have no other identity
            <div key={index} className="field reminder-times__row">
              <label className="field__label" htmlFor={`${id}-more-${index}`}>
                Also at
              </label>
              <input
                id={`${id}-more-${index}`}
                className="input habit-dialog__time"
                type="time"
                value={more}
                onChange={(event) =>
                  onMoreTimesChange(moreTimes.map((time, i) => (i === index ? event.target.value : time)))
                }
              />
              <button
                type="button"
                className="icon-button"
                aria-label={`Remove the reminder at ${more || 'this time'}`}
                onClick={() => onMoreTimesChange(moreTimes.filter((_, i) => i !== index))}
              >
                <X size={16} aria-hidden="true" />
              </button>
            </div>
          ))}
          {moreTimes.length < MORE_REMINDER_TIMES_MAX && (
            <button
              type="button"
              className="button button--ghost button--sm"
              onClick={() =>
                onMoreTimesChange([...moreTimes, nextSuggestion([time, ...moreTimes].filter(Boolean))])
              }
            >
              <Plus size={16} aria-hidden="true" /> Add another time
            </button>
          )}
        </div>
      )}
    </>
  );
}
