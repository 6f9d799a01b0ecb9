import { describe, expect, it } from 'vitest';
import { withMonth } from './chart-filters';
import { dashboard, entry, habit, streakOf } from './chart-test-data';
import { buildDatabaseGrid, describeCell, showsValue } from './database-grid';

const today = '2026-11-19'; // Thursday of week 4 (from Monday) of November 2026

function data() {
  return dashboard({
    habits: [
      habit('read', { name: 'Read', scheduleDays: [1, 2, 3, 4, 5], createdAt: '2026-11-17T09:00:00Z' }),
      habit('water', { name: 'Water', targetValue: 8, targetUnit: 'cups' }),
    ],
    entries: [
      entry('read', '2026-11-16', { completed: true, value: 1 }), // before creation: counts, moves first day
      entry('read', '2026-11-17', 'skipped'),
      entry('read', '2026-11-21'), // Saturday, not scheduled
      entry('water', '2026-11-16', { completed: true, value: 8 }),
      entry('water', '2026-11-17', { completed: false, value: 3 }),
      ...streakOf('water', '2026-11-18', 2),
    ],
    today,
  });
}

describe('week view', () => {
  it('shows week `period` of the month, one column a day', () => {
    const grid = buildDatabaseGrid(data(), { period: 4, selectedMonth: 11 }, 'week');
    expect(grid.title).toBe('Week 4 (16/11 - 22/11)');
    expect(grid.days.map((d) => `${d.weekday} ${d.day}`)).toEqual([
      'Mon 16',
      'Tue 17',
      'Wed 18',
      'Thu 19',
      'Fri 20',
      'Sat 21',
      'Sun 22',
    ]);
    expect(grid.days.filter((d) => d.isToday).map((d) => d.date)).toEqual([today]);
    expect(grid.days[0]?.longLabel).toBe('Mon 16 November 2026');
  });

  it('gives every cell its state and value', () => {
    const [read, water] = buildDatabaseGrid(data(), { period: 4, selectedMonth: 11 }, 'week').rows;
    expect(read?.cells.map((c) => c.state)).toEqual([
      'done',
      'skipped',
      'missed',
      'pending',
      'future',
      'future',
      'future',
    ]);
    expect(water?.cells.map((c) => [c.state, c.value])).toEqual([
      ['done', 8],
      ['missed', 3],
      ['done', 1],
      ['done', 1],
      ['future', 0],
      ['future', 0],
      ['future', 0],
    ]);
    expect(read && { done: read.done, due: read.due, percent: read.percent }).toEqual({
      done: 1,
      due: 3,
      percent: 33,
    });
    expect(water && { done: water.done, due: water.due, percent: water.percent }).toEqual({
      done: 3,
      due: 4,
      percent: 75,
    });
  });

  it('marks days before a habit started and days off its schedule', () => {
    const grid = buildDatabaseGrid(data(), { period: 3, selectedMonth: 11 }, 'week');
    const read = grid.rows[0];
    expect(read?.cells.map((c) => c.state)).toEqual(Array(7).fill('before-start'));
    expect(read?.percent).toBeNull();
    const past = buildDatabaseGrid(
      dashboard({ habits: [habit('gym', { scheduleDays: [1] })], today }),
      { period: 3, selectedMonth: 11 },
      'week',
    );
    expect(past.rows[0]?.cells.map((c) => c.state)).toEqual([
      'missed',
      'not-scheduled',
      'not-scheduled',
      'not-scheduled',
      'not-scheduled',
      'not-scheduled',
      'not-scheduled',
    ]);
  });

  it('shows the last week when the stored week is past the month', () => {
    const grid = buildDatabaseGrid(data(), { period: 7, selectedMonth: 11 }, 'week');
    expect(grid.filters).toEqual({ period: 6, selectedMonth: 11 });
    expect(grid.title).toBe('Week 6 (30/11 - 06/12)');
  });

  it('opens on the current week when the month changes to the current one', () => {
    const filters = withMonth({ period: 1, selectedMonth: 3 }, 11, today, 1);
    expect(buildDatabaseGrid(data(), filters, 'week').days.some((d) => d.isToday)).toBe(true);
  });
});

describe('month view', () => {
  it('shows every day of the month in today’s year, whatever the period', () => {
    const grid = buildDatabaseGrid(data(), { period: 2, selectedMonth: 11 }, 'month');
    expect(grid.title).toBe('November 2026');
    expect(grid.days).toHaveLength(30);
    expect(grid.days[0]?.date).toBe('2026-11-01');
    const water = grid.rows[1];
    // Water was created in 2025: 19 days due so far in November, 3 of them done.
    expect(water && [water.done, water.due, water.percent]).toEqual([3, 19, 16]);
  });

  it('keeps the rows in the order of the habits and is empty without them', () => {
    expect(
      buildDatabaseGrid(data(), { period: 1, selectedMonth: 2 }, 'month').rows.map((r) => r.habit.id),
    ).toEqual(['read', 'water']);
    const empty = buildDatabaseGrid(
      dashboard({ habits: [], today }),
      { period: 1, selectedMonth: 2 },
      'month',
    );
    expect(empty.rows).toEqual([]);
    expect(empty.days).toHaveLength(28);
  });
});

describe('describeCell', () => {
  const read = { name: 'Read', targetValue: 1, targetUnit: 'times' };
  const water = { name: 'Water', targetValue: 8, targetUnit: 'cups' };

  it('names a cell for screen readers', () => {
    expect(describeCell(read, { date: '2026-11-03', state: 'done', value: 1 })).toBe(
      'Read: done on 2026-11-03',
    );
    expect(describeCell(read, { date: '2026-11-19', state: 'pending', value: 0 })).toBe(
      'Read: not done yet on 2026-11-19',
    );
    expect(describeCell(read, { date: '2026-11-01', state: 'before-start', value: 0 })).toBe(
      'Read: before the habit started on 2026-11-01',
    );
  });

  it('adds the amount for habits done more than once a day', () => {
    expect(describeCell(water, { date: '2026-11-17', state: 'missed', value: 3 })).toBe(
      'Water: missed (3 of 8 cups) on 2026-11-17',
    );
    expect(describeCell(water, { date: '2026-11-18', state: 'missed', value: 0 })).toBe(
      'Water: missed on 2026-11-18',
    );
    expect(showsValue(read, { date: '2026-11-03', state: 'done', value: 1 })).toBe(false);
    expect(showsValue(water, { date: '2026-11-16', state: 'done', value: 8 })).toBe(true);
  });
});
