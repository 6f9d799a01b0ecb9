import type { Workspace } from '@habitat/protocol';
import { describe, expect, it } from 'vitest';
import { summaryOf } from './workspace-events';

describe('workspace summary', () => {
  it('keeps what the list and sidebar show, without settings or members', () => {
    const workspace: Workspace = {
      _id: 'w1',
      name: 'Runners',
      description: '',
      type: 'fitness',
      isPublic: true,
      color: '#10b981',
      memberCount: 1,
      habitCount: 0,
      weeklyProgress: null,
      weeklyFigures: null,
      currentUserRole: 'owner',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      settings: {
        isPublic: true,
        allowInvites: true,
        requireApproval: false,
        privacyLevel: 'invite-only',
        allowMemberHabitCreation: true,
        defaultHabitVisibility: 'progress-only',
      },
      members: [],
    };
    const summary = summaryOf(workspace);
    expect(summary).not.toHaveProperty('settings');
    expect(summary).not.toHaveProperty('members');
    expect(summary).toMatchObject({ _id: 'w1', name: 'Runners', memberCount: 1, currentUserRole: 'owner' });
  });
});
