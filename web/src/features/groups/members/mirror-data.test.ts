import { describe, expect, it } from 'vitest';
import { MIRROR_MESSAGES, MirrorDataError, normaliseMirror } from './mirror-data';
import { servedDashboard, servedHabit } from './mirror-test-data';

const NOW = Date.parse('2026-03-18T12:00:00Z');

describe('normaliseMirror', () => {
  it('reads a complete answer', () => {
    const view = normaliseMirror(servedDashboard(), NOW);
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
      figures: { completionRate: 50, completed: 2, due: 4, currentStreak: 1, totalEntries: 7 },
    });
    expect(view.habits[0]?.habit).toMatchObject({
      id: 'h1',
      name: 'Read',
      icon: '📚',
      scheduleDays: [0, 1, 2, 3, 4, 5, 6],
    });
  });

  it('maps entries by habit id, then day, reading the day of a date-time', () => {
    const days = normaliseMirror(servedDashboard(), NOW).entries.get('h1');
    expect([...(days?.keys() ?? [])]).toEqual(['2026-03-16', '2026-03-17']);
    expect(days?.get('2026-03-16')).toMatchObject({ completed: true, value: 1, skipped: false });
    expect(days?.get('2026-03-17')).toMatchObject({ completed: false, skipped: true });
  });

  it('fails with the spec message when there is no member', () => {
    expect(() => normaliseMirror(servedDashboard({ member: undefined }), NOW)).toThrow(MirrorDataError);
    expect(() => normaliseMirror(servedDashboard({ member: null }), NOW)).toThrow(MIRROR_MESSAGES.noMember);
    expect(() => normaliseMirror(null, NOW)).toThrow(MIRROR_MESSAGES.noMember);
  });

  it('treats missing habits and entries as empty', () => {
    const view = normaliseMirror(servedDashboard({ habits: undefined, entries: 'nope' }), NOW);
    expect(view.habits).toEqual([]);
    expect(view.entries.size).toBe(0);
  });

  it('drops habits without an id, repeated ones and archived ones', () => {
    const view = normaliseMirror(
      servedDashboard({
        habits: [
          servedHabit({ _id: undefined }),
          servedHabit({ _id: '  ' }),
          'junk',
          servedHabit({ _id: 'h2', name: 'Walk' }),
          servedHabit({ _id: 'h2', name: 'Walk again' }),
          servedHabit({ _id: 'h3', isActive: false }),
        ],
        entries: [],
      }),
      NOW,
    );
    expect(view.habits.map((item) => [item.habit.id, item.habit.name])).toEqual([['h2', 'Walk']]);
  });

  it('ignores entries of unknown habits and entries without a valid day', () => {
    const view = normaliseMirror(
      servedDashboard({
        entries: [
          { habitId: 'ghost', date: '2026-03-16', completed: true, value: 1, skipped: false },
          { habitId: 'h1', date: 'yesterday', completed: true, value: 1, skipped: false },
          { habitId: 'h1', date: '2026-02-30', completed: true, value: 1, skipped: false },
          { habitId: 'h1', date: '2026-03-15', completed: true, value: 1, skipped: false },
          null,
        ],
      }),
      NOW,
    );
    expect([...view.entries.keys()]).toEqual(['h1']);
    expect([...(view.entries.get('h1')?.keys() ?? [])]).toEqual(['2026-03-15']);
  });

  it('fills what a habit lacks with the product defaults', () => {
    const view = normaliseMirror(servedDashboard({ habits: [{ _id: 'bare' }], entries: [] }), NOW);
    const item = view.habits[0];
    expect(item?.habit).toMatchObject({
      name: 'Unnamed habit',
      color: '#4f46e5',
      icon: '⭐',
      scheduleDays: [0, 1, 2, 3, 4, 5, 6],
      source: 'personal',
      workspaceSettings: { shareProgress: 'progress-only' },
    });
    expect(item).toMatchObject({ isPersonalHabit: true, isGroupHabit: false, sharesEntries: false });
    expect(item?.figures).toEqual({
      completionRate: null,
      completed: null,
      due: null,
      currentStreak: null,
      totalEntries: null,
      period: null,
    });
    // Nothing says where its figures start, nor when it was made: today.
    expect(item?.countsFrom).toBe('2026-03-18');
    // An older answer without sharing: the mirror opened, so the dashboard was shared.
    expect(view.sharing).toEqual({ dashboardShared: true, privateHabits: null, unsharedHabits: null });
  });

  it('reads where figures count from and what is shared', () => {
    const view = normaliseMirror(
      servedDashboard({
        habits: [
          servedHabit({
            countsFrom: '2026-03-10',
            figures: { completionRate: 50, period: { startDate: '2026-03-10', endDate: '2026-03-18' } },
          }),
        ],
        sharing: {
          dashboardShared: false,
          privateHabits: [{ _id: 'p1', name: 'Diary' }, { name: 'no id' }, 7],
        },
      }),
      NOW,
    );
    expect(view.habits[0]?.countsFrom).toBe('2026-03-10');
    expect(view.habits[0]?.figures.period).toEqual({ startDate: '2026-03-10', endDate: '2026-03-18' });
    expect(view.sharing).toEqual({
      dashboardShared: false,
      privateHabits: [{ id: 'p1', name: 'Diary' }],
      unsharedHabits: null,
    });
    const reversed = servedHabit({ figures: { period: { startDate: '2026-03-18', endDate: '2026-03-01' } } });
    expect(
      normaliseMirror(servedDashboard({ habits: [reversed] }), NOW).habits[0]?.figures.period,
    ).toBeNull();
  });

  it('finds where figures count from by the shared rule when an older answer does not say', () => {
    const entry = (habitId: string, date: string) => ({
      habitId,
      date,
      completed: true,
      value: 1,
      skipped: false,
    });
    const view = normaliseMirror(
      servedDashboard({
        habits: [
          servedHabit({ _id: 'p', createdAt: '2026-03-10T09:00:00.000Z' }),
          servedHabit({
            _id: 'g',
            source: 'workspace',
            isGroupHabit: true,
            isPersonalHabit: false,
            createdAt: '2026-03-10T09:00:00.000Z',
          }),
        ],
        entries: [entry('p', '2026-03-05'), entry('g', '2026-03-05')],
      }),
      NOW,
    );
    // A personal habit from its earliest entry; an adopted one from its adoption.
    expect(view.habits.map((item) => [item.habit.id, item.countsFrom])).toEqual([
      ['p', '2026-03-05'],
      ['g', '2026-03-10'],
    ]);
  });

  it('reads the origin from the source when the flags are missing', () => {
    const view = normaliseMirror(
      servedDashboard({
        habits: [servedHabit({ source: 'workspace', isPersonalHabit: undefined, isGroupHabit: undefined })],
      }),
      NOW,
    );
    expect(view.habits[0]).toMatchObject({ isPersonalHabit: false, isGroupHabit: true });
  });

  it('counts a habit with served entries as sharing them, whatever its stored level', () => {
    const view = normaliseMirror(
      servedDashboard({
        habits: [
          servedHabit({ workspaceSettings: { shareProgress: 'progress-only' } }),
          servedHabit({ _id: 'h2', workspaceSettings: { shareProgress: 'streaks-only' } }),
        ],
      }),
      NOW,
    );
    expect(view.habits.map((item) => item.sharesEntries)).toEqual([true, false]);
  });

  it('falls back to safe member settings', () => {
    const view = normaliseMirror(
      servedDashboard({
        member: { name: ' ', email: 'x@example.com', timezone: 'Mars/Base', weekStartsOn: 9 },
      }),
      NOW,
    );
    expect(view.member).toMatchObject({ name: 'x@example.com', timezone: 'UTC', weekStartsOn: 1 });
  });

  it('without a served range starts at the first entry and ends today', () => {
    const view = normaliseMirror(servedDashboard({ range: undefined }), NOW);
    expect(view.range).toEqual({ start: '2026-03-16', end: '2026-03-18', today: '2026-03-18' });
    const empty = normaliseMirror(servedDashboard({ range: undefined, entries: [] }), NOW);
    expect(empty.range).toEqual({ start: '2026-03-18', end: '2026-03-18', today: '2026-03-18' });
  });
});
