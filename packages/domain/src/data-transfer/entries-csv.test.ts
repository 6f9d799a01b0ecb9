import { describe, expect, it } from 'vitest';
import type { DateKey } from '../dates';
import { csvField, entriesCsv } from './entries-csv';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type ExportedEntry,
  type ExportedHabit,
  type HabitatExport,
} from './export-format';

function habit(id: string, name: string): ExportedHabit {
  return { id, name } as ExportedHabit;
}

function entry(
  habitId: string,
  date: string,
  completed: boolean,
  value: number,
  skipped = false,
): ExportedEntry {
  return { habitId, date: date as DateKey, completed, value, skipped, updatedAt: '2025-01-01T00:00:00.000Z' };
}

function exportOf(habits: ExportedHabit[], entries: ExportedEntry[]): HabitatExport {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: '2025-03-04T10:00:00.000Z',
    profile: {
      id: 'u1',
      name: 'Ada',
      username: null,
      email: 'ada@example.com',
      avatar: null,
      role: 'user',
      hasGoogleAuth: false,
      hasGithubAuth: false,
      createdAt: '2025-01-01T00:00:00.000Z',
    },
    preferences: {
      theme: 'auto',
      timezone: 'UTC',
      weekStartsOn: 1,
      emailNotifications: true,
      dayStartsAt: '00:00',
      pushEncouragements: true,
      pushGroupEvents: false,
      reminderSummaryAt: null,
    },
    habits,
    entries,
    layouts: [],
  };
}

describe('entriesCsv', () => {
  it('writes the header alone, with CRLF, when there are no check-ins', () => {
    expect(entriesCsv(exportOf([], []))).toBe('habit,date,completed,value,skipped,note\r\n');
  });

  it('writes one row per check-in, sorted by habit name and then date', () => {
    const csv = entriesCsv(
      exportOf(
        [habit('h1', 'Run'), habit('h2', 'Meditate')],
        [
          entry('h1', '2025-03-02', true, 1),
          entry('h2', '2025-03-03', false, 0, true),
          entry('h1', '2025-03-01', false, 0),
          entry('h2', '2025-03-01', true, 20),
        ],
      ),
    );
    expect(csv).toBe(
      'habit,date,completed,value,skipped,note\r\n' +
        'Meditate,2025-03-01,true,20,false,\r\n' +
        'Meditate,2025-03-03,false,0,true,\r\n' +
        'Run,2025-03-01,false,0,false,\r\n' +
        'Run,2025-03-02,true,1,false,\r\n',
    );
  });

  it('keeps two habits of one name apart, each with its days in order', () => {
    const csv = entriesCsv(
      exportOf(
        [habit('b', 'Read'), habit('a', 'Read')],
        [
          entry('b', '2025-01-01', true, 1),
          entry('a', '2025-01-02', true, 1),
          entry('a', '2025-01-01', true, 1),
        ],
      ),
    );
    expect(csv.split('\r\n').slice(1, 4)).toEqual([
      'Read,2025-01-01,true,1,false,',
      'Read,2025-01-02,true,1,false,',
      'Read,2025-01-01,true,1,false,',
    ]);
  });

  it('quotes names with commas, quotes or line breaks (RFC 4180)', () => {
    const csv = entriesCsv(
      exportOf(
        [habit('h1', 'Read "Dune", slowly'), habit('h2', 'Two\nlines')],
        [entry('h1', '2025-01-01', true, 1), entry('h2', '2025-01-01', true, 1)],
      ),
    );
    expect(csv).toBe(
      'habit,date,completed,value,skipped,note\r\n' +
        '"Read ""Dune"", slowly",2025-01-01,true,1,false,\r\n' +
        '"Two\nlines",2025-01-01,true,1,false,\r\n',
    );
  });

  it("writes a day's note last, quoted when it holds a comma, and guarded against formulas", () => {
    const noted = (note: string): ExportedEntry => ({ ...entry('h1', '2025-01-01', false, 0), note });
    const csv = entriesCsv(exportOf([habit('h1', 'Run')], [noted('Rain, then sun')]));
    expect(csv.split('\r\n')[1]).toBe('Run,2025-01-01,false,0,false,"Rain, then sun"');
    const formula = entriesCsv(exportOf([habit('h1', 'Run')], [noted('=1+1')]));
    expect(formula.split('\r\n')[1]).toBe("Run,2025-01-01,false,0,false,'=1+1");
  });

  it('names a check-in whose habit is not in the file by the habit id', () => {
    expect(entriesCsv(exportOf([], [entry('lost-id', '2025-01-01', true, 1)]))).toBe(
      'habit,date,completed,value,skipped,note\r\nlost-id,2025-01-01,true,1,false,\r\n',
    );
  });
});

describe('csvField', () => {
  it('leaves plain text alone', () => {
    expect(csvField('Drink water')).toBe('Drink water');
  });

  it('keeps a spreadsheet from running a name as a formula', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+1 push-up')).toBe("'+1 push-up");
    expect(csvField('-5 kg')).toBe("'-5 kg");
    expect(csvField('@home')).toBe("'@home");
  });
});
