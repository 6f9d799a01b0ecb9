import 'fake-indexeddb/auto';
import { uuidv7 } from '@habitat/domain';
import { handOverOutbox, mutate } from '@habitat/sync-client';
import { describe, expect, it } from 'vitest';
import { bearer, registerUser, useTestApp } from '../helpers/test-app';
import { createSimClient, type SimWorld } from './sim-client';

const ctx = useTestApp();

/**
 * A device used without an account (issue 27) queues its changes and never pushes them; when an
 * account takes it over, the outbox is pushed as that account's. The server makes the client row
 * for the device's client id on that first push.
 */
async function deviceWithWork(world: SimWorld) {
  const device = createSimClient(world, 'device-only', 0);
  const habitId = uuidv7();
  await mutate(device.db, 'preferences.save', { patch: { weekStartsOn: 0 } });
  await mutate(device.db, 'habit.create', {
    id: habitId,
    fields: { name: 'Walk', targetValue: 10000, targetUnit: 'steps' },
  });
  await mutate(device.db, 'entry.set', { habitId, date: '2026-11-26', completed: false, value: 4200 });
  await mutate(device.db, 'layout.save', { key: 'dashboard', widgets: [] });
  return { device, habitId };
}

async function serverState(token: string) {
  const habits = await ctx.app.inject({ method: 'GET', url: '/api/habits', headers: bearer(token) });
  const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  return {
    habits: (habits.json().data.habits as { _id: string; name: string }[]).map((habit) => habit.name).sort(),
    weekStartsOn: me.json().data.user.preferences.weekStartsOn as number,
  };
}

async function entryValue(token: string, habitId: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/habits/${habitId}/entries?startDate=2026-11-01&endDate=2026-11-30`,
    headers: bearer(token),
  });
  return (response.json().data.entries as { value: number }[]).map((entry) => entry.value);
}

describe('a device used without an account, taken over by an account', () => {
  it('a new account takes every change, preferences included, on its first push', async () => {
    const world: SimWorld = { app: ctx.app, token: '', now: Date.now() };
    const { device, habitId } = await deviceWithWork(world);
    const account = await registerUser(ctx.app);
    world.token = account.token;
    await handOverOutbox(device.db, 'everything');
    await device.engine.sync();

    expect(await serverState(account.token)).toEqual({ habits: ['Walk'], weekStartsOn: 0 });
    expect(await entryValue(account.token, habitId)).toEqual([4200]);
    // Confirmed by the pull: nothing is left waiting, and the device's copy is the account's.
    expect(await device.db.outbox.count()).toBe(0);
    expect((await device.db.habits.get(habitId))?.name).toBe('Walk');
  });

  it('an existing account takes the habits and check-ins and keeps its own preferences', async () => {
    const world: SimWorld = { app: ctx.app, token: '', now: Date.now() };
    const account = await registerUser(ctx.app);
    const own = await ctx.app.inject({
      method: 'POST',
      url: '/api/habits',
      headers: bearer(account.token),
      payload: { name: 'Journal' },
    });
    expect(own.statusCode).toBe(201);
    const before = (await serverState(account.token)).weekStartsOn;
    // The device's choice (Sunday) differs from the account's own (the default, Monday).
    expect(before).toBe(1);

    const { device, habitId } = await deviceWithWork(world);
    world.token = account.token;
    await handOverOutbox(device.db, 'records');
    await device.engine.sync();

    expect(await serverState(account.token)).toEqual({ habits: ['Journal', 'Walk'], weekStartsOn: before });
    expect(await entryValue(account.token, habitId)).toEqual([4200]);
    expect((await device.db.habits.toArray()).map((habit) => habit.name).sort()).toEqual(['Journal', 'Walk']);
    expect((await device.db.preferences.get('me'))?.weekStartsOn).toBe(before);
  });
});
