import { applyHabitCreate, formatHlc, type HabitRecord } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { changedFields, draftOf, fieldsOf, toggleDay } from './habit-draft';

function stored(fields: Record<string, unknown> = {}): HabitRecord {
  const hlc = formatHlc({ physical: 100, counter: 0, node: 'a' });
  const created = applyHabitCreate(undefined, { id: 'h1', fields: { name: 'Read', ...fields } }, hlc, 'now');
  if (!created) throw new Error('not created');
  return created;
}

describe('habit draft', () => {
  it('starts a new habit blank, with the dialog defaults', () => {
    const draft = draftOf(undefined);
    expect(draft).toMatchObject({
      name: '',
      icon: '✅',
      color: '#4f46e5',
      category: 'other',
      isActive: true,
      reminderEnabled: false,
      reminderTime: '',
      targetValue: '1',
      targetUnit: 'times',
    });
    expect(draft.scheduleDays).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('saves a reminder time only while reminders are on and a time is set', () => {
    const draft = { ...draftOf(undefined), name: ' Walk ', reminderTime: '07:30' };
    expect(fieldsOf(draft)).toMatchObject({ name: 'Walk', reminderEnabled: false, reminderTime: null });
    expect(fieldsOf({ ...draft, reminderEnabled: true }).reminderTime).toBe('07:30');
    expect(fieldsOf({ ...draft, reminderEnabled: true, reminderTime: '' }).reminderTime).toBeNull();
  });

  it('turns a blank or odd target into 1', () => {
    const draft = draftOf(undefined);
    expect(fieldsOf({ ...draft, targetValue: '' }).targetValue).toBe(1);
    expect(fieldsOf({ ...draft, targetValue: '0' }).targetValue).toBe(1);
    expect(fieldsOf({ ...draft, targetValue: '8' }).targetValue).toBe(8);
  });

  it('sends only the fields an edit changed', () => {
    const habit = stored({ reminderEnabled: true, reminderTime: '07:00' });
    expect(changedFields(habit, fieldsOf(draftOf(habit)))).toEqual({});
    const draft = { ...draftOf(habit), icon: '🏃', scheduleDays: [1, 3], reminderEnabled: false };
    expect(changedFields(habit, fieldsOf(draft))).toEqual({
      icon: '🏃',
      scheduleDays: [1, 3],
      reminderEnabled: false,
      reminderTime: null,
    });
  });

  it('keeps schedule days sorted as they are toggled', () => {
    expect(toggleDay([1, 5], 3)).toEqual([1, 3, 5]);
    expect(toggleDay([1, 3, 5], 3)).toEqual([1, 5]);
    expect(toggleDay([1], 0)).toEqual([0, 1]);
  });
});
