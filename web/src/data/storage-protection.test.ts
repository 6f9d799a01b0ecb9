// @vitest-environment happy-dom

import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetProtectionRequest,
  protectStorage,
  storageProtection,
  useStorageProtection,
} from './storage-protection';

function browserStorage(persisted: boolean, grants: boolean) {
  const storage = {
    persisted: vi.fn(async () => persisted),
    persist: vi.fn(async () => grants),
  };
  vi.stubGlobal('navigator', { storage });
  return storage;
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetProtectionRequest();
});

describe("asking the browser to keep the device's copy", () => {
  it('asks once a page, however many writes follow', async () => {
    const storage = browserStorage(false, true);
    expect(await Promise.all([protectStorage(), protectStorage()])).toEqual([true, true]);
    await protectStorage();
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });

  it('does not ask again where the copy is protected already', async () => {
    const storage = browserStorage(true, true);
    expect(await protectStorage()).toBe(true);
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('tells protected, not protected, and a browser that cannot say', async () => {
    browserStorage(true, true);
    expect(await storageProtection()).toBe('protected');
    browserStorage(false, false);
    expect(await storageProtection()).toBe('unprotected');
    vi.stubGlobal('navigator', {});
    expect(await storageProtection()).toBe('unknown');
    expect(await protectStorage()).toBe(false);
  });

  it('tells a screen again once a request is granted, so it never says "not protected" of a protected copy', async () => {
    let persisted = false;
    const storage = {
      persisted: vi.fn(async () => persisted),
      persist: vi.fn(async () => {
        persisted = true;
        return true;
      }),
    };
    vi.stubGlobal('navigator', { storage });
    const { result } = renderHook(() => useStorageProtection());
    await waitFor(() => expect(result.current).toBe('unprotected'));
    await act(() => protectStorage());
    await waitFor(() => expect(result.current).toBe('protected'));
  });
});
