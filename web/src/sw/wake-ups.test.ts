import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKGROUND_SYNC_TAG } from '../sync/background-sync';
import type { SyncEvent } from './worker-scope';

const listeners = new Map<string, (event: SyncEvent) => void>();
vi.mock('./worker-scope', () => ({
  ICON: '/icon.png',
  worker: {
    addEventListener: (type: string, listener: (event: SyncEvent) => void) => listeners.set(type, listener),
  },
}));
const readAuth = vi.fn(async () => null);
vi.mock('../data/stored-auth', () => ({ readAuth: () => readAuth() }));

/** Fires a Background Sync at the worker, as the browser does, and gives what the event waits for. */
function fireSync(): Promise<unknown> {
  let waited: Promise<unknown> | undefined;
  listeners.get('sync')?.({
    tag: BACKGROUND_SYNC_TAG,
    waitUntil: (promise: Promise<unknown>) => {
      waited = promise;
    },
  } as unknown as SyncEvent);
  return waited ?? Promise.reject(new Error('the worker did not take the sync'));
}

describe('the worker stepping aside for a new version', () => {
  beforeEach(async () => {
    vi.resetModules();
    listeners.clear();
    readAuth.mockClear();
    (await import('./wake-ups')).listenForWakeUps();
  });

  it('syncs when the browser fires a sync', async () => {
    await fireSync();
    expect(readAuth).toHaveBeenCalledTimes(1);
  });

  it('stays aside: a sync fired after the request is refused at once, so the browser keeps it for the new version', async () => {
    (await import('./wake-ups')).stepAsideForUpdate();
    await expect(fireSync()).rejects.toMatchObject({ name: 'AbortError' });
    await expect(fireSync()).rejects.toMatchObject({ name: 'AbortError' });
    expect(readAuth).not.toHaveBeenCalled();
  });
});
