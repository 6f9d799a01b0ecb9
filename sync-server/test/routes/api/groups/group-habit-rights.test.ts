import { describe, expect, it } from 'vitest';
import { call, createGroup, join } from '../../../helpers/groups';
import { type Account, registerUser, useTestApp } from '../../../helpers/test-app';

/**
 * 'Members can create habits' (issue 16): on (the default), members add group habits and may edit
 * and delete the ones they added; admins and owners manage every habit; off, members add none.
 */
const ctx = useTestApp();

async function group() {
  const owner = await registerUser(ctx.app, { name: 'Olive Owner' });
  const admin = await registerUser(ctx.app, { name: 'Ada Admin' });
  const member = await registerUser(ctx.app, { name: 'Max Member' });
  const other = await registerUser(ctx.app, { name: 'Mia Member' });
  const id = await createGroup(ctx.app, owner);
  await join(ctx.app, owner, id, admin, 'admin');
  await join(ctx.app, owner, id, member);
  await join(ctx.app, owner, id, other);
  return { owner, admin, member, other, id };
}

const add = (who: Account, id: string, name: string) =>
  call(ctx.app, who, 'POST', `/api/workspaces/${id}/habits`, { name });
const habitUrl = (habitId: string) => `/api/workspaces/workspace-habits/${habitId}`;

describe('members creating group habits', () => {
  it('lets members add habits while the setting is on, announced like any other', async () => {
    const { owner, member, id } = await group();
    const workspace = (await call(ctx.app, member, 'GET', `/api/workspaces/${id}`)).json().workspace;
    expect(workspace.settings.allowMemberHabitCreation).toBe(true);
    const created = await add(member, id, 'Stretch');
    expect(created.statusCode).toBe(201);
    expect(created.json().habit).toMatchObject({ name: 'Stretch', createdBy: member.userId });
    const listed = (await call(ctx.app, owner, 'GET', `/api/workspaces/${id}/habits`)).json().habits;
    expect(listed.map((h: { name: string }) => h.name)).toEqual(['Stretch']);
    const activity = (await call(ctx.app, owner, 'GET', `/api/workspaces/${id}/activity`)).json();
    expect(JSON.stringify(activity)).toContain('habit_created');
  });

  it('refuses members once the setting is off, and still lets admins and owners add', async () => {
    const { owner, admin, member, id } = await group();
    await call(ctx.app, owner, 'PUT', `/api/workspaces/${id}`, {
      settings: { allowMemberHabitCreation: false },
    });
    const refused = await add(member, id, 'Stretch');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('Only group admins and owners can add habits to this group');
    expect((await add(admin, id, 'Walk')).statusCode).toBe(201);
    expect((await add(owner, id, 'Read')).statusCode).toBe(201);
  });

  it('lets the member who added a habit edit and delete it, even after the setting is turned off', async () => {
    const { owner, member, id } = await group();
    const habitId = (await add(member, id, 'Stretch')).json().habit._id;
    await call(ctx.app, owner, 'PUT', `/api/workspaces/${id}`, {
      settings: { allowMemberHabitCreation: false },
    });
    const edited = await call(ctx.app, member, 'PUT', habitUrl(habitId), { name: 'Stretch more' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().habit.name).toBe('Stretch more');
    expect((await call(ctx.app, member, 'DELETE', habitUrl(habitId))).statusCode).toBe(200);
  });

  it('keeps other members off a habit they did not add; admins and owners manage it', async () => {
    const { owner, admin, member, other, id } = await group();
    const habitId = (await add(member, id, 'Stretch')).json().habit._id;
    const refused = await call(ctx.app, other, 'PUT', habitUrl(habitId), { name: 'Mine now' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(
      'Only the member who added this habit, or an admin or owner, can change it',
    );
    expect((await call(ctx.app, other, 'DELETE', habitUrl(habitId))).statusCode).toBe(403);
    expect((await call(ctx.app, admin, 'PUT', habitUrl(habitId), { name: 'Stretch daily' })).statusCode).toBe(
      200,
    );
    expect((await call(ctx.app, owner, 'DELETE', habitUrl(habitId))).statusCode).toBe(200);
  });

  it('takes the right away with the membership: a creator who left cannot touch their habit', async () => {
    const { owner, member, id } = await group();
    const habitId = (await add(member, id, 'Stretch')).json().habit._id;
    await call(ctx.app, member, 'POST', `/api/workspaces/${id}/leave`);
    expect((await call(ctx.app, member, 'PUT', habitUrl(habitId), { name: 'Still mine?' })).statusCode).toBe(
      404,
    );
    const listed = (await call(ctx.app, owner, 'GET', `/api/workspaces/${id}/habits`)).json().habits;
    expect(listed.map((h: { name: string }) => h.name)).toEqual(['Stretch']);
  });
});
