import 'fake-indexeddb/auto';
import { uuidv7 } from '@habitat/domain';
import { HabitatDb } from '@habitat/sync-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAuth, writeAuth } from '../data/stored-auth';
import { workerToken } from './worker-token';

/** A token the worker reads as good for `lifeSeconds` more (its signature is the server's business). */
function token(name: string, sub: string, lifeSeconds: number): string {
  const claims = btoa(JSON.stringify({ sub, exp: Math.floor(Date.now() / 1000) + lifeSeconds }));
  return `header.${claims}.${name}`;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('workerToken', () => {
  it('hands out the mirrored token only for the person it was mirrored for', async () => {
    const db = new HabitatDb(`test-${uuidv7()}`);
    const bobs = token('bob', 'bob', 3600);
    await writeAuth(db, { token: bobs, userId: 'bob' });
    expect(await workerToken(db, 'alice')).toBeNull();
    expect(await workerToken(db, 'bob')).toBe(bobs);
  });

  it('hands out nothing for a mirror that pairs the person with a token issued to someone else', async () => {
    const db = new HabitatDb(`test-${uuidv7()}`);
    // An older build's copy: Bob's token beside Alice's id.
    await writeAuth(db, { token: token('bob', 'bob', 3600), userId: 'alice' });
    expect(await workerToken(db, 'alice')).toBeNull();
  });

  it('does not write a refreshed token over the session of someone who signed in meanwhile', async () => {
    const db = new HabitatDb(`test-${uuidv7()}`);
    const alices = token('alice', 'alice', 30);
    await writeAuth(db, { token: alices, userId: 'alice' });
    const bobs = token('bob', 'bob', 3600);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        // Bob signs in while Alice's refresh is on its way.
        await writeAuth(db, { token: bobs, userId: 'bob' });
        return Response.json({ data: { token: token('alice-new', 'alice', 3600) } });
      }),
    );
    expect(await workerToken(db, 'alice')).toBeNull();
    expect(await readAuth(db)).toEqual({ token: bobs, userId: 'bob' });
  });
});
