import { formatHlc, type ShareProgress } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { call, createGroup, join } from '../../helpers/groups';
import { syncClient } from '../../helpers/sync-client';
import { type Account, registerUser, useTestApp } from '../../helpers/test-app';

/** Notes on check-ins (issue 30): written by REST and by sync, merged apart from the check, shown to a group only in full. */

const ctx = useTestApp();
const DAY = '2026-03-02';

async function habitOf(owner: Account, fields: object = {}): Promise<string> {
  const created = await call(ctx.app, owner, 'POST', '/api/habits', { name: 'Run', ...fields });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data.habit._id;
}

async function entriesOf(owner: Account, habitId: string) {
  const listed = await call(
    ctx.app,
    owner,
    'GET',
    `/api/habits/${habitId}/entries?startDate=${DAY}&endDate=${DAY}`,
  );
  expect(listed.statusCode, listed.body).toBe(200);
  return listed.json().data.entries as { completed: boolean; note: string | null }[];
}

describe('a note through POST /api/habits/:id/check', () => {
  it('is kept with the check-in, kept when a later check leaves it out, and taken away by null', async () => {
    const owner = await registerUser(ctx.app);
    const habitId = await habitOf(owner);
    const check = (body: object) => call(ctx.app, owner, 'POST', `/api/habits/${habitId}/check`, body);

    const noted = await check({ date: DAY, completed: true, note: '  Ran in the rain  ' });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json().data.entry).toMatchObject({ completed: true, note: 'Ran in the rain' });

    // An older client, which knows nothing of notes, unchecks the day: the note stays.
    expect((await check({ date: DAY, completed: false })).json().data.entry.note).toBe('Ran in the rain');
    expect(await entriesOf(owner, habitId)).toMatchObject([{ completed: false, note: 'Ran in the rain' }]);

    expect((await check({ date: DAY, completed: false, note: null })).json().data.entry.note).toBeNull();
  });

  it('over 500 characters is refused with the limit, and nothing of the check-in is written', async () => {
    const owner = await registerUser(ctx.app);
    const habitId = await habitOf(owner);
    // 501 letters pass the body's size bound and are refused by the note's rule after the check is
    // applied: the transaction takes the check back with it. The other two are stopped before.
    for (const note of ['x'.repeat(501), '🏃'.repeat(501), 'x'.repeat(1001)]) {
      const refused = await call(ctx.app, owner, 'POST', `/api/habits/${habitId}/check`, {
        date: DAY,
        completed: true,
        note,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe('A note can be at most 500 characters');
    }
    expect(await entriesOf(owner, habitId)).toEqual([]);
    // 500 emoji are 1,000 UTF-16 units: they fit.
    const fits = await call(ctx.app, owner, 'POST', `/api/habits/${habitId}/check`, {
      date: DAY,
      completed: true,
      note: '🏃'.repeat(500),
    });
    expect(fits.statusCode, fits.body).toBe(200);
  });

  it('must be text or null', async () => {
    const owner = await registerUser(ctx.app);
    const habitId = await habitOf(owner);
    const refused = await call(ctx.app, owner, 'POST', `/api/habits/${habitId}/check`, {
      date: DAY,
      completed: true,
      note: { text: 'x' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('A note can be at most 500 characters');
  });
});

describe('a note through sync', () => {
  it('and a check made offline on another device both survive, whichever reaches the server first', async () => {
    for (const noteFirst of [true, false]) {
      const owner = await registerUser(ctx.app);
      const habitId = await habitOf(owner);
      const phone = syncClient(ctx.app, owner);
      const laptop = syncClient(ctx.app, owner);
      // The laptop checked the day earlier; the phone wrote the note later.
      const check = laptop.mutation(
        'entry.set',
        { habitId, date: DAY, completed: true, value: 1 },
        { hlc: formatHlc({ physical: Date.now() - 60_000, counter: 0, node: laptop.clientId }) },
      );
      const note = phone.mutation('entry.note', { habitId, date: DAY, note: 'Felt strong' });
      const pushes = noteFirst
        ? [() => phone.push([note]), () => laptop.push([check])]
        : [() => laptop.push([check]), () => phone.push([note])];
      for (const push of pushes) expect((await push()).json().data.results[0].status).toBe('ok');

      const pulled = (await laptop.pull()).json().data.changes.entries;
      expect(pulled, `note first: ${noteFirst}`).toMatchObject([
        { habitId, date: DAY, completed: true, note: 'Felt strong' },
      ]);
    }
  });

  it('on a day with no check-in makes a day that is not done, and counts for no streak', async () => {
    const owner = await registerUser(ctx.app);
    const habitId = await habitOf(owner);
    const phone = syncClient(ctx.app, owner);
    const pushed = await phone.push([phone.mutation('entry.note', { habitId, date: DAY, note: 'Fever' })]);
    expect(pushed.json().data.results).toEqual([{ id: 1, status: 'ok' }]);
    expect(await entriesOf(owner, habitId)).toMatchObject([{ completed: false, note: 'Fever' }]);
  });

  it('is refused by name when too long, or for a habit that is not the person’s', async () => {
    const owner = await registerUser(ctx.app);
    const stranger = await registerUser(ctx.app);
    const habitId = await habitOf(owner);
    const strangers = syncClient(ctx.app, stranger);
    const taken = await strangers.push([
      strangers.mutation('entry.note', { habitId, date: DAY, note: 'mine now' }),
    ]);
    expect(taken.json().data.results).toEqual([{ id: 1, status: 'rejected', error: 'Habit not found' }]);
    const phone = syncClient(ctx.app, owner);
    const long = await phone.push([
      phone.mutation('entry.note', { habitId, date: DAY, note: '🏃'.repeat(501) }),
    ]);
    expect(long.json().data.results).toEqual([
      { id: 1, status: 'rejected', error: 'A note can be at most 500 characters' },
    ]);
    expect(await entriesOf(owner, habitId)).toEqual([]);
  });
});

describe("a member's notes in the group", () => {
  it('show on their dashboard only where the habit is shared in full', async () => {
    const owner = await registerUser(ctx.app);
    const groupId = await createGroup(ctx.app, owner);
    const member = await registerUser(ctx.app);
    await join(ctx.app, owner, groupId, member);
    const levels: ShareProgress[] = ['full', 'progress-only'];
    const ids = new Map<string, ShareProgress>();
    for (const level of levels) {
      const habitId = await habitOf(member, { name: `Run ${level}` });
      const shared = await call(ctx.app, member, 'PUT', `/api/habits/${habitId}`, {
        workspaceSettings: { shareProgress: level },
      });
      expect(shared.statusCode, shared.body).toBe(200);
      const checked = await call(ctx.app, member, 'POST', `/api/habits/${habitId}/check`, {
        date: DAY,
        completed: true,
        note: `note at ${level}`,
      });
      expect(checked.statusCode, checked.body).toBe(200);
      ids.set(habitId, level);
    }
    const mirror = await call(
      ctx.app,
      owner,
      'GET',
      `/api/workspaces/${groupId}/members/${member.userId}/dashboard?startDate=${DAY}&endDate=${DAY}`,
    );
    expect(mirror.statusCode, mirror.body).toBe(200);
    const notes = (mirror.json().entries as { habitId: string; note: string | null }[]).map((entry) => [
      ids.get(entry.habitId),
      entry.note,
    ]);
    // Progress-only shows no individual days at all, so no note either.
    expect(notes).toEqual([['full', 'note at full']]);
  });
});
