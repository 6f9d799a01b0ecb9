import { describe, expect, it } from 'vitest';
import { ImportFileError } from './import-set';
import { nearestPresetColor } from './loop-colors';
import { type LoopDbHabit, parseLoopDatabase } from './loop-database';

const DAY_MS = 86_400_000;
const at = (date: string) => Date.parse(`${date}T00:00:00Z`);

function habit(id: number, over: Partial<LoopDbHabit> = {}): LoopDbHabit {
  return {
    id,
    name: `Habit ${id}`,
    description: '',
    question: '',
    archived: 0,
    color: 7,
    position: id,
    freqNum: 1,
    freqDen: 1,
    reminderHour: null,
    reminderMin: null,
    reminderDays: 127,
    type: 0,
    targetType: 0,
    targetValue: 0,
    unit: '',
    ...over,
  };
}

describe('parseLoopDatabase: a Loop backup', () => {
  const set = parseLoopDatabase({
    habits: [
      habit(2, {
        name: 'Coffee',
        position: 1,
        type: 1,
        targetType: 1,
        targetValue: 2,
        unit: 'cups',
        color: 16,
      }),
      habit(1, {
        name: 'Meditate',
        position: 0,
        question: 'Did you meditate?',
        reminderHour: 7,
        reminderMin: 5,
        reminderDays: 0b0111110,
      }),
      habit(3, { name: 'Old', position: 2, archived: 1, reminderHour: 21, reminderMin: 30 }),
    ],
    repetitions: [
      { habit: 1, timestamp: at('2026-11-20'), value: 2, notes: 'Calm morning' },
      { habit: 1, timestamp: at('2026-11-21'), value: 3, notes: null },
      { habit: 1, timestamp: at('2026-11-22'), value: 1, notes: '' },
      { habit: 2, timestamp: at('2026-11-20'), value: 3000, notes: 'Deadline' },
      { habit: 2, timestamp: at('2026-11-21'), value: 1000, notes: null },
      { habit: 3, timestamp: at('1990-01-01'), value: 2, notes: null },
      { habit: 3, timestamp: at('2026-11-21') + 5, value: 2, notes: null },
    ],
  });

  it("keeps Loop's order, archived habits, colours, reminders and limits", () => {
    expect(set.habits.map((h) => h.name)).toEqual(['Meditate', 'Coffee', 'Old']);
    const [meditate, coffee, old] = set.habits;
    expect(meditate?.fields).toMatchObject({
      description: 'Did you meditate?',
      reminderEnabled: true,
      reminderTime: '07:05',
      isActive: true,
    });
    expect(coffee?.fields).toMatchObject({
      targetKind: 'at-most',
      targetValue: 2,
      targetUnit: 'cups',
      color: nearestPresetColor('#5D4037'),
    });
    expect(old?.fields).toMatchObject({ isActive: false, reminderTime: '21:30' });
  });

  it('keeps check-ins, skips, amounts and notes, and leaves out what Loop filled in itself', () => {
    const [meditate, coffee] = set.habits;
    expect(meditate?.entries).toEqual([
      { date: '2026-11-20', completed: true, value: 1, skipped: false, note: 'Calm morning' },
      { date: '2026-11-21', completed: false, value: 0, skipped: true },
    ]);
    expect(coffee?.entries).toEqual([
      { date: '2026-11-20', completed: false, value: 3, skipped: false, note: 'Deadline' },
      { date: '2026-11-21', completed: true, value: 1, skipped: false },
    ]);
  });

  it('says what had no home here', () => {
    expect(set.notImported).toEqual(
      expect.arrayContaining([
        "Days Loop marked done by itself from a habit's frequency",
        'Reminders on some weekdays only (Meditate): reminders here ring on every scheduled day',
        '2 check-ins on days this app does not keep',
      ]),
    );
  });

  it('refuses a backup without habits, or with a habit without a name', () => {
    expect(() => parseLoopDatabase({ habits: [], repetitions: [] })).toThrow(ImportFileError);
    expect(() => parseLoopDatabase({ habits: [habit(1, { name: '  ' })], repetitions: [] })).toThrow(
      'Habit 1 in this Loop backup has no name',
    );
  });

  it('reads a day at midnight UTC whatever the zone, and not a time in the middle of one', () => {
    const one = parseLoopDatabase({
      habits: [habit(1)],
      repetitions: [{ habit: 1, timestamp: at('2026-03-29') + 0 * DAY_MS, value: 2, notes: null }],
    });
    expect(one.habits[0]?.entries.map((e) => e.date)).toEqual(['2026-03-29']);
  });
});
