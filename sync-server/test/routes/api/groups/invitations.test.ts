import { GROUP_MESSAGES, INVITATION_TTL_MS, invitationDeliveryMessage } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../../src/app';
import { testConfig } from '../../../../src/config';
import { call, createGroup, invite } from '../../../helpers/groups';
import { readOutbox } from '../../../helpers/outbox';
import { startSmtpServer } from '../../../helpers/smtp-server';
import { PASSWORD, registerUser, useTestApp } from '../../../helpers/test-app';

let now = Date.parse('2026-11-20T09:00:00Z');
const ctx = useTestApp({ clock: () => now, publicUrl: 'https://habitat.example' });

const link = (token: string, action = '') => `/api/workspaces/invitations/${token}${action}`;

async function setUp() {
  const owner = await registerUser(ctx.app, { name: 'Olive Owner' });
  const invitee = await registerUser(ctx.app, { name: 'Ivy Invitee' });
  const id = await createGroup(ctx.app, owner, {
    name: 'Book Club',
    type: 'study',
    description: 'Pages',
  });
  return { owner, invitee, id };
}

describe('invitation lifecycle', () => {
  it('emails a link that anyone can open and only the invited account can accept', async () => {
    const { owner, invitee, id } = await setUp();
    const sent = await call(ctx.app, owner, 'POST', `/api/workspaces/${id}/members/invite`, {
      email: invitee.email.toUpperCase(),
      role: 'admin',
      message: 'Join us!',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      invitation: {
        email: invitee.email,
        role: 'admin',
        status: 'pending',
        invitedBy: { name: 'Olive Owner' },
      },
      // The test app has no mail server: the message went to the outbox, and the inviter is told.
      delivery: 'not-emailed',
      message: invitationDeliveryMessage('not-emailed', invitee.email),
    });
    expect(sent.json().invitation).not.toHaveProperty('token');

    const [mail] = await readOutbox(ctx.app.config.mail.outboxDir);
    expect(mail?.to).toBe(invitee.email);
    expect(mail?.subject).toBe('Olive Owner invited you to join Book Club on Habitat');
    const token = mail?.text.match(/https:\/\/habitat\.example\/invite\/([A-Za-z0-9_-]{43})/)?.[1] ?? '';
    expect(token).toHaveLength(43);
    expect(mail?.text).toContain('Join us!');
    // The inviter gets the same link to pass on, and can read it again from the pending list.
    expect(sent.json().invitation.link).toBe(`https://habitat.example/invite/${token}`);
    const pendingList = await call(ctx.app, owner, 'GET', `/api/workspaces/${id}/invitations?status=pending`);
    expect(pendingList.json().invitations[0].link).toBe(`https://habitat.example/invite/${token}`);

    // Stored hashed: the token itself is nowhere in the table.
    const stored = await ctx.database.db.selectFrom('workspace_invitations').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    const shown = await call(ctx.app, null, 'GET', link(token));
    expect(shown.json()).toMatchObject({
      success: true,
      invitation: {
        token,
        status: 'pending',
        email: invitee.email,
        role: 'admin',
        message: 'Join us!',
        workspace: { id, name: 'Book Club', type: 'study', description: 'Pages' },
        invitedBy: { name: 'Olive Owner' },
      },
    });

    const accepted = await call(ctx.app, invitee, 'POST', link(token, '/accept'));
    expect(accepted.json()).toEqual({
      success: true,
      workspace: { id, _id: id, name: 'Book Club' },
      message: 'Welcome to Book Club!',
    });
    const { workspace: group } = (await call(ctx.app, invitee, 'GET', `/api/workspaces/${id}`)).json();
    expect(group.currentUserRole).toBe('admin');
    expect(group.memberCount).toBe(2);

    // Accepting again is harmless; the link is used up for anyone else.
    expect((await call(ctx.app, invitee, 'POST', link(token, '/accept'))).statusCode).toBe(200);
    const reused = await call(ctx.app, null, 'GET', link(token));
    expect(reused.statusCode).toBe(410);
    expect(reused.json().error).toBe('This invitation has already been accepted');
    const list = (await call(ctx.app, owner, 'GET', `/api/workspaces/${id}/invitations`)).json().invitations;
    expect(list.map((i: { status: string }) => i.status)).toEqual(['accepted']);
  });

  it('refuses another account with a clear message and leaves the invitation pending', async () => {
    const { owner, invitee, id } = await setUp();
    const stranger = await registerUser(ctx.app, { email: 'stranger@example.com' });
    const token = await invite(ctx.app, owner, id, invitee.email);
    const response = await call(ctx.app, stranger, 'POST', link(token, '/accept'));
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(
      `This invitation was sent to ${invitee.email}, but you are signed in as stranger@example.com. Sign in with the invited email to accept it.`,
    );
    expect((await call(ctx.app, null, 'GET', link(token))).json().invitation.status).toBe('pending');
    expect((await call(ctx.app, null, 'POST', link(token, '/accept'))).statusCode).toBe(401);
  });

  it('expires after seven days with a real expired status', async () => {
    const { owner, invitee, id } = await setUp();
    const token = await invite(ctx.app, owner, id, invitee.email);
    const start = now;
    try {
      now = start + INVITATION_TTL_MS - 1;
      expect((await call(ctx.app, null, 'GET', link(token))).statusCode).toBe(200);
      now = start + INVITATION_TTL_MS;
      const expired = await call(ctx.app, null, 'GET', link(token));
      expect(expired.statusCode).toBe(410);
      expect(expired.json().error).toBe(GROUP_MESSAGES.invitationExpired);
      expect((await call(ctx.app, invitee, 'POST', link(token, '/accept'))).json().error).toBe(
        GROUP_MESSAGES.invitationExpired,
      );
      const list = await call(ctx.app, owner, 'GET', `/api/workspaces/${id}/invitations?status=expired`);
      expect(list.json().invitations).toHaveLength(1);
      // Inviting again after expiry makes a new, working invitation.
      const again = await invite(ctx.app, owner, id, invitee.email);
      expect((await call(ctx.app, invitee, 'POST', link(again, '/accept'))).statusCode).toBe(200);
    } finally {
      now = start;
    }
  });

  it('refreshes a pending invitation, keeping its link, when the same address is invited again', async () => {
    const { owner, invitee, id } = await setUp();
    const first = await invite(ctx.app, owner, id, invitee.email);
    const start = now;
    try {
      now = start + 3 * 24 * 3600 * 1000;
      const second = await invite(ctx.app, owner, id, invitee.email, 'admin');
      // The same link: whichever of the emails the person opens works.
      expect(second).toBe(first);
      const shown = (await call(ctx.app, null, 'GET', link(second))).json().invitation;
      expect(shown.role).toBe('admin');
      expect(Date.parse(shown.expiresAt)).toBe(now + INVITATION_TTL_MS);
      const list = (await call(ctx.app, owner, 'GET', `/api/workspaces/${id}/invitations`)).json()
        .invitations;
      expect(list).toHaveLength(1);
    } finally {
      now = start;
    }
  });

  it('cancels: the link stops working and cannot be cancelled twice', async () => {
    const { owner, invitee, id } = await setUp();
    const token = await invite(ctx.app, owner, id, invitee.email);
    const [pending] = (
      await call(ctx.app, owner, 'GET', `/api/workspaces/${id}/invitations?status=pending`)
    ).json().invitations;
    const url = `/api/workspaces/${id}/invitations/${pending._id}`;
    expect((await call(ctx.app, owner, 'DELETE', url)).statusCode).toBe(200);
    expect((await call(ctx.app, null, 'GET', link(token))).json().error).toBe(
      'This invitation has been cancelled',
    );
    expect((await call(ctx.app, invitee, 'POST', link(token, '/accept'))).statusCode).toBe(410);
    const twice = await call(ctx.app, owner, 'DELETE', url);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('This invitation is already cancelled');
  });

  it('declines without an account; the invitation cannot be accepted afterwards', async () => {
    const { owner, invitee, id } = await setUp();
    const token = await invite(ctx.app, owner, id, invitee.email);
    expect((await call(ctx.app, null, 'POST', link(token, '/decline'))).json()).toEqual({
      success: true,
      message: 'Invitation declined',
    });
    const accept = await call(ctx.app, invitee, 'POST', link(token, '/accept'));
    expect(accept.statusCode).toBe(410);
    expect(accept.json().error).toBe('This invitation has been declined');
    expect((await call(ctx.app, null, 'POST', link(token, '/decline'))).statusCode).toBe(410);
  });

  it('refuses to invite a member, a bad address or an owner role; unknown links are 404', async () => {
    const { owner, id } = await setUp();
    const url = `/api/workspaces/${id}/members/invite`;
    const member = await call(ctx.app, owner, 'POST', url, { email: owner.email });
    expect(member.statusCode).toBe(409);
    expect(member.json().error).toBe(`${owner.email} is already a member of this group`);
    expect((await call(ctx.app, owner, 'POST', url, { email: 'nope' })).json().error).toBe(
      'Please enter a valid email address',
    );
    expect((await call(ctx.app, owner, 'POST', url, { email: 'a@b.co', role: 'owner' })).json().error).toBe(
      'Role must be member or admin',
    );
    const unknown = await call(ctx.app, null, 'GET', link('A'.repeat(43)));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Invitation not found');
    expect((await call(ctx.app, null, 'GET', link('short'))).statusCode).toBe(400);
  });

  it('lets only the owner invite when invitations are turned off', async () => {
    const { owner, invitee, id } = await setUp();
    const admin = await registerUser(ctx.app);
    const token = await invite(ctx.app, owner, id, admin.email, 'admin');
    await call(ctx.app, admin, 'POST', link(token, '/accept'));
    await call(ctx.app, owner, 'PUT', `/api/workspaces/${id}`, { settings: { allowInvites: false } });
    const refused = await call(ctx.app, admin, 'POST', `/api/workspaces/${id}/members/invite`, {
      email: invitee.email,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('Invitations are turned off for this group');
    await invite(ctx.app, owner, id, invitee.email);
  });

  it('keeps the invitation and gives the link when the mail server refuses the email', async () => {
    const { owner, invitee, id } = await setUp();
    const token = await invite(ctx.app, owner, id, invitee.email);
    const broken = await buildApp(
      testConfig({
        database: ctx.database,
        publicUrl: 'https://habitat.example',
        // The file's clock, not the machine's: on the real date the invitation would have expired.
        clock: () => now,
        mail: { from: 'Habitat <x@example.com>', smtpUrl: 'smtp://127.0.0.1:1', outboxDir: '/nonexistent' },
        logLevel: 'silent',
      }),
    );
    try {
      const response = await call(broken, owner, 'POST', `/api/workspaces/${id}/members/invite`, {
        email: invitee.email,
        role: 'admin',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        delivery: 'failed',
        message: invitationDeliveryMessage('failed', invitee.email),
        invitation: { link: `https://habitat.example/invite/${token}`, role: 'admin' },
      });
    } finally {
      await broken.close();
    }
    const shown = await call(ctx.app, null, 'GET', link(token));
    expect(shown.json().invitation.role).toBe('admin');
  });

  it('says an invitation was emailed when the mail server took it', async () => {
    const { owner, invitee, id } = await setUp();
    const smtp = await startSmtpServer();
    const mailing = await buildApp(
      testConfig({
        database: ctx.database,
        publicUrl: 'https://habitat.example',
        clock: () => now,
        mail: { from: 'Habitat <x@example.com>', smtpUrl: smtp.url, outboxDir: '/nonexistent' },
      }),
    );
    try {
      const response = await call(mailing, owner, 'POST', `/api/workspaces/${id}/members/invite`, {
        email: invitee.email,
      });
      expect(response.json()).toMatchObject({
        delivery: 'emailed',
        message: `Invitation sent to ${invitee.email}`,
      });
      const link = response.json().invitation.link as string;
      expect(smtp.received.map((mail) => mail.to)).toEqual([[invitee.email]]);
      // Quoted-printable wraps long lines with a soft break ('=' at the end of a line).
      expect(smtp.received[0]?.body.replaceAll('=\r\n', '')).toContain(link);
    } finally {
      await mailing.close();
      await smtp.close();
    }
  });

  it('lists a link only for pending invitations, and none for one made before links were kept', async () => {
    const { owner, invitee, id } = await setUp();
    const other = await registerUser(ctx.app, { name: 'Otto Other' });
    await invite(ctx.app, owner, id, invitee.email);
    const declined = await invite(ctx.app, owner, id, other.email);
    await call(ctx.app, null, 'POST', link(declined, '/decline'));
    // An invitation from before migration 0012: its token is nowhere but in the email sent.
    await ctx.database.db
      .updateTable('workspace_invitations')
      .set({ token_nonce: null })
      .where('email', '=', invitee.email)
      .execute();
    const list = (await call(ctx.app, owner, 'GET', `/api/workspaces/${id}/invitations`)).json().invitations;
    expect(list.map((row: { email: string; link: string | null }) => [row.email, row.link])).toEqual(
      expect.arrayContaining([
        [invitee.email, null],
        [other.email, null],
      ]),
    );
    // Inviting again gives it a link the inviter can copy.
    const again = await call(ctx.app, owner, 'POST', `/api/workspaces/${id}/members/invite`, {
      email: invitee.email,
    });
    const fresh = again.json().invitation.link as string;
    expect(fresh).toMatch(/^https:\/\/habitat\.example\/invite\/[A-Za-z0-9_-]{43}$/);
    const token = fresh.split('/').at(-1) ?? '';
    expect((await call(ctx.app, invitee, 'POST', link(token, '/accept'))).statusCode).toBe(200);
  });

  it('gives no link under another server secret, until the address is invited again', async () => {
    const { owner, invitee, id } = await setUp();
    await invite(ctx.app, owner, id, invitee.email);
    const rotated = await buildApp(
      testConfig({
        database: ctx.database,
        clock: () => now,
        jwtSecret: 'another-secret-with-enough-entropy-0123456789',
      }),
    );
    try {
      const owners = await rotated.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: owner.email, password: PASSWORD },
      });
      const list = await rotated.inject({
        method: 'GET',
        url: `/api/workspaces/${id}/invitations`,
        headers: { authorization: `Bearer ${owners.json().data.token}` },
      });
      expect(list.json().invitations[0].link).toBeNull();
      // Inviting the same address again gives it a link this secret can show.
      const again = await rotated.inject({
        method: 'POST',
        url: `/api/workspaces/${id}/members/invite`,
        headers: { authorization: `Bearer ${owners.json().data.token}` },
        payload: { email: invitee.email },
      });
      expect(again.statusCode).toBe(201);
      const fresh = again.json().invitation.link as string;
      const shown = await rotated.inject({ method: 'GET', url: link(fresh.split('/').at(-1) ?? '') });
      expect(shown.statusCode).toBe(200);
    } finally {
      await rotated.close();
    }
  });

  it('answers two invitations to one address sent at once without a conflict', async () => {
    const { owner, invitee, id } = await setUp();
    const url = `/api/workspaces/${id}/members/invite`;
    const responses = await Promise.all([
      call(ctx.app, owner, 'POST', url, { email: invitee.email }),
      call(ctx.app, owner, 'POST', url, { email: invitee.email }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201]);
    const pending = (
      await call(ctx.app, owner, 'GET', `/api/workspaces/${id}/invitations?status=pending`)
    ).json();
    expect(pending.invitations).toHaveLength(1);
  });

  it("never cancels another group's invitation by its id", async () => {
    const { owner, invitee, id } = await setUp();
    const token = await invite(ctx.app, owner, id, invitee.email);
    const [pending] = (await call(ctx.app, owner, 'GET', `/api/workspaces/${id}/invitations`)).json()
      .invitations;
    const other = await createGroup(ctx.app, owner, { name: 'Other' });
    const response = await call(
      ctx.app,
      owner,
      'DELETE',
      `/api/workspaces/${other}/invitations/${pending._id}`,
    );
    expect(response.statusCode).toBe(404);
    expect((await call(ctx.app, null, 'GET', link(token))).statusCode).toBe(200);
  });
});
