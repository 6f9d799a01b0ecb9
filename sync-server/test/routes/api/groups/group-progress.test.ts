import { addDays, SHARE_PROGRESS_LEVELS, type ShareProgress } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { groupFiguresWorld } from '../../../helpers/group-figures';
import { call } from '../../../helpers/groups';
import { registerUser, useTestApp } from '../../../helpers/test-app';

/** A clock the tests move by hand: each member's "today" is this instant's date (UTC by default). */
const START = Date.parse('2026-03-11T12:00:00Z');
let clockNow = START;
const ctx = useTestApp({ clock: () => clockNow });
const TODAY = '2026-03-11';
const { setDay, days, get, group, member, adopt, checkIn } = groupFiguresWorld(ctx, TODAY, (ms) => {
  clockNow = ms;
});

/** The eleven days from the adoption to today: what the 30-day completion covers. */
const SINCE_ADOPTION = { startDate: addDays(TODAY, -10), endDate: TODAY };

/** What each share level lets the group see of a habit checked in on its last three of eleven days. */
const EXPECTED: Record<Exclude<ShareProgress, 'private'>, Record<string, unknown>> = {
  full: {
    completionRate: 27,
    completed: 3,
    due: 11,
    currentStreak: 3,
    totalEntries: 3,
    period: SINCE_ADOPTION,
  },
  'progress-only': {
    completionRate: 27,
    completed: 3,
    due: 11,
    currentStreak: null,
    totalEntries: 3,
    period: SINCE_ADOPTION,
  },
  'streaks-only': {
    completionRate: null,
    completed: null,
    due: null,
    currentStreak: 3,
    totalEntries: null,
    period: null,
  },
};

