import {
  displayIcon,
  GROUP_HABIT_MESSAGES,
  SCHEDULE_BUTTONS,
  SHARE_LEVEL_INFO,
  SHARE_PROGRESS_LEVELS,
  type ShareProgress,
  uuidv7,
} from '@habitat/domain';
import { adoptionArgs, type GroupHabit } from '@habitat/protocol';
import { useMutation } from '@tanstack/react-query';
import { Bell, CalendarDays, Target } from 'lucide-react';
import { type CSSProperties, type FormEvent, useId, useState } from 'react';
import { useSingleFlight } from '../../../api/single-flight';
import { mutateLocal } from '../../../data/mutations';
import { adoptedGroupHabits } from '../../../data/useAdoptedGroupHabits';
import { DialogPortal } from '../../../ui/DialogPortal';
import { Modal } from '../../../ui/Modal';
import { targetText } from '../detail/group-detail-texts';
import { scheduleText } from './adoption';
import './group-habits.css';

interface AdoptHabitDialogProps {
  groupId: string;
  habit: GroupHabit;
  /** Already adopted by the viewer (on the server's list or on this device). */
  adopted: boolean;
  /** The level the group suggests (its default habit visibility). */
  defaultShare: ShareProgress;
  onClose(): void;
}

/**
 * Spec §2 Adopt dialog, §4 Group habit adoption: the viewer takes the group habit as their own,
 * choosing how much the group sees of it. Adopting is a local write, so it works offline and the
 * list shows 'Adopted' at once; the server gets it with the next sync.
 */
export function AdoptHabitDialog({ groupId, habit, adopted, defaultShare, onClose }: AdoptHabitDialogProps) {
  const id = useId();
  const [share, setShare] = useState<ShareProgress>(defaultShare);
  const adoption = useMutation({
    mutationFn: async (args: ReturnType<typeof adoptionArgs>) => {
      // Checked again here: the list may be a moment behind another tab's adoption.
      if (adopted || (await adoptedGroupHabits(groupId)).has(habit._id)) throw new Error('adopted');
      await mutateLocal('habit.create', args);
    },
  });
  const adopt = useSingleFlight(adoption);
  const busy = adoption.isPending;
  const failure = adoption.isError ? GROUP_HABIT_MESSAGES.adoptFailed : null;
  const { defaultTarget, schedule } = habit.settings;
  const close = () => {
    if (!busy) onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    adopt(adoptionArgs(habit, groupId, share, uuidv7())).then(onClose, () => {});
  };

  const iconStyle = { '--habit-color': habit.color } as CSSProperties;
  const shareHintId = `${id}-share-hint`;
  return (
    <DialogPortal>
      <Modal title="Adopt Habit" onClose={close} size="sm">
        <form className="form adopt-dialog" onSubmit={submit}>
          <div className="adopt-dialog__habit">
            <span className="group-habit-row__icon" style={iconStyle} aria-hidden="true">
              {displayIcon(habit)}
            </span>
            <div className="adopt-dialog__habit-text">
              <p className="adopt-dialog__name">{habit.name}</p>
              {habit.description && <p className="adopt-dialog__description">{habit.description}</p>}
            </div>
          </div>
          <dl className="adopt-dialog__facts">
            <div className="adopt-dialog__fact">
              <dt>
                <Target size={16} aria-hidden="true" /> Default target
              </dt>
              <dd>{targetText(defaultTarget)}</dd>
            </div>
            <div className="adopt-dialog__fact">
              <dt>
                <CalendarDays size={16} aria-hidden="true" /> Schedule
              </dt>
              <dd>
                <span className="adopt-dialog__days" aria-hidden="true">
                  {SCHEDULE_BUTTONS.map(({ day, label }) => (
                    <span
                      key={day}
                      className={`adopt-dialog__day${schedule.days.includes(day) ? ' adopt-dialog__day--on' : ''}`}
                    >
                      {label}
                    </span>
                  ))}
                </span>
                <span className="adopt-dialog__schedule-text">{scheduleText(schedule.days)}</span>
              </dd>
            </div>
            {schedule.reminderEnabled && schedule.reminderTime && (
              <div className="adopt-dialog__fact">
                <dt>
                  <Bell size={16} aria-hidden="true" /> Reminder
                </dt>
                <dd>{schedule.reminderTime}</dd>
              </div>
            )}
          </dl>
          <fieldset
            className="field habit-dialog__fieldset adopt-dialog__share"
            aria-describedby={shareHintId}
          >
            <legend className="field__label">Share your progress</legend>
            <p id={shareHintId} className="adopt-dialog__hint">
              What other members of the group see of this habit. You can change it later under Privacy.
            </p>
            <div className="adopt-dialog__levels">
              {SHARE_PROGRESS_LEVELS.map((level) => {
                const info = SHARE_LEVEL_INFO[level];
                return (
                  <label key={level} className="adopt-dialog__level">
                    <input
                      type="radio"
                      name={`${id}-share`}
                      value={level}
                      checked={share === level}
                      aria-labelledby={`${id}-${level}-label`}
                      aria-describedby={`${id}-${level}-description`}
                      onChange={() => setShare(level)}
                    />
                    <span>
                      <span id={`${id}-${level}-label`} className="adopt-dialog__level-label">
                        {info.label}
                      </span>
                      <span id={`${id}-${level}-description`} className="adopt-dialog__level-description">
                        {info.description}
                      </span>
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          {failure && (
            <p className="field__error" role="alert">
              {failure}
            </p>
          )}
          <div className="button-row adopt-dialog__actions dialog-actions">
            <button type="button" className="button button--outline" disabled={busy} onClick={close}>
              Cancel
            </button>
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? 'Adopting...' : 'Adopt Habit'}
            </button>
          </div>
        </form>
      </Modal>
    </DialogPortal>
  );
}
