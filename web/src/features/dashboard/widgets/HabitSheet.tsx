import {
  addDays,
  type CheckInWrite,
  type DateKey,
  type DayState,
  type EntryRecord,
  type HabitRecord,
  isDateKey,
  isLimit,
  isNumericHabit,
  isPausedOn,
  isScheduled,
  logValue,
  pausePlanOf,
  type RecordLookup,
  stepFor,
  stepValue,
  toggleCheck,
  toggleSkip,
  type WeekDay,
} from '@habitat/domain';
import { Check, Flame, Minus, Pencil, SkipForward } from 'lucide-react';
import { useId, useState } from 'react';
import { quantityText } from '../../../ui/counted';
import { HabitIcon } from '../../../ui/HabitIcon';
import { Modal } from '../../../ui/Modal';
import { weekDayLetter, weekDayName } from '../../../ui/week-day-text';
import { AmountStepper } from './AmountStepper';
import { DayNote } from './DayNote';
import { HabitPauses } from './HabitPauses';
import { HabitRests } from './HabitRests';
import { NotesTimeline } from './NotesTimeline';

interface HabitSheetProps {
  habit: HabitRecord;
  today: DateKey;
  /** This week (the preferred week start), shown as the strip. */
  week: readonly WeekDay[];
  dayOf(date: DateKey): DayState | undefined;
  /** Each day kept or not, as the streak reads it: for a limit, within it or over. */
  kept: RecordLookup;
  /** The stored days, for their notes. */
  days: ReadonlyMap<DateKey, EntryRecord> | undefined;
  write(change: CheckInWrite): void;
  streakText: string;
  /** "Done 24 of 28 due days in the last 30 days · 2 paused", or null (nothing yet, or still loading). */
  consistencyText: string | null;
  /** False while only this week is on the screen: older days would read as empty, and be overwritten. */
  historyComplete: boolean;
  onEdit(): void;
  onClose(): void;
}

/** How far back a day may be logged here: a year, as the quick actions' past-day log allows. */
const DAYS_BACK = 365;

/**
 * A habit's second level (issue 27: the list row stays one line of today; everything else is one
 * tap further). A sheet from the bottom on a phone, a small dialog on a desk, holding: this week,
 * any past day (the amount for a numeric habit, done or not for a yes/no one), the exact amount
 * with − / +, the day's note and the notes before it, skip today, and edit. Writes go through the row's check-ins, so the row behind
 * shows each change at once.
 */
