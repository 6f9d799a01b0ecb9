import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates';
import { habitTable } from './habit-table';
import { yearHeatmap } from './heatmap';
import { entry, habit, inputOf } from './test-fixture';
import { completionTrend, trendTotals } from './trend';
import type { AnalyticsEntry } from './types';
import { weekdayRates } from './weekdays';

const TODAY = '2026-03-10';
const WINDOW = 40; // entries and ranges live in the 40 days up to today and a few after

const habitArb = fc.record({
  scheduleDays: fc.subarray([0, 1, 2, 3, 4, 5, 6]),
  firstOffset: fc.integer({ min: 0, max: WINDOW + 3 }),
  states: fc.array(fc.constantFrom('done', 'missed', 'skipped', 'none'), {
    minLength: WINDOW + 5,
    maxLength: WINDOW + 5,
  }),
});

describe('analytics figures agree with each other', () => {
  it('the trend, the habit table, the weekdays and the heatmap count the same due and done days', () => {
    fc.assert(
      fc.property(
        fc.array(habitArb, { maxLength: 4 }),
        fc.integer({ min: 0, max: WINDOW }),
        fc.integer({ min: 0, max: WINDOW + 4 }),
        (specs, startOffset, length) => {
          const start = addDays(TODAY, -startOffset);
          const end = addDays(start, length);
          const entries: Record<string, AnalyticsEntry[]> = {};
          const habits = specs.map((spec, h) => {
            const id = `h${h}`;
            const base = addDays(TODAY, -WINDOW);
            entries[id] = spec.states.flatMap((state, d) =>
              state === 'none' ? [] : [entry(addDays(base, d), state as 'done' | 'missed' | 'skipped')],
            );
            return habit({ id, scheduleDays: spec.scheduleDays, firstDay: addDays(base, spec.firstOffset) });
          });
          const input = inputOf(habits, entries, TODAY);
          const totals = trendTotals(completionTrend(input, start, end));
          const rows = habitTable(input, start, end);
          const byWeekday = weekdayRates(input, start, end, 1);
          const cells = yearHeatmap(input, 1)
            .flatMap((w) => w.days)
            .filter((c) => c.date >= start && c.date <= end);
          const sums = (list: readonly { completed: number; due: number }[]) => [
            list.reduce((n, x) => n + x.completed, 0),
            list.reduce((n, x) => n + x.due, 0),
          ];
          expect(sums(rows)).toEqual([totals.completed, totals.due]);
          expect(sums(byWeekday)).toEqual([totals.completed, totals.due]);
          expect(sums(cells)).toEqual([totals.completed, totals.due]);
        },
      ),
    );
  });
});
