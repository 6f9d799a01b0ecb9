import { describe, expect, it } from 'vitest';
import { SYNC_PILLS, SYNCED_VOUCHES_MS, type SyncFacts, syncPillKind } from './sync-pill';

const facts = (over: Partial<SyncFacts>): SyncFacts => ({
  state: 'synced',
  pending: 0,
  rejected: false,
  everSynced: true,
  lastFailed: false,
  syncedAgo: 1000,
  ...over,
});

describe('syncPillKind', () => {
  it('says Synced when nothing waits', () => {
    expect(syncPillKind(facts({}))).toBe('synced');
  });

  it('counts the changes that wait for the server', () => {
    expect(syncPillKind(facts({ pending: 2 }))).toBe('waiting');
    expect(SYNC_PILLS.waiting.word(2)).toBe('2 waiting');
    expect(SYNC_PILLS.waiting.word(250)).toBe('99+ waiting');
  });

  it('says Offline, with the count when changes wait', () => {
    expect(syncPillKind(facts({ state: 'offline', pending: 1 }))).toBe('offline');
    expect(SYNC_PILLS.offline.word(1)).toBe('Offline · 1 waiting');
    expect(SYNC_PILLS.offline.word(0)).toBe('Offline');
  });

  it('shows Syncing… while changes go or before the first sync, not for a background pull', () => {
    expect(syncPillKind(facts({ state: 'syncing', pending: 1 }))).toBe('syncing');
    expect(syncPillKind(facts({ state: 'syncing', everSynced: false }))).toBe('syncing');
    expect(syncPillKind(facts({ state: 'syncing' }))).toBe('synced');
    // A retry after a failure is not 'Synced' until it goes through.
    expect(syncPillKind(facts({ state: 'syncing', lastFailed: true }))).toBe('syncing');
  });

  it('does not vouch for a copy from a while ago: an app back on screen says Syncing… until its sync answers', () => {
    expect(syncPillKind(facts({ state: 'syncing', syncedAgo: SYNCED_VOUCHES_MS - 1 }))).toBe('synced');
    expect(syncPillKind(facts({ state: 'syncing', syncedAgo: SYNCED_VOUCHES_MS }))).toBe('syncing');
    expect(syncPillKind(facts({ state: 'syncing', syncedAgo: null }))).toBe('syncing');
    expect(syncPillKind(facts({ state: 'syncing', syncedAgo: -60_000 }))).toBe('syncing');
    // Settled, it says what it knows.
    expect(syncPillKind(facts({ state: 'synced', syncedAgo: 10 * SYNCED_VOUCHES_MS }))).toBe('synced');
  });

  it('puts a refused change first, then a failed sync', () => {
    expect(syncPillKind(facts({ state: 'offline', rejected: true }))).toBe('notSaved');
    expect(syncPillKind(facts({ state: 'error', pending: 3 }))).toBe('failed');
    expect(SYNC_PILLS.failed.word(3)).toBe('Sync failed');
  });
});
