import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, notificationText } from './notifications';
import {
  isSitePath,
  notificationPush,
  PUSH_LIFETIME_SECONDS,
  pushKindOf,
  readPushMessage,
  reminderPush,
  wantsPush,
} from './push';
import { REMINDER_BODY, reminderKey } from './reminders';

describe('what is pushed', () => {
  it('pushes encouragements under their choice, group news under its own, and never badges', () => {
    const kinds = Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, pushKindOf(type)]));
    expect(kinds).toEqual({
      habit_completed: 'group',
      habit_adopted: 'group',
      streak_milestone: 'group',
      member_joined: 'group',
      badge_earned: null,
      habit_backfilled: 'group',
      encouragement_received: 'encouragement',
      encouragement_replied: 'encouragement',
      join_requested: 'group',
      join_approved: 'group',
      join_declined: 'group',
    });
  });

  it('follows the person: encouragements on by default, group news only when asked for', () => {
    const defaults = { pushEncouragements: true, pushGroupEvents: false };
    expect(wantsPush('encouragement_received', defaults)).toBe(true);
    expect(wantsPush('habit_completed', defaults)).toBe(false);
    expect(wantsPush('badge_earned', { pushEncouragements: true, pushGroupEvents: true })).toBe(false);
    expect(wantsPush('encouragement_replied', { pushEncouragements: false, pushGroupEvents: true })).toBe(
      false,
    );
    expect(wantsPush('join_requested', { pushEncouragements: false, pushGroupEvents: true })).toBe(true);
  });

  it("says what the bell says and opens where the bell's item opens", () => {
    const notification = {
      id: 'n1',
      type: 'member_joined' as const,
      data: { memberName: 'Grace' },
      workspaceId: 'w1',
      workspaceName: 'Runners',
    };
    expect(notificationPush(notification)).toEqual({
      kind: 'group',
      title: 'Runners',
      body: notificationText(notification),
      tag: 'notification:n1',
      url: '/app/groups/w1',
      notificationId: 'n1',
    });
    expect(notificationPush({ ...notification, type: 'badge_earned' })).toBeNull();
  });

  it("tags a reminder like the device's own, so the two replace each other", () => {
    const message = reminderPush({ id: 'h1', icon: '📚', name: 'Read' }, '2026-03-02');
    expect(message).toEqual({
      kind: 'reminder',
      title: 'Time for 📚 Read',
      body: REMINDER_BODY,
      tag: reminderKey('h1', '2026-03-02'),
      url: '/app/dashboard',
      habitId: 'h1',
      date: '2026-03-02',
    });
  });

  it('draws the icon of a habit nobody picked one for from its name, never the ✅ that reads as done', () => {
    expect(reminderPush({ id: 'h1', icon: '✅', name: 'Drink water' }, '2026-03-02').title).toBe(
      'Time for 💧 Drink water',
    );
    expect(
      reminderPush({ id: 'h2', icon: '✅', name: 'Zest', category: 'mindfulness' }, '2026-03-02').title,
    ).toBe('Time for 🧘 Zest');
  });

  it('lets no message outlive its use: a reminder its hour, news a day at most', () => {
    expect(PUSH_LIFETIME_SECONDS.reminder).toBe(3600);
    expect(PUSH_LIFETIME_SECONDS.encouragement).toBeLessThanOrEqual(24 * 3600);
    expect(PUSH_LIFETIME_SECONDS.group).toBeLessThanOrEqual(24 * 3600);
  });
});

describe('reading a push', () => {
  const valid = {
    kind: 'group',
    title: 'Runners',
    body: 'Grace joined Runners',
    tag: 't',
    url: '/app/groups/w1',
  };

  it('takes a message as the server writes it', () => {
    expect(readPushMessage(valid)).toEqual(valid);
    expect(readPushMessage({ ...valid, notificationId: 'n1', extra: 'dropped' })).toEqual({
      ...valid,
      notificationId: 'n1',
    });
  });

  it('refuses anything else, and any address off this site', () => {
    for (const bad of [
      null,
      'text',
      {},
      { ...valid, kind: 'spam' },
      { ...valid, title: '' },
      { ...valid, body: 42 },
      { ...valid, url: 'https://evil.example/' },
      { ...valid, url: '//evil.example/' },
      { ...valid, url: '/\\evil.example' },
      { ...valid, title: 'x'.repeat(1001) },
    ]) {
      expect(readPushMessage(bad), JSON.stringify(bad)).toBeNull();
    }
    expect(isSitePath('/app')).toBe(true);
    expect(isSitePath('app')).toBe(false);
  });
});
