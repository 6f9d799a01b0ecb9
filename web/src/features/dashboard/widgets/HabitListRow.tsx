import {
  computeStreaks,
  type DateKey,
  type EntryRecord,
  type HabitRecord,
  habitFirstDay,
  isNumericHabit,
  isScheduled,
  logValue,
  streakWindowStart,
  toggleCheck,
  toggleSkip,
  type WeekDay,
} from '@habitat/domain';
import { Check, Flame, Minus, Pencil, SkipForward } from 'lucide-react';
import { type CSSProperties, memo, useMemo } from 'react';
import { ActionMenu } from '../../../ui/ActionMenu';
import { inkOn } from '../../../ui/ink';
import { weekDayLetter, weekDayName } from '../../../ui/week-day-text';
import { TodayAmount } from './TodayAmount';
import { useCheckIns } from './useCheckIns';

interface HabitListRowProps {
  habit: HabitRecord;
  days: ReadonlyMap<DateKey, EntryRecord> | undefined;
  today: DateKey;
  week: readonly WeekDay[];
  timezone: string;
  /** False while only this week is loaded: the streak waits for the year. */
  historyComplete: boolean;
  onEdit(habit: HabitRecord): void;
}

/**
 * One habit in the list: today's check (or amount), the name and current streak, the days of this
 * week, and skip and edit behind a ⋯ menu. On a phone the week goes on a line of its own, so nothing
 * squeezes the name; on a wide list everything sits on one line (habit-list.css). Memoised on its
 * own entries, so a check-in re-renders only its own row.
 */
export const HabitListRow = memo(function HabitListRow({
  habit,
  days,
  today,
  week,
  timezone,
  historyComplete,
  onEdit,
}: HabitListRowProps) {
  const { dayOf, write } = useCheckIns(days);
  const todayState = dayOf(today);
  const dueToday = isScheduled(habit.scheduleDays, today);
  const numeric = isNumericHabit(habit);

  const streak = useMemo(() => {
    const firstDay = habitFirstDay(habit, days ?? new Map(), timezone, today);
    return computeStreaks({
      scheduleDays: habit.scheduleDays,
      record: dayOf,
      today,
      firstDay: streakWindowStart(firstDay, today),
    }).current;
  }, [habit, days, dayOf, today, timezone]);

  const done = todayState?.completed === true;
  const skipped = todayState?.skipped === true;
  const state = skipped ? 'skipped' : done ? 'done' : 'open';
  const menuItems = useMemo(
    () => [
      {
        text: skipped ? 'Skipped today' : 'Skip today',
        label: `Skip ${habit.name} today`,
        icon: <SkipForward size={18} aria-hidden="true" />,
        checked: skipped,
        onSelect: () => write(toggleSkip(habit, today, todayState)),
      },
      {
        text: 'Edit habit',
        label: `Edit ${habit.name}`,
        icon: <Pencil size={18} aria-hidden="true" />,
        onSelect: () => onEdit(habit),
      },
    ],
    [habit, skipped, today, todayState, write, onEdit],
  );

  return (
    <li
      className={`habit-item habit-item--${state}${dueToday ? '' : ' habit-item--rest'}`}
      data-testid="habit-row"
    >
      {dueToday || done ? (
        <button
          type="button"
          className={`check-button${done ? ' check-button--done' : ''}`}
          style={{ '--habit-color': habit.color, '--habit-ink': inkOn(habit.color) } as CSSProperties}
          aria-pressed={done}
          data-saved={days?.get(today)?.completed === true}
          aria-label={`Check ${habit.name}`}
          onClick={() => write(toggleCheck(habit, today, todayState))}
        >
          {done && <Check size={22} aria-hidden="true" />}
        </button>
      ) : (
        <span className="check-button check-button--rest" aria-hidden="true" />
      )}
      <div className="habit-item__text">
        {/* The name opens the habit, as in Habitica; two lines at most, the whole of it in its title. */}
        <button
          type="button"
          className="habit-item__name"
          title={habit.name}
          aria-label={`Edit ${habit.name}`}
          onClick={() => onEdit(habit)}
        >
          <span className="habit-item__label">
            <span className="habit-item__icon" aria-hidden="true">
              {habit.icon}
            </span>{' '}
            {habit.name}
          </span>
        </button>
        <span className="habit-item__meta">
          {!dueToday && 'Not scheduled today · '}
          {skipped && 'Skipped today · '}
          <span className="habit-item__streak" data-testid="habit-streak">
            <Flame size={14} aria-hidden="true" />
            {historyComplete ? `${streak} day streak` : '… day streak'}
          </span>
        </span>
        {numeric && (
          <TodayAmount
            key={today}
            label={`${habit.name} amount today`}
            stored={todayState?.value ?? 0}
            onCommit={(value) => write(logValue(habit, today, value))}
          >
            <span className="habit-item__target">
              / {habit.targetValue.toLocaleString('en-US')} {habit.targetUnit}
            </span>
          </TodayAmount>
        )}
      </div>
      <fieldset className="week-days">
        <legend className="visually-hidden">{`${habit.name} this week`}</legend>
        {week.map((day) => {
          const entry = dayOf(day.date);
          const future = day.date > today;
          const scheduled = isScheduled(habit.scheduleDays, day.date);
          const status = entry?.skipped ? 'skipped' : entry?.completed ? 'done' : 'not done';
          return (
            <button
              key={day.date}
              type="button"
              className={`week-day week-day--${status.replace(' ', '-')}${scheduled ? '' : ' week-day--rest'}${day.isToday ? ' week-day--today' : ''}`}
              disabled={future}
              aria-pressed={entry?.completed === true}
              aria-label={`${habit.name}, ${weekDayName(day.date)}: ${future ? 'upcoming' : status}`}
              onClick={() => write(toggleCheck(habit, day.date, entry))}
            >
              <span aria-hidden="true">{weekDayLetter(day.date)}</span>
              <span className="week-day__mark" aria-hidden="true">
                {entry?.skipped ? <Minus size={12} /> : entry?.completed ? <Check size={12} /> : null}
              </span>
            </button>
          );
        })}
      </fieldset>
      {/* Last in the row, as it is drawn last on a wide list, so Tab follows what the eye sees. */}
      <ActionMenu label={`More actions for ${habit.name}`} title={habit.name} items={menuItems} />
    </li>
  );
});
