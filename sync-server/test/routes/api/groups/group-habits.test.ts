import { randomUUID } from 'node:crypto';
import { adoptionArgs, type GroupHabit } from '@habitat/protocol';
import { describe, expect, it } from 'vitest';
import { call, createGroup, join } from '../../../helpers/groups';
import { registerUser, useTestApp } from '../../../helpers/test-app';

const ctx = useTestApp();

async function group() {
  const [owner, admin, member] = [
    await registerUser(ctx.app, { name: 'Olive Owner' }),
    await registerUser(ctx.app, { name: 'Ada Admin' }),
    await registerUser(ctx.app, { name: 'Max Member' }),
  ];
  const id = await createGroup(ctx.app, owner);
  await join(ctx.app, owner, id, admin, 'admin');
  await join(ctx.app, owner, id, member);
  return { owner, admin, member, id };
}

describe('group habits', () => {
  it('lets admins add habits with the spec defaults; members only read them when habits are kept to admins', async () => {
    const { owner, admin, member, id } = await group();
    const created = await call(ctx.app, admin, 'POST', `/api/workspaces/${id}/habits`, { name: ' Walk ' });
    expect(created.statusCode).toBe(201);
    expect(created.json().habit).toMatchObject({
      workspaceId: id,
      name: 'Walk',
      description: '',
      category: 'other',
      icon: '✅',
      color: '#4f46e5',
      isRequired: false,
      createdBy: admin.userId,
      adoptedBy: [],
      settings: {
        defaultTarget: { value: 1, unit: 'times' },
        schedule: { days: [0, 1, 2, 3, 4, 5, 6], reminderEnabled: false, reminderTime: null },
      },
    });
    await call(ctx.app, owner, 'PUT', `/api/workspaces/${id}`, {
      settings: { allowMemberHabitCreation: false },
    });
    const refused = await call(ctx.app, member, 'POST', `/api/workspaces/${id}/habits`, { name: 'Mine' });
    expect(refused.statusCode).toBe(403);
    const listed = (await call(ctx.app, member, 'GET', `/api/workspaces/${id}/habits`)).json().habits;
    expect(listed.map((h: { name: string }) => h.name)).toEqual(['Walk']);
    const [summary] = (await call(ctx.app, member, 'GET', '/api/workspaces')).json().workspaces;
    expect(summary.habitCount).toBe(1);
  });

  it('validates the form with its words', async () => {
    const { admin, id } = await group();
    const url = `/api/workspaces/${id}/habits`;
    const cases: [object, string][] = [
      [{ name: '  ' }, 'Name is required'],
      [{ name: 'A', settings: { schedule: { days: [] } } }, 'Please select at least one day'],
      [{ name: 'A', settings: { defaultTarget: { value: 0, unit: 'times' } } }, 'Target must be at least 1'],
      [
        { name: 'A', category: 'food' },
        'Category must be health, productivity, mindfulness, learning, social, hobby or other',
      ],
    ];
    for (const [payload, error] of cases) {
      const response = await call(ctx.app, admin, 'POST', url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toBe(error);
    }
  });

  it('edits and deletes for admins, refusing members and outsiders', async () => {
    const { admin, member, id } = await group();
    const outsider = await registerUser(ctx.app);
    const habitId = (
      await call(ctx.app, admin, 'POST', `/api/workspaces/${id}/habits`, { name: 'Read' })
    ).json().habit._id;
    const url = `/api/workspaces/workspace-habits/${habitId}`;
    const update = {
      name: 'Read more',
      settings: {
        defaultTarget: { value: 20, unit: 'pages' },
        schedule: { days: [5, 1, 1], reminderEnabled: true, reminderTime: '07:30' },
      },
    };
    expect((await call(ctx.app, member, 'PUT', url, update)).statusCode).toBe(403);
    expect((await call(ctx.app, outsider, 'PUT', url, update)).statusCode).toBe(404);
    const edited = await call(ctx.app, admin, 'PUT', url, update);
    expect(edited.json().habit).toMatchObject({
      name: 'Read more',
      settings: {
        defaultTarget: { value: 20, unit: 'pages' },
        schedule: { days: [1, 5], reminderEnabled: true, reminderTime: '07:30' },
      },
    });
    expect((await call(ctx.app, member, 'DELETE', url)).statusCode).toBe(403);
    expect((await call(ctx.app, admin, 'DELETE', url)).statusCode).toBe(200);
    expect((await call(ctx.app, admin, 'DELETE', url)).statusCode).toBe(404);
    expect((await call(ctx.app, member, 'GET', `/api/workspaces/${id}/habits`)).json().habits).toEqual([]);
  });

  it('adopts once into a personal habit that syncs, and again after deleting it', async () => {
    const { owner, admin, member, id } = await group();
    const groupHabit = (
      await call(ctx.app, admin, 'POST', `/api/workspaces/${id}/habits`, {
        name: 'Stretch',
        icon: '🧘',
        category: 'health',
        settings: { defaultTarget: { value: 10, unit: 'minutes' }, schedule: { days: [1, 3, 5] } },
      })
    ).json().habit;
    const adoptUrl = `/api/workspaces/${id}/habits/${groupHabit._id}/adopt`;
    const adopted = await call(ctx.app, member, 'POST', adoptUrl, {
      personalSettings: { shareProgress: 'full' },
    });
    expect(adopted.statusCode).toBe(201);
    const habit = adopted.json().habit;
    expect(habit).toMatchObject({
      name: 'Stretch',
      icon: '🧘',
      category: 'health',
      source: 'workspace',
      workspaceId: id,
      groupHabitId: groupHabit._id,
      schedule: { days: [1, 3, 5] },
      target: { value: 10, unit: 'minutes' },
      workspaceSettings: { shareProgress: 'full' },
    });
    // It is the member's own habit: it is in their habit list, on every device.
    const mine = (await call(ctx.app, member, 'GET', '/api/habits?includeWorkspaceHabits=true')).json().data
      .habits;
    expect(mine.map((h: { _id: string }) => h._id)).toContain(habit._id);
    const memberHabits = (await call(ctx.app, member, 'GET', `/api/workspaces/${id}/member-habits`)).json()
      .habits;
    expect(memberHabits.map((h: { _id: string }) => h._id)).toEqual([habit._id]);
    const listed = (await call(ctx.app, member, 'GET', `/api/workspaces/${id}/habits`)).json().habits;
    expect(listed[0].adoptedBy).toEqual([member.userId]);

    const twice = await call(ctx.app, member, 'POST', adoptUrl, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('You may have already adopted it.');

    // A double tap on Adopt: one adoption, one 409, checked under the person's lock.
    const third = await registerUser(ctx.app);
    await join(ctx.app, owner, id, third);
    const taps = await Promise.all([
      call(ctx.app, third, 'POST', adoptUrl, {}),
      call(ctx.app, third, 'POST', adoptUrl, {}),
    ]);
    expect(taps.map((tap) => tap.statusCode).sort()).toEqual([201, 409]);

    // Without a choice, an adoption takes the group's default visibility ('public' is full sharing).
    const owner2 = await registerUser(ctx.app);
    const other = await createGroup(ctx.app, owner2);
    await call(ctx.app, owner2, 'PUT', `/api/workspaces/${other}`, {
      settings: { defaultHabitVisibility: 'public' },
    });
    const read = (
      await call(ctx.app, owner2, 'POST', `/api/workspaces/${other}/habits`, { name: 'Read' })
    ).json().habit;
    const byDefault = await call(
      ctx.app,
      owner2,
      'POST',
      `/api/workspaces/${other}/habits/${read._id}/adopt`,
      {},
    );
    expect(byDefault.json().habit.workspaceSettings.shareProgress).toBe('full');
    // A group habit deleted meanwhile answers 404, not a failure of the server.
    await call(ctx.app, owner2, 'DELETE', `/api/workspaces/workspace-habits/${read._id}`);
    const gone = await call(ctx.app, owner2, 'POST', `/api/workspaces/${other}/habits/${read._id}/adopt`, {});
    expect(gone.statusCode).toBe(404);

    await call(ctx.app, member, 'DELETE', `/api/habits/${habit._id}`);
    expect((await call(ctx.app, member, 'POST', adoptUrl, {})).statusCode).toBe(201);
  });

  it('adopts online into the very habit an offline adoption creates (one rule: adoptionArgs)', async () => {
    const { admin, member, id } = await group();
    const groupHabit = (
      await call(ctx.app, admin, 'POST', `/api/workspaces/${id}/habits`, {
        name: 'Journal',
        settings: {
          defaultTarget: { value: 1, unit: 'pages' },
          schedule: { days: [0, 6], reminderEnabled: false, reminderTime: '21:15' },
        },
      })
    ).json().habit as GroupHabit;
    const adopted = await call(
      ctx.app,
      member,
      'POST',
      `/api/workspaces/${id}/habits/${groupHabit._id}/adopt`,
      {
        personalSettings: { shareProgress: 'streaks-only' },
      },
    );
    expect(adopted.statusCode).toBe(201);
    const habit = adopted.json().habit;
    const { fields } = adoptionArgs(groupHabit, id, 'streaks-only', habit._id);
    expect(habit).toMatchObject({
      name: fields.name,
      schedule: {
        days: fields.scheduleDays,
        reminderEnabled: fields.reminderEnabled,
        reminderTime: fields.reminderTime,
      },
      target: { value: fields.targetValue, unit: fields.targetUnit },
      workspaceSettings: { shareProgress: 'streaks-only' },
    });
  });

  it('refuses an adoption pushed by someone outside the group, or of another group', async () => {
    const { admin, id } = await group();
    const outsider = await registerUser(ctx.app);
    const groupHabitId = (
      await call(ctx.app, admin, 'POST', `/api/workspaces/${id}/habits`, { name: 'Walk' })
    ).json().habit._id;
    const clientId = randomUUID();
    const push = (account: typeof admin, mutationId: number, args: object) =>
      call(ctx.app, account, 'POST', '/api/sync/push', {
        clientId,
        mutations: [
          {
            id: mutationId,
            name: 'habit.create',
            args,
            hlc: `${String(Date.now()).padStart(15, '0')}:00000:${clientId}`,
          },
        ],
      });
    const fields = { name: 'Walk' };
    const outsiderPush = await push(outsider, 1, {
      id: randomUUID(),
      fields,
      source: 'workspace',
      workspaceId: id,
      groupHabitId,
    });
    expect(outsiderPush.json().data.results[0]).toMatchObject({
      status: 'rejected',
      error: 'You are not a member of this group',
    });
    const other = await createGroup(ctx.app, admin, { name: 'Other' });
    const adminClient = randomUUID();
    const wrongGroup = await call(ctx.app, admin, 'POST', '/api/sync/push', {
      clientId: adminClient,
      mutations: [
        {
          id: 1,
          name: 'habit.create',
          args: { id: randomUUID(), fields, source: 'workspace', workspaceId: other, groupHabitId },
          hlc: `${String(Date.now()).padStart(15, '0')}:00000:${adminClient}`,
        },
      ],
    });
    expect(wrongGroup.json().data.results[0]).toMatchObject({
      status: 'rejected',
      error: 'Group habit not found',
    });
    const personalInGroup = await push(outsider, 2, { id: randomUUID(), fields, workspaceId: id });
    expect(personalInGroup.json().data.results[0]).toMatchObject({
      status: 'rejected',
      error: 'Only a group habit belongs to a group',
    });
  });
});
