import { describe, expect, it } from 'vitest';
import {
  habitList,
  type NotificationLike,
  notificationTarget,
  notificationText,
  quoted,
} from './notifications';

const group = { workspaceId: 'w1', workspaceName: 'Morning Crew', userId: { _id: 'u1' } };
const of = (type: string, data: NotificationLike['data'] = {}): NotificationLike => ({
  type,
  data,
  ...group,
});

describe('notificationText', () => {
  it("lists one member's habits of a day", () => {
    const texts = [['Read'], ['Read', 'Walk'], ['Read', 'Walk', 'Run', 'Yoga']].map((habitNames) =>
      notificationText(of('habit_completed', { memberName: 'Ana', habitNames })),
    );
    expect(texts).toEqual([
      'Ana completed Read in Morning Crew',
      'Ana completed Read and Walk in Morning Crew',
      'Ana completed Read, Walk and 2 more in Morning Crew',
    ]);
  });

  it('names a day that is not today, and folds past days', () => {
    expect(
      notificationText(of('habit_completed', { memberName: 'Ana', habitName: 'Read', onDate: '2026-11-16' })),
    ).toBe('Ana completed Read on Mon 16 Nov in Morning Crew');
    expect(
      notificationText(
        of('habit_backfilled', { memberName: 'Ana', habitName: 'Read', dates: ['2026-11-16', '2026-11-17'] }),
      ),
    ).toBe('Ana logged 2 past days of Read in Morning Crew');
  });

  it('quotes encouragements and replies on one line', () => {
    expect(notificationText(of('encouragement_received', { memberName: 'Ana', message: 'Go\n go!' }))).toBe(
      'Ana encouraged you: “Go go!”',
    );
    expect(notificationText(of('encouragement_replied', { memberName: 'Ben', message: 'Thanks' }))).toBe(
      'Ben replied to your encouragement: “Thanks”',
    );
    expect(notificationText(of('encouragement_received', { memberName: 'Ana' }))).toBe('Ana encouraged you');
  });
});

describe('join requests', () => {
  it('tell the admins who asked, and the person who asked the answer', () => {
    expect(notificationText(of('join_requested', { memberName: 'Ana' }))).toBe(
      'Ana asked to join Morning Crew',
    );
    expect(notificationText(of('join_approved'))).toBe('Your request to join Morning Crew was accepted');
    expect(notificationText(of('join_declined'))).toBe('Your request to join Morning Crew was declined');
  });
});

describe('notificationTarget', () => {
  it('leads to what the notification is about', () => {
    expect(notificationTarget(of('habit_completed'))).toBe('/app/groups/w1/members/u1/dashboard');
    expect(notificationTarget(of('habit_backfilled'))).toBe('/app/groups/w1/members/u1/dashboard');
    expect(notificationTarget(of('streak_milestone'))).toBe('/app/groups/w1/members/u1/dashboard');
    expect(notificationTarget(of('encouragement_received'))).toBe('/app/groups/w1#encouragements');
    expect(notificationTarget(of('encouragement_replied'))).toBe('/app/groups/w1#encouragements');
    expect(notificationTarget(of('member_joined'))).toBe('/app/groups/w1');
    expect(notificationTarget(of('join_requested'))).toBe('/app/groups/w1/settings');
    expect(notificationTarget(of('join_approved'))).toBe('/app/groups/w1');
    expect(notificationTarget(of('join_declined'))).toBe('/app/groups/w1');
    expect(notificationTarget({ ...of('badge_earned'), workspaceId: null })).toBe('/app/analytics');
    expect(notificationTarget({ ...of('habit_completed'), userId: null })).toBe('/app/groups/w1');
  });
});

describe('helpers', () => {
  it('habitList and quoted', () => {
    expect(habitList([])).toBe('a habit');
    const long = `${'word '.repeat(30)}end`;
    const cut = quoted(long);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(81);
    expect(cut).not.toContain('  ');
  });
});
