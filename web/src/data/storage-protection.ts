import { useEffect, useState } from 'react';
import { localDb } from './database';

/**
 * Whether the browser keeps this device's copy when space runs low (issue 32, item 7). Browsers
 * may clear an origin's storage under pressure, and Safari clears a tab's after seven days unused:
 * for an offline app that is every change not yet synced, or everything for someone without an
 * account. An origin that asked `navigator.storage.persist()` and was granted it is exempt.
 */
export type StorageProtection = 'protected' | 'unprotected' | 'unknown';

interface StorageLike {
  persist?(): Promise<boolean>;
  persisted?(): Promise<boolean>;
}

function storage(): StorageLike | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator.storage as StorageLike | undefined);
}

let asking: Promise<boolean> | null = null;
/** Screens showing the protection: told to read it again when a request has been answered. */
const readers = new Set<() => void>();

/**
 * Asks the browser, once per page, to keep the device's copy: called as soon as there is something
 * to lose (a write made here). Chromium and Safari answer by their own rules without asking the
 * person; a browser that declines is asked again on the next page load, when it may have changed
 * its mind (an installed app, more use).
 */
export function protectStorage(): Promise<boolean> {
  asking ??= (async () => {
    const api = storage();
    if (!api?.persist) return false;
    try {
      if (await api.persisted?.()) return true;
      return await api.persist();
    } catch {
      return false;
    }
  })();
  void asking.then(() => {
    for (const read of readers) read();
  });
  return asking;
}

/**
 * A device that already holds habits asks at start, as the write that made the first one did (an
 * earlier version, or a browser that declined then, may answer otherwise now).
 */
export async function protectWhatIsHeld(): Promise<void> {
  if ((await localDb().habits.count()) > 0) await protectStorage();
}

export async function storageProtection(): Promise<StorageProtection> {
  const api = storage();
  if (!api?.persisted) return 'unknown';
  try {
    return (await api.persisted()) ? 'protected' : 'unprotected';
  } catch {
    return 'unknown';
  }
}

/**
 * `storageProtection`, for a screen; undefined until the browser has answered. Read at once (a
 * request may wait on a person's answer to a prompt, as in Firefox) and again whenever a request
 * this page made is answered: granted silently at the first habit, the screen says so.
 */
export function useStorageProtection(): StorageProtection | undefined {
  const [protection, setProtection] = useState<StorageProtection>();
  useEffect(() => {
    let live = true;
    const read = () =>
      void storageProtection().then((next) => {
        if (live) setProtection(next);
      });
    read();
    readers.add(read);
    return () => {
      live = false;
      readers.delete(read);
    };
  }, []);
  return protection;
}

/** For tests: forget that this page asked. */
export function forgetProtectionRequest(): void {
  asking = null;
}
