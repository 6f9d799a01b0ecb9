import type { HabitRecord } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import {
  draftFromSharing,
  draftSummary,
  levelChanges,
  NOTHING_SHARED,
  setHabitLevel,
  shareableHabits,
  sharingRequest,
  storedSummary,
  toggleHabit,
} from './share-choice';

const habit = (id: string, name: string, extra: Partial<HabitRecord> = {}) =>
  ({
    id,
    name,
    icon: '⭐',
    color: '#4f46e5',
    isActive: true,
    workspaceId: null,
    workspaceSettings: { shareProgress: 'progress-only', allowInteraction: true, shareInActivity: true },
    ...extra,
  }) as HabitRecord;

const habits = shareableHabits(
  [
    habit('b', 'Read'),
    habit('a', 'Journal', {
      workspaceSettings: { shareProgress: 'private', allowInteraction: true, shareInActivity: true },
    }),
    habit('g', 'Walk', { workspaceId: 'group' }),
    habit('x', 'Old', { isActive: false }),
  ],
  'group',
);

describe('share choice (issue 27)', () => {
  it("lists the person's live habits that are not the group's own, by name", () => {
    expect(habits.map((h) => h.id)).toEqual(['a', 'b']);
  });

  it('shares nothing unless the person chooses', () => {
    expect(sharingRequest(NOTHING_SHARED)).toEqual({ isPublicToWorkspace: false, sharedHabitIds: [] });
    expect(draftSummary(NOTHING_SHARED, 'Dawn')).toBe(
      'Dawn sees that you are a member, and nothing about your habits.',
    );
  });

  it('picks habits with a level, a private one at progress only, and sends only the picked ones', () => {
    const journal = habits[0];
    if (!journal) throw new Error('missing');
    let draft = toggleHabit({ ...NOTHING_SHARED, share: true }, journal);
    expect(draft.chosen.get('a')).toBe('progress-only');
    draft = setHabitLevel(draft, 'a', 'full');
    expect(sharingRequest(draft)).toEqual({ isPublicToWorkspace: true, sharedHabitIds: ['a'] });
    expect(levelChanges(draft, habits)).toEqual([{ id: 'a', level: 'full' }]);
    expect(draftSummary(draft, 'Dawn')).toBe(
      'Dawn sees your progress on the group habits you adopt and on 1 personal habit.',
    );
    // Turning sharing off keeps nothing picked.
    expect(sharingRequest({ ...draft, share: false })).toEqual({
      isPublicToWorkspace: false,
      sharedHabitIds: [],
    });
    expect(levelChanges({ ...draft, share: false }, habits)).toEqual([]);
  });

  it("reads a membership from before issue 27 as every habit that isn't private", () => {
    const stored = {
      isPublicToWorkspace: true,
      personalHabits: 'all' as const,
      sharedHabitIds: [],
      chosen: false,
    };
    expect([...draftFromSharing(stored, habits).chosen.keys()]).toEqual(['b']);
    expect(storedSummary(stored, habits)).toBe(
      'Your dashboard is shared with this group: your progress on the group habits you adopted, and 1 personal habit, each at its own level.',
    );
    expect(storedSummary({ ...stored, isPublicToWorkspace: false }, habits)).toMatch(/do not share/);
  });
});
