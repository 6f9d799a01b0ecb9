import { todayKey } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { seedAccounts } from '../../../helpers/account-seed';
import { call } from '../../../helpers/groups';
import { type Account, registerUser, useTestApp } from '../../../helpers/test-app';

/**
 * Issue 7 import: the app's own export and Loop Habit Tracker's CSV files, previewed, applied in one
 * transaction, idempotent, and refused in words when the file is wrong.
 */
const NOW = Date.parse('2026-03-11T12:00:00Z');
const TODAY = todayKey('UTC', NOW);
const ctx = useTestApp({ clock: () => NOW });

async function importData(account: Account, body: object) {
  return call(ctx.app, account, 'POST', '/api/users/import-data', body);
}

async function habitsOf(account: Account) {
  const response = await call(ctx.app, account, 'GET', '/api/habits?includeWorkspaceHabits=true');
  return response.json().data.habits as { _id: string; name: string }[];
}

async function entryCount(account: Account): Promise<number> {
  const rows = await ctx.database.db
    .selectFrom('entries')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', account.userId)
    .executeTakeFirstOrThrow();
  return Number(rows.n);
}

const LOOP_HABITS = [
  'Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?',
  '001,Meditate,YES_NO,Did you meditate today?,,1,1,#4CAF50,,,0,false',
  '002,Push-ups,NUMERICAL,How many push-ups?,,1,1,#F44336,reps,AT_LEAST,20,false',
].join('\n');
const LOOP_FILES = [
  { path: 'Habits.csv', text: LOOP_HABITS },
  { path: '001 Meditate/Checkmarks.csv', text: '2026-03-10,2\n2026-03-09,0\n2026-03-08,2\n' },
  { path: '002 Push-ups/Checkmarks.csv', text: '2026-03-10,25000\n2026-03-09,10000\n' },
];

describe('POST /api/users/import-data', () => {
  it('previews, then imports the app’s own export into another account, once', async () => {
    const seeded = await seedAccounts(ctx.app, TODAY);
    const exported = await call(ctx.app, seeded.subject, 'POST', '/api/users/export-data');
    const document = exported.json().data;
    const newcomer = await registerUser(ctx.app, { name: 'Nina New' });

    const preview = await importData(newcomer, { source: 'habitat', document, apply: false });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({
      applied: false,
      preview: { habitsToAdd: 2, entriesToAdd: 2, entriesUnchanged: 0 },
    });
    expect(preview.json().data.preview.notImported).toContain('Groups and memberships');
    // A preview writes nothing.
    expect(await habitsOf(newcomer)).toEqual([]);

    const applied = await importData(newcomer, { source: 'habitat', document, apply: true });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data.applied).toBe(true);
    const names = (await habitsOf(newcomer)).map((habit) => habit.name).sort();
    expect(names).toEqual(['Read', 'Run']);
    expect(await entryCount(newcomer)).toBe(2);

    // Twice changes nothing: the preview says so, and applying again writes nothing.
    const again = await importData(newcomer, { source: 'habitat', document, apply: true });
    expect(again.json().data).toMatchObject({
      applied: false,
      preview: { habitsToAdd: 0, entriesToAdd: 0, entriesUnchanged: 2 },
    });
    expect((await habitsOf(newcomer)).length).toBe(2);
    expect(await entryCount(newcomer)).toBe(2);
  });

  it('imports Loop Habit Tracker’s CSV files, and only what is missing the second time', async () => {
    const person = await registerUser(ctx.app);
    const first = await importData(person, { source: 'loop', files: LOOP_FILES, apply: true });
    expect(first.statusCode, first.body).toBe(200);
    // Meditate done on two days (a 0 is a day not done: no entry, as in the app), Push-ups on two.
    expect(first.json().data.preview).toMatchObject({ habitsToAdd: 2, entriesToAdd: 4 });
    const habits = await habitsOf(person);
    expect(habits.map((habit) => habit.name).sort()).toEqual(['Meditate', 'Push-ups']);
    // Streak figures and badges are brought up to date once per habit, as a check-in would.
    const meditate = habits.find((habit) => habit.name === 'Meditate');
    const streak = await ctx.database.db
      .selectFrom('habit_streaks')
      .select(['completed_count', 'last_done'])
      .where('habit_id', '=', meditate?._id ?? '')
      .executeTakeFirst();
    expect(streak).toEqual({ completed_count: 2, last_done: '2026-03-10' });
    const stats = await call(ctx.app, person, 'GET', '/api/users/stats');
    expect(stats.json().data.stats.badges.map((b: { badge: string }) => b.badge)).toEqual(['first-check-in']);

    // The person checks in one more day in Loop and exports again: only that day is new.
    const more = LOOP_FILES.map((file) =>
      file.path.startsWith('001') ? { ...file, text: `2026-03-11,2\n${file.text}` } : file,
    );
    const second = await importData(person, { source: 'loop', files: more, apply: true });
    expect(second.json().data.preview).toMatchObject({
      habitsToAdd: 0,
      entriesToAdd: 1,
      entriesUnchanged: 4,
    });
    expect((await habitsOf(person)).length).toBe(2);
    expect(await entryCount(person)).toBe(5);
  });

  it('never overwrites a day the person already logged', async () => {
    const person = await registerUser(ctx.app);
    const habit = await call(ctx.app, person, 'POST', '/api/habits', { name: 'Meditate' });
    const id = habit.json().data.habit._id;
    await call(ctx.app, person, 'POST', `/api/habits/${id}/check`, { date: '2026-03-10', completed: false });
    const response = await importData(person, { source: 'loop', files: LOOP_FILES, apply: true });
    const meditate = response.json().data.preview.habits.find((h: { name: string }) => h.name === 'Meditate');
    expect(meditate).toMatchObject({ action: 'merge', entriesToAdd: 1, entriesUnchanged: 1 });
    const entries = await call(
      ctx.app,
      person,
      'GET',
      `/api/habits/${id}/entries?startDate=2026-03-01&endDate=2026-03-11`,
    );
    const byDate = Object.fromEntries(
      (entries.json().data.entries as { date: string; completed: boolean }[]).map((e) => [
        e.date.slice(0, 10),
        e.completed,
      ]),
    );
    expect(byDate['2026-03-10']).toBe(false);
  });

  it('refuses a bad file in words and writes nothing', async () => {
    const person = await registerUser(ctx.app);
    const cases: [object, string][] = [
      [{ source: 'habitat', document: { hello: 'world' }, apply: true }, 'This is not a Habitat export file'],
      [{ source: 'habitat', document: 'text', apply: true }, 'This is not a Habitat export file'],
      [
        { source: 'loop', files: [{ path: 'Scores.csv', text: '2026-03-10,0.5' }], apply: true },
        'Habits.csv is missing: choose the zip file Loop exported',
      ],
      [{ source: 'habitat', apply: true }, 'Missing required field "document"'],
      [{ source: 'csv', files: [], apply: true }, 'Import source must be "habitat" or "loop"'],
    ];
    for (const [body, message] of cases) {
      const response = await importData(person, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toContain(message);
    }
    const badDate = await importData(person, {
      source: 'loop',
      files: [LOOP_FILES[0], { path: '001 Meditate/Checkmarks.csv', text: '2026-13-01,2\n' }],
      apply: true,
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error).toMatch(/2026-13-01/);
    expect(await habitsOf(person)).toEqual([]);
  });
});
