import { describe, expect, it } from 'vitest';
import { ImportFileError, MAX_IMPORT_HABITS } from './import-set';
import { nearestPresetColor } from './loop-colors';
import { parseLoopExport } from './loop-import';

/** Hand-written files in the shapes Loop writes (uhabits' HabitsCSVExporter and its test assets). */
const NEW_HABITS = [
  'Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?',
  '001,Meditate,YES_NO,Did you meditate this morning?,,1,1,#FF8F00,,,,false',
  '002,"Run, fast",YES_NO,,Around the park,3,7,#388E3C,,,,true',
  '003,Swim,NUMERICAL,How far did you swim?,,1,7,#039BE5,km,AT_LEAST,14.0,false',
].join('\n');

const NEW_MEDITATE = [
  'Date,Value,Notes',
  '2024-01-05,YES_MANUAL,',
  '2024-01-04,SKIP,"Sick, stayed in"',
  '2024-01-03,YES_AUTO,',
  '2024-01-02,NO,"Too tired, slept in"',
  '2024-01-01,UNKNOWN,',
].join('\n');

const NEW_RUN = ['Date,Value,Notes', '2024-01-02,YES_MANUAL,', '2024-01-01,YES_MANUAL,'].join('\n');
const NEW_SWIM = ['Date,Value,Notes', '2024-01-03,2500,', '2024-01-02,1500,', '2024-01-01,0,'].join('\n');

const newExport = [
  { path: 'Habits.csv', text: NEW_HABITS },
  { path: '001 Meditate/Checkmarks.csv', text: NEW_MEDITATE },
  { path: '001 Meditate/Scores.csv', text: 'Date,Score\n2024-01-05,0.1000\n' },
  // Loop drops the comma from folder names (sanitizeFilename).
  { path: '002 Run fast/Checkmarks.csv', text: NEW_RUN },
  { path: '003 Swim/Checkmarks.csv', text: NEW_SWIM },
  { path: 'Checkmarks.csv', text: 'Date,Meditate,Run, fast,Swim,\n2024-01-05,2,-1,-1,\n' },
];

/** Older versions: six Habits.csv columns, and check-in files without a header, with CRLF endings. */
const OLD_HABITS =
  'Position,Name,Description,NumRepetitions,Interval,Color\r\n001,Read,Ten pages,1,1,#303F9F\r\n002,Stretch,,1,1,#D32F2F\r\n';
const OLD_READ = '2017-03-03,2\r\n2017-03-02,1\r\n2017-03-01,0\r\n';
const OLD_STRETCH = '2017-03-02,3000\r\n2017-03-01,0\r\n';

function importError(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ImportFileError);
    return (error as Error).message;
  }
  throw new Error('expected an ImportFileError');
}

describe('parseLoopExport: newer exports', () => {
  const set = parseLoopExport(newExport);
  const [meditate, run, swim] = set.habits;

  it('reads every habit of Habits.csv, in order, with no id', () => {
    expect(set.source).toBe('loop');
    expect(set.habits.map((habit) => [habit.id, habit.name])).toEqual([
      [null, 'Meditate'],
      [null, 'Run, fast'],
      [null, 'Swim'],
    ]);
  });

  it('keeps days done by hand and skipped days; automatic, not done and unknown days stay out', () => {
    expect(meditate?.entries).toEqual([
      { date: '2024-01-02', completed: false, value: 0, skipped: false, note: 'Too tired, slept in' },
      { date: '2024-01-04', completed: false, value: 0, skipped: true, note: 'Sick, stayed in' },
      { date: '2024-01-05', completed: true, value: 1, skipped: false },
    ]);
  });

  it('maps a yes/no habit to an everyday habit, with the question as its description', () => {
    expect(meditate?.fields).toEqual({
      name: 'Meditate',
      description: 'Did you meditate this morning?',
      color: '#f59e0b',
      frequency: 'daily',
      scheduleDays: [0, 1, 2, 3, 4, 5, 6],
      isActive: true,
    });
    expect(run?.fields).toMatchObject({ description: 'Around the park', isActive: false, color: '#10b981' });
    expect(run?.entries.map((entry) => entry.date)).toEqual(['2024-01-01', '2024-01-02']);
  });

  it('divides amounts by 1000 and spreads a weekly target over the days', () => {
    // 14 km a week is 2 km a day: 2.5 km is done, 1.5 km is logged but not done, 0 is nothing.
    expect(swim?.fields).toMatchObject({ targetValue: 2, targetUnit: 'km' });
    expect(swim?.entries).toEqual([
      { date: '2024-01-02', completed: false, value: 1.5, skipped: false },
      { date: '2024-01-03', completed: true, value: 2.5, skipped: false },
    ]);
  });

  it('says what stays behind: frequencies and automatic days (notes come along)', () => {
    expect(set.notImported).toEqual([
      'Frequencies such as "3 times in 7 days" (Run, fast): imported habits are scheduled every day',
      "Days Loop marked done by itself from a habit's frequency",
    ]);
  });
});

