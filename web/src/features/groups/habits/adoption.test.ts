import { sampleGroupHabit as groupHabit } from '@habitat/protocol/testing';
import { describe, expect, it } from 'vitest';
import { groupHabitRows, habitPrivacyPath, scheduleText } from './adoption';

describe('group habit rows', () => {
  const habits = [
    groupHabit({ _id: 'a', adoptedBy: ['me'] }),
    groupHabit({ _id: 'b' }),
    groupHabit({ _id: 'c' }),
  ];

  it('marks habits the group lists the viewer as adopting, or held on this device', () => {
    const rows = groupHabitRows(habits, 'me', new Map([['b', 'mine-b']]));
    expect(rows.map((row) => [row.habit._id, row.adopted, row.privacyPath])).toEqual([
      ['a', true, null],
      ['b', true, '/app/settings/habit-privacy/mine-b'],
      ['c', false, null],
    ]);
  });

  it('knows nobody while the viewer is unknown', () => {
    expect(groupHabitRows(habits, undefined, new Map()).every((row) => !row.adopted)).toBe(true);
  });

  it('encodes the privacy path', () => {
    expect(habitPrivacyPath('a/b')).toBe('/app/settings/habit-privacy/a%2Fb');
  });
});

describe('schedule text', () => {
  it('names common schedules and lists the rest Monday first', () => {
    expect(scheduleText([0, 1, 2, 3, 4, 5, 6])).toBe('Every day');
    expect(scheduleText([])).toBe('Every day');
    expect(scheduleText([1, 2, 3, 4, 5])).toBe('Weekdays');
    expect(scheduleText([6, 0])).toBe('Weekends');
    expect(scheduleText([0, 1, 3])).toBe('Mon, Wed, Sun');
  });
});
