import { describe, expect, it } from 'vitest';
import { coerceHabitPatch, coerceTargetValue, isDone, newHabitFields, validateHabitForm } from './habit-form';
import { normalizeDays, SCHEDULE_BUTTONS } from './schedule';

describe('validateHabitForm', () => {
  it('needs a name and a day, with the spec messages', () => {
    expect(validateHabitForm({ name: '  ', scheduleDays: [] })).toEqual({
      name: 'Name is required',
      scheduleDays: 'Please select at least one day',
    });
    expect(validateHabitForm({ name: 'Read', scheduleDays: [1] })).toEqual({});
  });
});

describe('coerceHabitPatch', () => {
  it('trims the name and falls back to New Habit', () => {
    expect(coerceHabitPatch({ name: '  Read  ' }).name).toBe('Read');
    expect(coerceHabitPatch({ name: '   ' }).name).toBe('New Habit');
  });

  it('turns values into strings', () => {
    expect(coerceHabitPatch({ description: 42, category: 7, color: 0 })).toEqual({
      description: '42',
      category: '7',
      color: '0',
    });
  });

  it('sorts days, drops duplicates and anything outside 0–6', () => {
    expect(coerceHabitPatch({ scheduleDays: [6, 0, 3, 3, 9, -1, '2', 'x'] }).scheduleDays).toEqual([
      0, 2, 3, 6,
    ]);
  });

  it('keeps the target at 1 or more, and turns non-numbers into 1', () => {
    expect(coerceTargetValue(5)).toBe(5);
    expect(coerceTargetValue('8')).toBe(8);
    expect(coerceTargetValue(0)).toBe(1);
    expect(coerceTargetValue(-3)).toBe(1);
    expect(coerceTargetValue('many')).toBe(1);
    expect(coerceTargetValue(Number.NaN)).toBe(1);
    expect(coerceTargetValue(null)).toBe(1);
  });

  it('keeps a reminder time only while reminders are on and the time is valid', () => {
    expect(coerceHabitPatch({ reminderEnabled: true, reminderTime: '07:30' })).toEqual({
      reminderEnabled: true,
      reminderTime: '07:30',
    });
    expect(coerceHabitPatch({ reminderEnabled: false, reminderTime: '07:30' }).reminderTime).toBeNull();
    expect(coerceHabitPatch({ reminderTime: '25:00' }).reminderTime).toBeNull();
  });

  it('returns only the fields it was given', () => {
    expect(Object.keys(coerceHabitPatch({ color: '#10b981' }))).toEqual(['color']);
  });
});

describe('newHabitFields', () => {
  it('fills the defaults of spec §3', () => {
    expect(newHabitFields({})).toEqual({
      name: 'New Habit',
      description: '',
      category: 'other',
      color: '#4f46e5',
      icon: '⭐',
      frequency: 'daily',
      isActive: true,
      scheduleDays: [0, 1, 2, 3, 4, 5, 6],
      reminderEnabled: false,
      reminderTime: null,
      targetValue: 1,
      targetUnit: 'times',
      targetKind: 'at-least',
      targetPeriod: 'day',
      moreReminderTimes: [],
      routineId: null,
      routineSince: null,
      listOrder: null,
    });
  });

  it('keeps a routine id (lower case) and a finite place; anything else is no routine, not placed', () => {
    const id = '0190A1B2-0000-7000-8000-000000000001';
    expect(coerceHabitPatch({ routineId: id, routineSince: '2026-11-29', listOrder: 2.5 })).toEqual({
      routineId: id.toLowerCase(),
      routineSince: '2026-11-29',
      listOrder: 2.5,
    });
    // A routine named without its day of joining: the day is not known.
    expect(coerceHabitPatch({ routineId: 'morning', listOrder: Number.NaN })).toEqual({
      routineId: null,
      routineSince: null,
      listOrder: null,
    });
    expect(coerceHabitPatch({ listOrder: 1 })).toEqual({ listOrder: 1 });
  });

  it('keeps a limit, and reads any other kind or period as the default', () => {
    expect(coerceHabitPatch({ targetKind: 'at-most', targetPeriod: 'week' })).toEqual({
      targetKind: 'at-most',
      targetPeriod: 'week',
    });
    expect(coerceHabitPatch({ targetKind: 'exactly', targetPeriod: 'month' })).toEqual({
      targetKind: 'at-least',
      targetPeriod: 'day',
    });
  });
});

describe('schedule', () => {
  it('orders buttons Monday to Sunday with Sunday stored as 0', () => {
    expect(SCHEDULE_BUTTONS.map((b) => b.label).join(' ')).toBe('M T W T F S S');
    expect(SCHEDULE_BUTTONS.at(-1)?.day).toBe(0);
    expect(normalizeDays([0, 6, 1])).toEqual([0, 1, 6]);
  });

  it('counts a numeric day as done once the value reaches the target', () => {
    expect(isDone(7, 8)).toBe(false);
    expect(isDone(8, 8)).toBe(true);
  });
});
