// @vitest-environment happy-dom
import { sampleGroupHabit } from '@habitat/protocol/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../session/session-store';
import { checkedAnswer } from './answers';
import { ApiError, api, UNREADABLE_ANSWER } from './client';

/** The server answers every request with `body`. */
function answering(body: unknown) {
  vi.stubGlobal('fetch', async () => Response.json(body));
}

const groupHabits = (habit: Record<string, unknown>) => ({
  success: true,
  habits: [{ ...sampleGroupHabit(), ...habit }],
});

beforeEach(() => {
  localStorage.clear();
  clearSession();
});
afterEach(() => vi.unstubAllGlobals());

describe('answers are checked against the protocol at the client (issue 29)', () => {
  it("keeps working with a newer server's extra fields, dropping them", async () => {
    answering({ ...groupHabits({ note: 'a field of a newer server' }), page: 2 });
    const answer = await api.get('/workspaces/w/habits', 'groupHabits', { credentials: 'none' });
    expect(answer).toEqual(groupHabits({}));
    expect(answer.habits[0]).not.toHaveProperty('note');
  });

  it('refuses a field of another type with the message a failed call shows, naming the field', async () => {
    answering(groupHabits({ name: 42 }));
    const call = api.get('/workspaces/w/habits', 'groupHabits', { credentials: 'none' });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({
      message: UNREADABLE_ANSWER,
      status: 200,
      serverMessage: '/habits/0/name: must be string',
    });
  });

  it('refuses an answer that is not JSON at all (a proxy page)', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 200 }));
    await expect(api.get('/users/notifications/unread-count', 'unreadCount')).rejects.toMatchObject({
      message: UNREADABLE_ANSWER,
      serverMessage: 'the unreadCount answer: must be object',
    });
  });

  it('names the answer a call expects, and each name has its schema', () => {
    expect(checkedAnswer('ok', { success: true, message: 'Done' })).toEqual({
      ok: true,
      value: { success: true, message: 'Done' },
    });
    expect(checkedAnswer('unreadCount', { success: true, data: { unreadCount: 'three' } })).toEqual({
      ok: false,
      problem: '/data/unreadCount: must be integer',
    });
  });
});
