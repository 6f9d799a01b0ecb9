import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateRange,
  dayOfWeek,
  daysBetween,
  forEachDay,
  isDateKey,
  minutesOfDay,
  personalDay,
  startOfWeek,
  toDateKey,
  todayKey,
  weekOf,
  zonedInstant,
} from './dates';

describe('isDateKey', () => {
  it.each(['2026-01-01', '2024-02-29', '2026-12-31'])('accepts %s', (key) =>
    expect(isDateKey(key)).toBe(true),
  );
  it.each(['2026-02-29', '2026-13-01', '2026-1-1', '2026-01-01T00:00:00Z', '', 20260101, null])(
    'rejects %j',
    (key) => expect(isDateKey(key)).toBe(false),
  );
});

describe('toDateKey', () => {
  it('puts 00:30 in Tokyo on Tokyo’s date, though UTC is still on the day before', () => {
    const instant = new Date('2026-03-09T15:30:00Z'); // 00:30 on the 10th in Tokyo (UTC+9)
    expect(toDateKey(instant, 'Asia/Tokyo')).toBe('2026-03-10');
    expect(toDateKey(instant, 'UTC')).toBe('2026-03-09');
  });

  it('keeps the local date across the spring-forward night in New York', () => {
    // 2026-03-08 02:00 EST jumps to 03:00 EDT.
    expect(toDateKey(new Date('2026-03-08T04:59:00Z'), 'America/New_York')).toBe('2026-03-07'); // 23:59 EST
    expect(toDateKey(new Date('2026-03-08T05:00:00Z'), 'America/New_York')).toBe('2026-03-08'); // 00:00 EST
    expect(toDateKey(new Date('2026-03-09T03:59:00Z'), 'America/New_York')).toBe('2026-03-08'); // 23:59 EDT
    expect(toDateKey(new Date('2026-03-09T04:00:00Z'), 'America/New_York')).toBe('2026-03-09'); // 00:00 EDT
  });

  it('keeps the local date across the fall-back night in New York', () => {
    // 2026-11-01 02:00 EDT falls back to 01:00 EST: the day lasts 25 hours.
    expect(toDateKey(new Date('2026-11-01T04:00:00Z'), 'America/New_York')).toBe('2026-11-01'); // 00:00 EDT
    expect(toDateKey(new Date('2026-11-02T04:59:00Z'), 'America/New_York')).toBe('2026-11-01'); // 23:59 EST
    expect(toDateKey(new Date('2026-11-02T05:00:00Z'), 'America/New_York')).toBe('2026-11-02');
  });

  it('gives one instant a different day for a traveller in another zone', () => {
    const instant = new Date('2026-06-15T22:00:00Z');
    expect(toDateKey(instant, 'Europe/Paris')).toBe('2026-06-16');
    expect(toDateKey(instant, 'America/Los_Angeles')).toBe('2026-06-15');
    expect(toDateKey(instant, 'Australia/Sydney')).toBe('2026-06-16');
  });
});

describe('day arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08'); // the DST day is still one day
  });

  it('counts days between keys', () => {
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(364);
    expect(daysBetween('2026-03-08', '2026-03-01')).toBe(-7);
  });

  it('knows the day of the week with Sunday as 0', () => {
    expect(dayOfWeek('2026-11-22')).toBe(0); // a Sunday
    expect(dayOfWeek('2026-11-21')).toBe(6);
  });

  it('lists a range with both ends', () => {
    expect(dateRange('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(dateRange('2026-03-02', '2026-03-01')).toEqual([]);
  });
});

