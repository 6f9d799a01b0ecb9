import type { DateKey, EntryRecord } from '@habitat/domain';
import { NO_PAUSES } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { entry, habit } from '../../widgets/charts/chart-test-data';
import { analyticsHabits, analyticsHistoryStart, toAnalyticsInput } from './analytics-input';

function historyOf(...records: EntryRecord[]): Map<string, Map<DateKey, EntryRecord>> {
  const history = new Map<string, Map<DateKey, EntryRecord>>();
  for (const record of records) {
    const byDate = history.get(record.habitId) ?? new Map<DateKey, EntryRecord>();
    byDate.set(record.date, record);
    history.set(record.habitId, byDate);
  }
  return history;
}

describe('analyticsHistoryStart', () => {
  it('reaches the start of the week holding today − 364 when that is further back than streaks need', () => {
    // Sunday 2026-11-22: today − 364 is Sunday 2025-11-23, whose Monday-week starts 2025-11-17,
    // four days before today − 366 (2025-11-21).
    expect(analyticsHistoryStart('2026-11-22', 1)).toBe('2025-11-17');
    // Wednesday 2026-11-18 with Sunday weeks: today − 364 is Wednesday 2025-11-19, its week starts
    // Sunday 2025-11-16, a day before today − 366 (2025-11-17).
    expect(analyticsHistoryStart('2026-11-18', 0)).toBe('2025-11-16');
  });

  it('falls back to the streak window (a year and a day) when the heatmap needs less', () => {
    // 2026-11-16 is a Monday; today − 364 = 2025-11-17 is a Monday too, so the heatmap starts there,
    // but streaks need today − 366 = 2025-11-15.
    expect(analyticsHistoryStart('2026-11-16', 1)).toBe('2025-11-15');
  });
});

describe('analyticsHabits', () => {
  it('leaves out archived and deleted habits', () => {
    const kept = habit('run');
    const list = [
      kept,
      habit('old', { isActive: false }),
      habit('gone', { deletedAt: '2026-01-01T00:00:00Z' }),
    ];
    expect(analyticsHabits(list)).toEqual([kept]);
  });
});

describe('toAnalyticsInput', () => {
  const today = '2026-11-18';
  const start = '2025-11-16';

  it('describes each active habit with its first day and passes its entries through', () => {
    const run = habit('run', {
      name: 'Run',
      category: 'fitness',
      color: '#10b981',
      icon: '🏃',
      scheduleDays: [1, 3, 5],
      createdAt: '2026-11-10T09:00:00.000Z',
    });
    const done = entry('run', '2026-11-16');
    const history = historyOf(done);
    const input = toAnalyticsInput([run], history, today, 'UTC', start, 1);

    expect(input.today).toBe(today);
    expect(input.habits).toEqual([
      {
        id: 'run',
        name: 'Run',
        category: 'fitness',
        color: '#10b981',
        icon: '🏃',
        scheduleDays: [1, 3, 5],
        firstDay: '2026-11-10',
        pauses: NO_PAUSES,
        limit: null,
      },
    ]);
    expect(input.entries.get('run')?.get('2026-11-16')).toBe(done);
  });

  it('takes an entry from before creation as the first day (imported or synced history)', () => {
    const read = habit('read', { createdAt: '2026-11-10T09:00:00.000Z' });
    const input = toAnalyticsInput([read], historyOf(entry('read', '2026-10-01')), today, 'UTC', start, 1);
    expect(input.habits[0]?.firstDay).toBe('2026-10-01');
  });

  it('reads the creation day in the person’s time zone', () => {
    // 23:30 UTC on the 9th is already the 10th in Tokyo.
    const read = habit('read', { createdAt: '2026-11-09T23:30:00.000Z' });
    const input = toAnalyticsInput([read], new Map(), today, 'Asia/Tokyo', start, 1);
    expect(input.habits[0]?.firstDay).toBe('2026-11-10');
  });

  it('gives a habit with no history an empty entry map, and drops archived habits and their entries', () => {
    const input = toAnalyticsInput(
      [habit('new'), habit('old', { isActive: false })],
      historyOf(entry('old', '2026-11-17')),
      today,
      'UTC',
      start,
      1,
    );
    expect(input.habits.map((item) => item.id)).toEqual(['new']);
    expect(input.entries.get('new')?.size).toBe(0);
    expect(input.entries.has('old')).toBe(false);
  });

  it('starts a habit older than the history read at the history’s first day', () => {
    const old = habit('old', { createdAt: '2020-03-01T09:00:00.000Z' });
    const input = toAnalyticsInput([old], new Map(), today, 'UTC', start, 1);
    expect(input.habits[0]?.firstDay).toBe(start);
  });
});
