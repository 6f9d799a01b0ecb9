import { useReminders } from './useReminders';

/** Mount once inside the signed-in app shell: rings habit reminders while the app is open. */
export function ReminderScheduler() {
  useReminders();
  return null;
}
