import { type MemberFigures, PROGRESS_RANGES } from '@habitat/protocol';
import { describe, expect, it } from 'vitest';
import { groupDevice } from '../helpers/group-device';
import { call, circle as makeCircle } from '../helpers/groups';
import { type Account, useTestApp } from '../helpers/test-app';

/**
 * A group's figures travel in its scope (issue 31): one row per member, what the group sees of
 * them over each range, equal to what the REST answers give, following check-ins, sharing levels,
 * dashboard choices, and the turn of a day with no write at all.
 */
let clock = Date.parse('2026-11-20T12:00:00Z');
const ctx = useTestApp({ clock: () => clock });
const DAY = 86_400_000;
const today = () => new Date(clock).toISOString().slice(0, 10);

async function ok(response: { statusCode: number; body: string; json(): unknown }, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as Record<string, unknown>;
}

/** The member adopts a group habit at full sharing and checks it in today; answers the habit's id. */
async function adoptAndCheckIn(groupId: string, owner: Account, member: Account): Promise<string> {
  const created = await ok(
    await call(ctx.app, owner, 'POST', `/api/workspaces/${groupId}/habits`, { name: 'Read' }),
    201,
  );
  const groupHabitId = (created.habit as { _id: string })._id;
  const adopted = await ok(
    await call(ctx.app, member, 'POST', `/api/workspaces/${groupId}/habits/${groupHabitId}/adopt`, {
      personalSettings: { shareProgress: 'full' },
    }),
    201,
  );
  const habitId = (adopted.habit as { _id: string })._id;
  await ok(
    await call(ctx.app, member, 'POST', `/api/habits/${habitId}/check`, {
      date: today(),
      completed: true,
      value: 1,
    }),
  );
  return habitId;
}

