import { addDays } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { groupFiguresWorld } from '../../../helpers/group-figures';
import { call } from '../../../helpers/groups';
import { useTestApp } from '../../../helpers/test-app';

/**
 * Issue 16, "Groups that tell the truth": every rate comes with what it is of, a group's figures of
 * an adopted habit start at the adoption, and a member always sees their own figures, marked with
 * what the group sees, while nobody else learns more than before.
 */

const START = Date.parse('2026-03-11T12:00:00Z');
let clockNow = START;
const ctx = useTestApp({ clock: () => clockNow });
/** A Wednesday: the week so far (from Monday) is the 9th to the 11th. */
const TODAY = '2026-03-11';
const { setDay, days, get, group, member, adopt, checkIn } = groupFiguresWorld(ctx, TODAY, (ms) => {
  clockNow = ms;
});

type Row = { member: { _id: string }; stats: Record<string, unknown>; seenByGroup?: unknown };
const rowOf = (rows: Row[], userId: string) => rows.find((row) => row.member._id === userId);

describe('figures since adoption', () => {
  it('counts a habit adopted today with a week logged before as 1 of 1 and 1 entry, not 100% of 8', async () => {
    const { owner, id, groupHabit, base } = await group();
    const ana = await member(owner, id, 'Ana Member');
    const habitId = await adopt(ana, id, groupHabit, 'full', TODAY);
    // At adoption she logs the week she already did on her own, and today.
    await checkIn(ana, habitId, ...days(-7, 0));
    const today = { startDate: TODAY, endDate: TODAY };
    const figures = {
      completionRate: 100,
      completed: 1,
      due: 1,
      currentStreak: 1,
      totalEntries: 1,
      period: today,
    };

    const overview = (await get(owner, `${base}/overview`)).overview;
    expect(overview.memberProgress[0].habits[0].figures).toEqual(figures);
    const stats = { ...figures, habitsTracked: 1, paused: null };
    expect(overview.memberProgress[0].stats).toEqual(stats);
    const board = (await get(owner, `${base}/leaderboard`)).leaderboard;
    expect(board).toEqual([{ rank: 1, member: { _id: ana.userId, name: 'Ana Member' }, stats }]);
    expect((await get(owner, `${base}/member-stats/${ana.userId}`)).stats).toEqual(stats);
    const shared = (await get(owner, `${base}/shared-habits-overview`)).overview;
    expect(shared[0]).toMatchObject({ adopters: 1, completionRate: 100, bestStreak: 1 });

    // Her days before the adoption are not the group's to see: not in the mirror, not in trackers.
    const mirror = await get(owner, `${base}/members/${ana.userId}/dashboard`);
    expect(mirror.habits[0]).toMatchObject({ _id: habitId, figures, countsFrom: TODAY });
    expect(mirror.entries.map((e: { date: string }) => e.date)).toEqual([TODAY]);
    const trackers = await get(
      owner,
      `${base}/group-trackers?startDate=${addDays(TODAY, -7)}&endDate=${TODAY}`,
    );
    expect(trackers.entries.map((e: { date: string }) => e.date)).toEqual([TODAY]);
    expect(trackers.trackers[0].figures).toEqual(figures);

    // The group card's week agrees: one due check-in, done.
    const [card] = (await get(owner, '/api/workspaces')).workspaces;
    expect(card.weeklyProgress).toBe(100);
    expect(card.weeklyFigures).toEqual({ completed: 1, due: 1, startDate: '2026-03-09', endDate: TODAY });

    // They stay her own history: all eight are hers, and her own row counts as the group's does.
    const entries = await get(
      ana,
      `/api/habits/${habitId}/entries?startDate=${addDays(TODAY, -7)}&endDate=${TODAY}`,
    );
    expect(entries.data.entries).toHaveLength(8);
    const hers = rowOf((await get(ana, `${base}/leaderboard`)).leaderboard, ana.userId);
    expect(hers?.stats).toEqual(stats);
  });

  it('cuts a streak that began before the adoption at the adoption day', async () => {
    const { owner, id, groupHabit, base } = await group();
    const ana = await member(owner, id, 'Ana Member');
    const habitId = await adopt(ana, id, groupHabit, 'full', addDays(TODAY, -3));
    setDay(TODAY);
    await checkIn(ana, habitId, ...days(-7, 0));
    const board = (await get(owner, `${base}/leaderboard?range=7d`)).leaderboard;
    expect(board[0].stats).toEqual({
      completionRate: 100,
      completed: 4,
      due: 4,
      currentStreak: 4,
      totalEntries: 4,
      habitsTracked: 1,
      paused: null,
      period: { startDate: addDays(TODAY, -3), endDate: TODAY },
    });
    // A missed day after the adoption ends it as it would any streak.
    setDay(addDays(TODAY, 2));
    expect((await get(owner, `${base}/leaderboard`)).leaderboard[0].stats.currentStreak).toBe(0);
  });

  it('states the period: the whole range once the habit is older than it', async () => {
    const { owner, id, groupHabit, base } = await group();
    const ana = await member(owner, id, 'Ana Member');
    const habitId = await adopt(ana, id, groupHabit, 'progress-only', addDays(TODAY, -20));
    setDay(TODAY);
    await checkIn(ana, habitId, ...days(-4, 0));
    const week = (await get(owner, `${base}/leaderboard?range=7d`)).leaderboard[0].stats;
    expect(week).toMatchObject({
      completionRate: 71,
      completed: 5,
      due: 7,
      period: { startDate: addDays(TODAY, -6), endDate: TODAY },
    });
    const month = (await get(owner, `${base}/leaderboard?range=30d`)).leaderboard[0].stats;
    expect(month).toMatchObject({
      completionRate: 24,
      completed: 5,
      due: 21,
      period: { startDate: addDays(TODAY, -20), endDate: TODAY },
    });
  });
});

