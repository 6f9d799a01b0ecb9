import { readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HABIT_NUDGES, uuidv7 } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import {
  IMPORT_BODY_LIMIT,
  IMPORT_BUSY_MESSAGE,
  IMPORT_PARSES_AT_ONCE,
} from '../../../../src/routes/api/users/account-routes';
import {
  LIMIT_IDS,
  LIMITS,
  limitLead,
  limitsMarkdown,
  withMaxima,
} from '../../../../src/services/limits/limit-table';
import { createGroup, join } from '../../../helpers/groups';
import { syncClient } from '../../../helpers/sync-client';
import { type Account, bearer, registerUser, useTestApp } from '../../../helpers/test-app';

/**
 * The limits of issue 28, item 8, through the real routes on a real database: each answers 429
 * with Retry-After and words past its max (or 409 for a cap), and counts per account, per address
 * or per invited address as the table says. The maxima are lowered so a limit is reached in a few
 * requests; README's table is compared with the shipped one.
 */
const ctx = useTestApp({
  limits: withMaxima(LIMITS, {
    invitationsPerInviter: 3,
    invitationsPerAddress: 5,
    encouragementsPerSender: 2,
    joinRequestsPerAccount: 2,
    groupCreationsPerAccount: 100,
    groupsOwned: 2,
    activeHabits: 2,
    avatarUploadsPerAccount: 2,
    eventStreamsAtOnce: 2,
    groupHabitChangesPerAccount: 3,
    importsPerAccount: 3,
  }),
});

