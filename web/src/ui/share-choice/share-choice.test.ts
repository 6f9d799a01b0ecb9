import type { HabitRecord } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import {
  draftFromSharing,
  draftSummary,
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
    expect(sharingRequest(NOTHING_SHARED, habits)).toEqual({
      isPublicToWorkspace: false,
      sharedHabitIds: [],
    });
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
    // The level travels with the request, for this group alone: the habit itself stays private.
    expect(sharingRequest(draft, habits)).toEqual({
      isPublicToWorkspace: true,
      sharedHabitIds: ['a'],
      sharedHabitLevels: [{ habitId: 'a', level: 'full' }],
    });
    expect(habits[0]?.level).toBe('private');
    expect(draftSummary(draft, 'Dawn')).toBe(
      'Dawn sees your progress on the group habits you adopt and on 1 personal habit.',
    );
    // Turning sharing off keeps nothing picked.
    expect(sharingRequest({ ...draft, share: false }, habits)).toEqual({
      isPublicToWorkspace: false,
      sharedHabitIds: [],
    });
  });

  it('sends no level for a habit picked at its own level', () => {
    const read = habits[1];
    if (!read) throw new Error('missing');
    const draft = toggleHabit({ ...NOTHING_SHARED, share: true }, read);
    expect(sharingRequest(draft, habits)).toEqual({ isPublicToWorkspace: true, sharedHabitIds: ['b'] });
  });

  it("reads a stored choice with this group's own levels, and keeps habits this device does not have", () => {
    const stored = {
      isPublicToWorkspace: true,
      personalHabits: 'chosen' as const,
      sharedHabitIds: ['a', 'elsewhere'],
      sharedHabitLevels: [
        { habitId: 'a', level: 'streaks-only' as const },
        { habitId: 'elsewhere', level: 'full' as const },
      ],
      chosen: true,
    };
    const draft = draftFromSharing(stored, habits);
    expect([...draft.chosen]).toEqual([['a', 'streaks-only']]);
    expect(draftSummary(draft, 'Dawn')).toMatch(/2 personal habits/);
    // Saving from this device does not drop the habit it has not synced yet.
    expect(sharingRequest(draft, habits)).toEqual({
      isPublicToWorkspace: true,
      sharedHabitIds: ['a', 'elsewhere'],
      sharedHabitLevels: [
        { habitId: 'a', level: 'streaks-only' },
        { habitId: 'elsewhere', level: 'full' },
      ],
    });
    // Unpicking a habit it has still keeps the other one.
    const journal = habits[0];
    if (!journal) throw new Error('missing');
    expect(sharingRequest(toggleHabit(draft, journal), habits).sharedHabitIds).toEqual(['elsewhere']);
  });

  it("reads a membership from before issue 27 as every habit that isn't private", () => {
    const stored = {
      isPublicToWorkspace: true,
      personalHabits: 'all' as const,
      sharedHabitIds: [],
      sharedHabitLevels: [],
      chosen: false,
    };
    expect([...draftFromSharing(stored, habits).chosen.keys()]).toEqual(['b']);
    expect(storedSummary(stored, habits)).toBe(
      'Your dashboard is shared with this group: your progress on the group habits you adopted, and 1 personal habit, each at its own level.',
    );
    expect(storedSummary({ ...stored, isPublicToWorkspace: false }, habits)).toMatch(/do not share/);
  });
});
