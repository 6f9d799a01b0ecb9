import { type DateKey, dayStartMinutes, type EntryRecord, nextNoticeAt, todayKey } from '@habitat/domain';
import { useEffect, useState } from 'react';
import { localDb } from '../data/database';
import { useEntriesBetween, useHabits, usePreferences, useToday } from '../data/hooks';
import { readFiredReminders } from '../data/reminders-store';
import { serverNow } from '../sync/server-clock';
import { notificationPermission } from './notification-permission';
import { registerReminderWakeUps } from './reminder-wake-ups';
import { ringDueReminders } from './ring-due';
import { showReminder } from './show-reminder';

/**
 * Rings habit reminders while a Habitat page is open (domain rules in packages/domain/reminders;
 * the service worker rings them too when the browser wakes it, see ring-due.ts).
 * It sleeps on one timer until the next reminder could ring, and looks again whenever the habits
 * or today's entries change, the day turns, or the page becomes visible (after sleep or a long
 * background throttle).
 */

/** Wake at least hourly: a suspended laptop or a changed system clock can leave a timer stale. */
const MAX_SLEEP_MS = 3_600_000;
/** Timers may fire a little early; a margin keeps the wake-up past the minute it aims for. */
const WAKE_MARGIN_MS = 500;

export function useReminders(): void {
  const habits = useHabits();
  const preferences = usePreferences();
  const { timezone } = preferences;
  const dayStart = dayStartMinutes(preferences);
  const summaryAt = preferences.reminderSummaryAt ?? null;
  const today = useToday(preferences);
  const entries = useEntriesBetween(today, today);
  const [wakeUps, setWakeUps] = useState(0);

  useEffect(() => {
    const wake = () => {
      if (document.visibilityState === 'visible') setWakeUps((count) => count + 1);
    };
    document.addEventListener('visibilitychange', wake);
    return () => document.removeEventListener('visibilitychange', wake);
  }, []);

  // Once allowed, ask the browser to wake the service worker now and then (Chromium, installed app).
  useEffect(() => {
    if (
      (summaryAt !== null || habits?.some((habit) => habit.reminderEnabled)) &&
      notificationPermission() === 'granted'
    ) {
      void registerReminderWakeUps();
    }
  }, [habits, summaryAt]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: wakeUps only asks for another look
  useEffect(() => {
    if (!habits || !entries || notificationPermission() === 'unsupported') return;
    // Most check-ins change nothing here: with no reminder set, there is nothing to look at.
    const anyReminder = habits.some((habit) => habit.reminderEnabled && habit.isActive && !habit.deletedAt);
    if (summaryAt === null && !anyReminder) return;
    const isDoneOrSkipped = (habitId: string, date: DateKey) => settled(entries.get(`${habitId}|${date}`));
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    const look = async () => {
      // Just past midnight the entries read are still yesterday's; the next day's look waits for them.
      if (todayKey(timezone, serverNow(), dayStart) !== today) return;
      const db = localDb();
      if (notificationPermission() === 'granted') await ringDueReminders(db, serverNow(), showReminder);
      if (cancelled) return;
      const next = nextNoticeAt({
        habits,
        summaryAt,
        now: serverNow(),
        timeZone: timezone,
        dayStartMinutes: dayStart,
        firedKeys: await readFiredReminders(db, today),
        isDoneOrSkipped,
      });
      if (next === null || cancelled) return;
      const delay = Math.min(Math.max(next - serverNow(), 0) + WAKE_MARGIN_MS, MAX_SLEEP_MS);
      timer = setTimeout(() => setWakeUps((count) => count + 1), delay);
    };
    void look();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [habits, entries, timezone, dayStart, today, summaryAt, wakeUps]);
}

function settled(entry: EntryRecord | undefined): boolean {
  return Boolean(entry?.completed || entry?.skipped);
}
