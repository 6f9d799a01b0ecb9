import type { Notification } from '@habitat/protocol';
import { describe, expect, it } from 'vitest';
import { bellLabel, hasUnread, markAllRead, newestFirst, openNotification } from './notification-list';

function note(id: string, isRead: boolean, createdAt = '2025-05-01T10:00:00.000Z'): Notification {
  return {
    _id: id,
    type: 'habit_completed',
    data: { habitName: 'Read', memberName: 'Ann' },
    userId: { _id: 'u1', name: 'Ann' },
    workspaceId: 'w1',
    workspaceName: 'Book club',
    isRead,
    createdAt,
  };
}

describe('bellLabel', () => {
  it.each([
    [0, 'Notifications'],
    [-2, 'Notifications'],
    [3, 'Notifications, 3 unread'],
    [99, 'Notifications, 99 unread'],
    [100, 'Notifications, 99+ unread'],
  ])('%i → %s', (count, label) => {
    expect(bellLabel(count)).toBe(label);
  });
});

describe('openNotification', () => {
  const list = [note('a', false), note('b', true), note('c', false)];

  it('removes an unread one and lowers the count', () => {
    const result = openNotification(list, 'a', 5);
    expect(result.list.map((n) => n._id)).toEqual(['b', 'c']);
    expect(result.count).toBe(4);
  });

  it('removes a read one and keeps the count', () => {
    const result = openNotification(list, 'b', 5);
    expect(result.list.map((n) => n._id)).toEqual(['a', 'c']);
    expect(result.count).toBe(5);
  });

  it('never goes below zero', () => {
    expect(openNotification(list, 'c', 0).count).toBe(0);
  });

  it('leaves list and count alone for an unknown id', () => {
    const result = openNotification(list, 'zz', 2);
    expect(result.list).toHaveLength(3);
    expect(result.count).toBe(2);
  });

  it('does not change the list it was given', () => {
    openNotification(list, 'a', 1);
    expect(list).toHaveLength(3);
  });
});

describe('hasUnread and markAllRead', () => {
  it('tells whether any is unread', () => {
    expect(hasUnread([note('a', true), note('b', false)])).toBe(true);
    expect(hasUnread([note('a', true)])).toBe(false);
    expect(hasUnread([])).toBe(false);
  });

  it('marks every one read', () => {
    const all = markAllRead([note('a', true), note('b', false)]);
    expect(all.every((n) => n.isRead)).toBe(true);
    expect(hasUnread(all)).toBe(false);
  });
});

describe('newestFirst', () => {
  it('sorts by creation time, newest first, bad dates last', () => {
    const sorted = newestFirst([
      note('old', false, '2025-01-01T00:00:00.000Z'),
      note('bad', false, 'not a date'),
      note('new', false, '2025-06-01T00:00:00.000Z'),
    ]);
    expect(sorted.map((n) => n._id)).toEqual(['new', 'old', 'bad']);
  });
});