let addressCounter = 0;
/** Each test comes from its own address, so per-address counts of one test do not reach another. */
const newAddress = () => `10.0.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

function send(account: Account, method: 'POST' | 'PUT', url: string, payload: object, from: string) {
  return ctx.app.inject({ method, url, headers: bearer(account.token), payload, remoteAddress: from });
}

function expect429(
  response: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  lead: string,
) {
  expect(response.statusCode).toBe(429);
  const seconds = Number(response.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect((response.json() as { error: string }).error).toMatch(
    new RegExp(`^${escapeRegExp(lead)} Try again in `),
  );
  return seconds;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const lead = (id: keyof typeof LIMITS) => limitLead(ctx.app.config.limits[id]);

describe('limits on invitations', () => {
  it('sends at most the daily number per inviter, then 429 with a wait of up to a day', async () => {
    const from = newAddress();
    const owner = await registerUser(ctx.app);
    const group = await createGroup(ctx.app, owner);
    for (let i = 0; i < 3; i += 1) {
      const sent = await send(
        owner,
        'POST',
        `/api/workspaces/${group}/members/invite`,
        { email: `p${i}@example.com` },
        from,
      );
      expect(sent.statusCode).toBe(201);
    }
    const refused = await send(
      owner,
      'POST',
      `/api/workspaces/${group}/members/invite`,
      { email: 'p9@example.com' },
      from,
    );
    const seconds = expect429(refused, lead('invitationsPerInviter'));
    expect(seconds).toBeLessThanOrEqual(86_400);
    expect(seconds).toBeGreaterThan(86_000);
  });

  it('does not send again to one address within hours, whatever the case of its letters', async () => {
    const from = newAddress();
    const owner = await registerUser(ctx.app);
    const group = await createGroup(ctx.app, owner);
    const url = `/api/workspaces/${group}/members/invite`;
    expect((await send(owner, 'POST', url, { email: 'bob@example.com' }, from)).statusCode).toBe(201);
    const again = await send(owner, 'POST', url, { email: 'Bob@Example.com' }, from);
    const seconds = expect429(again, lead('invitationResend'));
    expect(seconds).toBeGreaterThan(5 * 3600);
    expect((await send(owner, 'POST', url, { email: 'carol@example.com' }, from)).statusCode).toBe(201);
  });

  it('keeps the re-send slot per group, and uses it only for an invitation that was sent', async () => {
    const owner = await registerUser(ctx.app);
    const member = await registerUser(ctx.app);
    const [first, second] = [await createGroup(ctx.app, owner), await createGroup(ctx.app, owner)];
    const url = (group: string) => `/api/workspaces/${group}/members/invite`;
    // The helper invites (using the slot of first and the member's address) and accepts.
    await join(ctx.app, owner, first, member);
    // A member may not invite: refused (403), nothing sent, so the slot of first and dave stays free.
    const refused = await send(member, 'POST', url(first), { email: 'dave@example.com' }, newAddress());
    expect(refused.statusCode).toBe(403);
    expect(
      (await send(owner, 'POST', url(first), { email: 'dave@example.com' }, newAddress())).statusCode,
    ).toBe(201);
    // The same address invited to another group is another invitation, not a re-send.
    expect(
      (await send(owner, 'POST', url(second), { email: 'dave@example.com' }, newAddress())).statusCode,
    ).toBe(201);
  });

  it('does not count a request refused by one limit against the others', async () => {
    const from = newAddress();
    const owner = await registerUser(ctx.app);
    const group = await createGroup(ctx.app, owner);
    const url = `/api/workspaces/${group}/members/invite`;
    expect((await send(owner, 'POST', url, { email: 'erin@example.com' }, from)).statusCode).toBe(201);
    // Re-sends refused by the re-send limit use none of the daily allowance (3 here).
    for (let i = 0; i < 3; i += 1) {
      expect429(
        await send(owner, 'POST', url, { email: 'erin@example.com' }, from),
        lead('invitationResend'),
      );
    }
    for (const name of ['f', 'g']) {
      expect((await send(owner, 'POST', url, { email: `${name}@example.com` }, from)).statusCode).toBe(201);
    }
    expect429(
      await send(owner, 'POST', url, { email: 'h@example.com' }, from),
      lead('invitationsPerInviter'),
    );
  });

  it('counts per address too: two accounts on one network share its allowance', async () => {
    const from = newAddress();
    const first = await registerUser(ctx.app);
    const second = await registerUser(ctx.app);
    const groups = [await createGroup(ctx.app, first), await createGroup(ctx.app, second)];
    const outcomes: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const who = i % 2 === 0 ? first : second;
      const group = groups[i % 2];
      const sent = await send(
        who,
        'POST',
        `/api/workspaces/${group}/members/invite`,
        { email: `n${i}@example.com` },
        from,
      );
      outcomes.push(sent.statusCode);
      if (sent.statusCode === 429) expect429(sent, lead('invitationsPerAddress'));
    }
    expect(outcomes).toEqual([201, 201, 201, 201, 201, 429]);
    // Someone on another network is not held back by that one's count.
    const third = await registerUser(ctx.app);
    const elsewhere = await send(
      third,
      'POST',
      `/api/workspaces/${await createGroup(ctx.app, third)}/members/invite`,
      { email: 'x@example.com' },
      newAddress(),
    );
    expect(elsewhere.statusCode).toBe(201);
  });
});

describe('limits on group habits (each one notifies the whole group)', () => {
  it('counts adding and deleting group habits in one allowance per account', async () => {
    const from = newAddress();
    const owner = await registerUser(ctx.app);
    const group = await createGroup(ctx.app, owner);
    const add = (name: string) => send(owner, 'POST', `/api/workspaces/${group}/habits`, { name }, from);
    const first = await add('Read');
    expect(first.statusCode).toBe(201);
    expect((await add('Run')).statusCode).toBe(201);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/workspaces/workspace-habits/${first.json().habit._id}`,
      headers: bearer(owner.token),
      remoteAddress: from,
    });
    expect(removed.statusCode).toBe(200);
    const seconds = expect429(await add('Swim'), lead('groupHabitChangesPerAccount'));
    expect(seconds).toBeLessThanOrEqual(3600);
  });
});

describe('limits on encouragements, nudges and join requests', () => {
  it('counts encouragements and nudges in one allowance per sender', async () => {
    const from = newAddress();
    const sender = await registerUser(ctx.app);
    const body = { toUserId: uuidv7(), workspaceId: uuidv7(), message: 'Go!' };
    // Refused for other reasons (no such person), but counted: probing costs the same as sending.
    for (let i = 0; i < 2; i += 1) {
      const answer = await send(sender, 'POST', '/api/encouragements', body, from);
      expect(answer.statusCode).not.toBe(429);
    }
    expect429(await send(sender, 'POST', '/api/encouragements', body, from), lead('encouragementsPerSender'));
    const nudge = Object.keys(HABIT_NUDGES)[0];
    const nudged = await send(
      sender,
      'POST',
      `/api/workspaces/${uuidv7()}/members/${uuidv7()}/habits/${uuidv7()}/${nudge}`,
      {},
      from,
    );
    expect429(nudged, lead('encouragementsPerSender'));
    // Someone else sends as before.
    const other = await registerUser(ctx.app);
    expect((await send(other, 'POST', '/api/encouragements', body, from)).statusCode).not.toBe(429);
  });

  it('limits join requests per account', async () => {
    const from = newAddress();
    const person = await registerUser(ctx.app);
    for (let i = 0; i < 2; i += 1) {
      expect((await send(person, 'POST', `/api/workspaces/${uuidv7()}/join`, {}, from)).statusCode).toBe(404);
    }
    expect429(
      await send(person, 'POST', `/api/workspaces/${uuidv7()}/join`, {}, from),
      lead('joinRequestsPerAccount'),
    );
  });
});

