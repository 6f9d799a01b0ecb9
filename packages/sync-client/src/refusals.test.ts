import type { HabitFields } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import type { Rejection } from './meta';
import { daysPhrase, describeRefusals, type RefusedHabit } from './refusals';

const FIELDS: HabitFields = {
  name: 'Read',
  description: '',
  category: 'general',
  color: '#3b82f6',
  icon: 'book',
  frequency: 'daily',
  isActive: true,
  scheduleDays: [0, 1, 2, 3, 4, 5, 6],
  reminderEnabled: false,
  reminderTime: null,
  targetValue: 1,
  targetUnit: '',
};
const READ: RefusedHabit = { id: 'h1', name: 'Read', source: 'personal', fields: FIELDS };

let nextId = 1;
function checkIn(date: string, error = 'Habit was deleted', habit: RefusedHabit | null = READ): Rejection {
  return {
    mutationId: nextId++,
    name: 'entry.set',
    error,
    at: 1,
    args: { habitId: 'h1', date, completed: true, value: 1 },
    habit,
  };
}

describe('describeRefusals', () => {
  it('names the habit and the day of a check-in on a habit deleted elsewhere, and offers to restore it', () => {
    const [notice] = describeRefusals([checkIn('2026-11-24')]);
    expect(notice?.text).toBe(
      "'Read' was deleted on another device; your check-in for Tue 24 Nov was not kept.",
    );
    expect(notice?.restore).toEqual({
      label: "Restore 'Read' with this check-in",
      fields: FIELDS,
      checkIns: [{ date: '2026-11-24', completed: true, value: 1 }],
    });
  });

  it('tells several refused days of one habit in one notice', () => {
    const refusals = [checkIn('2026-11-24'), checkIn('2026-11-23')];
    const notices = describeRefusals(refusals);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toBe(
      "'Read' was deleted on another device; your check-ins for Mon 23 Nov and Tue 24 Nov were not kept.",
    );
    expect(notices[0]?.mutationIds).toEqual(refusals.map((r) => r.mutationId));
    expect(notices[0]?.restore?.label).toBe("Restore 'Read' with these check-ins");
  });

  it('counts days, not writes, and restores a day as it was left (checked, then unchecked: nothing)', () => {
    const unchecked: Rejection = {
      ...checkIn('2026-11-24'),
      args: { habitId: 'h1', date: '2026-11-24', completed: false, value: 0 },
    };
    const notices = describeRefusals([checkIn('2026-11-24'), unchecked, checkIn('2026-11-23')]);
    expect(notices[0]?.text).toBe(
      "'Read' was deleted on another device; your check-ins for Mon 23 Nov and Tue 24 Nov were not kept.",
    );
    expect(notices[0]?.restore?.checkIns).toEqual([{ date: '2026-11-23', completed: true, value: 1 }]);
    const twice = describeRefusals([checkIn('2026-11-25'), checkIn('2026-11-25')]);
    expect(twice[0]?.text).toBe(
      "'Read' was deleted on another device; your check-in for Wed 25 Nov was not kept.",
    );
  });

  it('does not offer to restore a group habit, nor a habit the device never knew', () => {
    const adopted = { ...READ, source: 'workspace' as const };
    expect(describeRefusals([checkIn('2026-11-24', 'Habit was deleted', adopted)])[0]?.restore).toBeNull();
    const unknown = describeRefusals([checkIn('2026-11-24', 'Habit was deleted', null)])[0];
    expect(unknown?.text).toBe('Change not saved: Habit was deleted.');
  });

  it('says a habit gone from the account, and a habit refused at the cap, in their own words', () => {
    expect(describeRefusals([checkIn('2026-11-24', 'Habit not found')])[0]?.text).toBe(
      "'Read' is no longer in your account; your check-in for Tue 24 Nov was not kept.",
    );
    const create: Rejection = {
      mutationId: nextId++,
      name: 'habit.create',
      error: 'You have 200 active habits, the most one account can. Archive or delete one to add another.',
      at: 1,
      args: { id: 'h9', fields: { name: 'Swim' } },
      habit: null,
    };
    expect(describeRefusals([create])[0]?.text).toBe(
      "'Swim' was not added: You have 200 active habits, the most one account can. Archive or delete one to add another.",
    );
  });

  it('says a change to a deleted habit was not kept, and offers the habit back', () => {
    const update: Rejection = {
      mutationId: nextId++,
      name: 'habit.update',
      error: 'Habit was deleted',
      at: 1,
      args: { id: 'h1', patch: { color: '#ff0000' } },
      habit: READ,
    };
    const [notice] = describeRefusals([update]);
    expect(notice?.text).toBe("'Read' was deleted on another device; your change to it was not kept.");
    expect(notice?.restore?.label).toBe("Restore 'Read'");
  });

  it('keeps the old words for a refusal it knows nothing more of (stored before this version)', () => {
    const old: Rejection = { mutationId: nextId++, name: 'entry.set', error: 'Habit was deleted', at: 1 };
    expect(describeRefusals([old])[0]?.text).toBe('Change not saved: Habit was deleted.');
  });
});

describe('daysPhrase', () => {
  it('lists up to three days, then counts the rest', () => {
    expect(daysPhrase(['2026-11-24'])).toBe('Tue 24 Nov');
    expect(daysPhrase(['2026-11-25', '2026-11-23', '2026-11-24'])).toBe(
      'Mon 23 Nov, Tue 24 Nov and Wed 25 Nov',
    );
    expect(daysPhrase(['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-24'])).toBe(
      'Sat 21 Nov, Sun 22 Nov and 2 other days',
    );
  });
});
