import { describe, expect, it } from 'vitest';
import { ACTION_TOAST_MIN_MS, toastDuration } from './toast-timing';

describe('toastDuration', () => {
  it('keeps the usual time for a toast without an action', () => {
    expect(toastDuration({}, 4000)).toBe(4000);
    expect(toastDuration({ duration: 2500 }, 4000)).toBe(2500);
  });

  it('gives an Undo at least eight seconds, however short it was asked to be', () => {
    const undo = { label: 'Undo', onClick: () => {} };
    expect(ACTION_TOAST_MIN_MS).toBe(8000);
    expect(toastDuration({ action: undo }, 4000)).toBe(8000);
    expect(toastDuration({ action: undo, duration: 2000 }, 4000)).toBe(8000);
    expect(toastDuration({ action: undo, duration: 12_000 }, 4000)).toBe(12_000);
  });

  it('keeps a toast asked to stay until dismissed', () => {
    expect(toastDuration({ duration: 0 }, 4000)).toBe(0);
    expect(toastDuration({ duration: 0, action: { label: 'Reload', onClick: () => {} } }, 4000)).toBe(0);
  });
});
