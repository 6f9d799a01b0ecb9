import type { GroupInfo } from './group-records';
import type { GroupHabit } from './workspaces';

/**
 * Sample records for tests on both sides of the protocol (imported as '@habitat/protocol/testing',
 * never by shipped code).
 */

export const SAMPLE_GROUP_HABIT_ID = '01890000-0000-7000-8000-000000000001';
export const SAMPLE_WORKSPACE_ID = '01890000-0000-7000-8000-000000000002';

/** A group habit as the server serves it: a weekday meditation with a morning reminder. */
export function sampleGroupHabit(overrides: Partial<GroupHabit> = {}): GroupHabit {
  return {
    _id: SAMPLE_GROUP_HABIT_ID,
    workspaceId: SAMPLE_WORKSPACE_ID,
    name: 'Meditate',
    description: 'Ten quiet minutes',
    category: 'mindfulness',
    icon: '🧘',
    color: '#8b5cf6',
    isRequired: false,
    createdBy: null,
    adoptedBy: [],
    settings: {
      defaultTarget: { value: 10, unit: 'minutes' },
      schedule: { days: [1, 2, 3, 4, 5], reminderEnabled: true, reminderTime: '06:45' },
    },
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A group as its scope's `group` row holds it: a private team with the default settings. */
export function sampleGroupInfo(id: string, overrides: Partial<GroupInfo> = {}): GroupInfo {
  return {
    _id: id,
    name: 'Dawn Walkers',
    description: '',
    type: 'team',
    isPublic: false,
    color: '#4f46e5',
    settings: {
      isPublic: false,
      allowInvites: true,
      requireApproval: false,
      privacyLevel: 'invite-only',
      allowMemberHabitCreation: true,
      defaultHabitVisibility: 'progress-only',
      competition: false,
      awayAfterDays: 7,
    },
    memberCount: 2,
    habitCount: 0,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}
