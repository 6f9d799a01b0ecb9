import { describe, expect, it } from 'vitest';
import { formatHlc } from './hlc';
import type { PauseEntry } from './pauses';
import {
  applyEntryNote,
  applyEntrySet,
  applyHabitCreate,
  applyHabitDelete,
  applyHabitPause,
  applyHabitUpdate,
  applyLayoutSave,
  applyPreferencesSave,
  applyWorkspaceSettings,
  type EntryRecord,
  GROUP_LIMIT_MESSAGE,
  type HabitRecord,
  MutationRejected,
  NO_CHECK_HLC,
} from './sync-records';

const at = (physical: number, node = 'a') => formatHlc({ physical, counter: 0, node });
const NOW = '2026-11-21T10:00:00.000Z';

function habit(): HabitRecord {
  return applyHabitCreate(undefined, { id: 'h1', fields: { name: 'Read' } }, at(100), NOW) as HabitRecord;
}

describe('habits merge per field', () => {
  it('keeps a rename from one device and a colour change from another, in either order', () => {
    const rename = { name: 'Read books' };
    const recolour = { color: '#10b981' };
    const a = applyHabitUpdate(
      applyHabitUpdate(habit(), rename, at(200, 'phone'), NOW) ?? habit(),
      recolour,
      at(150, 'laptop'),
      NOW,
    );
    const b = applyHabitUpdate(
      applyHabitUpdate(habit(), recolour, at(150, 'laptop'), NOW) ?? habit(),
      rename,
      at(200, 'phone'),
      NOW,
    );
    expect(a).toMatchObject({ name: 'Read books', color: '#10b981' });
    expect(b).toMatchObject({ name: 'Read books', color: '#10b981' });
    expect(a?.fieldHlcs).toEqual(b?.fieldHlcs);
  });

  it('ignores an older write to a field already written later', () => {
    const renamed = applyHabitUpdate(habit(), { name: 'Newer' }, at(300), NOW) as HabitRecord;
    expect(applyHabitUpdate(renamed, { name: 'Older' }, at(250), NOW)).toBeNull();
  });

  it('coerces what it stores', () => {
    const updated = applyHabitUpdate(habit(), { scheduleDays: [5, 1, 1], targetValue: 'x' }, at(200), NOW);
    expect(updated).toMatchObject({ scheduleDays: [1, 5], targetValue: 1 });
  });

  it('lets deletion win over edits made before or after it', () => {
    const deleted = applyHabitDelete(habit(), at(200), NOW) as HabitRecord;
    expect(deleted.deletedAt).toBe(NOW);
    expect(() => applyHabitUpdate(deleted, { name: 'Later edit' }, at(300), NOW)).toThrow(MutationRejected);
    expect(() => applyHabitUpdate(deleted, { name: 'Earlier edit' }, at(150), NOW)).toThrow(
      'Habit was deleted',
    );
    expect(applyHabitDelete(deleted, at(400), NOW)).toBeNull();
  });

  it('treats a repeated create as an update, and a create over a deletion as refused', () => {
    const again = applyHabitCreate(habit(), { id: 'h1', fields: { name: 'Read' } }, at(100), NOW);
    expect(again).toBeNull();
    const deleted = applyHabitDelete(habit(), at(200), NOW) as HabitRecord;
    expect(() => applyHabitCreate(deleted, { id: 'h1', fields: {} }, at(300), NOW)).toThrow(
      'Habit was deleted',
    );
  });

  it('creates a habit with the sharing chosen for it, checked like any settings change', () => {
    const adopted = applyHabitCreate(
      undefined,
      { id: 'h2', fields: { name: 'Run' }, workspaceSettings: { shareProgress: 'private' } },
      at(100),
      NOW,
    ) as HabitRecord;
    expect(adopted.workspaceSettings).toEqual({
      shareProgress: 'private',
      allowInteraction: true,
      shareInActivity: true,
    });
    // A later settings change from another device still wins per field.
    const later = applyWorkspaceSettings(adopted, { shareProgress: 'full' }, at(200), NOW) as HabitRecord;
    expect(later.workspaceSettings.shareProgress).toBe('full');
    expect(() =>
      applyHabitCreate(
        undefined,
        { id: 'h3', fields: {}, workspaceSettings: { shareProgress: 'everyone' as 'full' } },
        at(100),
        NOW,
      ),
    ).toThrow('Unknown share level "everyone"');
  });

  it('merges workspace settings per field and checks the share level', () => {
    const shared = applyWorkspaceSettings(habit(), { shareProgress: 'full' }, at(200), NOW) as HabitRecord;
    expect(shared.workspaceSettings).toEqual({
      shareProgress: 'full',
      allowInteraction: true,
      shareInActivity: true,
    });
    expect(() =>
      applyWorkspaceSettings(habit(), { shareProgress: 'everyone' as 'full' }, at(200), NOW),
    ).toThrow('Unknown share level "everyone"');
  });
});

