// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lookForUpdates, UPDATE_CHECK_EVERY_MS } from './update-checks';

afterEach(() => {
  vi.useRealTimers();
});

describe('lookForUpdates', () => {
  it('looks every hour and whenever the tab is shown again, until stopped', async () => {
    vi.useFakeTimers();
    const update = vi.fn(() => Promise.resolve());
    const stop = lookForUpdates(update);
    expect(update).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_EVERY_MS - 1);
    expect(update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(update).toHaveBeenCalledTimes(1);

    document.dispatchEvent(new Event('visibilitychange'));
    expect(update).toHaveBeenCalledTimes(2);

    stop();
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_EVERY_MS);
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('keeps looking after a look fails (offline)', async () => {
    vi.useFakeTimers();
    const update = vi.fn(() => Promise.reject(new Error('offline')));
    const stop = lookForUpdates(update);
    await vi.advanceTimersByTimeAsync(2 * UPDATE_CHECK_EVERY_MS);
    expect(update).toHaveBeenCalledTimes(2);
    stop();
  });
});
