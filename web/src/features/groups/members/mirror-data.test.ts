import { isDueOn } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { mirrorView } from './mirror-data';
import { servedDashboard, servedHabit, sharedAt } from './mirror-test-data';

const entry = (habitId: string, date: string, value = 1) => ({
  habitId,
  date,
  completed: true,
  value,
  skipped: false,
  note: null,
});

describe('mirrorView', () => {
  it('reshapes a served dashboard for the page', () => {
    const view = mirrorView(servedDashboard());
    expect(view.member).toEqual({
      id: 'm1',
      name: 'Ana Silva',
      email: 'ana@example.com',
      avatar: null,
      role: 'member',
      timezone: 'Europe/Lisbon',
      weekStartsOn: 1,
    });
    expect(view.range).toEqual({ start: '2026-03-01', end: '2026-03-18', today: '2026-03-18' });
    expect(view.habits).toHaveLength(1);
    expect(view.habits[0]).toMatchObject({
      isPersonalHabit: true,
      isGroupHabit: false,
      sharesEntries: true,
      countsFrom: '2026-01-01',
      figures: { completionRate: 50, completed: 2, due: 4, currentStreak: 1, totalEntries: 7 },
    });
    expect(view.habits[0]?.habit).toMatchObject({
      id: 'h1',
      name: 'Read',
      icon: '📚',
      scheduleDays: [0, 1, 2, 3, 4, 5, 6],
    });
    expect(view.sharing).toEqual({ dashboardShared: true, privateHabits: null, unsharedHabits: null });
  });

  it("never shows the member's reminders", () => {
    const habit = mirrorView(servedDashboard()).habits[0]?.habit;
    expect(habit).toMatchObject({ reminderEnabled: false, reminderTime: null });
  });

  it('hands the paused days it was told to the rules as pauses, and reads none from an older answer', () => {
    const told = servedDashboard({ habits: [servedHabit({ pausedDays: ['2026-03-16', '2026-03-17'] })] });
    const habit = mirrorView(told).habits[0]?.habit;
    expect(habit && isDueOn(habit, '2026-03-16')).toBe(false);
    expect(habit && isDueOn(habit, '2026-03-18')).toBe(true);
    const { pausedDays: _dropped, ...older } = servedHabit();
    const before = mirrorView(servedDashboard({ habits: [older] })).habits[0]?.habit;
    expect(before?.pauses).toEqual({});
  });

  it('maps entries by habit id, then day', () => {
    const days = mirrorView(servedDashboard()).entries.get('h1');
    expect([...(days?.keys() ?? [])]).toEqual(['2026-03-16', '2026-03-17']);
    expect(days?.get('2026-03-16')).toMatchObject({ completed: true, value: 1, skipped: false });
    expect(days?.get('2026-03-17')).toMatchObject({ completed: false, skipped: true });
  });

  it("leaves out archived habits and their entries, and entries of habits it doesn't show", () => {
    const view = mirrorView(
      servedDashboard({
        habits: [servedHabit({ _id: 'h2', name: 'Walk' }), servedHabit({ _id: 'h3', isActive: false })],
        entries: [entry('h2', '2026-03-15'), entry('h3', '2026-03-15'), entry('ghost', '2026-03-15')],
      }),
    );
    expect(view.habits.map((item) => [item.habit.id, item.habit.name])).toEqual([['h2', 'Walk']]);
    expect([...view.entries.keys()]).toEqual(['h2']);
  });

  it('keeps the later of two entries for one day', () => {
    const view = mirrorView(
      servedDashboard({ entries: [entry('h1', '2026-03-15', 1), entry('h1', '2026-03-15', 3)] }),
    );
    expect(view.entries.get('h1')?.get('2026-03-15')?.value).toBe(3);
  });

  it('counts a habit with served entries as sharing them, whatever its stored level', () => {
    const view = mirrorView(
      servedDashboard({
        habits: [
          servedHabit({ workspaceSettings: sharedAt('progress-only') }),
          servedHabit({ _id: 'h2', workspaceSettings: sharedAt('streaks-only') }),
        ],
      }),
    );
    expect(view.habits.map((item) => item.sharesEntries)).toEqual([true, false]);
  });

  it('names the habits the member keeps from the group, to the member', () => {
    const view = mirrorView(
      servedDashboard({
        sharing: {
          dashboardShared: false,
          privateHabits: [{ _id: 'p1', name: 'Diary' }],
          unsharedHabits: [{ _id: 'u1', name: 'Piano' }],
        },
      }),
    );
    expect(view.sharing).toEqual({
      dashboardShared: false,
      privateHabits: [{ id: 'p1', name: 'Diary' }],
      unsharedHabits: [{ id: 'u1', name: 'Piano' }],
    });
  });
});
