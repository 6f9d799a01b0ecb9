// @vitest-environment happy-dom
import type { User } from '@habitat/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenForPerson, type PersonChange } from './person-channel';
import { clearSession, storeSession, storeSessionEnd } from './session-store';

const alice = { _id: 'account-alice', name: 'Alice' } as User;
const bob = { _id: 'account-bob', name: 'Bob' } as User;

let changes: PersonChange[];
let stop: () => void;

beforeEach(() => {
  localStorage.clear();
  changes = [];
  stop = listenForPerson((change) => changes.push(change));
});

afterEach(() => stop());

/** What another tab's change looks like here: storage already holds it, then the event comes. */
function storageEvent(key: string) {
  window.dispatchEvent(new StorageEvent('storage', { key }));
}

describe('listenForPerson (issue 28)', () => {
  it('hears a sign-in whose user is written after its token (a token alone still shows the old user)', () => {
    storeSession('alice-token', alice);
    storageEvent('token');
    storeSession('bob-token', bob);
    storageEvent('user');
    expect(changes.map((change) => change.person)).toEqual([alice._id, bob._id]);
  });

  it('says why a session ended: signed out, unless it expired', () => {
    storeSessionEnd('signed-out');
    clearSession();
    storageEvent('token');
    storeSessionEnd('expired');
    storageEvent('token');
    expect(changes).toEqual([
      { person: null, ended: 'signed-out' },
      { person: null, ended: 'expired' },
    ]);
  });

  it('ignores keys that say nothing of the person', () => {
    storageEvent('habitat.theme');
    expect(changes).toEqual([]);
  });

  it('hears another tab on the channel', async () => {
    const otherTab = new BroadcastChannel('habitat-person');
    // Delivered in order: once Bob's message arrives, the message before him was read and dropped.
    otherTab.postMessage({ nonsense: true });
    otherTab.postMessage({ person: bob._id });
    await vi.waitFor(() => expect(changes).toEqual([{ person: bob._id }]));
    otherTab.close();
  });
});