describe('limits on habits', () => {
  it('lets a person make their own habit a limit, never one adopted from a group', () => {
    const own = applyHabitUpdate(habit(), { targetKind: 'at-most', targetValue: 3 }, at(200), NOW);
    expect(own).toMatchObject({ targetKind: 'at-most', targetValue: 3 });
    const adopted = { ...habit(), source: 'workspace' as const, workspaceId: 'g1' };
    expect(() => applyHabitUpdate(adopted, { targetKind: 'at-most' }, at(200), NOW)).toThrow(
      GROUP_LIMIT_MESSAGE,
    );
    expect(() =>
      applyHabitCreate(
        undefined,
        { id: 'x', source: 'workspace', fields: { targetKind: 'at-most' } },
        at(200),
        NOW,
      ),
    ).toThrow(GROUP_LIMIT_MESSAGE);
    // A goal stays a goal: other fields of an adopted habit change as ever.
    expect(applyHabitUpdate(adopted, { targetValue: 5 }, at(200), NOW)).toMatchObject({ targetValue: 5 });
  });
});

describe('entries', () => {
  const set = { habitId: 'h1', date: '2026-11-21', completed: true, value: 1 };

  it('take the whole write with the greater HLC, whatever the arrival order', () => {
    const on = applyEntrySet(habit(), undefined, set, at(200, 'phone'), NOW);
    const off = applyEntrySet(
      habit(),
      on ?? undefined,
      { ...set, completed: false, value: 0 },
      at(300, 'laptop'),
      NOW,
    );
    expect(off).toMatchObject({ completed: false, hlc: at(300, 'laptop') });
    // The same two writes arriving the other way round end the same.
    const offFirst = applyEntrySet(
      habit(),
      undefined,
      { ...set, completed: false, value: 0 },
      at(300, 'laptop'),
      NOW,
    );
    expect(applyEntrySet(habit(), offFirst ?? undefined, set, at(200, 'phone'), NOW)).toBeNull();
  });

  it("forget a habit's day of joining when it moves to another routine without one", () => {
    const joined = applyHabitUpdate(
      habit(),
      { routineId: '0190a1b2-0000-7000-8000-00000000a001', routineSince: '2026-11-01' },
      at(200),
      NOW,
    ) as HabitRecord;
    expect(joined).toMatchObject({ routineSince: '2026-11-01' });
    const moved = applyHabitUpdate(
      joined,
      { routineId: '0190a1b2-0000-7000-8000-00000000a002' },
      at(300),
      NOW,
    );
    expect(moved).toMatchObject({ routineId: '0190a1b2-0000-7000-8000-00000000a002', routineSince: null });
    // Decided by the write alone: naming the same routine again without a day forgets it too, as a
    // write replayed on another device's copy must mean the same there.
    const again = applyHabitUpdate(
      joined,
      { routineId: '0190a1b2-0000-7000-8000-00000000a001' },
      at(400),
      NOW,
    );
    expect(again).toMatchObject({ routineSince: null });
  });

  it("store a limit's day as within it by its amount, whatever the writer said (a build from before limits)", () => {
    const coffee = { ...habit(), targetKind: 'at-most' as const, targetValue: 2 };
    const under = applyEntrySet(coffee, undefined, { ...set, completed: false, value: 1 }, at(200), NOW);
    expect(under).toMatchObject({ completed: true, value: 1 });
    const over = applyEntrySet(
      coffee,
      under ?? undefined,
      { ...set, completed: true, value: 3 },
      at(300),
      NOW,
    );
    expect(over).toMatchObject({ completed: false, value: 3 });
    // An "at least" habit keeps what its writer said.
    expect(
      applyEntrySet(habit(), undefined, { ...set, completed: true, value: 0 }, at(200), NOW),
    ).toMatchObject({
      completed: true,
    });
  });

  it('record a skipped day as not completed with no value', () => {
    expect(applyEntrySet(habit(), undefined, { ...set, skipped: true }, at(200), NOW)).toMatchObject({
      skipped: true,
      completed: false,
      value: 0,
    });
  });

  it('are refused for a deleted or unknown habit', () => {
    const deleted = applyHabitDelete(habit(), at(150), NOW) as HabitRecord;
    expect(() => applyEntrySet(deleted, undefined, set, at(200), NOW)).toThrow('Habit was deleted');
    expect(() => applyEntrySet(undefined, undefined, set, at(200), NOW)).toThrow('Habit not found');
  });
});

