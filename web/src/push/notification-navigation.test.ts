import { describe, expect, it } from 'vitest';
import { dialogOpen, NAVIGATE_MESSAGE, readNavigateMessage } from './notification-navigation';

describe("a worker's request to open a notification's screen", () => {
  it('is read when it names a screen of this site', () => {
    expect(
      readNavigateMessage({ type: NAVIGATE_MESSAGE, url: '/app/groups/g1', text: 'Max joined' }),
    ).toEqual({
      url: '/app/groups/g1',
      text: 'Max joined',
    });
    expect(readNavigateMessage({ type: NAVIGATE_MESSAGE, url: '/app' })).toEqual({ url: '/app', text: '' });
  });

  it('is ignored when it is another message, or would lead off the site', () => {
    for (const data of [
      null,
      'navigate',
      { type: 'SKIP_WAITING' },
      { type: NAVIGATE_MESSAGE, url: 'https://evil.example/app' },
      { type: NAVIGATE_MESSAGE, url: '//evil.example/app' },
      { type: NAVIGATE_MESSAGE },
    ]) {
      expect(readNavigateMessage(data)).toBeNull();
    }
  });

  it('sees an open modal dialog as work in progress', () => {
    const page = (modal: boolean) =>
      ({
        querySelector: (selector: string) => (modal && selector.includes('aria-modal') ? {} : null),
      }) as ParentNode;
    expect(dialogOpen(page(true))).toBe(true);
    expect(dialogOpen(page(false))).toBe(false);
  });
});
