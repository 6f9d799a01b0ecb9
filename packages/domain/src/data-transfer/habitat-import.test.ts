import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../preferences';
import type { HabitatExport } from './export-format';
import { parseHabitatExport } from './habitat-import';
import { ImportFileError } from './import-set';

const RUN_ID = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const WATER_ID = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a6c';
const GONE_ID = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a7d';

const habit = (id: string, name: string, extra: Partial<HabitatExport['habits'][number]> = {}) => ({
  id,
  name,
  description: '',
  category: 'health',
  color: '#10b981',
  icon: '🏃',
  frequency: 'daily',
  isActive: true,
  scheduleDays: [1, 3, 5],
  reminderEnabled: true,
  reminderTime: '07:30',
  targetValue: 1,
  targetUnit: 'times',
  source: 'personal' as const,
  workspaceId: null,
  groupHabitId: null,
  workspaceSettings: {
    shareProgress: 'progress-only' as const,
    allowInteraction: true,
    shareInActivity: true,
  },
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
  ...extra,
});

const entry = (habitId: string, date: string, completed = true, value = 1, skipped = false) => ({
  habitId,
  date,
  completed,
  value,
  skipped,
  updatedAt: '2024-01-02T00:00:00.000Z',
});

function exportDocument(extra: Record<string, unknown> = {}): HabitatExport {
  return {
    format: 'habitat-export',
    version: 1,
    exportedAt: '2024-02-01T00:00:00.000Z',
    profile: {
      id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a00',
      name: 'Ada Lovelace',
      username: null,
      email: 'ada@example.com',
      avatar: null,
      role: 'user',
      hasGoogleAuth: false,
      hasGithubAuth: false,
      createdAt: '2023-12-01T00:00:00.000Z',
    },
    preferences: { ...DEFAULT_PREFERENCES, theme: 'dark' },
    habits: [
      habit(RUN_ID, 'Run'),
      habit(WATER_ID, 'Water', {
        targetValue: 8,
        targetUnit: 'cups',
        isActive: false,
        reminderEnabled: false,
        reminderTime: null,
      }),
    ],
    entries: [
      entry(RUN_ID, '2024-01-02'),
      entry(RUN_ID, '2024-01-01', false, 0, true),
      entry(WATER_ID, '2024-01-01', false, 5),
    ],
    layouts: [],
    ...extra,
  } as HabitatExport;
}

function importError(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ImportFileError);
    return (error as Error).message;
  }
  throw new Error('expected an ImportFileError');
}

describe('parseHabitatExport: a document the app exported', () => {
  const set = parseHabitatExport(JSON.parse(JSON.stringify(exportDocument())));

  it('brings back every habit with its id and editable fields', () => {
    expect(set.source).toBe('habitat');
    expect(set.habits.map((h) => [h.id, h.name])).toEqual([
      [RUN_ID, 'Run'],
      [WATER_ID, 'Water'],
    ]);
    expect(set.habits[0]?.fields).toEqual({
      name: 'Run',
      description: '',
      category: 'health',
      color: '#10b981',
      icon: '🏃',
      frequency: 'daily',
      isActive: true,
      scheduleDays: [1, 3, 5],
      reminderEnabled: true,
      reminderTime: '07:30',
      targetValue: 1,
      targetUnit: 'times',
    });
    expect(set.habits[1]?.fields).toMatchObject({ isActive: false, targetValue: 8, targetUnit: 'cups' });
  });

  it('gives each habit its check-ins, oldest first, with amounts and skips', () => {
    expect(set.habits[0]?.entries).toEqual([
      { date: '2024-01-01', completed: false, value: 0, skipped: true },
      { date: '2024-01-02', completed: true, value: 1, skipped: false },
    ]);
    expect(set.habits[1]?.entries).toEqual([
      { date: '2024-01-01', completed: false, value: 5, skipped: false },
    ]);
  });

  it('lists only the preferences as left behind when the rest is empty', () => {
    expect(set.notImported).toEqual(['Preferences']);
  });
});