describe('caps on groups and active habits', () => {
  it('refuses a group past the cap with 409 and the words of the cap', async () => {
    const from = newAddress();
    const owner = await registerUser(ctx.app);
    for (let i = 0; i < 2; i += 1) {
      expect((await send(owner, 'POST', '/api/workspaces', { name: `G${i}` }, from)).statusCode).toBe(201);
    }
    const refused = await send(owner, 'POST', '/api/workspaces', { name: 'One more' }, from);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'You own 2 groups, the most one account can. Delete or hand over a group to make another.',
    );
  });

  it('refuses an active habit past the cap through REST, a sync push and an unarchive alike', async () => {
    const from = newAddress();
    const person = await registerUser(ctx.app);
    const words = lead('activeHabits');
    const ids: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const made = await send(person, 'POST', '/api/habits', { name: `H${i}` }, from);
      expect(made.statusCode).toBe(201);
      ids.push(made.json().data.habit._id);
    }
    const rest = await send(person, 'POST', '/api/habits', { name: 'Third' }, from);
    expect(rest.statusCode).toBe(409);
    expect(rest.json().error).toBe(words);

    // Through sync: the push succeeds and the one mutation comes back rejected in the same words,
    // so the device shows it and does not send it again.
    const client = syncClient(ctx.app, person);
    const pushed = await client.push([
      client.mutation('habit.create', { id: uuidv7(), fields: { name: 'Synced' } }),
    ]);
    expect(pushed.statusCode).toBe(200);
    expect(pushed.json().data.results).toEqual([
      expect.objectContaining({ status: 'rejected', error: words }),
    ]);

    // An archived habit frees a place; bringing it back past the cap is refused.
    const archive = (id: string, archived: boolean) => client.mutation('habit.archive', { id, archived });
    const archived = await client.push([archive(ids[0] as string, true)]);
    expect(archived.json().data.results[0].status).toBe('ok');
    const other = await send(person, 'POST', '/api/habits', { name: 'In its place' }, from);
    expect(other.statusCode).toBe(201);
    const back = await client.push([archive(ids[0] as string, false)]);
    expect(back.json().data.results).toEqual([expect.objectContaining({ status: 'rejected', error: words })]);
  });
});

