import {
  type DateKey,
  dueReminders,
  type EntryRecord,
  type HabitRecord,
  nextReminderAt,
  reminderKey,
  todayKey,
} from '@habitat/domain';
import { useEffect, useState } from 'react';
import { useEntriesBetween, useHabits, usePreferences, useToday } from '../data/hooks';
import { readFiredReminders, writeFiredReminders } from './fired-reminders';
import { notificationPermission } from './notification-permission';
import { showReminder } from './show-reminder';

/**
 * Rings habit reminders while a Habitat page is open (domain rules in packages/domain/reminders).
 * It sleeps on one timer until the next reminder could ring, and looks again whenever the habits
 * or today's entries change, the day turns, or the page becomes visible (after sleep or a long
 * background throttle). Nothing rings when the app is closed: the dialog says so.
 */

/** Wake at least hourly: a suspended laptop or a changed system clock can leave a timer stale. */
const MAX_SLEEP_MS = 3_600_000;
/** Timers may fire a little early; a margin keeps the wake-up past the minute it aims for. */
const WAKE_MARGIN_MS = 500;
const LOCK_NAME = 'habitat-reminders';

export function useReminders(): void {
  const habits = useHabits();
  const { timezone } = usePreferences();
  const today = useToday(timezone);
  const entries = useEntriesBetween(today, today);
  const [wakeUps, setWakeUps] = useState(0);

  useEffect(() => {
    const wake = () => {
      if (document.visibilityState === 'visible') setWakeUps((count) => count + 1);
    };
    document.addEventListener('visibilitychange', wake);
    return () => document.removeEventListener('visibilitychange', wake);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: wakeUps only asks for another look
  useEffect(() => {
    if (!habits || !entries || notificationPermission() === 'unsupported') return;
    // Most check-ins change nothing here: with no reminder set, there is nothing to look at.
    if (!habits.some((habit) => habit.reminderEnabled && habit.isActive && !habit.deletedAt)) return;
    const isDoneOrSkipped = (habitId: string, date: DateKey) => settled(entries.get(`${habitId}|${date}`));
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    const look = async () => {
      // Just past midnight the entries read are still yesterday's; the next day's look waits for them.
      if (todayKey(timezone) !== today) return;
      if (notificationPermission() === 'granted') await ringDue(habits, isDoneOrSkipped, timezone, today);
      if (cancelled) return;
      const next = nextReminderAt({
        habits,
        now: Date.now(),
        timeZone: timezone,
        firedKeys: readFiredReminders(localStorage, today),
        isDoneOrSkipped,
      });
      if (next === null) return;
      const delay = Math.min(Math.max(next - Date.now(), 0) + WAKE_MARGIN_MS, MAX_SLEEP_MS);
      timer = setTimeout(() => setWakeUps((count) => count + 1), delay);
    };
    void look();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [habits, entries, timezone, today, wakeUps]);
}

function settled(entry: EntryRecord | undefined): boolean {
  return Boolean(entry?.completed || entry?.skipped);
}

/** Under a lock shared by the tabs: the second tab then sees the first one's fired keys. */
async function ringDue(
  habits: readonly HabitRecord[],
  isDoneOrSkipped: (habitId: string, date: DateKey) => boolean,
  timeZone: string,
  today: DateKey,
): Promise<void> {
  const ring = async () => {
    const firedKeys = readFiredReminders(localStorage, today);
    const due = dueReminders({ habits, isDoneOrSkipped, now: Date.now(), timeZone, firedKeys });
    if (due.length === 0) return;
    // Remembered before showing: a notification that fails to show is not worth a retry loop.
    for (const habit of due) firedKeys.add(reminderKey(habit.id, today));
    writeFiredReminders(localStorage, firedKeys, today);
    await Promise.all(due.map((habit) => showReminder(habit, reminderKey(habit.id, today)).catch(() => {})));
  };
  if ('locks' in navigator) await navigator.locks.request(LOCK_NAME, ring);
  else await ring();
}