describe('weeks', () => {
  it('start on the preferred day', () => {
    expect(startOfWeek('2026-11-21', 1)).toBe('2026-11-16'); // Saturday → Monday before
    expect(startOfWeek('2026-11-22', 1)).toBe('2026-11-16'); // Sunday is the last day of a Monday week
    expect(startOfWeek('2026-11-22', 0)).toBe('2026-11-22');
    expect(startOfWeek('2026-11-21', 6)).toBe('2026-11-21');
  });

  it('have 7 days with today flagged', () => {
    const week = weekOf('2026-11-18', 1, '2026-11-18');
    expect(week.map((d) => d.date)).toEqual(dateRange('2026-11-16', '2026-11-22'));
    expect(week.map((d) => d.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(week.filter((d) => d.isToday).map((d) => d.date)).toEqual(['2026-11-18']);
  });

  it('span the DST change with 7 distinct days', () => {
    const week = weekOf('2026-03-08', 0, '2026-03-10');
    expect(new Set(week.map((d) => d.date)).size).toBe(7);
    expect(week[0]?.date).toBe('2026-03-08');
  });
});

describe('minutesOfDay', () => {
  it('reads the local clock of the zone', () => {
    const instant = new Date('2026-03-09T15:30:00Z');
    expect(minutesOfDay(instant, 'UTC')).toBe(15 * 60 + 30);
    expect(minutesOfDay(instant, 'Asia/Tokyo')).toBe(30); // 00:30 on the 10th
    expect(minutesOfDay(instant, 'Asia/Kolkata')).toBe(21 * 60); // UTC+5:30
    expect(minutesOfDay(new Date('2026-03-10T00:00:00Z'), 'UTC')).toBe(0);
  });

  it('follows the clock across the spring-forward jump in New York', () => {
    expect(minutesOfDay(new Date('2026-03-08T06:59:00Z'), 'America/New_York')).toBe(60 + 59); // 01:59 EST
    expect(minutesOfDay(new Date('2026-03-08T07:00:00Z'), 'America/New_York')).toBe(180); // 03:00 EDT
  });
});

describe('zonedInstant', () => {
  it('turns a local date and time into the instant', () => {
    expect(new Date(zonedInstant('2026-03-10', 7 * 60, 'UTC')).toISOString()).toBe(
      '2026-03-10T07:00:00.000Z',
    );
    expect(new Date(zonedInstant('2026-03-10', 7 * 60, 'Asia/Tokyo')).toISOString()).toBe(
      '2026-03-09T22:00:00.000Z',
    );
    expect(new Date(zonedInstant('2026-07-01', 9 * 60, 'Europe/London')).toISOString()).toBe(
      '2026-07-01T08:00:00.000Z',
    );
    expect(new Date(zonedInstant('2026-03-10', 0, 'Asia/Kolkata')).toISOString()).toBe(
      '2026-03-09T18:30:00.000Z',
    );
  });

  it('gives the moment of the jump for a time the clock skips', () => {
    // New York, 2026-03-08: 02:00 EST jumps to 03:00 EDT at 07:00 UTC.
    expect(new Date(zonedInstant('2026-03-08', 150, 'America/New_York')).toISOString()).toBe(
      '2026-03-08T07:00:00.000Z',
    );
    expect(new Date(zonedInstant('2026-03-08', 180, 'America/New_York')).toISOString()).toBe(
      '2026-03-08T07:00:00.000Z',
    );
  });

  it('gives the first of a time the clock shows twice', () => {
    // New York, 2026-11-01: 01:30 EDT (05:30 UTC) comes before 01:30 EST (06:30 UTC).
    expect(new Date(zonedInstant('2026-11-01', 90, 'America/New_York')).toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('round-trips with toDateKey and minutesOfDay at every quarter hour of a DST day', () => {
    for (let minutes = 0; minutes < 1440; minutes += 15) {
      if (minutes >= 120 && minutes < 180) continue; // skipped by the clock that day
      const instant = zonedInstant('2026-03-08', minutes, 'America/New_York');
      expect(toDateKey(instant, 'America/New_York')).toBe('2026-03-08');
      expect(minutesOfDay(instant, 'America/New_York')).toBe(minutes);
    }
  });
});

describe('forEachDay', () => {
  it('visits every day with its weekday, across months, years and leap days', () => {
    const seen: string[] = [];
    forEachDay('2027-12-30', '2028-03-01', (key, weekday) => {
      expect(weekday).toBe(dayOfWeek(key));
      seen.push(key);
    });
    expect(seen).toEqual(dateRange('2027-12-30', '2028-03-01'));
    expect(seen).toContain('2028-02-29');
  });

  it('visits nothing when the end comes first', () => {
    let visits = 0;
    forEachDay('2026-11-21', '2026-11-20', () => {
      visits += 1;
    });
    expect(visits).toBe(0);
  });
});

describe('personalDay', () => {
  it('keeps the small hours on the evening before when the day starts later', () => {
    const at = Date.parse('2026-03-10T01:30:00Z');
    expect(personalDay(at, 'UTC')).toBe('2026-03-10');
    expect(personalDay(at, 'UTC', 240)).toBe('2026-03-09');
    expect(personalDay(Date.parse('2026-03-10T04:00:00Z'), 'UTC', 240)).toBe('2026-03-10');
    // Tokyo is UTC+9: 18:30 UTC on the 9th is 03:30 on the 10th there, still the 9th by a 04:00 start.
    expect(todayKey('Asia/Tokyo', Date.parse('2026-03-09T18:30:00Z'), 240)).toBe('2026-03-09');
  });
});

describe('a zone this engine does not know', () => {
  it('reads as UTC rather than throwing', () => {
    const instant = Date.parse('2026-11-24T23:30:00Z');
    expect(toDateKey(instant, 'Mars/Olympus')).toBe('2026-11-24');
    expect(minutesOfDay(instant, 'Mars/Olympus')).toBe(23 * 60 + 30);
  });
});
