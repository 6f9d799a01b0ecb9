import type { Rejection } from '@habitat/sync-client';
import { describe, expect, it } from 'vitest';
import {
  attributeRejections,
  awaitingServer,
  type SaveProgress,
  saveIndicator,
  settleOverlay,
} from './preference-saves';

const idle: SaveProgress = {
  writing: 0,
  latestSaveId: null,
  oldestPendingId: null,
  syncState: 'synced',
  online: true,
};

describe('saveIndicator', () => {
  it('shows nothing when no change of this page is on its way', () => {
    expect(saveIndicator(idle)).toBeNull();
    // Other screens' changes waiting are not this page's business.
    expect(saveIndicator({ ...idle, oldestPendingId: 3, syncState: 'syncing' })).toBeNull();
    // This page saved mutation 4; the outbox now starts at 5: 4 was acknowledged.
    expect(saveIndicator({ ...idle, latestSaveId: 4, oldestPendingId: 5 })).toBeNull();
  });

  it("says 'saving' while the local write runs, online or not", () => {
    expect(saveIndicator({ ...idle, writing: 1 })).toBe('saving');
    expect(saveIndicator({ ...idle, writing: 1, online: false, syncState: 'offline' })).toBe('saving');
  });

  it("keeps 'saving' online until the save has left the outbox", () => {
    const stored = { ...idle, latestSaveId: 7 };
    expect(saveIndicator({ ...stored, oldestPendingId: 7, syncState: 'syncing' })).toBe('saving');
    expect(saveIndicator({ ...stored, oldestPendingId: 2, syncState: 'synced' })).toBe('saving');
    expect(saveIndicator({ ...stored, oldestPendingId: undefined })).toBe('saving');
    expect(saveIndicator({ ...stored, oldestPendingId: null })).toBeNull();
  });

  it('says the change is kept on the device when sync cannot run', () => {
    const stored = { ...idle, latestSaveId: 3, oldestPendingId: 3 };
    expect(saveIndicator({ ...stored, online: false, syncState: 'offline' })).toBe('saved-offline');
    // Right after going offline the sync state has not caught up yet: the browser's word is enough.
    expect(saveIndicator({ ...stored, online: false, syncState: 'synced' })).toBe('saved-offline');
    expect(saveIndicator({ ...stored, online: true, syncState: 'offline' })).toBe('saved-offline');
    expect(saveIndicator({ ...stored, syncState: 'error' })).toBe('saved-offline');
    // Without an account a change waits for no server: saved on the device is done.
    expect(saveIndicator({ ...stored, oldestPendingId: 2, syncState: 'local' })).toBeNull();
  });

  it('counts a save as arrived once nothing up to it waits', () => {
    expect(awaitingServer({ latestSaveId: null, oldestPendingId: 1 })).toBe(false);
    expect(awaitingServer({ latestSaveId: 5, oldestPendingId: 5 })).toBe(true);
    expect(awaitingServer({ latestSaveId: 5, oldestPendingId: 6 })).toBe(false);
    expect(awaitingServer({ latestSaveId: 5, oldestPendingId: null })).toBe(false);
  });
});

function rejection(mutationId: number, error = 'Rejected', name = 'preferences.save'): Rejection {
  return { mutationId, name, error, at: 0 };
}

describe('attributeRejections', () => {
  it('names the setting of the refused mutation and keeps the others waiting', () => {
    const result = attributeRejections(
      [
        { setting: 'emailNotifications', mutationId: 3 },
        { setting: 'timezone', mutationId: 4 },
      ],
      [rejection(4, 'Unknown time zone "Mars/Olympus"'), rejection(9, 'Habit not found', 'entry.set')],
    );
    expect(result.failed).toEqual([{ mutationId: 4, setting: 'timezone' }]);
    expect(result.remaining).toEqual([{ setting: 'emailNotifications', mutationId: 3 }]);
  });

  it('ignores refusals of mutations this page did not make', () => {
    const saves = [{ setting: 'theme' as const, mutationId: 12 }];
    const result = attributeRejections(saves, [rejection(11), rejection(13)]);
    expect(result.failed).toEqual([]);
    expect(result.remaining).toEqual(saves);
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
