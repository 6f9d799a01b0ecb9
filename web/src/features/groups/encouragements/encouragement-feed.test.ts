import type { Encouragement } from '@habitat/protocol';
import { describe, expect, it } from 'vitest';
import {
  FEED_EMPTY,
  feedItemView,
  feedSlice,
  newestFirst,
  SHOW_FEWER,
  unreadCount,
  unreadSummary,
  viewMoreText,
} from './encouragement-feed';
import { reactionName } from './reactions';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');

function item(id: string, overrides: Partial<Encouragement> = {}): Encouragement {
  return {
    _id: id,
    workspaceId: 'w1',
    fromUser: { _id: 'ana', name: 'Ana' },
    toUser: { _id: 'bob', name: 'Bob' },
    habitId: null,
    habitName: null,
    type: 'general_support',
    message: 'Keep going',
    reaction: '👏',
    isRead: false,
    response: null,
    createdAt: '2026-03-10T11:00:00.000Z',
    ...overrides,
  };
}

/** n items, the first the newest, a minute apart. */
function items(n: number): Encouragement[] {
  return Array.from({ length: n }, (_, index) =>
    item(`e${index}`, { createdAt: new Date(NOW - (index + 1) * 60_000).toISOString() }),
  );
}

describe('feed slice', () => {
  it('shows all of five or fewer, without a toggle', () => {
    expect(feedSlice(items(5), false)).toMatchObject({ hiddenCount: 0, toggleText: null });
    expect(feedSlice(items(5), false).visible).toHaveLength(5);
    expect(feedSlice([], false)).toEqual({ visible: [], hiddenCount: 0, toggleText: null });
  });

  it("shows the first five and 'View N more' for the rest", () => {
    const slice = feedSlice(items(8), false);
    expect(slice.visible.map((entry) => entry._id)).toEqual(['e0', 'e1', 'e2', 'e3', 'e4']);
    expect(slice.hiddenCount).toBe(3);
    expect(slice.toggleText).toBe('View 3 more');
  });

  it("shows everything once expanded, with 'Show fewer'", () => {
    const slice = feedSlice(items(8), true);
    expect(slice.visible).toHaveLength(8);
    expect(slice.toggleText).toBe(SHOW_FEWER);
  });

  it('orders newest first whatever the served order', () => {
    const list = items(3).reverse();
    expect(newestFirst(list).map((entry) => entry._id)).toEqual(['e0', 'e1', 'e2']);
  });

  it('words the texts as the spec does', () => {
    expect(viewMoreText(1)).toBe('View 1 more');
    expect(FEED_EMPTY).toBe('No encouragements yet');
  });
});

describe('feed item', () => {
  it('names both people for a bystander', () => {
    const view = feedItemView(item('e1'), 'cy', NOW);
    expect(view).toMatchObject({
      from: 'Ana',
      to: 'Bob',
      typeLabel: 'General support',
      message: 'Keep going',
      time: '1h ago',
      responseText: null,
      canRespond: false,
      isNew: false,
      reaction: '👏',
      reactionName: 'Clapping',
    });
  });

  it("calls the viewer 'You' as sender and 'you' as recipient", () => {
    expect(feedItemView(item('e1'), 'ana', NOW)).toMatchObject({ from: 'You', to: 'Bob' });
    expect(feedItemView(item('e1'), 'bob', NOW)).toMatchObject({ from: 'Ana', to: 'you' });
  });

  it('lets the recipient answer an unanswered one and marks an unread one new', () => {
    expect(feedItemView(item('e1'), 'bob', NOW)).toMatchObject({ canRespond: true, isNew: true });
    expect(feedItemView(item('e1', { isRead: true }), 'bob', NOW)).toMatchObject({
      canRespond: true,
      isNew: false,
    });
    expect(feedItemView(item('e1'), 'ana', NOW)).toMatchObject({ canRespond: false, isNew: false });
    expect(feedItemView(item('e1'), undefined, NOW)).toMatchObject({ canRespond: false, isNew: false });
  });

  it("shows the response as '{name} replied: …'", () => {
    const answered = item('e1', {
      response: { message: 'Thanks!', respondedAt: '2026-03-10T11:30:00.000Z' },
    });
    expect(feedItemView(answered, 'ana', NOW).responseText).toBe('Bob replied: Thanks!');
    expect(feedItemView(answered, 'bob', NOW)).toMatchObject({
      responseText: 'You replied: Thanks!',
      canRespond: false,
    });
  });

  it('copes with a missing reaction and a blank name', () => {
    const view = feedItemView(item('e1', { reaction: null, fromUser: { _id: 'x', name: ' ' } }), 'bob', NOW);
    expect(view).toMatchObject({ reaction: null, reactionName: null, from: 'A member' });
    expect(reactionName('🦄')).toBe('Reaction');
  });

  it('counts what the viewer has not read', () => {
    const list = [
      item('e1'),
      item('e2', { isRead: true }),
      item('e3', { toUser: { _id: 'cy', name: 'Cy' } }),
    ];
    expect(unreadCount(list, 'bob')).toBe(1);
    expect(unreadCount(list, undefined)).toBe(0);
    expect(unreadSummary(2)).toBe('2 new for you');
    expect(unreadSummary(0)).toBe('');
  });
});
