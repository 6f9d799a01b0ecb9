import { describe, expect, it } from 'vitest';
import { addDays } from '../dates';
import { seededRandom } from './significance';
import { computeSuggestions, type SuggestionKind } from './suggestions';
import { entry, habit, inputOf } from './test-fixture';
import type { AnalyticsEntry } from './types';

/**
 * The reviewer's check, kept as a test: five independent habits, each done on a coin flip every day,
 * carry no pattern at all, so whatever pattern is claimed about them is a false positive. Every kind
 * that claims a pattern must stay under 5% of such histories. Seeded, so it is the same every run.
 */
const TODAY = '2026-11-30';
const RUNS = 200;
const PATTERN_KINDS: SuggestionKind[] = ['weekdays', 'habit-pair', 'weakest-habit', 'strongest-habit'];

function falsePositiveRates(days: number, seed: number): Record<SuggestionKind, number> {
  const random = seededRandom(seed);
  const counts: Record<SuggestionKind, number> = {
    'streak-at-risk': 0,
    weekdays: 0,
    'habit-pair': 0,
    'weakest-habit': 0,
    'strongest-habit': 0,
  };
  const start = addDays(TODAY, -days);
  for (let run = 0; run < RUNS; run += 1) {
    const habits = ['a', 'b', 'c', 'd', 'e'].map((id) => habit({ id, name: id, firstDay: start }));
    // Half the histories write misses down, half leave them blank (as a person who only ticks does).
    const explicitMisses = run % 2 === 0;
    const entries: Record<string, AnalyticsEntry[]> = {};
    for (const h of habits) {
      const list: AnalyticsEntry[] = [];
      for (let i = 0; i < days; i += 1) {
        const date = addDays(start, i);
        if (random() < 0.5) list.push(entry(date, 'done'));
        else if (explicitMisses) list.push(entry(date, 'missed'));
      }
      entries[h.id] = list;
    }
    const report = computeSuggestions(inputOf(habits, entries, TODAY), start, TODAY, 1);
    for (const kind of new Set(report.suggestions.map((s) => s.kind))) counts[kind] += 1;
  }
  const rates = { ...counts };
  for (const kind of Object.keys(rates) as SuggestionKind[]) rates[kind] = counts[kind] / RUNS;
  return rates;
}

describe('suggestions on random, patternless histories', () => {
  for (const days of [30, 90]) {
    it(`claim each kind of pattern in under 5% of ${RUNS} histories of ${days} days`, () => {
      const rates = falsePositiveRates(days, 27 + days);
      for (const kind of PATTERN_KINDS)
        expect(rates[kind], `${kind}: ${JSON.stringify(rates)}`).toBeLessThan(0.05);
    });
  }
});
