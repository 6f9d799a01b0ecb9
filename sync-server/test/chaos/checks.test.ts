import { applyHabitCreate, type EntryRecord, formatHlc, type HabitRecord } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import type { DeviceState } from '../devices/node-device';
import { judge, type ServerEntry, type ServerHabit, type ServerRows } from './checks';
import { Ledger } from './ledger';

/**
 * The chaos run's judge on rows made by hand: each way a run can go wrong is seen, so a run that
 * passes passes because nothing went wrong, not because the checks could not tell.
 */
const USER = '018f0000-0000-7000-8000-000000000001';
const CLIENT = '018f0000-0000-7000-8000-0000000000c1';
const READ = '018f0000-0000-7000-8000-00000000000a';
const RUN = '018f0000-0000-7000-8000-00000000000b';
const RUN_ALIAS = '018f0000-0000-7000-8000-00000000000c';
const GROUP_RUN = '018f0000-0000-7000-8000-0000000000aa';
const stamp = (ms: number, node = CLIENT) =>
  formatHlc({ physical: 1_800_000_000_000 + ms, counter: 0, node });

function serverHabit(id: string, fields: Partial<ServerHabit> = {}): ServerHabit {
  return {
    id,
    user_id: USER,
    group_habit_id: null,
    name: 'Read',
    description: '',
    is_active: true,
    field_hlcs: {},
    deleted_at: null,
    ...fields,
  };
}

function serverEntry(habitId: string, date: string, value: number, hlc: string): ServerEntry {
  return {
    habit_id: habitId,
    date,
    user_id: USER,
    completed: true,
    value,
    skipped: false,
    hlc,
    deleted_at: null,
  };
}

/** A person with a habit of their own and a group habit adopted twice (the second an alias). */
function world() {
  const ledger = new Ledger();
  const rows: ServerRows = {
    results: new Map(),
    aliases: new Map([[RUN_ALIAS, RUN]]),
    habits: new Map([
      [READ, serverHabit(READ, { description: 'phone edit 3', field_hlcs: { description: stamp(3) } })],
      [RUN, serverHabit(RUN, { name: 'Run', group_habit_id: GROUP_RUN })],
      [RUN_ALIAS, serverHabit(RUN_ALIAS, { name: 'Run', group_habit_id: GROUP_RUN, deleted_at: new Date() })],
    ]),
    entries: new Map([
      [`${READ}|2026-11-20`, serverEntry(READ, '2026-11-20', 100001, stamp(1))],
      // The alias's check-in landed on the habit it stands for, then a later one won the day.
      [`${RUN}|2026-11-21`, serverEntry(RUN, '2026-11-21', 200001, stamp(9, 'laptop'))],
    ]),
    layouts: new Map([
      [
        `${USER}|analytics`,
        {
          user_id: USER,
          key: 'analytics',
          filters: { range: 'phone filter 5' },
          field_hlcs: { 'filters.range': stamp(5) },
        },
      ],
    ]),
  };
  const acknowledge = (id: number, hlc: string, tag: string) => {
    rows.results.set(`${CLIENT}:${id}`, { status: 'ok', hlc });
    ledger.acknowledged.set(tag, { clientId: CLIENT, mutationId: id });
  };
  const base = { device: 'phone', userId: USER };
  ledger.made({
    ...base,
    tag: 'check-in:100001',
    kind: 'check-in',
    target: READ,
    date: '2026-11-20',
    value: 100001,
  });
  acknowledge(1, stamp(1), 'check-in:100001');
  ledger.made({
    ...base,
    tag: 'check-in:100002',
    kind: 'check-in',
    target: RUN_ALIAS,
    date: '2026-11-21',
    value: 100002,
  });
  acknowledge(2, stamp(2), 'check-in:100002');
  ledger.made({ ...base, tag: 'edit:phone edit 3', kind: 'edit', target: READ, value: 'phone edit 3' });
  acknowledge(3, stamp(3), 'edit:phone edit 3');
  ledger.made({ ...base, tag: `habit:${RUN_ALIAS}`, kind: 'habit', target: RUN_ALIAS });
  acknowledge(4, stamp(0), `habit:${RUN_ALIAS}`);
  ledger.made({
    ...base,
    tag: 'filter:phone filter 5',
    kind: 'filter',
    target: 'analytics',
    value: 'phone filter 5',
  });
  acknowledge(5, stamp(5), 'filter:phone filter 5');

  const read = applyHabitCreate(
    undefined,
    { id: READ, fields: { name: 'Read' } },
    stamp(0),
    'now',
  ) as HabitRecord;
  const run = { ...read, id: RUN, name: 'Run', groupHabitId: GROUP_RUN };
  const state: DeviceState = {
    habits: [{ ...read, description: 'phone edit 3' }, run],
    entries: [...rows.entries.values()].map(
      (e): EntryRecord => ({
        habitId: e.habit_id,
        date: e.date,
        completed: e.completed,
        value: e.value,
        skipped: e.skipped,
        hlc: e.hlc,
        updatedAt: 'now',
      }),
    ),
    layouts: [
      {
        key: 'analytics',
        layouts: {},
        widgets: [],
        filters: { range: 'phone filter 5' },
        fieldHlcs: { 'filters.range': stamp(5) },
        updatedAt: 'now',
      },
    ],
    preferences: [],
    routines: [],
  };
  return { ledger, rows, state };
}

