import { describe, expect, it } from 'vitest';
import { createGroup, join } from '../../helpers/groups';
import { bearer, PASSWORD, registerUser, useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();

const NUL = 'Text must not contain the NUL character (U+0000)';
const SURROGATE = 'Text must be valid Unicode (it contains a lone surrogate)';

describe('text the database would refuse', () => {
  it('is a 400 with its reason in every field that stores text', async () => {
    const owner = await registerUser(ctx.app);
    const member = await registerUser(ctx.app);
    const groupId = await createGroup(ctx.app, owner);
    await join(ctx.app, owner, groupId, member);
    const send = (method: 'POST' | 'PUT', url: string, payload: object, token?: string) =>
      ctx.app.inject({ method, url, payload, ...(token ? { headers: bearer(token) } : {}) });
    const cases: Array<[string, Promise<{ statusCode: number; json(): { error: string } }>, string]> = [
      [
        'register name',
        send('POST', '/api/auth/register', {
          name: 'Ada\u0000',
          email: 'nul@example.com',
          password: PASSWORD,
        }),
        NUL,
      ],
      ['profile name', send('PUT', '/api/users/profile', { name: 'Ada \uD800' }, owner.token), SURROGATE],
      ['group name', send('POST', '/api/workspaces', { name: 'Crew\u0000' }, owner.token), NUL],
      [
        'group description',
        send('PUT', `/api/workspaces/${groupId}`, { description: '\uDC00' }, owner.token),
        SURROGATE,
      ],
      [
        'group habit',
        send('POST', `/api/workspaces/${groupId}/habits`, { name: 'Walk', icon: 'a\u0000' }, owner.token),
        NUL,
      ],
      [
        'invitation message',
        send(
          'POST',
          `/api/workspaces/${groupId}/members/invite`,
          { email: 'x@example.com', message: 'hi\u0000' },
          owner.token,
        ),
        NUL,
      ],
      [
        'encouragement',
        send(
          'POST',
          '/api/encouragements',
          { workspaceId: groupId, toUserId: owner.userId, message: 'Go\u0000' },
          member.token,
        ),
        NUL,
      ],
      ['habit', send('POST', '/api/habits', { name: 'Read', description: '\uD83D' }, owner.token), SURROGATE],
      ['a key', send('POST', '/api/habits', { name: 'Read', 'x\u0000': 1 }, owner.token), NUL],
    ];
    for (const [field, reply, error] of cases) {
      const response = await reply;
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error, field).toBe(error);
    }
  });

  it('stores what passes in NFC', async () => {
    const account = await registerUser(ctx.app, { name: 'Zoe\u0308' });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(account.token) });
    expect(me.json().data.user.name).toBe('Zo\u00eb');
  });
});
