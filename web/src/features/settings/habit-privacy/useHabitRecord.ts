import { useMemo } from 'react';
import { useHabits } from '../../../data/hooks';
import { findHabit, type HabitLookup } from './habit-privacy';

/**
 * One habit from the local database, live. `useHabit` cannot tell "still loading" from "no such
 * habit" (both are undefined), so this reads the live list, which is undefined only while loading.
 */
export function useHabitRecord(id: string): HabitLookup {
  const habits = useHabits();
  return useMemo(() => findHabit(habits, id), [habits, id]);
}
