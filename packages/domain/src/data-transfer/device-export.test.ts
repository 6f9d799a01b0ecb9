import { describe, expect, it } from 'vitest';
import { formatHlc } from '../hlc';
import { applyHabitCreate, type EntryRecord, type HabitRecord } from '../sync-records';
import { deviceExport, deviceHoldingCounts } from './device-export';
import { parseHabitatExport } from './habitat-import';

const NOW = '2026-11-27T10:00:00.000Z';
const hlc = formatHlc({ physical: 100, counter: 0, node: 'device' });
const WATER = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a6c';
const RUN = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const GONE = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a7d';

const habit = (id: string, name: string, fields: Record<string, unknown> = {}) =>
  applyHabitCreate(undefined, { id, fields: { name, ...fields } }, hlc, NOW) as HabitRecord;
const entry = (habitId: string, date: string, completed: boolean, value: number): EntryRecord => ({
  habitId,
  date,
  completed,
  value,
  skipped: false,
  hlc,
  updatedAt: NOW,
});

const holdings = {
  routines: [],
  habits: [
    habit(WATER, 'Water', { targetValue: 8, targetUnit: 'glasses' }),
    habit(RUN, 'Run'),
    { ...habit(GONE, 'Gone'), deletedAt: NOW },
  ],
  entries: [
    entry(WATER, '2026-11-26', false, 5),
    entry(WATER, '2026-11-27', true, 8),
    entry(RUN, '2026-11-27', true, 1),
    entry(RUN, '2026-11-25', false, 0),
    entry(GONE, '2026-11-27', true, 1),
  ],
  layouts: [],
  preferences: null,
};

describe('deviceExport', () => {
  it('reads back through the importer with every live habit and its check-ins', () => {
    const document = JSON.parse(JSON.stringify(deviceExport(holdings, NOW))) as unknown;
    const imported = parseHabitatExport(document);
    expect(imported.habits.map((h) => h.name)).toEqual(['Water', 'Run']);
    const water = imported.habits.find((h) => h.name === 'Water');
    expect(water?.fields.targetValue).toBe(8);
    expect(water?.entries.map((e) => [e.date, e.value])).toEqual([
      ['2026-11-26', 5],
      ['2026-11-27', 8],
    ]);
    expect(imported.notImported).not.toContain(expect.stringContaining('not in this file'));
  });

  it('leaves out deleted habits and the clocks of sync', () => {
    const document = deviceExport(holdings, NOW);
    expect(document.habits.map((h) => h.id)).toEqual([WATER, RUN]);
    expect(document.entries.every((e) => e.habitId !== GONE)).toBe(true);
    expect(JSON.stringify(document)).not.toContain('fieldHlcs');
  });
});

describe('deviceHoldingCounts', () => {
  it('counts live habits and the check-ins that record something', () => {
    expect(deviceHoldingCounts(holdings)).toEqual({ habits: 2, checkIns: 3 });
  });
});