describe("a group's figures, as a scope holds them", () => {
  it('equal the leaderboard and member progress the server answers, range by range', async () => {
    const group = await makeCircle(ctx.app);
    await adoptAndCheckIn(group.id, group.owner, group.member);
    const admin = groupDevice(ctx.app, group.admin);
    await admin.sync();
    const rows = admin.records<MemberFigures>(group.id, 'figures');
    const mine = rows.find((row) => row.member._id === group.member.userId);
    expect(mine?.today).toBe(today());
    for (const range of PROGRESS_RANGES) {
      const board = await ok(
        await call(ctx.app, group.admin, 'GET', `/api/workspaces/${group.id}/leaderboard?range=${range}`),
      );
      // Everyone but the viewer, whose own row the server answers with their own numbers.
      for (const entry of board.leaderboard as { member: { _id: string }; rank: number; stats: unknown }[]) {
        if (entry.member._id === group.admin.userId) continue;
        const row = rows.find((figures) => figures.member._id === entry.member._id);
        expect(row?.ranges[range].rank, range).toBe(entry.rank);
        expect(row?.ranges[range].stats, range).toEqual(entry.stats);
      }
    }
    const overview = await ok(
      await call(ctx.app, group.admin, 'GET', `/api/workspaces/${group.id}/overview?range=30d`),
    );
    const served = (
      overview.overview as { memberProgress: { member: { _id: string }; habits: unknown[] }[] }
    ).memberProgress.find((item) => item.member._id === group.member.userId);
    expect(mine?.ranges['30d'].habits).toEqual(served?.habits);
    expect(mine?.ranges['30d'].stats.completed).toBe(1);
    // Done today: nothing of theirs is left.
    expect(mine?.openToday).toEqual([]);
  });

  it('follow a lowered sharing level and a dashboard no longer shared, leaving nothing of either behind', async () => {
    const group = await makeCircle(ctx.app);
    const habitId = await adoptAndCheckIn(group.id, group.owner, group.member);
    const owner = groupDevice(ctx.app, group.owner);
    await owner.sync();
    const memberRow = () =>
      owner.records<MemberFigures>(group.id, 'figures').find((row) => row.member._id === group.member.userId);
    expect(memberRow()?.ranges['7d'].habits).toHaveLength(1);

    const share = (isPublicToWorkspace: boolean) =>
      call(ctx.app, group.member, 'PUT', `/api/workspaces/${group.id}/dashboard-permissions`, {
        isPublicToWorkspace,
      });
    await ok(await share(false));
    await owner.sync();
    expect(memberRow()).toBeUndefined();
    await ok(await share(true));
    await owner.sync();
    expect(memberRow()?.ranges['7d'].habits).toHaveLength(1);

    await ok(
      await call(ctx.app, group.member, 'PUT', `/api/habits/${habitId}`, {
        workspaceSettings: { shareProgress: 'private', allowInteraction: true, shareInActivity: true },
      }),
    );
    await owner.sync();
    // Their one habit private: the group sees nothing of their numbers, as the leaderboard says.
    expect(memberRow()?.ranges['7d'].habits ?? []).toEqual([]);
    const board = await ok(
      await call(ctx.app, group.owner, 'GET', `/api/workspaces/${group.id}/leaderboard?range=7d`),
    );
    const listed = (board.leaderboard as { member: { _id: string } }[]).some(
      (entry) => entry.member._id === group.member.userId,
    );
    expect(listed).toBe(memberRow() !== undefined);
  });

  it('turn over with the day, with no write at all', async () => {
    const group = await makeCircle(ctx.app);
    const habitId = await adoptAndCheckIn(group.id, group.owner, group.member);
    const owner = groupDevice(ctx.app, group.owner);
    await owner.sync();
    const memberRow = () =>
      owner.records<MemberFigures>(group.id, 'figures').find((row) => row.member._id === group.member.userId);
    const before = memberRow();
    expect(before?.ranges['7d'].stats.due).toBe(1);

    // Nothing written: the same quarter hour sends nothing new.
    const quiet = await owner.sync();
    expect(quiet.flatMap((page) => page.groupRecords ?? [])).toEqual([]);

    clock += DAY;
    await owner.sync();
    expect(memberRow()?.today).toBe(today());
    // Yesterday done, today still open: two days due, one done, and Read is left today.
    expect(memberRow()?.ranges['7d'].stats).toMatchObject({ due: 2, completed: 1 });
    expect(memberRow()?.openToday?.map((habit) => habit.name)).toEqual(['Read']);

    // Streaks-only: the group sees the streak, never whether today is done.
    await ok(
      await call(ctx.app, group.member, 'PUT', `/api/habits/${habitId}`, {
        workspaceSettings: { shareProgress: 'streaks-only', allowInteraction: true, shareInActivity: true },
      }),
    );
    await owner.sync();
    expect(memberRow()?.openToday).toEqual([]);
  });

  it("give each member their own real numbers, whatever they share, and nobody else's", async () => {
    const group = await makeCircle(ctx.app);
    const habitId = await adoptAndCheckIn(group.id, group.owner, group.member);
    await ok(
      await call(ctx.app, group.member, 'PUT', `/api/habits/${habitId}`, {
        workspaceSettings: { shareProgress: 'private', allowInteraction: true, shareInActivity: true },
      }),
    );
    const member = groupDevice(ctx.app, group.member);
    await member.sync();
    const [own] = member.records<MemberFigures>(group.id, 'ownFigures');
    expect(own?.member._id).toBe(group.member.userId);
    // Private to the group, and still theirs: one check-in of one due day.
    expect(own?.ranges['7d'].stats).toMatchObject({ completed: 1, due: 1, completionRate: 100 });
    const overview = await ok(
      await call(ctx.app, group.member, 'GET', `/api/workspaces/${group.id}/overview?range=30d`),
    );
    const served = (
      overview.overview as {
        memberProgress: { member: { _id: string }; stats: unknown; habits: unknown[] }[];
      }
    ).memberProgress.find((item) => item.member._id === group.member.userId);
    expect(own?.ranges['30d'].stats).toEqual(served?.stats);
    expect(own?.ranges['30d'].habits).toEqual(served?.habits);

    // Nobody else's device holds it.
    const owner = groupDevice(ctx.app, group.owner);
    await owner.sync();
    expect(owner.records<MemberFigures>(group.id, 'ownFigures').map((row) => row.member._id)).not.toContain(
      group.member.userId,
    );

    // Today's check-in taken back moves it at the next pull.
    await ok(
      await call(ctx.app, group.member, 'POST', `/api/habits/${habitId}/check`, {
        date: today(),
        completed: false,
        value: 0,
      }),
    );
    await member.sync();
    expect(member.records<MemberFigures>(group.id, 'ownFigures')[0]?.ranges['7d'].stats.completed).toBe(0);
  });

  it("show a member away after the group's days without a check-in, and back once they check in", async () => {
    // Joining is stamped by the database's clock: the virtual one starts there, so both agree.
    clock = Date.now();
    const group = await makeCircle(ctx.app);
    const habitId = await adoptAndCheckIn(group.id, group.owner, group.member);
    const checkedDay = today();
    const owner = groupDevice(ctx.app, group.owner);
    const memberRow = () =>
      owner.records<MemberFigures>(group.id, 'figures').find((row) => row.member._id === group.member.userId);
    await owner.sync();
    expect(memberRow()?.away).toBeNull();

    clock += 6 * DAY;
    await owner.sync();
    expect(memberRow()?.away).toBeNull();
    clock += DAY;
    await owner.sync();
    expect(memberRow()?.away).toEqual({ since: checkedDay });

    // The group gives more time: not away any more.
    await ok(
      await call(ctx.app, group.owner, 'PUT', `/api/workspaces/${group.id}`, {
        settings: { awayAfterDays: 14 },
      }),
    );
    await owner.sync();
    expect(memberRow()?.away).toBeNull();
    await ok(
      await call(ctx.app, group.owner, 'PUT', `/api/workspaces/${group.id}`, {
        settings: { awayAfterDays: 3 },
      }),
    );
    await owner.sync();
    expect(memberRow()?.away).toEqual({ since: checkedDay });

    await ok(
      await call(ctx.app, group.member, 'POST', `/api/habits/${habitId}/check`, {
        date: today(),
        completed: true,
        value: 1,
      }),
    );
    await owner.sync();
    expect(memberRow()?.away).toBeNull();
  });
});
