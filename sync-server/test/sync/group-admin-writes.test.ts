import { GROUP_HABIT_RIGHTS_MESSAGES, uuidv7 } from '@habitat/domain';
import { type GroupHabit, type GroupInfo, newGroupHabit, type WorkspaceMember } from '@habitat/protocol';
import { describe, expect, it } from 'vitest';
import { NOT_ALLOWED } from '../../src/services/group-rights';
import { groupDevice } from '../helpers/group-device';
import { call, circle as makeCircle } from '../helpers/groups';
import { syncClient } from '../helpers/sync-client';
import { type Account, useTestApp } from '../helpers/test-app';

/**
 * The group's own writes as named mutations (issue 31): its habits, its settings, roles and
 * removals, queued by a device and checked against the group as it stands when they arrive.
 */
const ctx = useTestApp();

const circle = (fields: object = {}) => makeCircle(ctx.app, fields);

type Results = { id: number; status: string; error?: string }[];

/** Pushes one device's mutations and answers their results. */
async function push(who: Account, ...mutations: [string, object][]): Promise<Results> {
  const device = syncClient(ctx.app, who);
  const response = await device.push(mutations.map(([name, args]) => device.mutation(name as never, args)));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.results;
}

const ok = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1, status: 'ok' }));

describe("a group's habits, written offline", () => {
  it('are added by an admin as the device showed them, once however often the write is resent', async () => {
    const group = await circle();
    const id = uuidv7();
    const create = { id, workspaceId: group.id, fields: { name: ' Walk at dawn ' } };
    expect(await push(group.admin, ['groupHabit.create', create])).toEqual(ok(1));
    // Another write naming the same habit id (not the same mutation) adds nothing.
    expect(await push(group.admin, ['groupHabit.create', create])).toEqual([
      { id: 1, status: 'rejected', error: 'This habit was added already' },
    ]);

    const member = groupDevice(ctx.app, group.member);
    await member.sync();
    const [habit] = member.records<GroupHabit>(group.id, 'habit');
    // What the admin's device showed before the server had it is what the server stored.
    const shown = newGroupHabit(
      { id, workspaceId: group.id, createdBy: group.admin.userId },
      create.fields,
      '',
    );
    expect({ ...habit, createdAt: '', updatedAt: '' }).toEqual(shown);
    expect(member.records<{ type: string }>(group.id, 'activity').map((item) => item.type)).toContain(
      'habit_created',
    );
  });

  it('are added by members only while the group lets them, and changed only by who may', async () => {
    const group = await circle();
    const id = uuidv7();
    const create = { id, workspaceId: group.id, fields: { name: 'Stretch' } };
    const allow = (allowMemberHabitCreation: boolean) =>
      push(group.owner, [
        'group.update',
        { workspaceId: group.id, patch: { settings: { allowMemberHabitCreation } } },
      ]);
    expect(await allow(false)).toEqual(ok(1));
    expect(await push(group.member, ['groupHabit.create', create])).toEqual([
      { id: 1, status: 'rejected', error: GROUP_HABIT_RIGHTS_MESSAGES.addRefused },
    ]);

    // The owner lets members add habits, offline too; then the member's habit is theirs to change.
    expect(await allow(true)).toEqual(ok(1));
    expect(await push(group.member, ['groupHabit.create', create])).toEqual(ok(1));
    const rename = { id, workspaceId: group.id, patch: { name: 'Stretch twice' } };
    expect(await push(group.member, ['groupHabit.update', rename])).toEqual(ok(1));

    // A habit the admin added is not the member's to change or remove.
    const theirs = uuidv7();
    await push(group.admin, [
      'groupHabit.create',
      { id: theirs, workspaceId: group.id, fields: { name: 'Run' } },
    ]);
    expect(
      await push(
        group.member,
        ['groupHabit.update', { id: theirs, workspaceId: group.id, patch: { name: 'Jog' } }],
        ['groupHabit.delete', { id: theirs, workspaceId: group.id }],
      ),
    ).toEqual([
      { id: 1, status: 'rejected', error: GROUP_HABIT_RIGHTS_MESSAGES.editRefused },
      { id: 2, status: 'rejected', error: GROUP_HABIT_RIGHTS_MESSAGES.editRefused },
    ]);

    // Removed by the admin; a change that arrives after it finds nothing to change.
    expect(await push(group.admin, ['groupHabit.delete', { id, workspaceId: group.id }])).toEqual(ok(1));
    expect(await push(group.member, ['groupHabit.update', rename])).toEqual([
      { id: 1, status: 'rejected', error: 'Group habit not found' },
    ]);
    const device = groupDevice(ctx.app, group.member);
    await device.sync();
    expect(device.records<GroupHabit>(group.id, 'habit').map((habit) => habit.name)).toEqual(['Run']);
  });

  it("name a habit of the group they name, never another group's", async () => {
    const group = await circle();
    const other = await circle({ name: 'Night Owls' });
    const id = uuidv7();
    await push(other.owner, ['groupHabit.create', { id, workspaceId: other.id, fields: { name: 'Read' } }]);
    // The owner of one group is nobody in the other: the habit reads as missing from hers.
    expect(
      await push(
        group.owner,
        ['groupHabit.delete', { id, workspaceId: group.id }],
        ['groupHabit.delete', { id, workspaceId: other.id }],
      ),
    ).toEqual([
      { id: 1, status: 'rejected', error: 'Group habit not found' },
      { id: 2, status: 'rejected', error: 'Group not found' },
    ]);
  });
});

