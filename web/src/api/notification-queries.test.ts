import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { setLocalUnreadCount } from './notification-queries';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';

describe("the bell's own change to the unread count", () => {
  it('applies to the count on screen, from 0 before the first answer', () => {
    const client = createQueryClient();
    const key = queryKeys.notifications.unreadCount();
    const observer = new QueryObserver(client, { queryKey: key, queryFn: async () => 7, enabled: false });
    const stop = observer.subscribe(() => {});

    setLocalUnreadCount(client, (count) => count + 1);
    expect(client.getQueryData(key)).toBe(1);
    setLocalUnreadCount(client, (count) => count - 1);
    setLocalUnreadCount(client, 4);
    expect(client.getQueryData(key)).toBe(4);
    stop();
  });
});