describe('notes on entries', () => {
  const key = { habitId: 'h1', date: '2026-11-21' };
  const check = { ...key, completed: true, value: 1 };
  type Write = (entry: EntryRecord | undefined) => EntryRecord | null;
  const apply = (writes: Write[]) =>
    writes.reduce<EntryRecord | undefined>((entry, write) => write(entry) ?? entry, undefined);
  const noteAt =
    (note: string | null, time: number, node = 'phone'): Write =>
    (entry) =>
      applyEntryNote(habit(), entry, { ...key, note }, at(time, node), NOW);
  const checkAt =
    (completed: boolean, time: number, node = 'laptop'): Write =>
    (entry) =>
      applyEntrySet(habit(), entry, { ...check, completed, value: completed ? 1 : 0 }, at(time, node), NOW);

  it('survive a check made on another device, in either order, and the check survives too', () => {
    // The note is written later on the phone, the check earlier on the laptop: both stay.
    const writes = [noteAt('Ran in the rain', 300), checkAt(true, 200)];
    for (const order of [writes, [...writes].reverse()]) {
      expect(apply(order)).toMatchObject({
        completed: true,
        hlc: at(200, 'laptop'),
        note: 'Ran in the rain',
      });
    }
  });

  it('merge on their own clock: the later note wins, whatever the arrival order', () => {
    const writes = [noteAt('first', 200), noteAt('second', 300, 'laptop')];
    for (const order of [writes, [...writes].reverse()]) {
      expect(apply(order)).toMatchObject({ note: 'second', noteHlc: at(300, 'laptop') });
    }
  });

  it('can be written on a day with no check: the day stays not done, and any check still lands', () => {
    const noted = apply([noteAt('Fever', 500)]);
    expect(noted).toMatchObject({
      completed: false,
      value: 0,
      skipped: false,
      hlc: NO_CHECK_HLC,
      note: 'Fever',
    });
    // A check made offline long before the note reaches the server after it, and is kept.
    expect(apply([noteAt('Fever', 500), checkAt(true, 100)])).toMatchObject({
      completed: true,
      note: 'Fever',
    });
  });

  it('are trimmed, and a blank note takes the note away', () => {
    expect(apply([noteAt('  ran  ', 200)])?.note).toBe('ran');
    expect(apply([noteAt('ran', 200), noteAt('   ', 300)])).toMatchObject({
      note: null,
      noteHlc: at(300, 'phone'),
    });
    expect(apply([noteAt('ran', 200), noteAt(null, 300)])?.note).toBeNull();
  });

  it('count characters as a person does: 500 emoji fit, 501 are refused with the limit', () => {
    expect(apply([noteAt('🏃'.repeat(500), 200)])?.note).toHaveLength(1000);
    expect(() => apply([noteAt('🏃'.repeat(501), 200)])).toThrow('A note can be at most 500 characters');
  });

  it('are refused for a deleted habit or a day outside the kept range', () => {
    const deleted = applyHabitDelete(habit(), at(150), NOW) as HabitRecord;
    expect(() => applyEntryNote(deleted, undefined, { ...key, note: 'x' }, at(200), NOW)).toThrow(
      'Habit was deleted',
    );
    expect(() =>
      applyEntryNote(habit(), undefined, { ...key, date: '1999-12-31', note: 'x' }, at(200), NOW),
    ).toThrow('Check-ins are kept for dates from 2000-01-01');
  });
});