describe('pauses in the group', () => {
  it('counts a paused member’s days against nobody: neither due nor done, on the board, the stats and the card', async () => {
    const { owner, id, groupHabit, base } = await group();
    const ana = await member(owner, id, 'Ana Member');
    const habitId = await adopt(ana, id, groupHabit, 'full', addDays(TODAY, -6));
    // Walked three days, away Sunday to Tuesday (and walked once anyway), back today.
    await checkIn(ana, habitId, ...days(-6, -4), addDays(TODAY, -2), TODAY);
    await ctx.app.writer.write(ana.userId, 'habit.pause', {
      id: habitId,
      pauses: { trip: { kind: 'span', from: addDays(TODAY, -3), until: addDays(TODAY, -1) } },
    });
    setDay(TODAY);

    // Seven days since the adoption, three of them paused: four due, four done.
    const figures = { completionRate: 100, completed: 4, due: 4, currentStreak: 4 };
    const board = (await get(owner, `${base}/leaderboard`)).leaderboard;
    expect(rowOf(board, ana.userId)?.stats).toMatchObject(figures);
    expect((await get(owner, `${base}/member-stats/${ana.userId}`)).stats).toMatchObject(figures);
    const overview = (await get(owner, `${base}/overview`)).overview;
    expect(overview.memberProgress[0].habits[0].figures).toMatchObject(figures);
    // The card's week (Monday the 9th to today): Monday and Tuesday paused, today done.
    const [card] = (await get(owner, '/api/workspaces')).workspaces;
    expect(card.weeklyFigures).toMatchObject({ completed: 1, due: 1 });
    expect(card.weeklyProgress).toBe(100);

    // Her mirror draws those days as paused, not missed (she shares this habit in full), and
    // tells nobody what she paused before the group knew the habit, what she has planned after
    // today, nor when her reminders ring.
    await ctx.app.writer.write(ana.userId, 'habit.pause', {
      id: habitId,
      pauses: {
        before: { kind: 'span', from: addDays(TODAY, -9), until: addDays(TODAY, -8) },
        soon: { kind: 'span', from: TODAY, until: addDays(TODAY, 3) },
      },
    });
    await ctx.app.writer.write(ana.userId, 'habit.update', {
      id: habitId,
      patch: { reminderEnabled: true, reminderTime: '07:30' },
    });
    const range = `startDate=${addDays(TODAY, -10)}&endDate=${addDays(TODAY, 6)}`;
    const mirrored = (await get(owner, `${base}/members/${ana.userId}/dashboard?${range}`)).habits;
    expect(mirrored.map((habit: { pausedDays: string[] }) => habit.pausedDays)).toEqual([
      [addDays(TODAY, -3), addDays(TODAY, -2), addDays(TODAY, -1), TODAY],
    ]);
    expect(mirrored[0].schedule).toMatchObject({ reminderEnabled: false, reminderTime: null });
    // Her own mirror is hers: her reminder is there.
    const own = (await get(ana, `${base}/members/${ana.userId}/dashboard?${range}`)).habits;
    expect(own[0].schedule).toMatchObject({ reminderEnabled: true, reminderTime: '07:30' });
    // At a level that shows no days, no paused day is told either.
    await ctx.app.writer.write(ana.userId, 'habit.setWorkspaceSettings', {
      id: habitId,
      settings: { shareProgress: 'progress-only' },
    });
    const counted = (await get(owner, `${base}/members/${ana.userId}/dashboard?${range}`)).habits;
    expect(counted[0].pausedDays).toEqual([]);
    await ctx.app.writer.write(ana.userId, 'habit.setWorkspaceSettings', {
      id: habitId,
      settings: { shareProgress: 'full' },
    });
    await ctx.app.writer.write(ana.userId, 'habit.pause', {
      id: habitId,
      pauses: { before: null, soon: null },
    });

    // Taken back, the pause leaves three missed days: the numbers say so again.
    await ctx.app.writer.write(ana.userId, 'habit.pause', { id: habitId, pauses: { trip: null } });
    const after = (await get(owner, `${base}/member-stats/${ana.userId}`)).stats;
    expect(after).toMatchObject({ completed: 5, due: 7, completionRate: 71, currentStreak: 1 });
  });

  it('says a member is away, and until when, only while every habit the group counts is paused', async () => {
    const { owner, id, groupHabit, base } = await group();
    const ana = await member(owner, id, 'Ana Member');
    const walk = await adopt(ana, id, groupHabit, 'full', addDays(TODAY, -6));
    const read = (await call(ctx.app, owner, 'POST', `${base}/habits`, { name: 'Read', icon: '📖' })).json()
      .habit._id as string;
    const reading = await adopt(ana, id, read, 'progress-only', addDays(TODAY, -6));
    setDay(TODAY);
    const awayOn = async (who = owner) => ({
      board: rowOf((await get(who, `${base}/leaderboard`)).leaderboard, ana.userId)?.stats.paused,
      stats: (await get(who, `${base}/member-stats/${ana.userId}`)).stats.paused,
      progress: rowOf((await get(who, `${base}/overview`)).overview.memberProgress, ana.userId)?.stats.paused,
    });
    const everywhere = (paused: unknown) => ({ board: paused, stats: paused, progress: paused });
    expect(await awayOn()).toEqual(everywhere(null));

    // One habit paused, the other due: she is not away.
    const trip = { kind: 'span' as const, from: addDays(TODAY, -1), until: addDays(TODAY, 4) };
    await ctx.app.writer.write(ana.userId, 'habit.pause', { id: walk, pauses: { trip } });
    expect(await awayOn()).toEqual(everywhere(null));
    // Both paused: away until the first of the two ends.
    await ctx.app.writer.write(ana.userId, 'habit.pause', {
      id: reading,
      pauses: { trip: { kind: 'span', from: TODAY, until: addDays(TODAY, 2) } },
    });
    expect(await awayOn()).toEqual(everywhere({ until: addDays(TODAY, 2) }));
    // She sees it on her own row too.
    expect((await awayOn(ana)).board).toEqual({ until: addDays(TODAY, 2) });
    // With no end on both: away with no date said.
    await ctx.app.writer.write(ana.userId, 'habit.pause', {
      id: reading,
      pauses: { trip: { kind: 'span', from: TODAY, until: null } },
    });
    await ctx.app.writer.write(ana.userId, 'habit.pause', {
      id: walk,
      pauses: { trip: { kind: 'span', from: TODAY, until: null } },
    });
    expect(await awayOn()).toEqual(everywhere({ until: null }));
    // A habit she keeps private is not the group's: her shared ones being paused says she is away,
    // and nothing of the private one is told.
    await ctx.app.writer.write(ana.userId, 'habit.pause', { id: reading, pauses: { trip: null } });
    await ctx.app.writer.write(ana.userId, 'habit.setWorkspaceSettings', {
      id: reading,
      settings: { shareProgress: 'private' },
    });
    expect(await awayOn()).toEqual(everywhere({ until: null }));
    // At a level that hides progress, the pause is hers: nothing is said.
    await ctx.app.writer.write(ana.userId, 'habit.setWorkspaceSettings', {
      id: walk,
      settings: { shareProgress: 'streaks-only' },
    });
    expect(await awayOn()).toEqual(everywhere(null));
    // A planned rest is the habit's rhythm, not being away.
    await ctx.app.writer.write(ana.userId, 'habit.pause', {
      id: walk,
      pauses: { trip: null, wednesdays: { kind: 'rest', rule: { kind: 'weekly', weekdays: [3] } } },
    });
    expect(await awayOn()).toEqual(everywhere(null));
  });
});

