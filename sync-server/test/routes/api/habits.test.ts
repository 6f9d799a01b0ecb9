import { describe, expect, it } from 'vitest';
import { type Account, bearer, registerUser, useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();

function call(account: Account, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: bearer(account.token), ...(payload ? { payload } : {}) });
}

async function createHabit(account: Account, payload: object = { name: 'Read' }) {
  const response = await call(account, 'POST', '/api/habits', payload);
  expect(response.statusCode).toBe(201);
  return response.json().data.habit;
}

describe('habits CRUD', () => {
  it('creates a habit with the defaults of the spec', async () => {
    const account = await registerUser(ctx.app);
    const habit = await createHabit(account, {});
    expect(habit).toMatchObject({
      name: 'New Habit',
      description: '',
      category: 'other',
      color: '#4f46e5',
      icon: '⭐',
      frequency: 'daily',
      isActive: true,
      source: 'personal',
      workspaceId: null,
      groupHabitId: null,
      schedule: { days: [0, 1, 2, 3, 4, 5, 6], reminderTime: null, reminderEnabled: false },
      target: { value: 1, unit: 'times' },
      workspaceSettings: { shareProgress: 'progress-only', allowInteraction: true, shareInActivity: true },
    });
    expect(habit._id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('coerces the form values as the spec says', async () => {
    const account = await registerUser(ctx.app);
    const habit = await createHabit(account, {
      name: '  Read  ',
      category: 42,
      schedule: { days: [5, 1, 1], reminderEnabled: false, reminderTime: '07:00' },
      target: { value: 'lots', unit: 'pages' },
    });
    expect(habit).toMatchObject({
      name: 'Read',
      category: '42',
      schedule: { days: [1, 5], reminderEnabled: false, reminderTime: null },
      target: { value: 1, unit: 'pages' },
    });
  });

  it('lists, reads, updates, archives, restores and deletes', async () => {
    const account = await registerUser(ctx.app);
    const habit = await createHabit(account);
    const id = habit._id;
    expect(
      (await call(account, 'GET', '/api/habits')).json().data.habits.map((h: { _id: string }) => h._id),
    ).toEqual([id]);
    const updated = await call(account, 'PUT', `/api/habits/${id}`, {
      color: '#10b981',
      workspaceSettings: { shareProgress: 'full' },
    });
    expect(updated.json().data.habit).toMatchObject({
      name: 'Read',
      color: '#10b981',
      workspaceSettings: { shareProgress: 'full', allowInteraction: true },
    });
    const archived = await call(account, 'PUT', `/api/habits/${id}/archive`, {});
    expect(archived.json().data.habit.isActive).toBe(false);
    const restored = await call(account, 'PUT', `/api/habits/${id}/archive`, { archived: false });
    expect(restored.json().data.habit.isActive).toBe(true);
    expect((await call(account, 'DELETE', `/api/habits/${id}`)).json()).toEqual({
      success: true,
      message: 'Habit deleted successfully',
    });
    expect((await call(account, 'GET', `/api/habits/${id}`)).statusCode).toBe(404);
    expect((await call(account, 'GET', '/api/habits')).json().data.habits).toEqual([]);
  });

  it('lists adopted group habits only when asked', async () => {
    const account = await registerUser(ctx.app);
    await createHabit(account, { name: 'Mine' });
    const group = await call(account, 'POST', '/api/workspaces', { name: 'Walkers' });
    await ctx.app.writer.write(account.userId, 'habit.create', {
      id: '0192f0a4-0000-7000-8000-00000000abcd',
      fields: { name: 'From the group' },
      source: 'workspace',
      workspaceId: group.json().workspace._id,
    });
    const names = async (query: string) =>
      (await call(account, 'GET', `/api/habits${query}`))
        .json()
        .data.habits.map((h: { name: string }) => h.name);
    expect(await names('')).toEqual(['Mine']);
    expect(await names('?includeWorkspaceHabits=true')).toEqual(['Mine', 'From the group']);
  });

  it.each([
    [{ name: { first: 'x' } }, '"name" must be text of at most 200 characters'],
    [{ schedule: { days: [7] } }, 'Schedule days must be whole numbers from 0 (Sunday) to 6 (Saturday)'],
    [{ schedule: { days: [] } }, 'Please select at least one day'],
    [{ schedule: { reminderTime: '7pm' } }, 'Reminder time must be HH:MM'],
    [{ colour: 'red' }, 'Unknown field "colour"'],
  ])('answers 400 for %j', async (payload, error) => {
    const account = await registerUser(ctx.app);
    const response = await call(account, 'POST', '/api/habits', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error });
  });

  it('refuses an empty or invalid update', async () => {
    const account = await registerUser(ctx.app);
    const { _id } = await createHabit(account);
    expect((await call(account, 'PUT', `/api/habits/${_id}`, {})).json().error).toBe('Nothing to update');
    const badShare = await call(account, 'PUT', `/api/habits/${_id}`, {
      workspaceSettings: { shareProgress: 'all' },
    });
    expect(badShare.statusCode).toBe(400);
    expect(badShare.json().error).toBe('shareProgress must be full, progress-only, streaks-only or private');
    const noDay = await call(account, 'PUT', `/api/habits/${_id}`, { schedule: { days: [] } });
    expect(noDay.statusCode).toBe(400);
    expect(noDay.json().error).toBe('Please select at least one day');
  });

  it('answers 400 for an id that is not a UUID', async () => {
    const account = await registerUser(ctx.app);
    const response = await call(account, 'GET', '/api/habits/not-a-uuid');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Must be a valid id');
  });
});

describe('one user never reaches another user’s habits', () => {
  it('answers 404 to every call on a habit that is not theirs', async () => {
    const owner = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const { _id } = await createHabit(owner);
    const attempts = [
      await call(other, 'GET', `/api/habits/${_id}`),
      await call(other, 'PUT', `/api/habits/${_id}`, { name: 'Mine now' }),
      await call(other, 'DELETE', `/api/habits/${_id}`),
      await call(other, 'PUT', `/api/habits/${_id}/archive`, {}),
      await call(other, 'POST', `/api/habits/${_id}/check`, { date: '2026-11-20', completed: true }),
      await call(other, 'GET', `/api/habits/${_id}/entries?startDate=2026-11-01&endDate=2026-11-30`),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, error: 'Habit not found' });
    }
    expect((await call(owner, 'GET', `/api/habits/${_id}`)).json().data.habit.name).toBe('Read');
    expect((await call(other, 'GET', '/api/habits')).json().data.habits).toEqual([]);
  });

  it('cannot take over an id in use by someone else', async () => {
    const owner = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const { _id } = await createHabit(owner);
    const response = await call(other, 'POST', '/api/habits', { _id, name: 'Clash' });
    expect(response.statusCode).toBe(409);
  });
});

