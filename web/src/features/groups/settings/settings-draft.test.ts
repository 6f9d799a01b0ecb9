import { defaultGroupSettings } from '@habitat/domain';
import type { Workspace } from '@habitat/protocol';
import { describe, expect, it } from 'vitest';
import { changesFrom, draftErrors, draftFrom, rebaseDraft } from './settings-draft';

function group(patch: Partial<Workspace> = {}): Workspace {
  return {
    _id: 'w1',
    name: 'Runners',
    description: 'Morning runs',
    type: 'fitness',
    isPublic: false,
    color: '#10b981',
    memberCount: 2,
    habitCount: 3,
    weeklyProgress: 50,
    weeklyFigures: { completed: 1, due: 2, startDate: '2024-12-30', endDate: '2025-01-02' },
    currentUserRole: 'owner',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-02T00:00:00.000Z',
    settings: defaultGroupSettings(false),
    members: [],
    ...patch,
  };
}

describe('settings draft', () => {
  it('starts from the stored workspace and changes nothing', () => {
    const stored = group();
    const draft = draftFrom(stored);
    expect(draft).toEqual({
      name: 'Runners',
      description: 'Morning runs',
      type: 'fitness',
      color: '#10b981',
      settings: defaultGroupSettings(false),
    });
    expect(changesFrom(stored, draft)).toEqual({});
  });

  it('does not share the settings object with the workspace', () => {
    const stored = group();
    const draft = draftFrom(stored);
    draft.settings.allowInvites = false;
    expect(stored.settings.allowInvites).toBe(true);
  });

  it('sends only the fields that changed, trimmed', () => {
    const stored = group();
    const draft = { ...draftFrom(stored), name: '  Trail runners ', type: 'community' as const };
    expect(changesFrom(stored, draft)).toEqual({ name: 'Trail runners', type: 'community' });
  });

  it('ignores whitespace-only and letter-case differences', () => {
    const stored = group();
    const draft = { ...draftFrom(stored), name: 'Runners  ', description: ' Morning runs', color: '#10B981' };
    expect(changesFrom(stored, draft)).toEqual({});
  });

  it('sends a cleared description', () => {
    const stored = group();
    expect(changesFrom(stored, { ...draftFrom(stored), description: '' })).toEqual({ description: '' });
  });

  it('sends changed settings as a partial object', () => {
    const stored = group();
    const draft = draftFrom(stored);
    draft.settings = { ...draft.settings, privacyLevel: 'open', defaultHabitVisibility: 'private' };
    expect(changesFrom(stored, draft)).toEqual({
      settings: { privacyLevel: 'open', defaultHabitVisibility: 'private' },
    });
  });

  it('keeps the top-level public flag in step with settings.isPublic', () => {
    const stored = group();
    const draft = draftFrom(stored);
    draft.settings = { ...draft.settings, isPublic: true };
    expect(changesFrom(stored, draft)).toEqual({ isPublic: true, settings: { isPublic: true } });
  });

  it('sends a colour change as chosen', () => {
    const stored = group();
    expect(changesFrom(stored, { ...draftFrom(stored), color: '#ef4444' })).toEqual({ color: '#ef4444' });
  });

  it('requires a name', () => {
    const draft = draftFrom(group());
    expect(draftErrors({ ...draft, name: '   ' })).toEqual({ name: 'Group name is required' });
    expect(draftErrors(draft)).toEqual({});
  });
});

describe('a draft whose group changed under it', () => {
  it("follows another admin's change in the fields this person did not touch, and keeps their own edits", () => {
    const before = group();
    const draft = { ...draftFrom(before), name: 'Mine', settings: { ...before.settings, competition: true } };
    const now = { ...before, description: 'Theirs', settings: { ...before.settings, awayAfterDays: 14 } };
    const rebased = rebaseDraft(draft, before, now);
    expect(rebased).toMatchObject({
      name: 'Mine',
      description: 'Theirs',
      settings: { competition: true, awayAfterDays: 14 },
    });
    // Saving sends only this person's edits.
    expect(changesFrom(now, rebased)).toEqual({ name: 'Mine', settings: { competition: true } });
  });
});
