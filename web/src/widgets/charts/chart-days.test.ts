import { addDays, completionRate, type DateKey, maxKey } from '@habitat/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  completionTone,
  dayState,
  isDue,
  labelledIndexes,
  longDate,
  lookupOf,
  monthBounds,
  percentOf,
  shortDate,
  weekdayShort,
} from './chart-days';
import { entry, habit, streakOf } from './chart-test-data';

describe('dayState', () => {
  const weekdays = { scheduleDays: [1, 2, 3, 4, 5] };
  const today = '2026-11-19'; // a Thursday
  const first = '2026-11-09';

  it('names every kind of day', () => {
    expect(dayState(weekdays, undefined, '2026-11-20', first, today)).toBe('future');
    expect(dayState(weekdays, entry('a', '2026-11-20'), '2026-11-20', first, today)).toBe('future');
    expect(dayState(weekdays, undefined, '2026-11-06', first, today)).toBe('before-start');
    expect(dayState(weekdays, undefined, '2026-11-15', first, today)).toBe('not-scheduled');
    expect(dayState(weekdays, entry('a', '2026-11-15'), '2026-11-15', first, today)).toBe('not-scheduled');
    expect(dayState(weekdays, entry('a', '2026-11-17', 'skipped'), '2026-11-17', first, today)).toBe(
      'skipped',
    );
    expect(dayState(weekdays, entry('a', '2026-11-17'), '2026-11-17', first, today)).toBe('done');
    expect(dayState(weekdays, entry('a', '2026-11-17', 'open'), '2026-11-17', first, today)).toBe('missed');
    expect(dayState(weekdays, undefined, '2026-11-17', first, today)).toBe('missed');
    expect(dayState(weekdays, undefined, today, first, today)).toBe('pending');
    expect(dayState(weekdays, entry('a', today), today, first, today)).toBe('done');
  });

  it('treats an empty schedule as every day, as isScheduled does', () => {
    expect(dayState({ scheduleDays: [] }, undefined, '2026-11-15', first, today)).toBe('missed');
  });

  it('counts the same days as completionRate', () => {
    const dateArb = fc.integer({ min: 0, max: 40 }).map((n) => addDays('2026-10-20', n));
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }),
        fc.array(fc.tuple(dateArb, fc.constantFrom<'done' | 'open' | 'skipped'>('done', 'open', 'skipped')), {
          maxLength: 30,
        }),
        dateArb,
        dateArb,
        dateArb,
        (scheduleDays, raw, firstDay, start, today) => {
          const entries = new Map(raw.map(([date, kind]) => [date, entry('a', date, kind)]));
          const end = addDays(start, 10);
          let done = 0;
          let due = 0;
          for (let date: DateKey = start; date <= end; date = addDays(date, 1)) {
            const state = dayState({ scheduleDays }, entries.get(date), date, firstDay, today);
            if (isDue(state)) due += 1;
            if (state === 'done') done += 1;
          }
          const expected = completionRate({
            scheduleDays,
            record: lookupOf(entries),
            start: maxKey(start, firstDay),
            end,
            today,
          });
          expect({ done, due }).toEqual({ done: expected.completed, due: expected.due });
        },
      ),
    );
  });
});

describe('completion colours and percentages', () => {
  it('uses the 70/40 thresholds', () => {
    expect(completionTone(100)).toBe('good');
    expect(completionTone(70)).toBe('good');
    expect(completionTone(69)).toBe('fair');
    expect(completionTone(40)).toBe('fair');
    expect(completionTone(39)).toBe('poor');
    expect(completionTone(0)).toBe('poor');
  });

  it('rounds to a whole percent and has no percent when nothing was due', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 4)).toBe(0);
    expect(percentOf(0, 0)).toBeNull();
  });
});

describe('date labels', () => {
  it('writes days short and long', () => {
    expect(weekdayShort('2026-11-16')).toBe('Mon');
    expect(weekdayShort('2026-11-22')).toBe('Sun');
    expect(shortDate('2026-11-03')).toBe('03/11');
    expect(longDate('2026-11-03')).toBe('Tue 3 November 2026');
  });

  it('bounds months, leap Februaries included', () => {
    expect(monthBounds(2026, 11)).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(monthBounds(2026, 12)).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    expect(monthBounds(2028, 2)).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(monthBounds(2026, 2)).toEqual({ start: '2026-02-01', end: '2026-02-28' });
  });

  it('builds entries for a run of days', () => {
    expect(streakOf('a', '2026-12-30', 3).map((e) => e.date)).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
    expect(habit('x').name).toBe('x');
  });
});

describe('labelledIndexes', () => {
  it('labels every bar when there is room', () => {
    expect(labelledIndexes(7, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(labelledIndexes(7, 20)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('thins labels to fit, never above the limit', () => {
    expect(labelledIndexes(7, 4)).toEqual([0, 2, 4, 6]);
    expect(labelledIndexes(30, 6)).toEqual([0, 5, 10, 15, 20, 25]);
    for (const max of [1, 2, 5, 9, 13]) expect(labelledIndexes(90, max).length).toBeLessThanOrEqual(max);
  });

  it('copes with nothing to label and no room', () => {
    expect(labelledIndexes(0, 5)).toEqual([]);
    expect(labelledIndexes(5, 0)).toEqual([0]);
  });
});
