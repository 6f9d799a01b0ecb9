import { uuidv7 } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { purgeExpired } from '../../src/services/retention';
import { freshCopy, groupDevice } from '../helpers/group-device';
import { call, createGroup, circle as makeCircle } from '../helpers/groups';
import { type Account, registerUser, upkeep, useTestApp } from '../helpers/test-app';

/**
 * A group as a sync scope (issue 31): what each member's device holds of a group, pulled with
 * cursors, resets and tombstones, equals what the server says that member may see, after every
 * kind of change, and nothing stays on a device that may no longer see it.
 */
const ctx = useTestApp();

const circle = (fields: object = {}) => makeCircle(ctx.app, fields);

async function expectOk(response: { statusCode: number; body: string }, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
}

/** The device's copy equals a fresh device's: incremental pulls add up to what may be seen now. */
async function expectConverged(device: ReturnType<typeof groupDevice>, account: Account) {
  await device.sync();
  expect(device.copy).toEqual(await freshCopy(ctx.app, account));
}

describe('a group as a sync scope', () => {
  it('holds the group, its members and habits for each member, and nothing for someone who is not in it', async () => {
    const group = await circle({ description: 'Walk before work' });
    const created = await call(ctx.app, group.owner, 'POST', `/api/workspaces/${group.id}/habits`, {
      name: 'Walk 20 minutes',
    });
    await expectOk(created, 201);

    const phone = groupDevice(ctx.app, group.member);
    const [first] = await phone.sync();
    expect(first?.reset).toContain(`g:${group.id}`);
    const [info] = phone.records(group.id, 'group');
    expect(info).toMatchObject({ _id: group.id, name: 'Dawn Walkers', memberCount: 3, habitCount: 1 });
    expect(
      phone
        .records<{ userId: { name: string }; role: string }>(group.id, 'member')
        .map((row) => [row.userId.name, row.role])
        .sort(),
    ).toEqual([
      ['Ada Admin', 'admin'],
      ['Max Member', 'member'],
      ['Olive Owner', 'owner'],
    ]);
    expect(phone.records(group.id, 'habit')).toMatchObject([{ name: 'Walk 20 minutes' }]);
    expect(phone.records(group.id, 'activity').length).toBeGreaterThan(0);

    const outsider = groupDevice(ctx.app, await registerUser(ctx.app));
    const [reply] = await outsider.sync();
    expect(reply?.groupRecords).toEqual([]);
    expect(Object.keys(reply?.cursors ?? {}).some((scope) => scope.startsWith('g:'))).toBe(false);
  });

  it('sends only what changed since the cursor, and nothing when nothing did', async () => {
    const group = await circle();
    const phone = groupDevice(ctx.app, group.member);
    await phone.sync();
    const [quiet] = await phone.sync();
    expect(quiet?.groupRecords).toEqual([]);
    expect(quiet?.reset).toEqual([]);

    await expectOk(
      await call(ctx.app, group.owner, 'PUT', `/api/workspaces/${group.id}`, { name: 'Dusk Walkers' }),
    );
    const [changed] = await phone.sync();
    expect(changed?.groupRecords?.map((row) => row.kind)).toEqual(['group']);
    expect(phone.records(group.id, 'group')).toMatchObject([{ name: 'Dusk Walkers' }]);
    await expectConverged(phone, group.member);
  });

  it("shows the group's encouragements to every member, as the feed does, and a reply to all of them", async () => {
    const group = await circle();
    const sent = await call(ctx.app, group.owner, 'POST', '/api/encouragements', {
      toUserId: group.member.userId,
      workspaceId: group.id,
      message: 'You can do it',
    });
    await expectOk(sent, 201);
    const devices = {
      owner: groupDevice(ctx.app, group.owner),
      admin: groupDevice(ctx.app, group.admin),
      member: groupDevice(ctx.app, group.member),
    };
    for (const device of Object.values(devices)) await device.sync();
    expect(devices.owner.records(group.id, 'encouragement')).toMatchObject([{ message: 'You can do it' }]);
    expect(devices.member.records(group.id, 'encouragement')).toMatchObject([{ message: 'You can do it' }]);
    expect(devices.admin.records(group.id, 'encouragement')).toMatchObject([{ message: 'You can do it' }]);

    const id = sent.json().data.encouragement._id as string;
    await expectOk(
      await call(ctx.app, group.member, 'PUT', `/api/encouragements/${id}/respond`, { message: 'Thanks!' }),
    );
    await devices.owner.sync();
    expect(devices.owner.records(group.id, 'encouragement')).toMatchObject([
      { isRead: true, response: { message: 'Thanks!' } },
    ]);
    await devices.admin.sync();
    expect(devices.admin.records(group.id, 'encouragement')).toMatchObject([
      { response: { message: 'Thanks!' } },
    ]);
  });

  it('shows join requests to owners and admins, and to a member once they are made an admin, and no longer after', async () => {
    const group = await circle({ isPublic: true });
    await expectOk(
      await call(ctx.app, group.owner, 'PUT', `/api/workspaces/${group.id}`, {
        settings: { privacyLevel: 'members-only', requireApproval: true },
      }),
    );
    const stranger = await registerUser(ctx.app, { name: 'Sam Stranger' });
    await expectOk(await call(ctx.app, stranger, 'POST', `/api/workspaces/${group.id}/join`), 201);

    const admin = groupDevice(ctx.app, group.admin);
    const member = groupDevice(ctx.app, group.member);
    await admin.sync();
    await member.sync();
    expect(admin.records(group.id, 'joinRequest')).toMatchObject([{ user: { name: 'Sam Stranger' } }]);
    expect(member.records(group.id, 'joinRequest')).toEqual([]);

    await expectOk(
      await call(ctx.app, group.owner, 'PUT', `/api/workspaces/${group.id}/members/${group.member.userId}`, {
        role: 'admin',
      }),
    );
    const [promoted] = await member.sync();
    // Rights gained: the scope comes again from the start, with what only admins see.
    expect(promoted?.reset).toContain(`g:${group.id}`);
    expect(member.records(group.id, 'joinRequest')).toMatchObject([{ user: { name: 'Sam Stranger' } }]);

    await expectOk(
      await call(ctx.app, group.owner, 'PUT', `/api/workspaces/${group.id}/members/${group.member.userId}`, {
        role: 'member',
      }),
    );
    await member.sync();
    expect(member.records(group.id, 'joinRequest')).toEqual([]);
    await expectConverged(member, group.member);
    await expectConverged(admin, group.admin);
  });

  it('drops the whole group from the device of a member who was removed, who left, or whose group was deleted', async () => {
    const group = await circle();
    const removed = groupDevice(ctx.app, group.member);
    const leaving = groupDevice(ctx.app, group.admin);
    const owner = groupDevice(ctx.app, group.owner);
    for (const device of [removed, leaving, owner]) await device.sync();
    expect(removed.copy.has(`g:${group.id}`)).toBe(true);

    await expectOk(
      await call(
        ctx.app,
        group.owner,
        'DELETE',
        `/api/workspaces/${group.id}/members/${group.member.userId}`,
      ),
    );
    const [afterRemoval] = await removed.sync();
    expect(afterRemoval?.dropped).toEqual([`g:${group.id}`]);
    expect(removed.copy.has(`g:${group.id}`)).toBe(false);
    expect(removed.cursors()[`g:${group.id}`]).toBeUndefined();

    await expectOk(await call(ctx.app, group.admin, 'POST', `/api/workspaces/${group.id}/leave`));
    await leaving.sync();
    expect(leaving.copy.size).toBe(0);

    // The others see them gone.
    await owner.sync();
    expect(
      owner.records<{ userId: { _id: string } }>(group.id, 'member').map((row) => row.userId._id),
    ).toEqual([group.owner.userId]);

    await expectOk(await call(ctx.app, group.owner, 'DELETE', `/api/workspaces/${group.id}`));
    const [afterDelete] = await owner.sync();
    expect(afterDelete?.dropped).toEqual([`g:${group.id}`]);
    expect(owner.copy.size).toBe(0);
  });

  it("follows a member's sharing: a habit made private leaves the feed and its adoption leaves the list", async () => {
    const group = await circle();
    const created = await call(ctx.app, group.owner, 'POST', `/api/workspaces/${group.id}/habits`, {
      name: 'Read 10 pages',
    });
    const groupHabitId = created.json().habit._id as string;
    const adopted = await call(
      ctx.app,
      group.member,
      'POST',
      `/api/workspaces/${group.id}/habits/${groupHabitId}/adopt`,
      {
        personalSettings: { shareProgress: 'full' },
      },
    );
    await expectOk(adopted, 201);
    const habitId = adopted.json().habit._id as string;
    const today = new Date().toISOString().slice(0, 10);
    await expectOk(
      await call(ctx.app, group.member, 'POST', `/api/habits/${habitId}/check`, {
        date: today,
        completed: true,
        value: 1,
      }),
    );

    const owner = groupDevice(ctx.app, group.owner);
    await owner.sync();
    expect(owner.records(group.id, 'habit')).toMatchObject([{ adoptedBy: [group.member.userId] }]);
    const completions = () =>
      owner.records<{ type: string }>(group.id, 'activity').filter((row) => row.type === 'habit_completed');
    expect(completions()).toHaveLength(1);

    await expectOk(
      await call(ctx.app, group.member, 'PUT', `/api/habits/${habitId}`, {
        workspaceSettings: { shareProgress: 'private', allowInteraction: true, shareInActivity: true },
      }),
    );
    await owner.sync();
    expect(owner.records(group.id, 'habit')).toMatchObject([{ adoptedBy: [] }]);
    expect(completions()).toHaveLength(0);
    await expectConverged(owner, group.owner);
  });

  it("follows a person's new name into every group they are in", async () => {
    const group = await circle();
    const other = await createGroup(ctx.app, group.owner, { name: 'Book Club' });
    const device = groupDevice(ctx.app, group.owner);
    await device.sync();
    await expectOk(await call(ctx.app, group.owner, 'PUT', '/api/users/profile', { name: 'Olivia Owner' }));
    await device.sync();
    for (const id of [group.id, other]) {
      const me = device
        .records<{ userId: { _id: string; name: string } }>(id, 'member')
        .find((row) => row.userId._id === group.owner.userId);
      expect(me?.userId.name).toBe('Olivia Owner');
    }
  });

  it('comes in pages no larger than asked, which add up to the whole; a group new to the device comes whole', async () => {
    const group = await circle();
    const small = groupDevice(ctx.app, group.admin, 2);
    // A reset sends the group's live rows in one page, whatever the limit: nothing made between
    // the pages of a reset can be missed.
    const scope = `g:${group.id}`;
    const resets = (await small.sync()).filter((page) => page.reset.includes(scope));
    expect(resets).toHaveLength(1);
    const whole = (await freshCopy(ctx.app, group.admin)).get(scope)?.size;
    expect(resets[0]?.groupRecords?.filter((row) => row.scope === scope)).toHaveLength(whole ?? -1);
    const owner = groupDevice(ctx.app, group.owner);
    for (let i = 0; i < 6; i += 1) {
      await expectOk(
        await call(ctx.app, group.owner, 'POST', `/api/workspaces/${group.id}/habits`, {
          name: `Habit ${i}`,
        }),
        201,
      );
      // Each habit is computed by a pull of its own, so each has a version of its own.
      await owner.sync();
    }
    const pages = await small.sync();
    expect(pages.length).toBeGreaterThan(1);
    expect(small.copy).toEqual(await freshCopy(ctx.app, group.admin));
  });

  it('is not sent to a device that did not ask for groups (a build from before)', async () => {
    const group = await circle();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sync/pull',
      headers: { authorization: `Bearer ${group.member.token}` },
      payload: { clientId: uuidv7(), cursors: {} },
    });
    await expectOk(response);
    const data = response.json().data;
    expect(data.groupRecords).toBeUndefined();
    expect(data.dropped).toBeUndefined();
    expect(Object.keys(data.cursors)).toEqual([`u:${group.member.userId}`]);
  });

  it("purges a group's tombstones after the window, and starts over a device whose cursor is older", async () => {
    const group = await circle();
    const created = await call(ctx.app, group.owner, 'POST', `/api/workspaces/${group.id}/habits`, {
      name: 'Run',
    });
    const habitId = created.json().habit._id as string;
    const phone = groupDevice(ctx.app, group.member);
    await phone.sync();
    const staleCursors = { ...phone.cursors() };
    await expectOk(await call(ctx.app, group.owner, 'DELETE', `/api/workspaces/workspace-habits/${habitId}`));
    await phone.sync();
    expect(phone.records(group.id, 'habit')).toEqual([]);

    const summary = await purgeExpired(upkeep(ctx.app), new Date(Date.now() + 60_000));
    expect(summary.tombstones).toBeGreaterThan(0);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sync/pull',
      headers: { authorization: `Bearer ${group.member.token}` },
      payload: { clientId: phone.device.clientId, groups: true, cursors: staleCursors },
    });
    expect(response.json().data.reset).toContain(`g:${group.id}`);
  });
});
