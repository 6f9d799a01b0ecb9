import { type HabitRecord, validateHabitForm } from '@habitat/domain';
import { useCallback, useState } from 'react';
import { type DraftErrors, draftOf, type HabitDraft, toggleDay, type UpdateDraft } from './habit-draft';

/** The dialog's one form, shared by its tabs; editing a field clears that field's error. */
export function useHabitDraft(habit: HabitRecord | undefined) {
  const [draft, setDraft] = useState<HabitDraft>(() => draftOf(habit));
  const [errors, setErrors] = useState<DraftErrors>({});

  const update = useCallback<UpdateDraft>((key, value) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (key === 'name' || key === 'scheduleDays') setErrors((current) => ({ ...current, [key]: undefined }));
  }, []);

  const toggleScheduleDay = useCallback((day: number) => {
    setDraft((current) => ({ ...current, scheduleDays: toggleDay(current.scheduleDays, day) }));
    setErrors((current) => ({ ...current, scheduleDays: undefined }));
  }, []);

  /** The blocking errors of spec §5, shown under their fields; empty when the form can be saved. */
  const validate = useCallback((): DraftErrors => {
    const found = validateHabitForm(draft);
    setErrors(found);
    return found;
  }, [draft]);

  return { draft, errors, update, toggleScheduleDay, validate };
}