describe('limits on exports, imports and avatars', () => {
  it('makes one export at a time per person, and another person is not held up', async () => {
    const person = await registerUser(ctx.app);
    const accounts = ctx.app.repos.accounts;
    const real = accounts.readAll;
    let open!: () => void;
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    let arrived!: () => void;
    const reached = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    accounts.readAll = async (userId) => {
      if (userId === person.userId) {
        arrived();
        await opened;
      }
      return real(userId);
    };
    try {
      const from = newAddress();
      const first = send(person, 'POST', '/api/users/export-data', {}, from);
      await reached;
      const second = await send(person, 'POST', '/api/users/export-data', {}, from);
      expect(second.headers['retry-after']).toBe('5');
      expect429(second, lead('exportsAtOnce'));
      const other = await registerUser(ctx.app);
      expect((await send(other, 'POST', '/api/users/export-data', {}, from)).statusCode).toBe(200);
      open();
      expect((await first).statusCode).toBe(200);
      // The place is given back: the next export goes through.
      expect((await send(person, 'POST', '/api/users/export-data', {}, from)).statusCode).toBe(200);
    } finally {
      accounts.readAll = real;
    }
  });

  it('refuses an import body past its size while it arrives (413), and serves the next one', async () => {
    const person = await registerUser(ctx.app);
    const big = 'x'.repeat(IMPORT_BODY_LIMIT + 1024);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/import-data',
      headers: { ...bearer(person.token), 'content-type': 'application/json' },
      payload: `{"source":"loop","files":[{"path":"a.csv","text":"${big}"}]}`,
    });
    expect(refused.statusCode).toBe(413);
    expect(IMPORT_BODY_LIMIT).toBeLessThanOrEqual(12 * 1024 * 1024);
  });

  it('refuses an import past its hourly count or while another runs before reading its body', async () => {
    const person = await registerUser(ctx.app);
    // Not JSON: a refusal that came after parsing would be this 400, not the limit's 429.
    const unreadable = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/import-data',
        headers: { ...bearer(person.token), 'content-type': 'application/json' },
        payload: '{"source":"loop","files":[',
      });
    const lease = await ctx.app.limits.hold('importsAtOnce', person.userId);
    try {
      expect429(await unreadable(), lead('importsAtOnce'));
    } finally {
      await lease.release();
    }
    expect((await unreadable()).statusCode).toBe(400);
    expect((await unreadable()).statusCode).toBe(400);
    expect429(await unreadable(), lead('importsPerAccount'));
  });

  it(`reads at most ${IMPORT_PARSES_AT_ONCE} import bodies at once in the process, whoever sends them`, async () => {
    const port = await listening();
    const slow: ReturnType<typeof httpRequest>[] = [];
    const answers: Promise<number>[] = [];
    for (let i = 0; i < IMPORT_PARSES_AT_ONCE; i += 1) {
      const person = await registerUser(ctx.app);
      // The head and the start of a body that does not end until the test ends it.
      const req = httpRequest({
        port,
        method: 'POST',
        path: '/api/users/import-data',
        headers: { ...bearer(person.token), 'content-type': 'application/json', 'content-length': '100000' },
      });
      answers.push(
        new Promise((resolve) => {
          req.on('response', (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          });
          req.on('error', () => resolve(0));
        }),
      );
      req.write('{"source":"loop","files":[');
      slow.push(req);
    }
    const other = await registerUser(ctx.app);
    const tryImport = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/import-data',
        headers: bearer(other.token),
        payload: { source: 'loop', files: [] },
      });
    try {
      // Once both slow bodies are being read, a third import waits its turn.
      await expect.poll(async () => (await tryImport()).statusCode, { timeout: 15_000 }).toBe(503);
      const busy = await tryImport();
      expect(busy.headers['retry-after']).toBe('5');
      expect(busy.json().error).toBe(IMPORT_BUSY_MESSAGE);
    } finally {
      for (const req of slow) req.destroy();
      await Promise.all(answers);
    }
    // Their places are given back once they end.
    await expect.poll(async () => (await tryImport()).statusCode, { timeout: 15_000 }).not.toBe(503);
  });

  it('limits avatar uploads per account', async () => {
    const from = newAddress();
    const person = await registerUser(ctx.app);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ).toString('base64');
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await send(person, 'PUT', '/api/users/avatar', { contentType: 'image/png', data: png }, from))
          .statusCode,
      ).toBe(200);
    }
    expect429(
      await send(person, 'PUT', '/api/users/avatar', { contentType: 'image/png', data: png }, from),
      lead('avatarUploadsPerAccount'),
    );
  });
});

/** The app listening on a port of its own (once per file), for tests that need a real socket. */
async function listening(): Promise<number> {
  if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return (ctx.app.server.address() as AddressInfo).port;
}

describe('event streams per person', () => {
  /** Opens a stream on the listening app; resolves with the answer's head (the body keeps streaming). */
  function openStream(port: number, account: Account): Promise<IncomingMessage> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({ port, path: '/api/sync/events', headers: bearer(account.token) }, resolve);
      req.on('error', reject);
      req.end();
    });
  }

  it('refuses a stream past the cap with 429, leaves the open ones alone, and frees a place on close', async () => {
    const port = await listening();
    const person = await registerUser(ctx.app);
    const open = [await openStream(port, person), await openStream(port, person)];
    expect(open.map((stream) => stream.statusCode)).toEqual([200, 200]);
    const refused = await openStream(port, person);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    refused.resume();
    // Someone else opens theirs.
    const other = await openStream(port, await registerUser(ctx.app));
    expect(other.statusCode).toBe(200);
    other.destroy();
    // One of the two closes: a new one is taken, once the server has heard of the close.
    open[0]?.destroy();
    await expect
      .poll(async () => {
        const next = await openStream(port, person);
        const status = next.statusCode;
        if (status === 200) open.push(next);
        else next.resume();
        return status;
      })
      .toBe(200);
    for (const stream of open) stream.destroy();
  });
});

describe('the table', () => {
  it('guards only routes that exist', () => {
    const routes = new Set(
      ctx.app.routeCatalog.flatMap((route) =>
        (Array.isArray(route.method) ? route.method : [route.method]).map(
          (method) => `${method} ${route.url.replace(/(.)\/$/, '$1')}`,
        ),
      ),
    );
    for (const id of LIMIT_IDS)
      for (const route of LIMITS[id].routes) expect(routes, `${id}: ${route}`).toContain(route);
  });

  it('is README’s table, row for row', () => {
    const readme = readFileSync(new URL('../../../../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(limitsMarkdown(LIMITS));
  });
});
