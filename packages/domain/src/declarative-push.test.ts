import { describe, expect, it } from 'vitest';
import { declarativePush, pushPayload, readAnyPushMessage, takesDeclarativePush } from './declarative-push';
import { reminderPush } from './push';
import { badgeCount } from './reminder-summary';

const ORIGIN = 'https://habitat.example';
const reminder = { ...reminderPush({ id: 'h1', icon: '📖', name: 'Read' }, '2026-11-29'), badge: 2 };

describe('declarative web push', () => {
  it("is what Apple's push service is sent; other services get the classic message", () => {
    expect(takesDeclarativePush('https://web.push.apple.com/QGuQyavXutnMfb')).toBe(true);
    expect(takesDeclarativePush('https://fcm.googleapis.com/fcm/send/abc')).toBe(false);
    expect(takesDeclarativePush('https://updates.push.services.mozilla.com/wpush/v2/x')).toBe(false);
    expect(takesDeclarativePush('not a url')).toBe(false);
    expect(JSON.parse(pushPayload('https://web.push.apple.com/x', reminder, ORIGIN)).web_push).toBe(8030);
    expect(JSON.parse(pushPayload('https://fcm.googleapis.com/fcm/send/abc', reminder, ORIGIN))).toEqual(
      reminder,
    );
  });

  it('opens the habit’s screen on this site, badges the count left, and lets the worker change a reminder', () => {
    expect(declarativePush(reminder, ORIGIN)).toEqual({
      web_push: 8030,
      notification: {
        title: 'Time for 📖 Read',
        body: reminder.body,
        tag: reminder.tag,
        lang: 'en',
        dir: 'auto',
        navigate: `${ORIGIN}${reminder.url}`,
        data: reminder,
        mutable: true,
      },
      mutable: true,
      app_badge: 2,
    });
    const news = {
      kind: 'group' as const,
      title: 'Dawn Walkers',
      body: 'Max joined',
      tag: 'n:1',
      url: '/app/groups/g1',
    };
    expect(declarativePush(news, ORIGIN)).not.toHaveProperty('mutable');
    expect(declarativePush(news, ORIGIN)).not.toHaveProperty('app_badge');
  });

  it('is read back by the worker as the message it carries, as a classic one is', () => {
    expect(readAnyPushMessage(declarativePush(reminder, ORIGIN))).toEqual(reminder);
    expect(readAnyPushMessage(reminder)).toEqual(reminder);
    expect(readAnyPushMessage({ web_push: 8030, notification: { data: { kind: 'spam' } } })).toBeNull();
  });
});

describe('the badge', () => {
  it("counts today's habits left: not done, skipped, paused, unscheduled or limits", () => {
    const habit = (id: string, extra: object = {}) => ({
      id,
      name: id,
      isActive: true,
      scheduleDays: [0, 1, 2, 3, 4, 5, 6],
      ...extra,
    });
    const habits = [
      habit('open'),
      habit('done'),
      habit('limit', { targetKind: 'at-most' as const }),
      habit('archived', { isActive: false }),
      habit('monday-only', { scheduleDays: [1] }),
    ];
    // 2026-11-29 is a Sunday.
    expect(badgeCount({ habits, today: '2026-11-29', isDoneOrSkipped: (id) => id === 'done' })).toBe(1);
  });
});
