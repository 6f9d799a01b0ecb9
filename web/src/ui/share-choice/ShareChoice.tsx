import { displayIcon } from '@habitat/domain';
import { useId } from 'react';
import { counted } from '../counted';
import {
  levelDescription,
  levelLabel,
  SHARED_LEVELS,
  type ShareableHabit,
  type ShareDraft,
  type SharedLevel,
  setHabitLevel,
  toggleHabit,
} from './share-choice';
import './share-choice.css';

interface ShareChoiceProps {
  groupName: string;
  habits: readonly ShareableHabit[];
  value: ShareDraft;
  disabled?: boolean;
  /** Inside a card whose title already asks the question: the legend is for screen readers only. */
  hideLegend?: boolean;
  onChange(next: ShareDraft): void;
}

/**
 * "What {group} sees of you" (issue 27): nothing for now (the default), or your progress with the
 * personal habits you tick, each at a level. Native radios and checkboxes, so keys work as usual.
 */
export function ShareChoice({
  groupName,
  habits,
  value,
  disabled = false,
  hideLegend = false,
  onChange,
}: ShareChoiceProps) {
  const id = useId();
  return (
    <fieldset className="share-choice" disabled={disabled}>
      <legend className={hideLegend ? 'visually-hidden' : 'share-choice__legend'}>
        What {groupName} sees of you
      </legend>
      <label className="share-choice__option">
        <input
          type="radio"
          name={`${id}-share`}
          checked={!value.share}
          onChange={() => onChange({ ...value, share: false })}
        />
        <span className="share-choice__text">
          <span className="share-choice__label">Nothing for now</span>
          <span className="share-choice__hint">
            Members see that you joined, and nothing about your habits. You can share later.
          </span>
        </span>
      </label>
      <label className="share-choice__option">
        <input
          type="radio"
          name={`${id}-share`}
          checked={value.share}
          onChange={() => onChange({ ...value, share: true })}
        />
        <span className="share-choice__text">
          <span className="share-choice__label">My progress</span>
          <span className="share-choice__hint">
            Members see the group habits you adopt, at the level you pick when adopting, and the personal
            habits you tick below.
          </span>
        </span>
      </label>
      {value.share && (
        <div className="share-choice__habits">
          {habits.length === 0 ? (
            <p className="share-choice__hint">
              No personal habits on this device yet. You can choose them later from the group’s page (the eye
              button).
            </p>
          ) : (
            <>
              <p className="share-choice__hint">
                Personal habits to share. A level you pick here is for this group only:
              </p>
              <ul className="share-choice__list">
                {habits.map((habit) => (
                  <HabitPick
                    key={habit.id}
                    habit={habit}
                    level={value.chosen.get(habit.id)}
                    onToggle={() => onChange(toggleHabit(value, habit))}
                    onLevel={(level) => onChange(setHabitLevel(value, habit.id, level))}
                  />
                ))}
              </ul>
              {value.kept && value.kept.size > 0 && (
                <p className="share-choice__hint">
                  {counted(value.kept.size, 'habit', 'habits')} you chose on another device{' '}
                  {value.kept.size === 1 ? 'is' : 'are'} not on this one yet and stay shared.
                </p>
              )}
            </>
          )}
        </div>
      )}
    </fieldset>
  );
}

function HabitPick({
  habit,
  level,
  onToggle,
  onLevel,
}: {
  habit: ShareableHabit;
  level: SharedLevel | undefined;
  onToggle(): void;
  onLevel(level: SharedLevel): void;
}) {
  const id = useId();
  return (
    <li className="share-choice__habit">
      <label className="share-choice__habit-name" title={habit.name}>
        <input type="checkbox" checked={level !== undefined} onChange={onToggle} />
        <span className="share-choice__icon" style={{ backgroundColor: habit.color }} aria-hidden="true">
          {displayIcon(habit)}
        </span>
        <span className="share-choice__name">{habit.name}</span>
      </label>
      {level !== undefined && (
        <div className="share-choice__level">
          <label className="visually-hidden" htmlFor={id}>
            Share level for {habit.name}
          </label>
          <select
            id={id}
            className="share-choice__select"
            value={level}
            aria-describedby={`${id}-description`}
            onChange={(event) => onLevel(event.target.value as SharedLevel)}
          >
            {SHARED_LEVELS.map((option) => (
              <option key={option} value={option}>
                {levelLabel(option)}
              </option>
            ))}
          </select>
          <span id={`${id}-description`} className="share-choice__hint">
            {levelDescription(level)}
          </span>
        </div>
      )}
    </li>
  );
}