describe('limits in the group', () => {
  it("counts a member's limit kept on every day it did not go over, logged or not, on her mirror", async () => {
    const { owner, id, groupHabit, base } = await group();
    const ana = await member(owner, id, 'Ana Member');
    setDay(addDays(TODAY, -6));
    const created = await call(ctx.app, ana, 'POST', '/api/habits', {
      name: 'Coffee',
      target: { value: 2, unit: 'cups', kind: 'at-most' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const coffee = created.json().data.habit._id as string;
    const shared = await call(ctx.app, ana, 'PUT', `/api/habits/${coffee}`, {
      workspaceSettings: { shareProgress: 'full' },
    });
    expect(shared.statusCode, shared.body).toBe(200);
    // Over on two days (3 and 5 cups), within on one (1 cup), nothing logged on the other four.
    for (const [offset, value] of [
      [-5, 3],
      [-4, 1],
      [-1, 5],
    ] as const) {
      const response = await call(ctx.app, ana, 'POST', `/api/habits/${coffee}/check`, {
        date: addDays(TODAY, offset),
        completed: value <= 2,
        value,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    setDay(TODAY);

    // Seven days due, five kept; the run since the last day over is today alone.
    const figures = { completed: 5, due: 7, completionRate: 71, currentStreak: 1, totalEntries: 5 };
    const mirrorOf = async () =>
      (await get(owner, `${base}/members/${ana.userId}/dashboard`)).habits.find(
        (habit: { _id: string }) => habit._id === coffee,
      );
    expect((await mirrorOf()).figures).toMatchObject(figures);
    expect((await mirrorOf()).target).toMatchObject({ kind: 'at-most', value: 2 });
    // A quiet day more and the run grows with nothing written.
    setDay(addDays(TODAY, 1));
    expect((await mirrorOf()).figures).toMatchObject({ currentStreak: 2, totalEntries: 6 });

    // The group's own habit stays a goal to reach: adopted, it cannot be made a limit.
    const walk = await adopt(ana, id, groupHabit, 'full', addDays(TODAY, 1));
    const refused = await call(ctx.app, ana, 'PUT', `/api/habits/${walk}`, {
      target: { value: 1, unit: 'times', kind: 'at-most' },
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error).toBe("A group's habit is a goal to reach: it cannot be a limit");
  });
});

describe('your own figures', () => {
  /** Ana shares only her streak; Ben shares everything. Ana has done every day, Ben two of five. */
  async function board() {
    const g = await group();
    const ana = await member(g.owner, g.id, 'Ana Member');
    const ben = await member(g.owner, g.id, 'Ben Member');
    const anaHabit = await adopt(ana, g.id, g.groupHabit, 'streaks-only', addDays(TODAY, -4));
    const benHabit = await adopt(ben, g.id, g.groupHabit, 'full', addDays(TODAY, -4));
    setDay(TODAY);
    await checkIn(ana, anaHabit, ...days(-4, 0));
    await checkIn(ben, benHabit, ...days(-1, 0));
    return { ...g, ana, ben, anaHabit };
  }

  const period = { startDate: addDays(TODAY, -4), endDate: TODAY };
  const anaReal = {
    completionRate: 100,
    completed: 5,
    due: 5,
    currentStreak: 5,
    totalEntries: 5,
    habitsTracked: 1,
    paused: null,
    period,
  };
  const anaSeen = {
    completionRate: null,
    completed: null,
    due: null,
    currentStreak: 5,
    totalEntries: null,
    habitsTracked: 1,
    paused: null,
    period: null,
  };

  it('shows you your real figures on your own row, with what the group sees, and your rank in the group', async () => {
    const { owner, ana, ben, base } = await board();
    // Ana asks first, so her answer is the one computed (and cached) first.
    const hers = (await get(ana, `${base}/leaderboard`)).leaderboard;
    const olive = (await get(owner, `${base}/leaderboard`)).leaderboard;
    const bens = (await get(ben, `${base}/leaderboard`)).leaderboard;

    // The group's board: Ben first on completion; Ana's completion is hers alone.
    expect(olive.map((row: Row & { rank: number }) => [row.rank, row.member._id])).toEqual([
      [1, ben.userId],
      [2, ana.userId],
    ]);
    expect(rowOf(olive, ana.userId)?.stats).toEqual(anaSeen);
    // Nobody's row tells anyone but its owner what the group does not see.
    for (const row of olive) expect(row).not.toHaveProperty('seenByGroup');

    // Her board: the same order and ranks (her 100% does not lift her above Ben for the group).
    expect(hers.map((row: Row & { rank: number }) => [row.rank, row.member._id])).toEqual([
      [1, ben.userId],
      [2, ana.userId],
    ]);
    expect(rowOf(hers, ana.userId)).toEqual({
      rank: 2,
      member: { _id: ana.userId, name: 'Ana Member' },
      stats: anaReal,
      seenByGroup: anaSeen,
    });
    expect(rowOf(hers, ben.userId)).toEqual(rowOf(olive, ben.userId));

    // Ben shares everything: his own row and what the group sees of it are the same.
    const benOwn = rowOf(bens, ben.userId);
    expect(benOwn?.seenByGroup).toEqual(benOwn?.stats);
    expect(rowOf(bens, ana.userId)).toEqual(rowOf(olive, ana.userId));
  });

  it('does the same in member progress and member stats', async () => {
    const { owner, ana, base } = await board();
    const hers = (await get(ana, `${base}/overview`)).overview.memberProgress;
    const olive = (await get(owner, `${base}/overview`)).overview.memberProgress;
    const own = rowOf(hers, ana.userId) as Row & { habits: { figures: object; shareProgress: string }[] };
    expect(own.stats).toEqual(anaReal);
    expect(own.seenByGroup).toEqual(anaSeen);
    expect(own.habits[0]).toMatchObject({
      shareProgress: 'streaks-only',
      figures: { completionRate: 100, completed: 5, due: 5, currentStreak: 5, totalEntries: 5, period },
    });
    const seen = rowOf(olive, ana.userId) as Row & { habits: { figures: object }[] };
    expect(seen.stats).toEqual(anaSeen);
    expect(seen).not.toHaveProperty('seenByGroup');
    expect(seen.habits[0]?.figures).toMatchObject({ completionRate: null, totalEntries: null, period: null });

    const self = await get(ana, `${base}/member-stats/${ana.userId}`);
    expect(self.stats).toEqual(anaReal);
    expect(self.seenByGroup).toEqual(anaSeen);
    const other = await get(owner, `${base}/member-stats/${ana.userId}`);
    expect(other.stats).toEqual(anaSeen);
    expect(other).not.toHaveProperty('seenByGroup');
  });

  it('lists you last, unranked by the group, when the group sees nothing of you', async () => {
    const { owner, ana, ben, base } = await board();
    const off = await call(ctx.app, ana, 'PUT', `${base}/dashboard-permissions`, {
      isPublicToWorkspace: false,
    });
    expect(off.statusCode).toBe(200);
    const olive = (await get(owner, `${base}/leaderboard`)).leaderboard;
    expect(olive.map((row: Row) => row.member._id)).toEqual([ben.userId]);
    const hers = (await get(ana, `${base}/leaderboard`)).leaderboard;
    expect(hers).toEqual([
      olive[0],
      { rank: 2, member: { _id: ana.userId, name: 'Ana Member' }, stats: anaReal, seenByGroup: null },
    ]);
    const progress = (await get(ana, `${base}/overview`)).overview.memberProgress;
    expect(
      progress.map((item: Row) => [item.member._id, 'seenByGroup' in item ? item.seenByGroup : 'absent']),
    ).toEqual([
      [ben.userId, 'absent'],
      [ana.userId, null],
    ]);
    expect((await get(owner, `${base}/overview`)).overview.memberProgress).toHaveLength(1);
    expect((await get(ana, `${base}/member-stats/${ana.userId}`)).seenByGroup).toBeNull();
    expect((await get(owner, `${base}/member-stats/${ana.userId}`)).stats.habitsTracked).toBe(0);
  });

  it('leaves someone without a habit in the group off the board, for themselves too', async () => {
    const { owner, base } = await group();
    const board = (await get(owner, `${base}/leaderboard`)).leaderboard;
    expect(board).toEqual([]);
    expect((await get(owner, `${base}/overview`)).overview.memberProgress).toEqual([]);
  });
});

describe('what the mirror says is shared', () => {
  it('names private habits to their owner only, and says when the dashboard is not shared', async () => {
    const { owner, id, groupHabit, base } = await group();
    const ana = await member(owner, id, 'Ana Member');
    await adopt(ana, id, groupHabit, 'full', TODAY);
    const read = (await call(ctx.app, ana, 'POST', '/api/habits', { name: 'Read' })).json().data.habit
      ._id as string;
    const diary = (await call(ctx.app, ana, 'POST', '/api/habits', { name: 'Diary' })).json().data.habit
      ._id as string;
    const hidden = await call(ctx.app, ana, 'PUT', `/api/habits/${diary}`, {
      workspaceSettings: { shareProgress: 'private' },
    });
    expect(hidden.statusCode).toBe(200);
    const url = `${base}/members/${ana.userId}/dashboard`;

    const seen = await get(owner, url);
    expect(seen.habits.map((h: { name: string }) => h.name).sort()).toEqual(['Read', 'Walk']);
    expect(seen.sharing).toEqual({ dashboardShared: true, privateHabits: null, unsharedHabits: null });
    expect(JSON.stringify(seen)).not.toContain('Diary');
    expect(seen.habits.find((h: { _id: string }) => h._id === read).countsFrom).toBe(TODAY);

    const own = await get(ana, url);
    expect(own.habits.map((h: { name: string }) => h.name).sort()).toEqual(['Read', 'Walk']);
    expect(own.sharing).toEqual({
      dashboardShared: true,
      privateHabits: [{ _id: diary, name: 'Diary' }],
      // She shares every habit that is not private with this group (her choice, 'all').
      unsharedHabits: [],
    });

    await call(ctx.app, ana, 'PUT', `${base}/dashboard-permissions`, { isPublicToWorkspace: false });
    const closed = await get(ana, url);
    // Her own mirror is what the group sees of her: nothing now, and it says why.
    expect(closed.habits).toEqual([]);
    expect(closed.sharing).toEqual({
      dashboardShared: false,
      privateHabits: [{ _id: diary, name: 'Diary' }],
      unsharedHabits: [],
    });
    expect((await call(ctx.app, owner, 'GET', url)).statusCode).toBe(403);
  });
});
