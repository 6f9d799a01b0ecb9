import { formatHlc, parseHlc, uuidv7 } from '@habitat/domain';
import { DELETE_ACCOUNT_CONFIRMATION } from '@habitat/protocol';
import { describe, expect, it } from 'vitest';
import { syncClient } from '../helpers/sync-client';
import { bearer, PASSWORD, registerUser, useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

const YEAR = 365 * 86_400_000;
const DAY = '2026-11-20';

async function storedEntry(habitId: string) {
  return ctx.app.database.db
    .selectFrom('entries')
    .select(['completed', 'hlc'])
    .where('habit_id', '=', habitId)
    .where('date', '=', DAY)
    .executeTakeFirstOrThrow();
}

describe('one clock per person, never per process', () => {
  it('does not let another person’s fast device move this person’s server stamps ahead', async () => {
    const fast = await registerUser(ctx.app);
    const fastDevice = syncClient(ctx.app, fast);
    const ahead = formatHlc({ physical: Date.now() + 59_000, counter: 0, node: fastDevice.clientId });
    const fastHabit = uuidv7();
    await fastDevice.push([
      fastDevice.mutation('habit.create', { id: fastHabit, fields: {} }, { hlc: ahead }),
    ]);

    const person = await registerUser(ctx.app);
    const phone = syncClient(ctx.app, person);
    const habitId = uuidv7();
    await phone.push([phone.mutation('habit.create', { id: habitId, fields: {} })]);
    const checked = await ctx.app.inject({
      method: 'POST',
      url: `/api/habits/${habitId}/check`,
      headers: bearer(person.token),
      payload: { date: DAY, completed: true },
    });
    expect(checked.statusCode).toBe(200);
    // Their phone unchecks the day a moment later (its clock is right): the later edit wins. Its
    // stamp is not from the future, so only the REST write's stamp decides: with one clock for the
    // whole process, the fast device had put that 59 s ahead.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const later = formatHlc({ physical: Date.now(), counter: 0, node: phone.clientId });
    const pushed = await phone.push([
      phone.mutation('entry.set', { habitId, date: DAY, completed: false, value: 0 }, { hlc: later }),
    ]);
    expect(pushed.json().data.results[0].status).toBe('ok');
    expect((await storedEntry(habitId)).completed).toBe(false);
  });
});

describe('a device clock ahead of the server', () => {
  it('takes effect at the moment the server received it, so a later write from a right clock wins', async () => {
    const account = await registerUser(ctx.app);
    const wrong = syncClient(ctx.app, account);
    const right = syncClient(ctx.app, account);
    const habitId = uuidv7();
    await right.push([right.mutation('habit.create', { id: habitId, fields: {} })]);

    const nextYear = formatHlc({ physical: Date.now() + YEAR, counter: 0, node: wrong.clientId });
    const sentAt = Date.now();
    await wrong.push([
      wrong.mutation('entry.set', { habitId, date: DAY, completed: true, value: 1 }, { hlc: nextYear }),
    ]);
    const stamped = parseHlc((await storedEntry(habitId)).hlc);
    expect(stamped.physical).toBeGreaterThanOrEqual(sentAt);
    expect(stamped.physical).toBeLessThanOrEqual(Date.now());
    expect(stamped.node).toBe(wrong.clientId);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const now = formatHlc({ physical: Date.now(), counter: 0, node: right.clientId });
    await right.push([
      right.mutation('entry.set', { habitId, date: DAY, completed: false, value: 0 }, { hlc: now }),
    ]);
    expect((await storedEntry(habitId)).completed).toBe(false);
  });

  it('keeps the order of several writes from a device far ahead', async () => {
    const account = await registerUser(ctx.app);
    const wrong = syncClient(ctx.app, account);
    const habitId = uuidv7();
    const at = (n: number) =>
      formatHlc({ physical: Date.now() + YEAR + n, counter: 0, node: wrong.clientId });
    await wrong.push([
      wrong.mutation('habit.create', { id: habitId, fields: {} }, { hlc: at(0) }),
      wrong.mutation('entry.set', { habitId, date: DAY, completed: true, value: 1 }, { hlc: at(1) }),
      wrong.mutation('entry.set', { habitId, date: DAY, completed: false, value: 0 }, { hlc: at(2) }),
    ]);
    expect((await storedEntry(habitId)).completed).toBe(false);
  });
});

describe('deleting an account while its devices push', () => {
  it('never deadlocks: deletion succeeds and the pushes end in 200 or 401', async () => {
    for (let trial = 0; trial < 5; trial += 1) {
      const account = await registerUser(ctx.app);
      const devices = [syncClient(ctx.app, account), syncClient(ctx.app, account)];
      const habitIds = devices.map(() => uuidv7());
      await Promise.all(
        devices.map((device, i) =>
          device.push([device.mutation('habit.create', { id: habitIds[i], fields: {} })]),
        ),
      );
      let deleting = true;
      const pushing = devices.map(async (device, i) => {
        const statuses: number[] = [];
        for (let day = 1; deleting && day <= 28; day += 1) {
          const date = `2026-02-${String(day).padStart(2, '0')}`;
          const response = await device.push([
            device.mutation('entry.set', { habitId: habitIds[i], date, completed: true, value: 1 }),
          ]);
          statuses.push(response.statusCode);
          if (response.statusCode === 401) break;
        }
        return statuses;
      });
      const deletion = ctx.app.inject({
        method: 'DELETE',
        url: '/api/users/account',
        headers: bearer(account.token),
        payload: { password: PASSWORD, confirmDeletion: DELETE_ACCOUNT_CONFIRMATION },
      });
      const deleted = await deletion;
      deleting = false;
      expect(deleted.statusCode, deleted.body).toBe(200);
      for (const statuses of await Promise.all(pushing)) {
        expect(statuses.every((status) => status === 200 || status === 401)).toBe(true);
      }
    }
  });
});