export function HabitSheet({
  habit,
  today,
  week,
  dayOf,
  kept,
  days,
  write,
  streakText,
  consistencyText,
  historyComplete,
  onEdit,
  onClose,
}: HabitSheetProps) {
  const id = useId();
  const numeric = isNumericHabit(habit);
  const limit = isLimit(habit);
  const [selected, setSelected] = useState<DateKey>(today);
  const selectedDay = dayOf(selected);
  const todayState = dayOf(today);
  const skipped = todayState?.skipped === true;
  // Until the year is read, only this week's days are known: an older day would show as empty and
  // a + would write one step over what it holds.
  const earliest = historyComplete ? addDays(today, -DAYS_BACK) : (week[0]?.date ?? today);
  const inWeek = week.some((day) => day.date === selected);
  const selectedName = selected === today ? 'today' : `on ${weekDayName(selected)}`;

  return (
    <Modal title={habit.name} size="sm" onClose={onClose}>
      <div className="habit-sheet">
        <p className="habit-sheet__summary">
          <HabitIcon habit={habit} size="sm" />
          <span>
            <Flame size={14} aria-hidden="true" /> Current streak: {streakText}
          </span>
          {numeric && <span>· {quantityText(stepFor(habit), habit.targetUnit)} a tap</span>}
        </p>
        {consistencyText && (
          <p className="habit-sheet__summary" data-testid="habit-consistency">
            {consistencyText}
          </p>
        )}
        <fieldset className="week-days">
          <legend className="habit-sheet__label">This week</legend>
          {week.map((day) => {
            const entry = dayOf(day.date);
            const future = day.date > today;
            const scheduled = isScheduled(habit.scheduleDays, day.date);
            // A limit's day is under or over it, by what was had (a day with nothing logged is under).
            const status = entry?.skipped
              ? 'skipped'
              : limit
                ? kept(day.date)?.completed
                  ? 'under'
                  : 'over'
                : entry?.completed
                  ? 'done'
                  : 'not done';
            const amount = numeric && entry && !entry.skipped ? entry.value : 0;
            return (
              <button
                key={day.date}
                type="button"
                className={`week-day week-day--${status.replace(' ', '-')}${scheduled ? '' : ' week-day--rest'}${day.isToday ? ' week-day--today' : ''}${numeric && day.date === selected ? ' week-day--selected' : ''}`}
                disabled={future}
                data-autofocus={day.isToday ? true : undefined}
                aria-pressed={numeric ? day.date === selected : entry?.completed === true}
                aria-label={`${habit.name}, ${weekDayName(day.date)}: ${future ? 'upcoming' : numeric ? `${quantityText(amount, habit.targetUnit)}, ${status}` : status}`}
                onClick={() => {
                  // A numeric day is chosen for its amount below; a yes/no day is simply toggled.
                  setSelected(day.date);
                  if (!numeric) write(toggleCheck(habit, day.date, entry));
                }}
              >
                <span aria-hidden="true">{weekDayLetter(day.date)}</span>
                <span className="week-day__mark" aria-hidden="true">
                  {entry?.skipped ? (
                    <Minus size={12} />
                  ) : limit ? (
                    status === 'over' && '!'
                  ) : entry?.completed ? (
                    <Check size={12} />
                  ) : amount > 0 ? (
                    // Drawn, not written: the day's name says the amount (and text here would
                    // not be in that name).
                    <span className="week-day__dot" />
                  ) : null}
                </span>
              </button>
            );
          })}
        </fieldset>
        <div className="field habit-sheet__day">
          <label className="habit-sheet__label" htmlFor={`${id}-day`}>
            {numeric ? 'Day' : 'Another day'}
          </label>
          <input
            id={`${id}-day`}
            className="input"
            type="date"
            value={selected}
            min={earliest}
            max={today}
            onChange={(event) => {
              const date = event.target.value;
              if (isDateKey(date) && date >= earliest && date <= today) setSelected(date);
            }}
          />
        </div>
        {numeric ? (
          <AmountStepper
            key={selected}
            label={`${habit.name} amount ${selectedName}`}
            stored={selectedDay && !selectedDay.skipped ? selectedDay.value : 0}
            step={stepFor(habit)}
            unit={habit.targetUnit}
            target={habit.targetValue}
            onCommit={(value) => write(logValue(habit, selected, value))}
            onStep={(steps) => write(stepValue(habit, selected, selectedDay, steps))}
          />
        ) : (
          !inWeek && (
            <button
              type="button"
              className={`button ${selectedDay?.completed ? 'button--primary' : 'button--outline'}`}
              aria-pressed={selectedDay?.completed === true}
              onClick={() => write(toggleCheck(habit, selected, selectedDay))}
            >
              <Check size={18} aria-hidden="true" /> Done {selectedName}
            </button>
          )
        )}
        <DayNote
          key={selected}
          habitId={habit.id}
          habitName={habit.name}
          date={selected}
          dayName={selectedName}
          stored={days?.get(selected)?.note ?? null}
        />
        <div className="habit-sheet__actions">
          {isScheduled(habit.scheduleDays, today) && !isPausedOn(pausePlanOf(habit.pauses), today) && (
            <button
              type="button"
              className={`button ${skipped ? 'button--primary' : 'button--outline'}`}
              // The sheet is named after the habit; the button's name is its own words (WCAG 2.5.3),
              // and whether today is skipped is its pressed state.
              aria-pressed={skipped}
              onClick={() => write(toggleSkip(habit, today, todayState))}
            >
              <SkipForward size={18} aria-hidden="true" /> Skip today
            </button>
          )}
          <button type="button" className="button button--outline" onClick={onEdit}>
            <Pencil size={18} aria-hidden="true" /> Edit habit
          </button>
        </div>
        <HabitPauses habit={habit} today={today} />
        <HabitRests habit={habit} />
        {historyComplete && <NotesTimeline days={days} onPick={setSelected} />}
      </div>
    </Modal>
  );
}
