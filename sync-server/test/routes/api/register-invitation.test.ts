import { INVITATION_TTL_MS } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { call, createGroup, invite } from '../../helpers/groups';
import { PASSWORD, registerUser, useTestApp } from '../../helpers/test-app';

let now = Date.parse('2026-11-20T09:00:00Z');
const ctx = useTestApp({ clock: () => now });

function register(email: string, invitationToken: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Ivy Invitee', email, password: PASSWORD, invitationToken },
  });
}

async function members(groupId: string, owner: { token: string; userId: string; email: string }) {
  const response = await call(ctx.app, owner, 'GET', `/api/workspaces/${groupId}`);
  return response.json().workspace.memberCount as number;
}

describe('signing up from an invitation', () => {
  it('joins the group in the same step, with the invited role', async () => {
    const owner = await registerUser(ctx.app, { name: 'Olive Owner' });
    const id = await createGroup(ctx.app, owner, { name: 'Book Club' });
    const token = await invite(ctx.app, owner, id, 'ivy@example.com', 'admin');

    const response = await register('IVY@example.com', token);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.joinedWorkspace).toEqual({ id, name: 'Book Club' });
    const ivy = {
      token: response.json().data.token,
      userId: response.json().data.user._id,
      email: 'ivy@example.com',
    };
    const { workspace: group } = (await call(ctx.app, ivy, 'GET', `/api/workspaces/${id}`)).json();
    expect(group.currentUserRole).toBe('admin');
    // The invitation is used up: its link now says so.
    expect((await call(ctx.app, null, 'GET', `/api/workspaces/invitations/${token}`)).statusCode).toBe(410);
  });

  it('makes the account but joins nothing when the invitation was for another address', async () => {
    const owner = await registerUser(ctx.app);
    const id = await createGroup(ctx.app, owner);
    const token = await invite(ctx.app, owner, id, 'ivy@example.com');
    const response = await register('someone-else@example.com', token);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).not.toHaveProperty('joinedWorkspace');
    expect(await members(id, owner)).toBe(1);
    // Still pending for the address it was sent to.
    expect((await call(ctx.app, null, 'GET', `/api/workspaces/invitations/${token}`)).statusCode).toBe(200);
  });

  it('makes the account and records the expiry when the invitation has expired', async () => {
    const owner = await registerUser(ctx.app);
    const id = await createGroup(ctx.app, owner);
    const token = await invite(ctx.app, owner, id, 'ivy@example.com');
    const start = now;
    try {
      now = start + INVITATION_TTL_MS + 1000;
      const response = await register('ivy@example.com', token);
      expect(response.statusCode).toBe(201);
      expect(response.json().data).not.toHaveProperty('joinedWorkspace');
      const row = await ctx.database.db
        .selectFrom('workspace_invitations')
        .select('status')
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('expired');
    } finally {
      now = start;
    }
  });

  it('ignores a token that names no invitation, and refuses one that is not a token', async () => {
    const unknown = await register('ivy@example.com', 'A'.repeat(43));
    expect(unknown.statusCode).toBe(201);
    const malformed = await register('ivy2@example.com', 'not a token');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('This link is not valid');
  });
});