describe("a group's settings, roles and members, changed offline", () => {
  it('are changed by an owner or admin, and refused to a member in the words the screen gives', async () => {
    const group = await circle();
    const patch = {
      workspaceId: group.id,
      patch: { name: ' Dusk Walkers ', color: '#AABBCC', isPublic: true },
    };
    expect(await push(group.member, ['group.update', patch])).toEqual([
      { id: 1, status: 'rejected', error: NOT_ALLOWED.admin },
    ]);
    expect(await push(group.admin, ['group.update', patch])).toEqual(ok(1));
    const device = groupDevice(ctx.app, group.member);
    await device.sync();
    expect(device.records<GroupInfo>(group.id, 'group')).toMatchObject([
      { name: 'Dusk Walkers', color: '#aabbcc', isPublic: true, settings: { isPublic: true } },
    ]);
  });

  it('give roles by the owner alone, and never leave a group without an owner', async () => {
    const group = await circle();
    const promote = { workspaceId: group.id, memberId: group.member.userId, role: 'admin' };
    expect(await push(group.admin, ['member.setRole', promote])).toEqual([
      { id: 1, status: 'rejected', error: NOT_ALLOWED.owner },
    ]);
    const member = groupDevice(ctx.app, group.member);
    await member.sync();
    expect(member.records(group.id, 'joinRequest')).toEqual([]);

    expect(
      await push(
        group.owner,
        ['member.setRole', promote],
        ['member.setRole', { workspaceId: group.id, memberId: group.owner.userId, role: 'member' }],
      ),
    ).toEqual([
      { id: 1, status: 'ok' },
      { id: 2, status: 'rejected', error: 'A group needs an owner. Make another member an owner first.' },
    ]);
    // The new admin's device starts the group over, now with what admins see.
    const pages = await member.sync();
    expect(pages[0]?.reset).toContain(`g:${group.id}`);
    const roles = member.records<WorkspaceMember>(group.id, 'member').map((row) => row.role);
    expect(roles.sort()).toEqual(['admin', 'admin', 'owner']);
  });

  it('remove a member, whose device then holds none of the group; never an owner, never oneself', async () => {
    const group = await circle();
    const member = groupDevice(ctx.app, group.member);
    await member.sync();
    expect(member.records(group.id, 'group')).toHaveLength(1);

    expect(
      await push(
        group.admin,
        ['member.remove', { workspaceId: group.id, memberId: group.owner.userId }],
        ['member.remove', { workspaceId: group.id, memberId: group.admin.userId }],
        ['member.remove', { workspaceId: group.id, memberId: group.member.userId }],
        ['member.remove', { workspaceId: group.id, memberId: group.member.userId }],
      ),
    ).toEqual([
      { id: 1, status: 'rejected', error: 'The group owner cannot be removed' },
      { id: 2, status: 'rejected', error: 'You cannot remove yourself. Use Leave group instead.' },
      { id: 3, status: 'ok' },
      { id: 4, status: 'rejected', error: 'Member not found' },
    ]);
    await member.sync();
    expect(member.copy.has(`g:${group.id}`)).toBe(false);
    // Removed, not left: the group's link no longer lets them in.
    const rejoin = await call(ctx.app, group.member, 'GET', `/api/workspaces/${group.id}`);
    expect(rejoin.statusCode).toBe(404);
    // And what they queued meanwhile is refused as from someone outside a private group.
    expect(
      await push(group.member, [
        'groupHabit.create',
        { id: uuidv7(), workspaceId: group.id, fields: { name: 'Sneak in' } },
      ]),
    ).toEqual([{ id: 1, status: 'rejected', error: 'Group not found' }]);
  });
});