const judged = (w: ReturnType<typeof world>, device: DeviceState = w.state) =>
  judge({
    ledger: w.ledger,
    rows: w.rows,
    devices: [{ name: 'phone', userId: USER, state: device }],
    referees: new Map([[USER, w.state]]),
  });

describe('the chaos run judge', () => {
  it('passes a run where every acknowledged write is held, or overwritten by a later one', () => {
    const result = judged(world());
    expect(result).toMatchObject({
      made: 5,
      acknowledged: 5,
      present: 5,
      superseded: 1,
      converged: true,
      aliases: 1,
    });
    expect([result.lost, result.duplicated, result.unconfirmed, result.differences]).toEqual([
      [],
      [],
      [],
      [],
    ]);
  });

  it('counts a check-in as lost when its day is empty, or holds an older stamp', () => {
    const empty = world();
    empty.rows.entries.delete(`${READ}|2026-11-20`);
    expect(judged(empty).lost).toEqual([expect.stringContaining('check-in:100001 (phone): nothing is held')]);

    const older = world();
    older.rows.entries.set(`${RUN}|2026-11-21`, serverEntry(RUN, '2026-11-21', 7, stamp(1)));
    expect(judged(older).lost).toEqual([
      expect.stringContaining('check-in:100002 (phone): the server holds 7'),
    ]);
  });

  it('counts a filter as lost when the layout holds an older one', () => {
    const w = world();
    w.rows.layouts.set(`${USER}|analytics`, {
      user_id: USER,
      key: 'analytics',
      filters: { range: 'old' },
      field_hlcs: { 'filters.range': stamp(4) },
    });
    const result = judged(w);
    expect(result.lost).toEqual([expect.stringContaining('filter:phone filter 5')]);
    expect(result.differences).toEqual([expect.stringContaining('server vs a fresh pull')]);
  });

  it('counts an edit as lost when the field holds another value under its stamp', () => {
    const w = world();
    w.rows.habits.set(
      READ,
      serverHabit(READ, { description: 'other', field_hlcs: { description: stamp(3) } }),
    );
    expect(judged(w).lost).toEqual([expect.stringContaining('edit:phone edit 3')]);
  });

  it('counts a write as lost when the server keeps no record of applying it', () => {
    const w = world();
    w.rows.results.delete(`${CLIENT}:1`);
    expect(judged(w).lost).toEqual([expect.stringContaining('no record of having applied it')]);
  });

  it('reports a write the device made that the server never confirmed', () => {
    const w = world();
    w.ledger.made({
      device: 'phone',
      userId: USER,
      tag: 'check-in:100009',
      kind: 'check-in',
      target: READ,
      date: '2026-11-22',
      value: 100009,
    });
    expect(judged(w).unconfirmed).toEqual([expect.stringContaining('check-in:100009')]);
  });

  it('sees a group habit adopted twice and its day held twice, on the server and on a device', () => {
    const w = world();
    w.rows.habits.set(RUN_ALIAS, serverHabit(RUN_ALIAS, { name: 'Run', group_habit_id: GROUP_RUN }));
    w.rows.entries.set(`${RUN_ALIAS}|2026-11-21`, serverEntry(RUN_ALIAS, '2026-11-21', 5, stamp(4)));
    const twice = {
      ...w.state,
      habits: [...w.state.habits, { ...(w.state.habits[1] as HabitRecord), id: RUN_ALIAS }],
      entries: [...w.state.entries, { ...(w.state.entries[1] as EntryRecord), habitId: RUN_ALIAS }],
    };
    const result = judged(w, twice);
    expect(result.duplicated).toEqual([
      expect.stringMatching(/^server: group habit .* adopted 2 times/),
      expect.stringMatching(/^server: check-in .*\|2026-11-21 held 2 times/),
      expect.stringMatching(/^phone: group habit .* adopted 2 times/),
      expect.stringMatching(/^phone: check-in .*\|2026-11-21 held 2 times/),
    ]);
  });

  it('does not call a device converged when it misses a check-in the server has', () => {
    const w = world();
    const behind = { ...w.state, entries: w.state.entries.slice(1) };
    const result = judged(w, behind);
    expect(result.converged).toBe(false);
    expect(result.differences).toEqual([
      expect.stringContaining(`phone vs the server: entries ${READ}|2026-11-20`),
    ]);
  });

  it('does not call the server converged when a fresh pull misses what its tables hold', () => {
    const w = world();
    w.rows.entries.set(`${READ}|2026-11-25`, serverEntry(READ, '2026-11-25', 3, stamp(5)));
    expect(judged(w).differences).toEqual([
      expect.stringContaining(`server vs a fresh pull (${USER}): entries ${READ}|2026-11-25`),
    ]);
  });
});
