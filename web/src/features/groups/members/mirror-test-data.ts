import type { ShareProgress } from '@habitat/domain';
import type { MemberDashboard, MirrorHabit } from '@habitat/protocol';

/** A served member dashboard for the tests, as the protocol's MemberDashboard. */

export function servedHabit(overrides: Partial<MirrorHabit> = {}): MirrorHabit {
  return {
    _id: 'h1',
    name: 'Read',
    description: '',
    category: 'learning',
    color: '#10b981',
    icon: '📚',
    frequency: 'daily',
    isActive: true,
    source: 'personal',
    workspaceId: null,
    groupHabitId: null,
    schedule: { days: [0, 1, 2, 3, 4, 5, 6], reminderTime: '08:00', reminderEnabled: true },
    target: { value: 1, unit: 'times' },
    workspaceSettings: sharedAt('full'),
    createdAt: '2026-01-01T09:00:00.000Z',
    updatedAt: '2026-01-01T09:00:00.000Z',
    isPersonalHabit: true,
    isGroupHabit: false,
    figures: { completionRate: 50, completed: 2, due: 4, currentStreak: 1, totalEntries: 7, period: null },
    countsFrom: '2026-01-01',
    pausedDays: [],
    ...overrides,
  };
}

export function sharedAt(shareProgress: ShareProgress) {
  return { shareProgress, allowInteraction: true, shareInActivity: true };
}

export function servedDashboard(overrides: Partial<MemberDashboard> = {}): MemberDashboard {
  return {
    success: true,
    member: {
      _id: 'm1',
      name: 'Ana Silva',
      email: 'ana@example.com',
      avatar: null,
      role: 'member',
      timezone: 'Europe/Lisbon',
      weekStartsOn: 1,
    },
    range: { startDate: '2026-03-01', endDate: '2026-03-18', today: '2026-03-18' },
    habits: [servedHabit()],
    entries: [
      { habitId: 'h1', date: '2026-03-16', completed: true, value: 1, skipped: false, note: 'Felt good' },
      { habitId: 'h1', date: '2026-03-17', completed: false, value: 0, skipped: true, note: null },
    ],
    sharing: { dashboardShared: true, privateHabits: null, unsharedHabits: null },
    ...overrides,
  };
}