describe('parseLoopExport: older exports', () => {
  const set = parseLoopExport([
    { path: 'Habits.csv', text: OLD_HABITS },
    { path: '001 Read/Checkmarks.csv', text: OLD_READ },
    { path: '002 Stretch/Checkmarks.csv', text: OLD_STRETCH },
  ]);

  it('reads the six-column Habits.csv and header-less check-ins with CRLF endings', () => {
    const [read] = set.habits;
    expect(read?.fields).toMatchObject({ name: 'Read', description: 'Ten pages', color: '#4f46e5' });
    expect(read?.entries).toEqual([{ date: '2017-03-03', completed: true, value: 1, skipped: false }]);
  });

  it('takes a habit whose days hold amounts for a measurable one, though the file has no Type column', () => {
    const stretch = set.habits[1];
    expect(stretch?.fields).toMatchObject({ targetValue: 1, targetUnit: 'units' });
    expect(stretch?.entries).toEqual([{ date: '2017-03-02', completed: true, value: 3, skipped: false }]);
  });
});

describe('parseLoopExport: where the files are', () => {
  it('finds the export inside a folder, as a picked folder or a re-zipped export gives it', () => {
    const set = parseLoopExport([
      { path: 'Loop Habits CSV 2024-01-06/Habits.csv', text: OLD_HABITS },
      { path: 'Loop Habits CSV 2024-01-06/001 Read/Checkmarks.csv', text: OLD_READ },
    ]);
    expect(set.habits[0]?.entries).toHaveLength(1);
    expect(set.habits[1]?.entries).toEqual([]);
  });

  it('falls back on the root Checkmarks.csv for a habit without a folder', () => {
    const set = parseLoopExport([
      { path: 'Habits.csv', text: OLD_HABITS },
      { path: 'Checkmarks.csv', text: 'Date,Read,Stretch,\n2017-03-02,2,0,\n2017-03-01,0,2000,\n' },
    ]);
    expect(set.habits[0]?.entries.map((entry) => entry.date)).toEqual(['2017-03-02']);
    expect(set.habits[1]?.entries).toEqual([
      { date: '2017-03-01', completed: true, value: 2, skipped: false },
    ]);
  });

  it('leaves the root Checkmarks.csv unread when its header cannot be matched to the habits', () => {
    // 'Run, fast' splits the unquoted header, so its columns cannot be trusted.
    const set = parseLoopExport([
      { path: 'Habits.csv', text: NEW_HABITS },
      { path: 'Checkmarks.csv', text: 'Date,Meditate,Run, fast,Swim,\n2024-01-05,YES_MANUAL,NO,1000,\n' },
    ]);
    expect(set.habits.every((habit) => habit.entries.length === 0)).toBe(true);
  });
});

