import type { HabitCorrelation } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_TEXTS,
  categoryLabel,
  changeLabel,
  changeSentence,
  correlationLine,
  countOf,
  dayLabel,
  nothingDue,
  peakSentence,
  suggestionsEmpty,
  suggestionsSource,
  suggestionText,
  weekdayName,
} from './analytics-texts';

describe('analytics texts', () => {
  it('names the page and its parts as the spec writes them', () => {
    expect(ANALYTICS_TEXTS.title).toBe('Analytics');
    expect(ANALYTICS_TEXTS.rangeLabel).toBe('Time Range');
    expect(ANALYTICS_TEXTS.welcomeTitle).toBe('Welcome to Your Analytics Dashboard!');
    expect(ANALYTICS_TEXTS.tooLittleCorrelationData).toBe(
      'Not enough data yet: correlations need at least 14 days on which both habits were due. Keep logging, or pick a longer time range.',
    );
  });

  it('writes a day as "Mon 3 Nov 2025"', () => {
    expect(dayLabel('2025-11-03')).toBe('Mon 3 Nov 2025');
    expect(dayLabel('2026-01-31')).toBe('Sat 31 Jan 2026');
  });

  it('names weekdays from Sunday = 0, wrapping past Saturday', () => {
    expect(weekdayName(0)).toBe('Sunday');
    expect(weekdayName(6)).toBe('Saturday');
    expect(weekdayName(8)).toBe('Monday');
  });

  it('says the range has nothing due in days', () => {
    expect(nothingDue('30d')).toBe('Nothing was due in the last 30 days.');
  });

  it('shows a change of rate in whole points with an arrow', () => {
    expect(changeLabel(0.12)).toBe('▲ 12 pts');
    expect(changeLabel(-0.054)).toBe('▼ 5 pts');
    expect(changeLabel(0.01)).toBe('▲ 1 pt');
    expect(changeLabel(0.004)).toBe('No change');
    expect(changeLabel(-0.004)).toBe('No change');
    expect(changeLabel(null)).toBe('');
  });

  it('says the change in words for screen readers', () => {
    expect(changeSentence(0.12)).toBe('up 12 points on the first half of the range');
    expect(changeSentence(-0.01)).toBe('down 1 point on the first half of the range');
    expect(changeSentence(0)).toBe('the same as the first half of the range');
    expect(changeSentence(null)).toBe('');
  });

  it('counts in the singular and the plural', () => {
    expect(countOf(1, 'day')).toBe('1 day');
    expect(countOf(0, 'day')).toBe('0 days');
    expect(countOf(45, 'check-in')).toBe('45 check-ins');
  });

  it('tells the busiest time of the week in words', () => {
    expect(peakSentence({ weekday: 1, band: 'morning' })).toBe('You check in most on Monday mornings');
    expect(peakSentence({ weekday: 0, band: 'night' })).toBe('You check in most on Sunday nights');
  });

  it('writes a correlation with its names, direction, strength, coefficient and days', () => {
    const pair: HabitCorrelation = {
      a: { id: 'run', name: 'Run' },
      b: { id: 'read', name: 'Read' },
      coefficient: 0.62,
      days: 45,
      bothDone: 30,
      strength: 'strong',
    };
    expect(correlationLine(pair)).toBe(
      'Run & Read — Often done on the same days (strong link) · 0.62 · 45 days',
    );
    expect(correlationLine({ ...pair, coefficient: -0.3, strength: 'moderate', days: 1 })).toBe(
      'Run & Read — Often done on different days (moderate link) · -0.30 · 1 day',
    );
  });

  it('labels categories, with "all" as All categories', () => {
    expect(categoryLabel('all')).toBe('All categories');
    expect(categoryLabel('health')).toBe('Health');
  });
});

describe('suggestion texts', () => {
  const habit = { id: 'h', name: 'Read', rate: 0.3, due: 20, completed: 6 };

  it('says each kind of suggestion with the figures it rests on', () => {
    expect(suggestionText({ kind: 'streak-at-risk', habit: { id: 'h', name: 'Read' }, streak: 12 })).toEqual({
      title: 'Keep your Read streak',
      detail: '12 days in a row so far, and it is due today.',
    });
    expect(suggestionText({ kind: 'weakest-habit', habit })).toEqual({
      title: 'Read needs attention',
      detail: 'Done on 6 of 20 due days (30%), your lowest. A smaller goal or another time of day may help.',
    });
    expect(
      suggestionText({ kind: 'strongest-habit', habit: { ...habit, rate: 0.9, completed: 18 } }),
    ).toEqual({
      title: 'Read is your strongest habit',
      detail: 'Done on 18 of 20 due days (90%).',
    });
    expect(
      suggestionText({
        kind: 'weekdays',
        best: { weekday: 2, label: 'Tuesday', rate: 1, due: 8, completed: 8 },
        weakest: { weekday: 6, label: 'Saturday', rate: 0.375, due: 8, completed: 3 },
      }),
    ).toEqual({
      title: 'Tuesdays are your best day, Saturdays your weakest',
      detail: 'You do 100% of what is due on Tuesdays and 38% on Saturdays.',
    });
    expect(
      suggestionText({
        kind: 'habit-pair',
        lead: { id: 'a', name: 'Run' },
        follower: { id: 'b', name: 'Read' },
        withRate: 0.8,
        withDays: 10,
        withoutRate: 0.4,
        withoutDays: 10,
      }),
    ).toEqual({
      title: 'Run and Read are often done on the same days',
      detail:
        'Read was done on 80% of the days with Run and on 40% of the days without it (20 days with check-ins).',
    });
  });

  it('says where suggestions come from, and why there are none yet', () => {
    expect(suggestionsSource('30d')).toBe('From your check-ins over the last 30 days, up to yesterday.');
    expect(suggestionsEmpty('7d', 7)).toBe(
      'Not enough history yet for patterns: they need at least 10 due days per habit, 3 of each weekday and 14 days for habits done together, more than the last 7 days hold. Choose 30 or 90 days, or keep logging.',
    );
    expect(suggestionsEmpty('90d', 13)).toBe(
      'Not enough history yet for patterns: they need at least 10 due days per habit, 3 of each weekday and 14 days for habits done together. Keep logging.',
    );
    // Enough days and still nothing: said as no pattern, not as too little data.
    expect(suggestionsEmpty('30d', 14)).toBe(
      'No clear pattern in the last 30 days: no gap between your habits, your weekdays or habits done together is large and steady enough to be more than chance. Keep logging.',
    );
  });
});