describe('pauses on habits', () => {
  const week = { kind: 'span', from: '2026-11-23', until: '2026-11-29' } as const;
  const sundays: PauseEntry = { kind: 'rest', rule: { kind: 'weekly', weekdays: [0] } };

  it('added on two devices both stay, whatever the arrival order', () => {
    const phone = (h: HabitRecord) => applyHabitPause(h, { a: week }, at(200, 'phone'), NOW) ?? h;
    const laptop = (h: HabitRecord) => applyHabitPause(h, { b: sundays }, at(300, 'laptop'), NOW) ?? h;
    expect(laptop(phone(habit())).pauses).toEqual({ a: week, b: sundays });
    expect(phone(laptop(habit())).pauses).toEqual({ a: week, b: sundays });
  });

  it('a removal wins over an older edit of the same pause, arriving later', () => {
    const removed = applyHabitPause(habit(), { a: null }, at(300), NOW) as HabitRecord;
    expect(applyHabitPause(removed, { a: week }, at(200), NOW)).toBeNull();
    expect(removed.pauses).toEqual({ a: null });
  });

  it('are refused when they end before they start, or when there are too many', () => {
    expect(() =>
      applyHabitPause(
        habit(),
        { a: { kind: 'span', from: '2026-11-29', until: '2026-11-23' } },
        at(200),
        NOW,
      ),
    ).toThrow('A pause cannot end before it starts');
    let h = habit();
    for (let i = 0; i < 100; i += 1) {
      h = applyHabitPause(h, { [`p${i}`]: week }, at(200 + i), NOW) as HabitRecord;
    }
    expect(() => applyHabitPause(h, { more: week }, at(400), NOW)).toThrow(
      'A habit can hold at most 100 pauses',
    );
    // Removing one makes room again.
    const fewer = applyHabitPause(h, { p0: null }, at(401), NOW) as HabitRecord;
    expect(applyHabitPause(fewer, { more: week }, at(402), NOW)?.pauses?.more).toEqual(week);
  });
});

describe('layouts and preferences', () => {
  it('merge layouts per field', () => {
    const a = applyLayoutSave(undefined, 'dashboard', { widgets: ['habit-list'] }, at(100), NOW);
    const b = applyLayoutSave(
      a ?? undefined,
      'dashboard',
      { layouts: { lg: [] }, widgets: ['old'] },
      at(50),
      NOW,
    );
    expect(b).toMatchObject({ widgets: ['habit-list'], layouts: { lg: [] } });
  });

  it('merge each breakpoint and each filter on its own', () => {
    const start = applyLayoutSave(
      undefined,
      'dashboard',
      { layouts: { lg: [{ i: 'a' }], xxs: [{ i: 'a' }] }, filters: { chart: 1, database: 1 } },
      at(100),
      NOW,
    );
    // The laptop (later) arranges lg and the chart; the phone (earlier, synced after) xxs and the table.
    const laptop = applyLayoutSave(
      start ?? undefined,
      'dashboard',
      { layouts: { lg: [{ i: 'laptop' }] }, filters: { chart: 2 } },
      at(300),
      NOW,
    );
    const both = applyLayoutSave(
      laptop ?? undefined,
      'dashboard',
      { layouts: { xxs: [{ i: 'phone' }], lg: [{ i: 'stale' }] }, filters: { database: 2 } },
      at(200),
      NOW,
    );
    expect(both).toMatchObject({
      layouts: { lg: [{ i: 'laptop' }], xxs: [{ i: 'phone' }] },
      filters: { chart: 2, database: 2 },
    });
    expect(
      applyLayoutSave(both ?? undefined, 'dashboard', { filters: { chart: 0 } }, at(250), NOW),
    ).toBeNull();
  });

  it('validate preferences with the spec message', () => {
    expect(applyPreferencesSave(undefined, { theme: 'dark' }, at(100), NOW)).toMatchObject({ theme: 'dark' });
    expect(() => applyPreferencesSave(undefined, { weekStartsOn: 9 }, at(100), NOW)).toThrow(
      'Week start day must be between 0 (Sunday) and 6 (Saturday)',
    );
  });
});
