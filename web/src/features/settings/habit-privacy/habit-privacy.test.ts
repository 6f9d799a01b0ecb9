import { type HabitRecord, MutationRejected } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import {
  closeTarget,
  draftFromHabit,
  FALLBACK_CLOSE_PATH,
  findHabit,
  habitAppearance,
  habitGroup,
  habitIdFromPath,
  isDirty,
  PRIVACY_TEXTS,
  SHARE_LEVEL_ORDER,
  saveErrorMessage,
} from './habit-privacy';

function habit(overrides: Partial<HabitRecord> = {}): HabitRecord {
  return {
    id: 'h1',
    name: 'Read',
    description: '',
    category: 'learning',
    color: '#10b981',
    icon: '📚',
    frequency: 'daily',
    isActive: true,
    scheduleDays: [0, 1, 2, 3, 4, 5, 6],
    reminderEnabled: false,
    reminderTime: null,
    targetValue: 1,
    targetUnit: 'times',
    source: 'personal',
    workspaceId: null,
    groupHabitId: null,
    workspaceSettings: { shareProgress: 'progress-only', allowInteraction: true, shareInActivity: true },
    fieldHlcs: {},
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    deletedAt: null,
    ...overrides,
  };
}

describe('habit id from the URL', () => {
  it('reads the last segment', () => {
    expect(habitIdFromPath('/app/settings/habit-privacy/abc-123')).toBe('abc-123');
  });

  it('ignores a trailing slash and decodes escapes', () => {
    expect(habitIdFromPath('/app/settings/habit-privacy/abc-123/')).toBe('abc-123');
    expect(habitIdFromPath('/app/settings/habit-privacy/a%20b')).toBe('a b');
  });

  it('keeps a malformed escape as it is', () => {
    expect(habitIdFromPath('/app/settings/habit-privacy/%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('gives an empty id for an empty path', () => {
    expect(habitIdFromPath('/')).toBe('');
  });
});

describe('finding the habit', () => {
  it('is loading until the database answers', () => {
    expect(findHabit(undefined, 'h1')).toEqual({ status: 'loading' });
  });

  it('finds a live habit by id', () => {
    const record = habit();
    expect(findHabit([habit({ id: 'h0' }), record], 'h1')).toEqual({ status: 'found', habit: record });
  });

  it('treats an unknown or deleted habit as missing', () => {
    expect(findHabit([habit()], 'other')).toEqual({ status: 'missing' });
    expect(findHabit([habit({ deletedAt: '2025-02-01T00:00:00.000Z' })], 'h1')).toEqual({
      status: 'missing',
    });
    expect(findHabit([], '')).toEqual({ status: 'missing' });
  });
});

describe('draft and dirty check', () => {
  it('starts from the habit settings', () => {
    expect(draftFromHabit(habit())).toEqual({
      shareProgress: 'progress-only',
      allowInteraction: true,
      shareInActivity: true,
    });
  });

  it('copies the settings rather than sharing the object', () => {
    const record = habit();
    expect(draftFromHabit(record)).not.toBe(record.workspaceSettings);
  });

  it('is clean until a value differs', () => {
    const record = habit();
    const draft = draftFromHabit(record);
    expect(isDirty(draft, record)).toBe(false);
    expect(isDirty({ ...draft, shareProgress: 'private' }, record)).toBe(true);
    expect(isDirty({ ...draft, allowInteraction: false }, record)).toBe(true);
    expect(isDirty({ ...draft, shareInActivity: false }, record)).toBe(true);
  });
});

describe('close target', () => {
  it("goes to the habit's group", () => {
    expect(closeTarget(habit({ source: 'workspace', workspaceId: 'w1' }))).toBe('/app/groups/w1');
  });

  it('falls back to all groups without a group', () => {
    expect(FALLBACK_CLOSE_PATH).toBe('/app/groups/all');
    expect(closeTarget(habit())).toBe('/app/groups/all');
    expect(closeTarget(habit({ workspaceId: '  ' }))).toBe('/app/groups/all');
    expect(closeTarget(null)).toBe('/app/groups/all');
    expect(closeTarget(undefined)).toBe('/app/groups/all');
  });
});

describe('appearance', () => {
  it("shows the habit's own colour, icon and category", () => {
    expect(habitAppearance(habit())).toEqual({ color: '#10b981', icon: '📚', category: 'Learning' });
  });

  it("draws an icon nobody picked as the name's, never the ✅ that reads as done", () => {
    expect(habitAppearance(habit({ name: 'Drink water', icon: '✅' })).icon).toBe('💧');
  });

  it('defaults to indigo, a target icon and Other', () => {
    expect(habitAppearance(habit({ color: '', icon: ' ', category: '' }))).toEqual({
      color: '#4f46e5',
      icon: null,
      category: 'Other',
    });
  });

  it('refuses a colour that is not a hex value', () => {
    expect(habitAppearance(habit({ color: 'red; background: url(x)' })).color).toBe('#4f46e5');
    expect(habitAppearance(habit({ color: '#abc' })).color).toBe('#abc');
  });
});

describe('share levels', () => {
  it('lists all four levels, most shared first', () => {
    expect(SHARE_LEVEL_ORDER).toEqual(['full', 'progress-only', 'streaks-only', 'private']);
  });
});

describe('save error text', () => {
  it("shows the rules' own refusal", () => {
    expect(saveErrorMessage(new MutationRejected('Habit was deleted', 'not-found'))).toBe(
      'Habit was deleted',
    );
  });

  it('falls back to the spec text otherwise', () => {
    expect(saveErrorMessage(new MutationRejected('Invalid habit.setWorkspaceSettings'))).toBe(
      PRIVACY_TEXTS.saveFailed,
    );
    expect(saveErrorMessage(new Error('QuotaExceededError'))).toBe('Failed to update privacy settings');
    expect(saveErrorMessage('odd')).toBe('Failed to update privacy settings');
  });
});

describe('group of the habit', () => {
  const groups = [{ _id: 'w1', name: 'Runners' }];

  it('is personal without a group', () => {
    expect(habitGroup(habit(), groups)).toEqual({ kind: 'personal' });
  });

  it('names a known group', () => {
    expect(habitGroup(habit({ workspaceId: 'w1' }), groups)).toEqual({
      kind: 'group',
      id: 'w1',
      name: 'Runners',
    });
  });

  it('leaves the name out of a group not in the list', () => {
    expect(habitGroup(habit({ workspaceId: 'w2' }), groups)).toEqual({
      kind: 'group',
      id: 'w2',
      name: null,
    });
  });
});
