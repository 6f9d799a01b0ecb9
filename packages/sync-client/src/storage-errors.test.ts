import { describe, expect, it } from 'vitest';
import {
  isStorageFull,
  STORAGE_FULL_MESSAGE,
  STORAGE_FULL_SYNC_MESSAGE,
  syncFailureText,
  writeFailureText,
} from './storage-errors';

describe('isStorageFull', () => {
  it('knows the quota error by name, wrapped by Dexie or as a cause', () => {
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    expect(isStorageFull(quota)).toBe(true);
    expect(isStorageFull({ name: 'AbortError', message: 'aborted', inner: quota })).toBe(true);
    expect(isStorageFull(new Error('write failed', { cause: quota }))).toBe(true);
    expect(isStorageFull({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe(true);
  });

  it('does not take other failures for a full disk', () => {
    expect(isStorageFull(new Error('Habit not found'))).toBe(false);
    expect(isStorageFull(null)).toBe(false);
    expect(isStorageFull('QuotaExceededError')).toBe(false);
  });
});

describe('writeFailureText', () => {
  it('says a full disk in words, and other failures with their own', () => {
    const quota = new DOMException('QuotaExceededError: transaction aborted', 'QuotaExceededError');
    expect(writeFailureText('Failed to update habit', quota)).toBe(STORAGE_FULL_MESSAGE);
    expect(STORAGE_FULL_MESSAGE).not.toMatch(/Quota|Error/);
    expect(writeFailureText('Failed to update habit', new Error('Habit not found'))).toBe(
      'Failed to update habit: Habit not found',
    );
    expect(syncFailureText(quota)).toBe(STORAGE_FULL_SYNC_MESSAGE);
    expect(STORAGE_FULL_SYNC_MESSAGE).not.toMatch(/Quota|Error/);
    expect(syncFailureText(new Error('events answered 502'))).toBe('events answered 502');
  });
});
