import { listSections, nextOpenWrite } from '@habitat/domain';
import { writeFailureText } from '@habitat/sync-client';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { storedDays } from '../../data/days';
import { useRoutines } from '../../data/hooks';
import { mutateLocal } from '../../data/mutations';
import { launchedAsking } from '../../session/launch';
import { useToast } from '../../ui/toast/ToastProvider';
import type { DashboardData } from '../../widgets/dashboard-data';

/** The installed app's shortcut "Check in the next habit" opens Today with this (vite.config.ts). */
export const CHECK_NEXT_PARAM = 'check';
export const CHECK_NEXT = 'next';

/**
 * Today opened by the shortcut: the first habit of the person's list still open today is checked
 * in, through the same offline write as a tap, and a toast names it (the person did not see the
 * tap). Done once: the address loses the request, so a reload does not check in a second habit,
 * and only when the page was opened so, by someone already using the app (a shortcut opened signed
 * out leads to a sign-in, after which nothing is checked in for whoever signs in).
 */
export function useShortcutCheckIn(data: DashboardData | undefined): void {
  const [params, setParams] = useSearchParams();
  const routines = useRoutines();
  const toast = useToast();
  const handled = useRef(false);
  // Only the launch's own request, for the person the app opened for (session/launch.ts).
  const asked = params.get(CHECK_NEXT_PARAM) === CHECK_NEXT && launchedAsking(CHECK_NEXT_PARAM, CHECK_NEXT);

  useEffect(() => {
    if (!asked || handled.current || !data || routines === undefined) return;
    handled.current = true;
    setParams(
      (current) => {
        current.delete(CHECK_NEXT_PARAM);
        return current;
      },
      { replace: true },
    );
    const ordered = listSections(data.habits, routines).flatMap((section) => section.habits);
    const { today } = data;
    // Today's days read from the store, not from the screen's read, which may still be loading.
    storedDays(
      ordered.map((habit) => habit.id),
      today,
    )
      .then((days) => {
        const write = nextOpenWrite(ordered, today, (id) => days.get(id));
        if (!write) {
          toast.info('Nothing is left to do today.');
          return;
        }
        const name = ordered.find((habit) => habit.id === write.habitId)?.name ?? 'Habit';
        return mutateLocal('entry.set', write).then(() => toast.success(`${name}: done for today.`));
      })
      .catch((error: Error) => toast.error(writeFailureText('Failed to update habit', error)));
  }, [asked, data, routines, setParams, toast]);
}
