import {
  addDays,
  completionRate,
  computeStreaks,
  type DateKey,
  type EntryRecord,
  type HabitRecord,
  habitFirstDay,
  isLimit,
  isNumericHabit,
  isPausedOn,
  isScheduled,
  keptLookup,
  limitOf,
  maxKey,
  pausePlanOf,
  progressOf,
  stepFor,
  streakWindowStart,
  tapCheck,
  type WeekDay,
} from '@habitat/domain';
import { Flame } from 'lucide-react';
import { memo, useId, useMemo, useState } from 'react';
import { numberText, quantityText } from '../../../ui/counted';
import { DialogPortal } from '../../../ui/DialogPortal';
import { HabitIcon } from '../../../ui/HabitIcon';
import { CheckRing } from './CheckRing';
import { CONSISTENCY_DAYS, consistencyText } from './consistency-text';
import { HabitSheet } from './HabitSheet';
import { limitAmount, limitLine } from './limit-text';
import { pausedText } from './pause-text';
import { useCheckIns } from './useCheckIns';

interface HabitListRowProps {
  habit: HabitRecord;
  days: ReadonlyMap<DateKey, EntryRecord> | undefined;
  today: DateKey;
  week: readonly WeekDay[];
  /** Where the person's week starts: a weekly limit counts from it. */
  weekStartsOn: number;
  timezone: string;
  /** False while only this week is loaded: the streak waits for the year. */
  historyComplete: boolean;
  onEdit(habit: HabitRecord): void;
}

/**
 * One habit of the Today list, one compact row (issue 27, as Loop, Streaks and Habitify draw it):
 * its icon, its name (two lines at most), one small line of streak or progress, and the check
 * target under the thumb on the right. A tap on the target checks a yes/no habit or adds one step
 * to a numeric one (tapCheck: never lowers what was typed); a tap on the rest of the row opens the
 * habit's sheet with the week, past days, the exact amount, skip and edit. Memoised on its own
 * entries, so a check-in re-renders only its own row.
 */
export const HabitListRow = memo(function HabitListRow({
  habit,
  days,
  today,
  week,
  weekStartsOn,
  timezone,
  historyComplete,
  onEdit,
}: HabitListRowProps) {
  const rowId = useId();
  const { dayOf, write } = useCheckIns(days);
  const [open, setOpen] = useState(false);
  const todayState = dayOf(today);
  const pauses = useMemo(() => pausePlanOf(habit.pauses), [habit.pauses]);
  const paused = pausedText(pauses, today);
  // A paused day is neither due nor missed (issue 30): the row says until when, and waits.
  const dueToday = isScheduled(habit.scheduleDays, today) && !isPausedOn(pauses, today);
  const numeric = isNumericHabit(habit);
  // A limit (issue 30) is kept by staying within it: its days read through keptLookup.
  const limit = limitOf(habit, weekStartsOn);
  const kept = useMemo(() => keptLookup(habit, dayOf, weekStartsOn), [habit, dayOf, weekStartsOn]);

  const { streak, consistency } = useMemo(() => {
    const firstDay = habitFirstDay(habit, days ?? new Map(), timezone, today);
    const current = computeStreaks({
      scheduleDays: habit.scheduleDays,
      record: kept,
      today,
      firstDay: streakWindowStart(firstDay, today),
      pauses,
    }).current;
    // The consistency beside the streak (issue 30): a pause never hides what happened.
    const month = completionRate({
      scheduleDays: habit.scheduleDays,
      record: kept,
      start: maxKey(firstDay, addDays(today, 1 - CONSISTENCY_DAYS)),
      end: today,
      today,
      pauses,
    });
    return { streak: current, consistency: consistencyText(month, isLimit(habit)) };
  }, [habit, days, kept, today, timezone, pauses]);

  const skipped = todayState?.skipped === true;
  const limitShown =
    limit && !skipped ? limitLine(limit, limitAmount(limit, today, dayOf), habit.targetUnit) : null;
  // A limit is never "done": it counts up through the day, and the line says where it stands.
  const done = !limit && todayState?.completed === true;
  const over = limitShown?.standing === 'over';
  const state = skipped ? 'skipped' : done ? 'done' : over ? 'over' : 'open';
  const step = stepFor(habit);
  const streakText = historyComplete ? `${streak} ${streak === 1 ? 'day' : 'days'}` : '… days';

  return (
    <li
      className={`habit-row habit-row--${state}${dueToday ? '' : ' habit-row--rest'}`}
      data-testid="habit-row"
    >
      {/* The row itself opens the habit; the check target is a separate button beside it. */}
      <button
        type="button"
        className="habit-row__open"
        title={habit.name}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <HabitIcon habit={habit} />
        <span className="habit-row__text">
          <span className="habit-row__name">{habit.name}</span>
          <span className="habit-row__meta">
            {paused ? (
              <span className="habit-row__paused">{paused}</span>
            ) : (
              // A scheduled day that is not due is a planned rest: the habit's rhythm, not a gap.
              !dueToday && <span>{isScheduled(habit.scheduleDays, today) ? 'Rest day' : 'Not today'}</span>
            )}
            {skipped && <span>Skipped today</span>}
            {limitShown ? (
              <span data-testid="habit-amount" id={`${rowId}-amount`} className="habit-row__limit">
                {limitShown.text}
              </span>
            ) : (
              numeric &&
              !skipped && (
                <span data-testid="habit-amount" id={`${rowId}-amount`}>
                  {numberText(todayState?.value ?? 0)} / {quantityText(habit.targetValue, habit.targetUnit)}
                </span>
              )
            )}
            {(!numeric || streak > 0) && (
              <span className="habit-row__streak" data-testid="habit-streak">
                <Flame size={13} aria-hidden="true" />
                <span className="visually-hidden">Streak </span>
                {streakText}
              </span>
            )}
          </span>
        </span>
      </button>
      {dueToday || done || (numeric && (todayState?.value ?? 0) > 0) ? (
        <button
          type="button"
          className="check-target"
          aria-pressed={numeric ? undefined : done}
          // An amount's ring names what a tap adds; where the day stands is read from the row's line.
          aria-describedby={numeric && !skipped ? `${rowId}-amount` : undefined}
          data-done={done}
          data-saved={days?.get(today)?.completed === true}
          aria-label={
            numeric ? `Add ${quantityText(step, habit.targetUnit)} to ${habit.name}` : `Check ${habit.name}`
          }
          onClick={() => write(tapCheck(habit, today, todayState))}
        >
          <CheckRing
            color={habit.color}
            progress={
              limitShown && limit
                ? limitAmount(limit, today, dayOf) / limit.value
                : numeric
                  ? progressOf(habit, todayState)
                  : 0
            }
            done={done}
            over={over}
          />
        </button>
      ) : (
        <span className="check-target check-target--rest" aria-hidden="true" />
      )}
      {open && (
        <DialogPortal>
          <HabitSheet
            habit={habit}
            today={today}
            week={week}
            dayOf={dayOf}
            kept={kept}
            days={days}
            write={write}
            streakText={streakText}
            consistencyText={historyComplete ? consistency : null}
            historyComplete={historyComplete}
            onEdit={() => {
              setOpen(false);
              onEdit(habit);
            }}
            onClose={() => setOpen(false)}
          />
        </DialogPortal>
      )}
    </li>
  );
});
