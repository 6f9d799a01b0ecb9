import { describe, expect, it } from 'vitest';
import type { Rejection } from '../../data/meta';
import {
  attributeRejections,
  reachedServer,
  type SaveProgress,
  saveIndicator,
  settleOverlay,
} from './preference-saves';

const idle: SaveProgress = { writing: 0, awaitingSync: false, pending: 0, syncState: 'synced', online: true };

describe('saveIndicator', () => {
  it('shows nothing when no change is on its way', () => {
    expect(saveIndicator(idle)).toBeNull();
    // Other screens' changes waiting are not this page's business.
    expect(saveIndicator({ ...idle, pending: 3, syncState: 'syncing' })).toBeNull();
  });

  it("says 'saving' while the local write runs, online or not", () => {
    expect(saveIndicator({ ...idle, writing: 1 })).toBe('saving');
    expect(saveIndicator({ ...idle, writing: 1, online: false, syncState: 'offline' })).toBe('saving');
  });

  it("keeps 'saving' online until the outbox has drained and the sync round ended", () => {
    const stored = { ...idle, awaitingSync: true };
    expect(saveIndicator({ ...stored, pending: 1, syncState: 'syncing' })).toBe('saving');
    expect(saveIndicator({ ...stored, pending: 0, syncState: 'syncing' })).toBe('saving');
    expect(saveIndicator({ ...stored, pending: 1, syncState: 'synced' })).toBe('saving');
    expect(saveIndicator({ ...stored, pending: 0, syncState: 'synced' })).toBeNull();
  });

  it('says the change is kept on the device when sync cannot run', () => {
    const stored = { ...idle, awaitingSync: true, pending: 1 };
    expect(saveIndicator({ ...stored, online: false, syncState: 'offline' })).toBe('saved-offline');
    expect(saveIndicator({ ...stored, online: true, syncState: 'offline' })).toBe('saved-offline');
    expect(saveIndicator({ ...stored, syncState: 'error' })).toBe('saved-offline');
  });

  it('counts a change as arrived only with nothing queued after a successful round', () => {
    expect(reachedServer({ pending: 0, syncState: 'synced' })).toBe(true);
    expect(reachedServer({ pending: 0, syncState: 'syncing' })).toBe(false);
    expect(reachedServer({ pending: 2, syncState: 'synced' })).toBe(false);
  });
});

function rejection(mutationId: number, at: number, error = 'Rejected', name = 'preferences.save'): Rejection {
  return { mutationId, name, error, at };
}

describe('attributeRejections', () => {
  it('names the setting the refusal mentions', () => {
    const result = attributeRejections(
      [
        { setting: 'emailNotifications', at: 100 },
        { setting: 'timezone', at: 110 },
      ],
      [rejection(7, 200, 'Unknown time zone "Mars/Olympus"')],
      new Set(),
    );
    expect(result.failed).toEqual([{ mutationId: 7, setting: 'timezone' }]);
    expect(result.remaining).toEqual([{ setting: 'emailNotifications', at: 100 }]);
    expect(result.seen).toEqual([7]);
  });

  it('falls back to the oldest save made before the refusal', () => {
    const result = attributeRejections(
      [
        { setting: 'weekStartsOn', at: 100 },
        { setting: 'theme', at: 300 },
      ],
      [rejection(4, 200)],
      new Set(),
    );
    expect(result.failed).toEqual([{ mutationId: 4, setting: 'weekStartsOn' }]);
    expect(result.remaining).toEqual([{ setting: 'theme', at: 300 }]);
  });

  it("ignores other mutations, rejections already seen and those older than the page's saves", () => {
    const result = attributeRejections(
      [{ setting: 'dayStartsAt', at: 500 }],
      [rejection(1, 100), rejection(2, 600, 'Habit not found', 'entry.set'), rejection(3, 700)],
      new Set([3]),
    );
    expect(result.failed).toEqual([]);
    expect(result.remaining).toEqual([{ setting: 'dayStartsAt', at: 500 }]);
    expect(result.seen).toEqual([1]);
  });

  it('gives each save at most one refusal, in mutation order', () => {
    const result = attributeRejections(
      [
        { setting: 'theme', at: 10 },
        { setting: 'timezone', at: 20 },
      ],
      [rejection(9, 50), rejection(8, 50), rejection(10, 50)],
      new Set(),
    );
    expect(result.failed).toEqual([
      { mutationId: 8, setting: 'theme' },
      { mutationId: 9, setting: 'timezone' },
    ]);
    expect(result.seen).toEqual([8, 9, 10]);
  });
});

describe('settleOverlay', () => {
  const stored = { timezone: 'UTC', weekStartsOn: 1 };

  it('keeps choices the stored values have not caught up with', () => {
    const overlay = { timezone: 'Asia/Tokyo' };
    expect(settleOverlay(overlay, stored)).toBe(overlay);
  });

  it('drops the choices the stored values now hold', () => {
    expect(settleOverlay({ timezone: 'UTC', weekStartsOn: 0 }, stored)).toEqual({ weekStartsOn: 0 });
    expect(settleOverlay({ weekStartsOn: 1 }, stored)).toEqual({});
  });
});
