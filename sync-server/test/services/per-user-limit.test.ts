import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/errors';
import { PerUserLimit } from '../../src/services/per-user-limit';

function held() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { done, release };
}

describe('PerUserLimit', () => {
  it('runs up to its number per person, refuses the next with 429 and Retry-After, and counts people apart', async () => {
    const limit = new PerUserLimit(2, 'Busy', 3);
    const gate = held();
    const running = [limit.run('ana', () => gate.done), limit.run('ana', () => gate.done)];
    const refused = await limit.run('ana', async () => 'ran').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 429, message: 'Busy', headers: { 'retry-after': '3' } });
    await expect(limit.run('bo', async () => 'ran')).resolves.toBe('ran');
    gate.release();
    await Promise.all(running);
    expect(limit.inUse('ana')).toBe(0);
    await expect(limit.run('ana', async () => 'ran')).resolves.toBe('ran');
  });

  it('gives a place back when the work fails', async () => {
    const limit = new PerUserLimit(1, 'Busy', 1);
    await expect(limit.run('ana', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(limit.inUse('ana')).toBe(0);
    await expect(limit.run('ana', async () => 'ran')).resolves.toBe('ran');
  });
});
