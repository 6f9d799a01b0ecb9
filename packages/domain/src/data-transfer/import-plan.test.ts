import { describe, expect, it } from 'vitest';
import type { DateKey } from '../dates';
import { formatHlc } from '../hlc';
import { applyHabitCreate, type HabitRecord } from '../sync-records';
import { type ImportBaseline, type ImportMutation, planImport } from './import-plan';
import { type ImportedEntry, type ImportedHabit, ImportFileError, type ImportSet } from './import-set';

const HLC = formatHlc({ physical: 1_700_000_000_000, counter: 0, node: 'test' });
const NOW = '2024-02-01T00:00:00.000Z';
const MINE = '0190a1b2-c3d4-7e5f-8a9b-000000000001';
const ADOPTED = '0190a1b2-c3d4-7e5f-8a9b-000000000002';
const EXPORTED = '0190a1b2-c3d4-7e5f-8a9b-000000000003';
const SOMEONE_ELSES = '0190a1b2-c3d4-7e5f-8a9b-000000000004';

function record(id: string, name: string, source: 'personal' | 'workspace' = 'personal'): HabitRecord {
  return applyHabitCreate(undefined, { id, fields: { name }, source }, HLC, NOW) as HabitRecord;
}

const done = (date: DateKey): ImportedEntry => ({ date, completed: true, value: 1, skipped: false });

const imported = (name: string, entries: ImportedEntry[], id: string | null = null): ImportedHabit => ({
  id,
  name,
  fields: { name, color: '#10b981' },
  entries,
});

const loopSet = (...habits: ImportedHabit[]): ImportSet => ({
  source: 'loop',
  habits,
  notImported: ['Notes on check-ins'],
});

function baseline(habits: HabitRecord[] = [], entries: Record<string, DateKey[]> = {}, taken: string[] = []) {
  return {
    habits,
    entries: new Map(Object.entries(entries).map(([id, dates]) => [id, new Set(dates)])),
    takenIds: new Set([...taken, ...habits.map((habit) => habit.id)]),
    routineIds: new Set<string>(),
    liveRoutines: 0,
  };
}

function counter() {
  let made = 0;
  return () => {
    made += 1;
    return `0190a1b2-c3d4-7e5f-8a9b-1000000000${String(made).padStart(2, '0')}`;
  };
}

/** The baseline after the server ran `mutations`: what a second import is compared with. */
function applied(before: ImportBaseline, mutations: readonly ImportMutation[]): ImportBaseline {
  const habits = [...before.habits];
  const entries = new Map([...before.entries].map(([id, dates]) => [id, new Set(dates)]));
  const takenIds = new Set(before.takenIds);
  const routineIds = new Set(before.routineIds);
  let { liveRoutines } = before;
  for (const mutation of mutations) {
    if (mutation.name === 'routine.save') {
      routineIds.add(mutation.args.id);
      liveRoutines += 1;
    } else if (mutation.name === 'habit.create') {
      habits.push(applyHabitCreate(undefined, mutation.args, HLC, NOW) as HabitRecord);
      takenIds.add(mutation.args.id);
    } else if (mutation.name !== 'habit.pause') {
      const dates = entries.get(mutation.args.habitId) ?? new Set<DateKey>();
      dates.add(mutation.args.date);
      entries.set(mutation.args.habitId, dates);
    }
  }
  return { habits, entries, takenIds, routineIds, liveRoutines };
}