describe('parseLoopExport: files it refuses', () => {
  it('needs Habits.csv', () => {
    expect(importError(() => parseLoopExport([{ path: '001 Run/Checkmarks.csv', text: OLD_READ }]))).toBe(
      'Habits.csv is missing: choose the zip file Loop exported',
    );
  });

  it('names the habit, line and text of a bad date', () => {
    const days = Array.from({ length: 10 }, (_, i) => `2024-01-${String(20 - i).padStart(2, '0')},2`);
    const text = ['Date,Value,Notes', ...days, '2024-13-01,2'].join('\n');
    expect(
      importError(() =>
        parseLoopExport([
          { path: 'Habits.csv', text: 'Position,Name\n001,Run\n' },
          { path: '001 Run/Checkmarks.csv', text },
        ]),
      ),
    ).toBe('Checkmarks.csv of "Run", line 12: "2024-13-01" is not a date');
  });

  it('names a value that is not a Loop code', () => {
    expect(
      importError(() =>
        parseLoopExport([
          { path: 'Habits.csv', text: 'Position,Name\n001,Run\n' },
          { path: '001 Run/Checkmarks.csv', text: '2024-01-01,maybe\n' },
        ]),
      ),
    ).toBe('Checkmarks.csv of "Run", line 1: "maybe" is not a Loop check-in value');
  });

  it('refuses a Habits.csv without a Name column, or without habits', () => {
    expect(importError(() => parseLoopExport([{ path: 'Habits.csv', text: 'Date,Value\n' }]))).toBe(
      'Habits.csv is not from Loop Habit Tracker: it has no Name column',
    );
    expect(importError(() => parseLoopExport([{ path: 'Habits.csv', text: 'Position,Name\n' }]))).toBe(
      'Habits.csv lists no habits: there is nothing to import',
    );
  });

  it('refuses more habits than one import takes', () => {
    const rows = Array.from({ length: MAX_IMPORT_HABITS + 1 }, (_, i) => `${i + 1},Habit ${i + 1}`);
    const text = ['Position,Name', ...rows].join('\n');
    expect(importError(() => parseLoopExport([{ path: 'Habits.csv', text }]))).toBe(
      'This file has 501 habits: an import can bring in at most 500',
    );
  });

  it('counts days outside 2000–2099 instead of importing them', () => {
    const set = parseLoopExport([
      { path: 'Habits.csv', text: 'Position,Name\n001,Run\n' },
      { path: '001 Run/Checkmarks.csv', text: '2000-01-01,2\n1999-12-31,2\n' },
    ]);
    expect(set.habits[0]?.entries.map((entry) => entry.date)).toEqual(['2000-01-01']);
    expect(set.notImported).toEqual(['1 check-in dated before 2000 or after 2099']);
  });
});

describe('nearestPresetColor', () => {
  it('maps Loop colours to the preset of nearest hue, greys to slate', () => {
    expect(nearestPresetColor('#D32F2F')).toBe('#ef4444');
    expect(nearestPresetColor('#8E24AA')).toBe('#8b5cf6');
    expect(nearestPresetColor('#757575')).toBe('#64748b');
  });

  it('reads a palette index too, and falls back on indigo', () => {
    expect(nearestPresetColor('7')).toBe('#10b981');
    expect(nearestPresetColor('')).toBe('#4f46e5');
    expect(nearestPresetColor('teal')).toBe('#4f46e5');
  });
});

describe('parseLoopExport: limits ("at most")', () => {
  const habits = [
    'Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?',
    '001,Coffee,NUMERICAL,,,1,1,#5D4037,cups,AT_MOST,2.0,false',
    '002,Sweets,NUMERICAL,,,1,7,#D32F2F,pieces,AT_MOST,7.0,false',
    '003,Takeaway,NUMERICAL,,,1,30,#F57C00,meals,AT_MOST,60.0,false',
  ].join('\n');
  const set = parseLoopExport([
    { path: 'Habits.csv', text: habits },
    {
      path: '001 Coffee/Checkmarks.csv',
      text: 'Date,Value,Notes\n2024-01-02,3000,Long night\n2024-01-01,1000,\n',
    },
    { path: '002 Sweets/Checkmarks.csv', text: 'Date,Value,Notes\n2024-01-01,4000,\n' },
    { path: '003 Takeaway/Checkmarks.csv', text: 'Date,Value,Notes\n' },
  ]);
  const [coffee, sweets, takeaway] = set.habits;

  it('imports an at-most habit as a limit per day or per week, its days within it done', () => {
    expect(coffee?.fields).toMatchObject({
      targetKind: 'at-most',
      targetPeriod: 'day',
      targetValue: 2,
      targetUnit: 'cups',
    });
    expect(coffee?.entries).toEqual([
      { date: '2024-01-01', completed: true, value: 1, skipped: false },
      { date: '2024-01-02', completed: false, value: 3, skipped: false, note: 'Long night' },
    ]);
    // Seven a week stays seven a week, not one a day.
    expect(sweets?.fields).toMatchObject({ targetKind: 'at-most', targetPeriod: 'week', targetValue: 7 });
  });

  it('makes a monthly limit a daily share, and says so', () => {
    expect(takeaway?.fields).toMatchObject({ targetKind: 'at-most', targetPeriod: 'day', targetValue: 2 });
    expect(set.notImported).toEqual([
      '"At most" limits over a month or other period (Takeaway): limits here are per day or per week, so they became a daily share, at least 1',
    ]);
  });
});
