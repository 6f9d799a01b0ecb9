import { describe, expect, it } from 'vitest';
import { call } from '../../../helpers/groups';
import { loopBackup } from '../../../helpers/loop-backup';
import { syncClient } from '../../../helpers/sync-client';
import { type Account, registerUser, useTestApp } from '../../../helpers/test-app';

/** Issue 30: Loop Habit Tracker's backup file (its SQLite database), with what its CSV leaves out. */
const NOW = Date.parse('2026-03-11T12:00:00Z');
const ctx = useTestApp({ clock: () => NOW });

const importBackup = (account: Account, bytes: Buffer, apply = true) =>
  call(ctx.app, account, 'POST', '/api/users/import-data', {
    source: 'loop',
    backup: bytes.toString('base64'),
    apply,
  });

describe('a Loop backup', () => {
  it('comes in with reminders, archived habits, limits, skips, notes and Loop’s order, once', async () => {
    const bytes = await loopBackup(
      [
        { id: 1, name: 'Coffee', position: 1, type: 1, targetType: 1, targetValue: 2, unit: 'cups' },
        {
          id: 2,
          name: 'Meditate',
          position: 0,
          question: 'Did you meditate?',
          reminder: { hour: 6, minute: 45, days: 127 },
        },
        { id: 3, name: 'Guitar', position: 2, archived: 1 },
      ],
      [
        { habit: 1, date: '2026-03-10', value: 3000, notes: 'Deadline day' },
        { habit: 1, date: '2026-03-09', value: 1000 },
        { habit: 2, date: '2026-03-10', value: 2, notes: 'Calm' },
        { habit: 2, date: '2026-03-09', value: 3 },
        { habit: 3, date: '2026-03-01', value: 2 },
      ],
    );
    const owner = await registerUser(ctx.app);
    const preview = await importBackup(owner, bytes, false);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.preview).toMatchObject({ habitsToAdd: 3, entriesToAdd: 5 });

    const applied = await importBackup(owner, bytes);
    expect(applied.statusCode, applied.body).toBe(200);
    const pulled = (await syncClient(ctx.app, owner).pull()).json().data.changes;
    const habits = pulled.habits as Record<string, unknown>[];
    const byName = (name: string) => habits.find((habit) => habit.name === name);
    expect(habits.map((habit) => habit.name)).toEqual(['Meditate', 'Coffee', 'Guitar']);
    expect(byName('Meditate')).toMatchObject({
      reminderEnabled: true,
      reminderTime: '06:45',
      description: 'Did you meditate?',
    });
    expect(byName('Coffee')).toMatchObject({ targetKind: 'at-most', targetValue: 2, targetUnit: 'cups' });
    expect(byName('Guitar')).toMatchObject({ isActive: false });
    const entries = pulled.entries as {
      habitId: string;
      date: string;
      skipped: boolean;
      note: string | null;
    }[];
    const meditate = byName('Meditate')?.id;
    expect(entries.filter((e) => e.habitId === meditate).map((e) => [e.date, e.skipped, e.note])).toEqual([
      ['2026-03-09', true, null],
      ['2026-03-10', false, 'Calm'],
    ]);
    expect(entries.find((e) => e.note === 'Deadline day')?.date).toBe('2026-03-10');

    const again = await importBackup(owner, bytes);
    expect(again.json().data.preview).toMatchObject({ habitsToAdd: 0, entriesToAdd: 0 });
  });

  it('reads a backup from before notes', async () => {
    const bytes = await loopBackup(
      [{ id: 1, name: 'Run', position: 0 }],
      [{ habit: 1, date: '2026-03-10', value: 2 }],
      {
        withNotes: false,
      },
    );
    const response = await importBackup(await registerUser(ctx.app), bytes, false);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.preview).toMatchObject({ habitsToAdd: 1, entriesToAdd: 1 });
  });

  it('refuses in words what is not a Loop backup, and writes nothing', async () => {
    const owner = await registerUser(ctx.app);
    const notSqlite = Buffer.from('Position,Name\n001,Run\n'.repeat(10));
    const damaged = Buffer.concat([
      (await loopBackup([{ id: 1, name: 'Run', position: 0 }], [])).subarray(0, 120),
    ]);
    for (const bytes of [notSqlite, damaged]) {
      const response = await importBackup(owner, bytes);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toBe('This file is not a Loop Habit Tracker backup');
    }
    const notBase64 = await call(ctx.app, owner, 'POST', '/api/users/import-data', {
      source: 'loop',
      backup: 'not base64!',
      apply: true,
    });
    expect(notBase64.statusCode).toBe(400);
    expect(notBase64.json().error).toBe('backup must be base64');
    // A view in place of Loop's table could compute rows without end: it is not read at all.
    const endless = await loopBackup([], [], {
      habitsTable: `create view Habits as with recursive c(x) as (select 1 union all select x + 1 from c)
        select x as id, 'Run' as name from c`,
    });
    const refused = await importBackup(owner, endless);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error).toBe('This file is not a Loop Habit Tracker backup');
    const empty = await importBackup(owner, await loopBackup([], []));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('This Loop backup has no habits: there is nothing to import');
    const pulled = (await syncClient(ctx.app, owner).pull()).json().data.changes;
    expect(pulled.habits).toEqual([]);
  });
});