describe('planImport: routines', () => {
  const MORNING = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4aa1';
  const routine = { id: MORNING, name: 'Morning', rule: { kind: 'all' } as const, listOrder: 0 };

  it('makes each routine under its own id before the habits that name it, and never twice', () => {
    const set: ImportSet = { ...loopSet(imported('Run', [])), source: 'habitat', routines: [routine] };
    const plan = planImport(set, baseline(), counter());
    expect(plan.mutations[0]).toEqual({
      name: 'routine.save',
      args: { id: MORNING, fields: { name: 'Morning', rule: { kind: 'all' }, listOrder: 0 } },
    });
    expect(plan.mutations[1]?.name).toBe('habit.create');
    const again = planImport(set, applied(baseline(), plan.mutations), counter());
    expect(again.mutations.filter((m) => m.name === 'routine.save')).toEqual([]);
  });

  it('makes only as many routines as the cap leaves room for, and brings their habits in outside one', () => {
    const second = { ...routine, id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4aa2', name: 'Evening' };
    const run = {
      ...imported('Run', []),
      fields: { routineId: second.id, routineSince: '2026-01-01', listOrder: 4 },
    };
    const set: ImportSet = { ...loopSet(run), source: 'habitat', routines: [routine, second] };
    const plan = planImport(set, { ...baseline(), liveRoutines: 29 }, counter());
    expect(plan.mutations.filter((m) => m.name === 'routine.save').map((m) => m.args.id)).toEqual([MORNING]);
    const created = plan.mutations.find((m) => m.name === 'habit.create');
    expect(created?.name === 'habit.create' && created.args.fields).toMatchObject({
      routineId: null,
      routineSince: null,
      listOrder: null,
    });
    expect(plan.preview.notImported).toContain(
      '1 routine: you can keep at most 30, so their habits come in outside a routine',
    );
  });
});

describe('planImport: where habits go', () => {
  it('adds a habit the person does not have, personal, then writes its check-ins', () => {
    const plan = planImport(loopSet(imported('Run', [done('2024-01-01')])), baseline(), counter());
    const id = '0190a1b2-c3d4-7e5f-8a9b-100000000001';
    expect(plan.mutations).toEqual([
      { name: 'habit.create', args: { id, fields: { name: 'Run', color: '#10b981' }, source: 'personal' } },
      { name: 'entry.set', args: { habitId: id, date: '2024-01-01', completed: true, value: 1 } },
    ]);
    expect(plan.preview).toEqual({
      habits: [{ name: 'Run', action: 'add', entriesToAdd: 1, entriesUnchanged: 0 }],
      habitsToAdd: 1,
      entriesToAdd: 1,
      entriesUnchanged: 0,
      notImported: ['Notes on check-ins'],
    });
  });

  it('merges into a personal habit of the same name, whatever its case and spaces', () => {
    const plan = planImport(
      loopSet(imported('  run ', [done('2024-01-01')])),
      baseline([record(MINE, 'Run')]),
      counter(),
    );
    expect(plan.mutations).toEqual([
      { name: 'entry.set', args: { habitId: MINE, date: '2024-01-01', completed: true, value: 1 } },
    ]);
    expect(plan.preview.habits).toEqual([
      { name: '  run ', action: 'merge', entriesToAdd: 1, entriesUnchanged: 0 },
    ]);
    expect(plan.preview.habitsToAdd).toBe(0);
  });

  it('merges by id first, even when the habit was renamed since', () => {
    const set: ImportSet = {
      source: 'habitat',
      habits: [imported('Read', [done('2024-01-01')], MINE)],
      notImported: [],
    };
    const plan = planImport(set, baseline([record(MINE, 'Reading'), record(ADOPTED, 'Read')]), counter());
    expect(plan.mutations.map((m) => m.args)).toEqual([
      { habitId: MINE, date: '2024-01-01', completed: true, value: 1 },
    ]);
  });

  it('does not merge by name into an adopted group habit, whose check-ins the group would hear of', () => {
    const plan = planImport(
      loopSet(imported('Meditate', [])),
      baseline([record(ADOPTED, 'Meditate', 'workspace')]),
      counter(),
    );
    expect(plan.preview.habits).toEqual([
      { name: 'Meditate', action: 'add', entriesToAdd: 0, entriesUnchanged: 0 },
    ]);
  });

  it('keeps an exported id that is free and replaces one that is taken or not an id', () => {
    const set: ImportSet = {
      source: 'habitat',
      habits: [imported('A', [], EXPORTED), imported('B', [], SOMEONE_ELSES), imported('C', [], 'habit-7')],
      notImported: [],
    };
    const plan = planImport(set, baseline([], {}, [SOMEONE_ELSES]), counter());
    expect(plan.mutations.map((m) => (m.name === 'habit.create' ? m.args.id : null))).toEqual([
      EXPORTED,
      '0190a1b2-c3d4-7e5f-8a9b-100000000001',
      '0190a1b2-c3d4-7e5f-8a9b-100000000002',
    ]);
  });

  it('adds a habit the file names twice once, with the check-ins of both', () => {
    const plan = planImport(
      loopSet(
        imported('Run', [done('2024-01-01')]),
        imported('RUN', [done('2024-01-01'), done('2024-01-02')]),
      ),
      baseline(),
      counter(),
    );
    expect(plan.mutations.filter((m) => m.name === 'habit.create')).toHaveLength(1);
    expect(plan.preview.habits).toEqual([
      { name: 'Run', action: 'add', entriesToAdd: 2, entriesUnchanged: 0 },
    ]);
  });
});

describe('planImport: check-ins', () => {
  it('never writes over a day the person already has: their data wins', () => {
    const set = loopSet(imported('Run', [done('2024-01-01'), done('2024-01-02')]));
    const plan = planImport(set, baseline([record(MINE, 'Run')], { [MINE]: ['2024-01-01'] }), counter());
    expect(plan.mutations.map((m) => m.args)).toEqual([
      { habitId: MINE, date: '2024-01-02', completed: true, value: 1 },
    ]);
    expect(plan.preview).toMatchObject({ entriesToAdd: 1, entriesUnchanged: 1 });
  });

  it('writes skips as skips and leaves out days outside 2000–2099', () => {
    const set = loopSet(
      imported('Run', [{ date: '2024-01-01', completed: true, value: 9, skipped: true }, done('1999-12-31')]),
    );
    const plan = planImport(set, baseline([record(MINE, 'Run')]), counter());
    expect(plan.mutations.map((m) => m.args)).toEqual([
      { habitId: MINE, date: '2024-01-01', completed: false, value: 0, skipped: true },
    ]);
  });

  it('refuses a set larger than one import takes', () => {
    const habits = Array.from({ length: 501 }, (_, i) => imported(`Habit ${i}`, []));
    expect(() => planImport(loopSet(...habits), baseline(), counter())).toThrow(ImportFileError);
  });
});

describe('planImport: importing twice', () => {
  const sets: [string, ImportSet, ImportBaseline][] = [
    [
      'a Loop file into an account with some of its habits and days',
      loopSet(
        imported('Run', [done('2024-01-01'), done('2024-01-02')]),
        imported('run', [done('2024-01-03')]),
        imported('Swim', [
          done('2024-01-01'),
          { date: '2024-01-02', completed: false, value: 0, skipped: true },
        ]),
      ),
      baseline([record(MINE, 'Run'), record(ADOPTED, 'Swim', 'workspace')], { [MINE]: ['2024-01-02'] }),
    ],
    [
      'a Habitat file, ids taken and free, into an empty account',
      {
        source: 'habitat',
        habits: [
          imported('Read', [done('2024-01-01')], EXPORTED),
          imported('Walk', [done('2024-01-01')], SOMEONE_ELSES),
          imported('Read', [done('2024-01-02')], MINE),
        ],
        notImported: [],
      },
      baseline([], {}, [SOMEONE_ELSES]),
    ],
  ];

  it.each(sets)('changes nothing the second time: %s', (_, set, before) => {
    const first = planImport(set, before, counter());
    expect(first.mutations.length).toBeGreaterThan(0);
    const second = planImport(set, applied(before, first.mutations), counter());
    expect(second.mutations).toEqual([]);
    expect(second.preview.habitsToAdd).toBe(0);
    expect(second.preview.entriesToAdd).toBe(0);
    expect(second.preview.entriesUnchanged).toBe(first.preview.entriesToAdd + first.preview.entriesUnchanged);
  });
});