describe('parseHabitatExport: routines', () => {
  const MORNING = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4aa1';
  it('brings back each routine under its id, and counts those that cannot be read', () => {
    const set = parseHabitatExport(
      exportDocument({
        habits: [habit(RUN_ID, 'Run', { routineId: MORNING, listOrder: 3 })],
        routines: [
          { id: MORNING.toUpperCase(), name: ' Morning ', rule: { kind: 'any', count: 2 }, listOrder: 1 },
          { id: MORNING, name: 'Twice', rule: { kind: 'all' }, listOrder: 2 },
          { id: 'not-an-id', name: 'Broken', rule: { kind: 'all' } },
          { id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4aa2', name: 'Odd', rule: { kind: 'most' } },
        ],
      }),
    );
    expect(set.routines).toEqual([
      { id: MORNING, name: 'Morning', rule: { kind: 'any', count: 2 }, listOrder: 1 },
    ]);
    expect(set.habits[0]?.fields).toMatchObject({ routineId: MORNING, listOrder: 3 });
    expect(set.notImported).toContain('3 routines that could not be read');
  });

  it('reads a file from before routines as having none', () => {
    expect(parseHabitatExport(exportDocument()).routines).toEqual([]);
  });
});

describe('parseHabitatExport: what it leaves out', () => {
  it('names each other section that holds data', () => {
    const set = parseHabitatExport(
      exportDocument({
        layouts: [{ key: 'dashboard', layouts: {}, widgets: [], filters: {} }],
        memberships: [],
        invitations: [{ status: 'accepted' }],
        encouragementsReceived: [{ message: 'Go!' }],
        notifications: [{ type: 'member_joined' }],
        badges: [],
        identities: [{ provider: 'github' }],
      }),
    );
    expect(set.notImported).toEqual([
      'Preferences',
      'Dashboard layouts',
      'Groups and memberships',
      'Encouragements',
      'Notifications',
      'Linked sign-in accounts',
    ]);
  });

  it('ignores and counts check-ins of habits the file does not hold, and days outside 2000–2099', () => {
    const document = exportDocument();
    document.entries.push(
      entry(GONE_ID, '2024-01-01'),
      entry(GONE_ID, '2024-01-02'),
      entry(RUN_ID, '1999-12-31'),
    );
    const set = parseHabitatExport(document);
    expect(set.habits[0]?.entries).toHaveLength(2);
    expect(set.notImported).toEqual([
      'Preferences',
      '2 check-ins of habits that are not in this file',
      '1 check-in dated before 2000 or after 2099',
    ]);
  });

  it('says that adopted group habits come in as personal ones', () => {
    const document = exportDocument();
    document.habits[0] = habit(RUN_ID, 'Run', {
      source: 'workspace',
      workspaceId: GONE_ID,
      groupHabitId: GONE_ID,
    });
    expect(parseHabitatExport(document).notImported).toContain(
      'Group links of adopted habits: they come in as personal habits',
    );
  });

  it('keeps one check-in per day and drops days that say nothing', () => {
    const document = exportDocument();
    document.entries = [
      entry(RUN_ID, '2024-01-03', true, 1),
      entry(RUN_ID, '2024-01-03', false, 0, true),
      entry(RUN_ID, '2024-01-04', false, 0, false),
    ];
    expect(parseHabitatExport(document).habits[0]?.entries).toEqual([
      { date: '2024-01-03', completed: true, value: 1, skipped: false },
    ]);
  });

  it('makes fields fit what a habit accepts', () => {
    const document = exportDocument();
    document.habits[0] = habit(RUN_ID, `  ${'R'.repeat(250)} `, { scheduleDays: [], reminderTime: '25:00' });
    const [run] = parseHabitatExport(document).habits;
    expect(run?.name).toBe('R'.repeat(200));
    expect(run?.fields).toMatchObject({ scheduleDays: [0, 1, 2, 3, 4, 5, 6], reminderTime: null });
  });
});

describe('parseHabitatExport: documents it refuses', () => {
  it('refuses what is not a Habitat export', () => {
    for (const document of [
      null,
      'text',
      [],
      { format: 'other', version: 1 },
      { format: 'habitat-export' },
    ]) {
      expect(importError(() => parseHabitatExport(document))).toBe('This is not a Habitat export file');
    }
  });

  it('refuses an export from a newer version', () => {
    expect(importError(() => parseHabitatExport(exportDocument({ version: 2 })))).toBe(
      'This file comes from a newer version of Habitat, which this one cannot read',
    );
  });

  it('needs lists of habits and check-ins', () => {
    expect(importError(() => parseHabitatExport(exportDocument({ habits: {} })))).toBe(
      'This Habitat export has no list of habits',
    );
    expect(importError(() => parseHabitatExport(exportDocument({ entries: null })))).toBe(
      'This Habitat export has no list of check-ins',
    );
  });

  it('names the habit without a name and the check-in without a date', () => {
    expect(importError(() => parseHabitatExport(exportDocument({ habits: [habit(RUN_ID, ' ')] })))).toBe(
      'Habit 1 in this file has no name',
    );
    const document = exportDocument();
    document.entries.push(entry(RUN_ID, '2024-02-30'));
    expect(importError(() => parseHabitatExport(document))).toBe(
      'Check-in 4 in this file: "2024-02-30" is not a date',
    );
  });

  it('refuses more check-ins than one import takes, before reading them', () => {
    const entries = Array.from({ length: 200_001 }, () => 0);
    expect(importError(() => parseHabitatExport(exportDocument({ entries })))).toBe(
      'This file has 200,001 check-ins: an import can bring in at most 200,000',
    );
  });
});
