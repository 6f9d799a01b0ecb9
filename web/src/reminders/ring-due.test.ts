import 'fake-indexeddb/auto';
import { type ReminderNotice, uuidv7 } from '@habitat/domain';
import { HabitatDb, mutate, readMeta, writeMeta } from '@habitat/sync-client';
import { describe, expect, it } from 'vitest';
import { ringDueReminders } from './ring-due';

// Wednesday 2026-11-18 in UTC (the default time zone).
const at = (time: string) => Date.parse(`2026-11-18T${time}:00Z`);

async function setUp(fields: Record<string, unknown> = {}) {
  const db = new HabitatDb(`test-${uuidv7()}`);
  const id = uuidv7();
  await mutate(db, 'habit.create', {
    id,
    fields: { name: 'Run', icon: '🏃', reminderEnabled: true, reminderTime: '09:00', ...fields },
  });
  const shown: string[] = [];
  const show = async (notice: ReminderNotice) => {
    shown.push(`${notice.title} ${notice.tag.slice(-10)}`);
  };
  return { db, id, shown, show };
}

describe('ringDueReminders', () => {
  it('rings once at the time, and not again from another page or the worker', async () => {
    const { db, shown, show } = await setUp();
    expect(await ringDueReminders(db, at('08:59'), show)).toBe(0);
    const [first, second] = await Promise.all([
      ringDueReminders(db, at('09:01'), show),
      ringDueReminders(db, at('09:01'), show),
    ]);
    expect(first + second).toBe(1);
    expect(await ringDueReminders(db, at('09:30'), show)).toBe(0);
    expect(shown).toEqual(['Time for 🏃 Run 2026-11-18']);
  });

  it('stays quiet when the habit is done or skipped, or reminders are off', async () => {
    const done = await setUp();
    await mutate(done.db, 'entry.set', { habitId: done.id, date: '2026-11-18', completed: true, value: 1 });
    expect(await ringDueReminders(done.db, at('09:05'), done.show)).toBe(0);

    const skipped = await setUp();
    await mutate(skipped.db, 'entry.set', {
      habitId: skipped.id,
      date: '2026-11-18',
      completed: false,
      value: 0,
      skipped: true,
    });
    expect(await ringDueReminders(skipped.db, at('09:05'), skipped.show)).toBe(0);

    const off = await setUp({ reminderEnabled: false });
    expect(await ringDueReminders(off.db, at('09:05'), off.show)).toBe(0);
  });

  it('stays quiet while a first copy is coming in, whose today may not have arrived yet', async () => {
    const { db, shown, show } = await setUp();
    const meta = await readMeta(db);
    await writeMeta(db, { ...meta, resetting: { scopes: ['u:someone'], since: at('08:00') } });
    expect(await ringDueReminders(db, at('09:01'), show)).toBe(0);
    await writeMeta(db, { ...meta, resetting: undefined });
    expect(await ringDueReminders(db, at('09:01'), show)).toBe(1);
    expect(shown).toEqual(['Time for 🏃 Run 2026-11-18']);
  });

  it('follows the person’s time zone', async () => {
    const { db, show, shown } = await setUp();
    await mutate(db, 'preferences.save', { patch: { timezone: 'Asia/Tokyo' } });
    // 09:00 in Tokyo is 00:00 UTC.
    expect(await ringDueReminders(db, Date.parse('2026-11-18T00:10:00Z'), show)).toBe(1);
    expect(shown).toEqual(['Time for 🏃 Run 2026-11-18']);
  });

  it('rings at each of several times, once the app opens past two of them only the latest', async () => {
    const { db, show, shown } = await setUp({ moreReminderTimes: ['12:00', '18:00'] });
    expect(await ringDueReminders(db, at('12:10'), show)).toBe(1);
    expect(await ringDueReminders(db, at('12:20'), show)).toBe(0);
    expect(await ringDueReminders(db, at('18:05'), show)).toBe(1);
    expect(shown).toEqual(['Time for 🏃 Run 2026-11-18', 'Time for 🏃 Run 2026-11-18']);
  });

  it('rings one summary instead, naming what is left, when the person chose it', async () => {
    const { db, id, show, shown } = await setUp();
    await mutate(db, 'habit.create', { id: uuidv7(), fields: { name: 'Stretch', icon: '🧘' } });
    await mutate(db, 'habit.create', {
      id: uuidv7(),
      fields: { name: 'Coffee', targetKind: 'at-most', targetValue: 3, targetUnit: 'cups' },
    });
    await mutate(db, 'preferences.save', { patch: { reminderSummaryAt: '20:00' } });
    // The habit's own 09:00 stays silent: the summary stands for it.
    expect(await ringDueReminders(db, at('09:05'), show)).toBe(0);
    await mutate(db, 'entry.set', { habitId: id, date: '2026-11-18', completed: true, value: 1 });
    expect(await ringDueReminders(db, at('20:01'), show)).toBe(1);
    expect(await ringDueReminders(db, at('20:30'), show)).toBe(0);
    // A limit has nothing left to do; Run is done.
    expect(shown).toEqual(['1 habit left today: Stretch 2026-11-18']);
  });
});