describe('what the group sees of a member, by share level', () => {
  for (const level of SHARE_PROGRESS_LEVELS) {
    it(`${level}: every endpoint shows exactly what the level allows`, async () => {
      const { owner, id, groupHabit } = await group();
      const ana = await member(owner, id, 'Ana Member');
      const habitId = await adopt(ana, id, groupHabit, level, addDays(TODAY, -10));
      setDay(TODAY);
      await checkIn(ana, habitId, ...days(-2, 0));
      const visible = level !== 'private';
      const base = `/api/workspaces/${id}`;

      const overview = (await get(owner, `${base}/overview`)).overview;
      const leaderboard = (await get(owner, `${base}/leaderboard`)).leaderboard;
      const stats = await get(owner, `${base}/member-stats/${ana.userId}`);
      const trackers = await get(
        owner,
        `${base}/group-trackers?startDate=${addDays(TODAY, -6)}&endDate=${TODAY}`,
      );
      const shared = (await get(owner, `${base}/shared-habits`)).habits;
      const sharedOverview = (await get(owner, `${base}/shared-habits-overview`)).overview;
      const mirror = await get(owner, `${base}/members/${ana.userId}/dashboard`);
      const activity = (await get(owner, `${base}/activity`)).activities;
      const groupHabits = (await get(owner, `${base}/habits`)).habits;

      if (!visible) {
        expect(overview.memberProgress).toEqual([]);
        expect(leaderboard).toEqual([]);
        expect(stats.habits).toEqual([]);
        expect(stats.stats).toEqual({
          completionRate: null,
          currentStreak: null,
          totalEntries: null,
          habitsTracked: 0,
          paused: null,
          completed: null,
          due: null,
          period: null,
        });
        expect(trackers.trackers).toEqual([]);
        expect(trackers.entries).toEqual([]);
        expect(shared).toEqual([]);
        expect(sharedOverview[0]).toMatchObject({ adopters: 0, completionRate: null, bestStreak: null });
        expect(mirror.habits).toEqual([]);
        expect(mirror.entries).toEqual([]);
        // Only her joining, which the member list shows anyway.
        const hers = activity.filter((a: { user: { _id: string } }) => a.user._id === ana.userId);
        expect(hers.map((a: { type: string }) => a.type)).toEqual(['member_joined']);
        expect(groupHabits[0].adoptedBy).toEqual([]);
        // The member still sees their own adoption.
        expect((await get(ana, `${base}/habits`)).habits[0].adoptedBy).toEqual([ana.userId]);
        return;
      }

      const figures = EXPECTED[level];
      const [progress] = overview.memberProgress;
      expect(progress.member).toEqual({ _id: ana.userId, name: 'Ana Member' });
      expect(progress.habits).toEqual([
        expect.objectContaining({ _id: habitId, name: 'Walk', shareProgress: level, figures }),
      ]);
      const memberStats = {
        completionRate: figures.completionRate,
        currentStreak: figures.currentStreak,
        totalEntries: figures.totalEntries,
        habitsTracked: 1,
        paused: null,
        completed: figures.completed,
        due: figures.due,
        period: figures.period,
      };
      expect(progress.stats).toEqual(memberStats);
      expect(leaderboard).toEqual([{ rank: 1, member: progress.member, stats: memberStats }]);
      expect(stats.stats).toEqual(memberStats);
      expect(stats.habits).toEqual(progress.habits);
      expect(trackers.trackers).toEqual([
        expect.objectContaining({
          habitId,
          userId: ana.userId,
          memberName: 'Ana Member',
          shareProgress: level,
        }),
      ]);
      expect(trackers.entries.map((e: { date: string }) => e.date)).toEqual(
        level === 'full' ? days(-2, 0) : [],
      );
      expect(shared).toEqual([expect.objectContaining({ _id: habitId, owner: progress.member, figures })]);
      expect(sharedOverview[0]).toMatchObject({
        adopters: 1,
        completionRate: figures.completionRate,
        bestStreak: figures.currentStreak,
      });
      expect(mirror.habits).toEqual([
        expect.objectContaining({
          _id: habitId,
          isGroupHabit: true,
          isPersonalHabit: false,
          figures,
          countsFrom: addDays(TODAY, -10),
        }),
      ]);
      expect(mirror.entries.map((e: { date: string }) => e.date)).toEqual(
        level === 'full' ? days(-2, 0) : [],
      );
      expect(activity.map((a: { description: string }) => a.description)).toEqual(
        expect.arrayContaining([
          // The streak note only where the level shows streaks.
          level === 'progress-only'
            ? 'Ana Member completed Walk'
            : 'Ana Member completed Walk (3-day streak)',
          'Ana Member adopted Walk',
        ]),
      );
      expect(groupHabits[0].adoptedBy).toEqual([ana.userId]);
    });
  }

  it('shows nothing of a member who stops sharing their dashboard, and refuses their mirror', async () => {
    const { owner, id, groupHabit } = await group();
    const ana = await member(owner, id, 'Ana Member');
    const habitId = await adopt(ana, id, groupHabit, 'full', addDays(TODAY, -3));
    setDay(TODAY);
    await checkIn(ana, habitId, ...days(-1, 0));
    const base = `/api/workspaces/${id}`;
    const off = await call(ctx.app, ana, 'PUT', `${base}/dashboard-permissions`, {
      isPublicToWorkspace: false,
    });
    expect(off.json()).toMatchObject({
      permissions: { isPublicToWorkspace: false },
      message: 'Dashboard sharing settings updated successfully!',
    });
    expect((await get(ana, `${base}/dashboard-permissions`)).permissions).toEqual({
      isPublicToWorkspace: false,
      personalHabits: 'all',
      sharedHabitIds: [],
      sharedHabitLevels: [],
      chosen: true,
    });
    expect((await get(owner, `${base}/overview`)).overview.memberProgress).toEqual([]);
    expect((await get(owner, `${base}/leaderboard`)).leaderboard).toEqual([]);
    expect((await get(owner, `${base}/group-trackers`)).trackers).toEqual([]);
    expect((await get(owner, `${base}/shared-habits`)).habits).toEqual([]);
    expect((await get(owner, `${base}/activity`)).activities.map((a: { type: string }) => a.type)).toEqual([
      'member_joined',
      'habit_created',
    ]);
    const mirror = await call(ctx.app, owner, 'GET', `${base}/members/${ana.userId}/dashboard`);
    expect(mirror.statusCode).toBe(403);
    expect(mirror.json().error).toBe("Ana Member hasn't shared their dashboard with this group");
    // Her own view is hers to open.
    expect((await call(ctx.app, ana, 'GET', `${base}/members/${ana.userId}/dashboard`)).statusCode).toBe(200);
    // The owner keeps what she chose.
    expect((await get(owner, `${base}/dashboard-permissions`)).permissions).toEqual({
      isPublicToWorkspace: true,
      personalHabits: 'all',
      sharedHabitIds: [],
      sharedHabitLevels: [],
      chosen: true,
    });
  });

  it('mirrors personal habits too, with their own share level, and the chart range', async () => {
    const { owner, id } = await group();
    const ana = await member(owner, id, 'Ana Member');
    const personal = (
      await call(ctx.app, ana, 'POST', '/api/habits', { name: 'Read', workspaceSettings: undefined })
    ).json().data.habit._id as string;
    await checkIn(ana, personal, TODAY);
    const mirror = await get(owner, `/api/workspaces/${id}/members/${ana.userId}/dashboard`);
    expect(mirror.member).toMatchObject({
      _id: ana.userId,
      name: 'Ana Member',
      role: 'member',
      timezone: 'UTC',
    });
    // This year's months, and at least the last 90 days for the all-time chart.
    expect(mirror.range).toEqual({ startDate: '2025-12-12', endDate: TODAY, today: TODAY });
    // Personal habits share progress only by default: figures, not days.
    expect(mirror.habits).toEqual([
      expect.objectContaining({
        _id: personal,
        isPersonalHabit: true,
        isGroupHabit: false,
        figures: {
          completionRate: 100,
          completed: 1,
          due: 1,
          currentStreak: null,
          totalEntries: 1,
          period: { startDate: TODAY, endDate: TODAY },
        },
        countsFrom: TODAY,
      }),
    ]);
    expect(mirror.entries).toEqual([]);
    // Another member is not told about habits Ana keeps private.
    expect(mirror.sharing).toEqual({ dashboardShared: true, privateHabits: null, unsharedHabits: null });
    const notMember = await call(
      ctx.app,
      owner,
      'GET',
      `/api/workspaces/${id}/members/${owner.userId}x/dashboard`,
    );
    expect(notMember.statusCode).toBe(400);
    const stranger = await registerUser(ctx.app);
    const missing = await call(
      ctx.app,
      owner,
      'GET',
      `/api/workspaces/${id}/members/${stranger.userId}/dashboard`,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Member not found');
  });
});

describe('leaderboard', () => {
  it('ranks by completion, then streak, then entries; equal figures share a rank', async () => {
    const { owner, id, groupHabit } = await group();
    const first = addDays(TODAY, -2);
    const people: Record<string, string[]> = {
      Ana: days(-2, 0),
      Ben: days(-2, 0),
      Cid: days(-1, 0),
      Dee: [addDays(TODAY, -2), TODAY],
      Eve: [],
    };
    for (const [name, checked] of Object.entries(people)) {
      const account = await member(owner, id, name);
      const habitId = await adopt(account, id, groupHabit, 'full', first);
      await checkIn(account, habitId, ...checked);
    }
    setDay(TODAY);
    const board = (await get(owner, `/api/workspaces/${id}/leaderboard`)).leaderboard;
    expect(
      board.map((row: { rank: number; member: { name: string } }) => [row.rank, row.member.name]),
    ).toEqual([
      [1, 'Ana'],
      [1, 'Ben'],
      [3, 'Cid'],
      [4, 'Dee'],
      [5, 'Eve'],
    ]);
    const period = { startDate: first, endDate: TODAY };
    expect(board[2].stats).toEqual({
      completionRate: 67,
      currentStreak: 2,
      totalEntries: 2,
      habitsTracked: 1,
      paused: null,
      completed: 2,
      due: 3,
      period,
    });
    expect(board[3].stats).toEqual({
      completionRate: 67,
      currentStreak: 1,
      totalEntries: 2,
      habitsTracked: 1,
      paused: null,
      completed: 2,
      due: 3,
      period,
    });
    expect(board[4].stats).toEqual({
      completionRate: 0,
      currentStreak: 0,
      totalEntries: 0,
      habitsTracked: 1,
      paused: null,
      completed: 0,
      due: 3,
      period,
    });
    const top = (await get(owner, `/api/workspaces/${id}/leaderboard?range=7d&limit=2`)).leaderboard;
    expect(top).toHaveLength(2);
    // The member progress widget lists members in the same order.
    const progress = (await get(owner, `/api/workspaces/${id}/overview`)).overview.memberProgress;
    expect(progress.map((p: { member: { name: string } }) => p.member.name)).toEqual([
      'Ana',
      'Ben',
      'Cid',
      'Dee',
      'Eve',
    ]);
  });

  it('keeps a streak through today while it is open, and ends it once a due day has passed', async () => {
    const { owner, id, groupHabit } = await group();
    const ana = await member(owner, id, 'Ana');
    const habitId = await adopt(ana, id, groupHabit, 'full', addDays(TODAY, -5));
    setDay(TODAY);
    await checkIn(ana, habitId, ...days(-3, -1));
    const streak = async () =>
      (await get(owner, `/api/workspaces/${id}/leaderboard`)).leaderboard[0].stats.currentStreak;
    expect(await streak()).toBe(3);
    setDay(addDays(TODAY, 1));
    expect(await streak()).toBe(0);
    // A skipped day keeps it.
    const skipped = await call(ctx.app, ana, 'POST', `/api/habits/${habitId}/check`, {
      date: TODAY,
      completed: false,
      skipped: true,
    });
    expect(skipped.statusCode).toBe(200);
    expect(await streak()).toBe(3);
  });

  it('validates its query and hides the group from outsiders', async () => {
    const { owner, id } = await group();
    for (const query of ['range=1y', 'limit=0', 'limit=101', 'other=1']) {
      const response = await call(ctx.app, owner, 'GET', `/api/workspaces/${id}/leaderboard?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    expect(
      (await call(ctx.app, owner, 'GET', `/api/workspaces/${id}/leaderboard?range=1y`)).json().error,
    ).toBe('range must be 7d, 30d or 90d');
    const outsider = await registerUser(ctx.app);
    for (const path of [
      'overview',
      'leaderboard',
      'activity',
      'group-trackers',
      'shared-habits',
      'shared-habits-overview',
    ]) {
      const response = await call(ctx.app, outsider, 'GET', `/api/workspaces/${id}/${path}`);
      expect(response.statusCode, path).toBe(404);
    }
  });
});

describe('activity', () => {
  it('tells the group what happened, newest first, and takes back an undone check-in', async () => {
    const { owner, id, groupHabit } = await group();
    const ana = await member(owner, id, 'Ana');
    const habitId = await adopt(ana, id, groupHabit, 'progress-only', TODAY);
    await checkIn(ana, habitId, TODAY);
    const feed = async () =>
      (await get(owner, `/api/workspaces/${id}/activity`)).activities.map(
        (a: { description: string }) => a.description,
      );
    expect(await feed()).toEqual([
      'Ana completed Walk',
      'Ana adopted Walk',
      'Ana joined the group',
      'Olive Owner added Walk to the group',
    ]);
    await call(ctx.app, ana, 'POST', `/api/habits/${habitId}/check`, { date: TODAY, completed: false });
    expect(await feed()).toEqual([
      'Ana adopted Walk',
      'Ana joined the group',
      'Olive Owner added Walk to the group',
    ]);
    // Checking in again announces it once more, once.
    await checkIn(ana, habitId, TODAY, TODAY);
    expect((await feed())[0]).toBe('Ana completed Walk');
    expect((await feed()).filter((text: string) => text === 'Ana completed Walk')).toHaveLength(1);
    await call(ctx.app, owner, 'DELETE', `/api/workspaces/workspace-habits/${groupHabit}`);
    expect((await feed())[0]).toBe('Olive Owner removed Walk from the group');
    const limited = (await get(owner, `/api/workspaces/${id}/activity?limit=2`)).activities;
    expect(limited).toHaveLength(2);
    expect(limited[0]).toMatchObject({
      type: 'habit_deleted',
      user: { _id: owner.userId, name: 'Olive Owner' },
      data: { habitName: 'Walk' },
    });
    expect((await call(ctx.app, owner, 'GET', `/api/workspaces/${id}/activity?limit=51`)).statusCode).toBe(
      400,
    );
  });

  it('celebrates a 7-day streak and leaves out habits kept out of the feed', async () => {
    const { owner, id, groupHabit } = await group();
    const ana = await member(owner, id, 'Ana');
    const habitId = await adopt(ana, id, groupHabit, 'full', addDays(TODAY, -6));
    setDay(TODAY);
    await checkIn(ana, habitId, ...days(-6, 0));
    const activities = (await get(owner, `/api/workspaces/${id}/activity?limit=3`)).activities;
    expect(activities.map((a: { description: string }) => a.description)).toEqual([
      'Ana reached a 7-day streak on Walk',
      'Ana completed Walk (7-day streak)',
      // Days logged after the fact are one item, not six pieces of news.
      'Ana logged 6 past days of Walk',
    ]);
    const hidden = await call(ctx.app, ana, 'PUT', `/api/habits/${habitId}`, {
      workspaceSettings: { shareInActivity: false },
    });
    expect(hidden.statusCode).toBe(200);
    const after = (await get(owner, `/api/workspaces/${id}/activity`)).activities;
    expect(after.map((a: { type: string }) => a.type)).toEqual(['member_joined', 'habit_created']);
  });

  it('tells streaks only of habits that show them', async () => {
    const { owner, id, groupHabit } = await group();
    const ana = await member(owner, id, 'Ana');
    const habitId = await adopt(ana, id, groupHabit, 'progress-only', addDays(TODAY, -6));
    setDay(TODAY);
    await checkIn(ana, habitId, ...days(-6, 0));
    const feed = (await get(owner, `/api/workspaces/${id}/activity?limit=2`)).activities;
    expect(feed.map((a: { description: string }) => a.description)).toEqual([
      'Ana completed Walk',
      'Ana logged 6 past days of Walk',
    ]);
    expect(feed[0].data).toEqual({ habitName: 'Walk' });
    const notices = (await get(owner, '/api/users/notifications?types=habit_completed,streak_milestone')).data
      .notifications;
    expect(notices.map((n: { type: string }) => n.type)).not.toContain('streak_milestone');
    expect(notices[0].data).toEqual({
      habitName: 'Walk',
      habitNames: ['Walk'],
      dates: [TODAY],
      memberName: 'Ana',
    });
  });

  it('forgets the activity of a member who left', async () => {
    const { owner, id, groupHabit } = await group();
    const ana = await member(owner, id, 'Ana');
    const habitId = await adopt(ana, id, groupHabit, 'full', TODAY);
    await checkIn(ana, habitId, TODAY);
    expect((await call(ctx.app, ana, 'POST', `/api/workspaces/${id}/leave`)).statusCode).toBe(200);
    const activities = (await get(owner, `/api/workspaces/${id}/activity`)).activities;
    expect(activities.map((a: { type: string }) => a.type)).toEqual(['habit_created']);
    expect((await get(owner, `/api/workspaces/${id}/leaderboard`)).leaderboard).toEqual([]);
  });
});

describe('group trackers', () => {
  it('defaults to the viewer’s Sunday-to-Saturday week and reads date-times in their time zone', async () => {
    const { owner, id } = await group();
    const week = await get(owner, `/api/workspaces/${id}/group-trackers`);
    // 2026-03-11 is a Wednesday.
    expect(week.range).toEqual({ startDate: '2026-03-08', endDate: '2026-03-14' });
    expect(week.habits.map((h: { name: string }) => h.name)).toEqual(['Walk']);
    const instants = await get(
      owner,
      `/api/workspaces/${id}/group-trackers?startDate=2026-03-08T00:00:00.000Z&endDate=2026-03-14T23:59:59.999Z`,
    );
    expect(instants.range).toEqual({ startDate: '2026-03-08', endDate: '2026-03-14' });
    for (const query of [
      'startDate=2026-03-10&endDate=2026-03-01',
      'startDate=2024-01-01&endDate=2026-03-01',
      'startDate=soon',
      'startDate=2026-02-30T10:00:00Z',
    ]) {
      const response = await call(ctx.app, owner, 'GET', `/api/workspaces/${id}/group-trackers?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe("a member's day start", () => {
  it("counts the small hours for the evening's day in the group's figures", async () => {
    const { owner, id, groupHabit } = await group();
    const owl = await member(owner, id, 'Nina Night');
    const habitId = await adopt(owl, id, groupHabit, 'full', addDays(TODAY, -2));
    await checkIn(owl, habitId, addDays(TODAY, -2), addDays(TODAY, -1));
    // 01:30 on the 11th: by a midnight day the 11th is open and the streak of 2 still stands.
    clockNow = Date.parse(`${TODAY}T01:30:00Z`);
    const row = async () =>
      (await get(owner, `/api/workspaces/${id}/leaderboard`)).leaderboard.find(
        (r: { member: { name: string } }) => r.member.name === 'Nina Night',
      );
    expect((await row()).stats).toMatchObject({ currentStreak: 2, completionRate: 67 });
    // With a 04:00 start it is still the 10th for her: both due days were done.
    await call(ctx.app, owl, 'PUT', '/api/users/profile', { preferences: { dayStartsAt: '04:00' } });
    expect((await row()).stats).toMatchObject({ currentStreak: 2, completionRate: 100 });
  });
});