describe('check-ins', () => {
  it('records, changes and lists entries', async () => {
    const account = await registerUser(ctx.app);
    const { _id } = await createHabit(account);
    const done = await call(account, 'POST', `/api/habits/${_id}/check`, {
      date: '2026-11-20',
      completed: true,
    });
    expect(done.json().data.entry).toMatchObject({
      habitId: _id,
      date: '2026-11-20',
      completed: true,
      value: 1,
    });
    await call(account, 'POST', `/api/habits/${_id}/check`, {
      date: '2026-11-20',
      completed: false,
      value: 0,
    });
    await call(account, 'POST', `/api/habits/${_id}/check`, {
      date: '2026-11-21',
      completed: true,
      value: 3,
    });
    await call(account, 'POST', `/api/habits/${_id}/check`, { date: '2026-10-01', completed: true });
    const list = await call(
      account,
      'GET',
      `/api/habits/${_id}/entries?startDate=2026-11-01&endDate=2026-11-30`,
    );
    expect(
      list
        .json()
        .data.entries.map((e: { date: string; completed: boolean; value: number }) => [
          e.date,
          e.completed,
          e.value,
        ]),
    ).toEqual([
      ['2026-11-20', false, 0],
      ['2026-11-21', true, 3],
    ]);
  });

  it.each([
    [{ date: '2026-02-30', completed: true }, '"2026-02-30" is not a calendar date'],
    [{ date: '2026-2-3', completed: true }, 'Dates must be YYYY-MM-DD'],
    [{ date: '2026-11-20' }, 'Missing required field "completed"'],
    [{ date: '2026-11-20', completed: 'yes' }, 'Invalid "completed": must be boolean'],
    [{ date: '2026-11-20', completed: true, value: -1 }, 'Value must be between 0 and 1000000'],
  ])('answers 400 for %j', async (payload, error) => {
    const account = await registerUser(ctx.app);
    const { _id } = await createHabit(account);
    const response = await call(account, 'POST', `/api/habits/${_id}/check`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(error);
  });

  it('validates the entries range', async () => {
    const account = await registerUser(ctx.app);
    const { _id } = await createHabit(account);
    const backwards = await call(
      account,
      'GET',
      `/api/habits/${_id}/entries?startDate=2026-11-30&endDate=2026-11-01`,
    );
    expect(backwards.json().error).toBe('startDate must not be after endDate');
    const missing = await call(account, 'GET', `/api/habits/${_id}/entries?startDate=2026-11-01`);
    expect(missing.json().error).toBe('Missing required field "endDate"');
  });
});

describe('GET /api/habits/stats', () => {
  it('computes streaks and completion in the user’s time zone', async () => {
    const account = await registerUser(ctx.app);
    const { _id } = await createHabit(account);
    const today = new Date().toISOString().slice(0, 10);
    const day = (offset: number) =>
      new Date(Date.parse(today) + offset * 86_400_000).toISOString().slice(0, 10);
    for (const offset of [-2, -1, 0]) {
      await call(account, 'POST', `/api/habits/${_id}/check`, { date: day(offset), completed: true });
    }
    const response = await call(account, 'GET', `/api/habits/stats?startDate=${day(-6)}&endDate=${today}`);
    const { stats } = response.json().data;
    expect(stats).toMatchObject({
      today,
      totalHabits: 1,
      activeHabits: 1,
      scheduledToday: 1,
      completedToday: 1,
      bestCurrentStreak: 3,
    });
    expect(stats.habits[0]).toMatchObject({ habitId: _id, currentStreak: 3, completed: 3 });
  });
});

describe('data the database refuses', () => {
  it('answers 400, not 500, and says why', async () => {
    const account = await registerUser(ctx.app);
    const response = await call(account, 'POST', '/api/habits', { name: 'Null \u0000 byte' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Text must not contain the NUL character (U+0000)');
  });

  it('keeps check-ins within the trackable years', async () => {
    const account = await registerUser(ctx.app);
    const { _id } = await createHabit(account);
    const response = await call(account, 'POST', `/api/habits/${_id}/check`, {
      date: '0100-01-01',
      completed: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Check-ins are kept for dates from 2000-01-01 to 2099-12-31');
  });

  it('bounds a stats range given by one end only', async () => {
    const account = await registerUser(ctx.app);
    const response = await call(account, 'GET', '/api/habits/stats?startDate=0100-01-01');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('A range covers at most 3660 days');
  });
});
