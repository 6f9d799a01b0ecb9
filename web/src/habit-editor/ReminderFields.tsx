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
    </>
  );
}
