import { createECDH, randomBytes } from 'node:crypto';
import { formatHlc, GROUP_HABIT_RIGHTS_MESSAGES, uuidv7 } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import type { App } from '../../../../src/app';
import { NOT_ALLOWED } from '../../../../src/services/group-rights';
import { call, createGroup, invite, join, type Method } from '../../../helpers/groups';
import { type Account, registerUser, useTestApp } from '../../../helpers/test-app';

/**
 * Who may call what (ARCHITECTURE §5, docs/decisions.md): every workspace and invitation route
 * against every relation a caller can have with a private workspace. A cell is one request; a
 * route's `prepare` restores what an earlier cell changed, so each cell sees the same world.
 */
const ctx = useTestApp();

const ROLES = ['owner', 'admin', 'member', 'removed', 'outsider', 'anonymous'] as const;
type Role = (typeof ROLES)[number] | 'invitee';

interface World {
  app: App;
  id: string;
  accounts: Record<Exclude<Role, 'anonymous'>, Account>;
  target: Account;
}

interface Cell {
  method: Method;
  url: string;
  body?: object;
}

interface RouteCase {
  name: string;
  /** Restores the state the request needs and builds it; runs before every cell. */
  prepare(world: World): Promise<Cell>;
  expected: Partial<Record<Role, number>>;
}

let emails = 0;
const freshEmail = () => `fresh${++emails}@example.com`;

async function setRole(world: World, account: Account, role: 'owner' | 'admin' | 'member') {
  await world.app.repos.groups.addMember(world.id, account.userId, role);
  await world.app.repos.groups.setRole(world.id, account.userId, role);
}

const base = (w: World) => `/api/workspaces/${w.id}`;

/** A fresh group habit, made by the owner (or by `by`). */
async function groupHabit(w: World, by: Account = w.accounts.owner): Promise<string> {
  const response = await call(w.app, by, 'POST', `${base(w)}/habits`, { name: 'Stretch' });
  return response.json().habit._id;
}

/**
 * A waiting request to join from the invitee (here: someone with no other tie to the group), made
 * afresh for every cell: whoever answered the last one let them in or turned them away.
 */
async function pendingRequest(w: World): Promise<string> {
  const { joinRequests, groups } = w.app.repos;
  const { db } = w.app.database;
  await groups.removeMember(w.id, w.accounts.invitee.userId);
  const { row } = await joinRequests.insertPending(
    { id: uuidv7(), workspaceId: w.id, userId: w.accounts.invitee.userId, at: new Date() },
    db,
  );
  return row.id;
}

type Visibility = 'private' | 'public';

/**
 * The join routes (issue 16). In a private group they behave as its other routes: outsiders and
 * the removed learn nothing (404); someone still waiting on a request made while it was public sees
 * that it exists, to withdraw it. In a public group outsiders see the preview and
 * ask (the default privacy level, invite-only, takes requests), the removed are turned away (403),
 * and only owners and admins answer.
 */
function JOIN_ROUTES(visibility: Visibility): RouteCase[] {
  const hidden = visibility === 'private' ? 404 : 403;
  const suffix = ` (${visibility})`;
  return [
    {
      name: `GET /:id/preview${suffix}`,
      prepare: async (w) => ({ method: 'GET', url: `${base(w)}/preview` }),
      expected:
        visibility === 'private'
          ? { owner: 200, admin: 200, member: 200, removed: 404, outsider: 404, anonymous: 401, invitee: 404 }
          : {
              owner: 200,
              admin: 200,
              member: 200,
              removed: 200,
              outsider: 200,
              anonymous: 401,
              invitee: 200,
            },
    },
    {
      name: `POST /:id/join${suffix}`,
      prepare: async (w) => ({ method: 'POST', url: `${base(w)}/join` }),
      expected:
        visibility === 'private'
          ? { owner: 409, admin: 409, member: 409, removed: 404, outsider: 404, anonymous: 401, invitee: 404 }
          : {
              owner: 409,
              admin: 409,
              member: 409,
              removed: 403,
              outsider: 201,
              anonymous: 401,
              invitee: 201,
            },
    },
    {
      name: `DELETE /:id/join-request${suffix}`,
      prepare: async (w) => {
        await pendingRequest(w);
        return { method: 'DELETE', url: `${base(w)}/join-request` };
      },
      // Only the person who asked has a request to withdraw; members have nothing to withdraw.
      expected: {
        owner: 409,
        admin: 409,
        member: 409,
        removed: 404,
        outsider: 404,
        anonymous: 401,
        invitee: 200,
      },
    },
    {
      name: `GET /:id/join-requests${suffix}`,
      prepare: async (w) => ({ method: 'GET', url: `${base(w)}/join-requests` }),
      expected: {
        owner: 200,
        admin: 200,
        member: 403,
        removed: hidden,
        outsider: hidden,
        anonymous: 401,
        invitee: hidden,
      },
    },
    ...(['accept', 'decline'] as const).map(
      (verb): RouteCase => ({
        name: `POST /:id/join-requests/:requestId/${verb}${suffix}`,
        prepare: async (w) => ({
          method: 'POST',
          url: `${base(w)}/join-requests/${await pendingRequest(w)}/${verb}`,
        }),
        // The requester cannot answer their own request. A group that turned private still exists
        // for someone waiting on it (they may withdraw), so they are refused, not told it is missing.
        expected: {
          owner: 200,
          admin: 200,
          member: 403,
          removed: hidden,
          outsider: hidden,
          anonymous: 401,
          invitee: 403,
        },
      }),
    ),
  ];
}

/** A fresh group habit adopted by the target member, who shares it in full; the target's habit id. */
async function adoptedByTarget(w: World): Promise<string> {
  const response = await call(w.app, w.target, 'POST', `${base(w)}/habits/${await groupHabit(w)}/adopt`, {
    personalSettings: { shareProgress: 'full' },
  });
  return response.json().habit._id;
}

/** A browser's push subscription (issue 16), as PushSubscription.toJSON() gives it. */
function pushSubscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://push.example.com/send/${randomBytes(8).toString('hex')}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/** Routes about the caller alone: anyone signed in, whatever their place in a group. */
const SIGNED_IN = { owner: 200, admin: 200, member: 200, removed: 200, outsider: 200, anonymous: 401 };

/** Any member reads the group's figures; former members and outsiders do not learn it exists. */
const MEMBERS_READ = { owner: 200, admin: 200, member: 200, removed: 404, outsider: 404, anonymous: 401 };

const ROUTES: RouteCase[] = [
  {
    name: 'GET /api/workspaces',
    prepare: async () => ({ method: 'GET', url: '/api/workspaces' }),
    expected: { owner: 200, admin: 200, member: 200, removed: 200, outsider: 200, anonymous: 401 },
  },
  {
    name: 'POST /api/workspaces',
    prepare: async () => ({ method: 'POST', url: '/api/workspaces', body: { name: 'Another' } }),
    expected: { owner: 201, admin: 201, member: 201, removed: 201, outsider: 201, anonymous: 401 },
  },
  {
    name: 'GET /:id',
    prepare: async (w) => ({ method: 'GET', url: base(w) }),
    expected: { owner: 200, admin: 200, member: 200, removed: 404, outsider: 404, anonymous: 401 },
  },
  {
    name: 'PUT /:id',
    prepare: async (w) => ({ method: 'PUT', url: base(w), body: { description: 'Changed' } }),
    expected: { owner: 200, admin: 200, member: 403, removed: 404, outsider: 404, anonymous: 401 },
  },
  {
    name: 'GET /:id/members',
    prepare: async (w) => ({ method: 'GET', url: `${base(w)}/members` }),
    expected: { owner: 200, admin: 200, member: 200, removed: 404, outsider: 404, anonymous: 401 },
  },
  {
    name: 'GET /:id/habits',
    prepare: async (w) => ({ method: 'GET', url: `${base(w)}/habits` }),
    expected: { owner: 200, admin: 200, member: 200, removed: 404, outsider: 404, anonymous: 401 },
  },
  {
    name: 'POST /:id/leave',
    prepare: async (w) => {
      await setRole(w, w.accounts.admin, 'admin');
      await setRole(w, w.accounts.member, 'member');
      return { method: 'POST', url: `${base(w)}/leave` };
    },
    // The only owner may leave too: the group passes to its admin (issue 31).
    expected: { owner: 200, admin: 200, member: 200, removed: 404, outsider: 404, anonymous: 401 },
  },
  {
    name: 'POST /:id/members/invite',
    prepare: async (w) => ({
      method: 'POST',
      url: `${base(w)}/members/invite`,
      body: { email: freshEmail(), role: 'member' },
    }),
    expected: { owner: 201, admin: 201, member: 403, removed: 404, outsider: 404, anonymous: 401 },
  },
  {
    name: 'GET /:id/invitations',
    prepare: async (w) => ({ method: 'GET', url: `${base(w)}/invitations?status=pending` }),
    expected: { owner: 200, admin: 200, member: 403, removed: 404, outsider: 404, anonymous: 401 },
  },
  {
    name: 'DELETE /:id/invitations/:invitationId',
    prepare: async (w) => {
      const response = await call(w.app, w.accounts.owner, 'POST', `${base(w)}/members/invite`, {
        email: freshEmail(),
      });
      return { method: 'DELETE', url: `${base(w)}/invitations/${response.json().invitation._id}` };
    },
    expected: { owner: 200, admin: 200, member: 403, removed: 404, outsider: 404, anonymous: 401 },
  },
  {
    name: 'PUT /:id/members/:memberId',
    prepare: async (w) => {
      await setRole(w, w.target, 'member');
      return { method: 'PUT', url: `${base(w)}/members/${w.target.userId}`, body: { role: 'admin' } };
    },
    expected: { owner: 200, admin: 403, member: 403, removed: 404, outsider: 404, anonymous: 401 },
  },
  {
    name: 'DELETE /:id/members/:memberId',
    prepare: async (w) => {
      await setRole(w, w.target, 'member');
      return { method: 'DELETE', url: `${base(w)}/members/${w.target.userId}` };
    },
    expected: { owner: 200, admin: 200, member: 403, removed: 404, outsider: 404, anonymous: 401 },
  },
  {
    // 'Members can create habits' is on by default.
    name: 'POST /:id/habits',
    prepare: async (w) => ({ method: 'POST', url: `${base(w)}/habits`, body: { name: 'Walk' } }),
    expected: { owner: 201, admin: 201, member: 201, removed: 404, outsider: 404, anonymous: 401 },
  },
  {
    name: 'POST /:id/habits (members may not create habits)',
    prepare: async (w) => {
      await w.app.repos.groups.update(w.id, { settings: { allowMemberHabitCreation: false } });
      return { method: 'POST', url: `${base(w)}/habits`, body: { name: 'Walk' } };
    },
    expected: { owner: 201, admin: 201, member: 403, removed: 404, outsider: 404, anonymous: 401 },
  },
  {
    name: 'PUT /workspace-habits/:habitId',
    prepare: async (w) => ({
      method: 'PUT',
      url: `/api/workspaces/workspace-habits/${await groupHabit(w)}`,
      body: { name: 'Walk more' },
    }),
    expected: { owner: 200, admin: 200, member: 403, removed: 404, outsider: 404, anonymous: 401 },
  },
  {
    name: 'PUT /workspace-habits/:habitId (added by the member)',
    prepare: async (w) => ({
      method: 'PUT',
      url: `/api/workspaces/workspace-habits/${await groupHabit(w, w.accounts.member)}`,
      body: { name: 'Walk more' },
    }),
    expected: { owner: 200, admin: 200, member: 200, removed: 404, outsider: 404, anonymous: 401 },
  },
  {
    name: 'DELETE /workspace-habits/:habitId',
    prepare: async (w) => ({
      method: 'DELETE',
      url: `/api/workspaces/workspace-habits/${await groupHabit(w)}`,
    }),
    expected: { owner: 200, admin: 200, member: 403, removed: 404, outsider: 404, anonymous: 401 },
  },
  {
    name: 'DELETE /workspace-habits/:habitId (added by the member)',
    prepare: async (w) => ({
      method: 'DELETE',
      url: `/api/workspaces/workspace-habits/${await groupHabit(w, w.accounts.member)}`,
    }),
    expected: { owner: 200, admin: 200, member: 200, removed: 404, outsider: 404, anonymous: 401 },
  },
  ...JOIN_ROUTES('private'),
  {
    name: 'POST /:id/habits/:habitId/adopt',
    prepare: async (w) => ({
      method: 'POST',
      url: `${base(w)}/habits/${await groupHabit(w)}/adopt`,
      body: { personalSettings: { shareProgress: 'full' } },
    }),
    expected: { owner: 201, admin: 201, member: 201, removed: 404, outsider: 404, anonymous: 401 },
  },
  {
    name: 'GET /:id/member-habits',
    prepare: async (w) => ({ method: 'GET', url: `${base(w)}/member-habits` }),
    expected: { owner: 200, admin: 200, member: 200, removed: 404, outsider: 404, anonymous: 401 },
  },
  ...(
    [
      'overview',
      'activity',
      'leaderboard',
      'group-trackers',
      'shared-habits',
      'shared-habits-overview',
      'dashboard-permissions',
    ] as const
  ).map(
    (path): RouteCase => ({
      name: `GET /:id/${path}`,
      prepare: async (w) => ({ method: 'GET', url: `${base(w)}/${path}` }),
      expected: MEMBERS_READ,
    }),
  ),
  {
    name: 'PUT /:id/dashboard-permissions',
    prepare: async (w) => ({
      method: 'PUT',
      url: `${base(w)}/dashboard-permissions`,
      body: { isPublicToWorkspace: true },
    }),
    expected: MEMBERS_READ,
  },
  {
    name: 'GET /:id/member-stats/:memberId',
    prepare: async (w) => ({ method: 'GET', url: `${base(w)}/member-stats/${w.target.userId}` }),
    expected: MEMBERS_READ,
  },
  {
    name: 'GET /:id/members/:memberId/dashboard',
    prepare: async (w) => ({ method: 'GET', url: `${base(w)}/members/${w.target.userId}/dashboard` }),
    expected: MEMBERS_READ,
  },
  ...(['encourage', 'celebrate', 'check-in'] as const).map(
    (nudge): RouteCase => ({
      name: `POST /:id/members/:memberId/habits/:habitId/${nudge}`,
      prepare: async (w) => ({
        method: 'POST',
        url: `${base(w)}/members/${w.target.userId}/habits/${await adoptedByTarget(w)}/${nudge}`,
      }),
      expected: { owner: 201, admin: 201, member: 201, removed: 404, outsider: 404, anonymous: 401 },
    }),
  ),
  {
    name: 'GET /invitations/:token',
    prepare: async (w) => {
      const token = await invite(w.app, w.accounts.owner, w.id, w.accounts.invitee.email);
      return { method: 'GET', url: `/api/workspaces/invitations/${token}` };
    },
    expected: {
      owner: 200,
      admin: 200,
      member: 200,
      removed: 200,
      outsider: 200,
      anonymous: 200,
      invitee: 200,
    },
  },
  {
    name: 'POST /invitations/:token/decline',
    prepare: async (w) => {
      const token = await invite(w.app, w.accounts.owner, w.id, w.accounts.invitee.email);
      return { method: 'POST', url: `/api/workspaces/invitations/${token}/decline` };
    },
    expected: {
      owner: 200,
      admin: 200,
      member: 200,
      removed: 200,
      outsider: 200,
      anonymous: 200,
      invitee: 200,
    },
  },
  {
    name: 'POST /invitations/:token/accept',
    prepare: async (w) => {
      await w.app.repos.groups.removeMember(w.id, w.accounts.invitee.userId);
      const token = await invite(w.app, w.accounts.owner, w.id, w.accounts.invitee.email);
      return { method: 'POST', url: `/api/workspaces/invitations/${token}/accept` };
    },
    // Bound to the invited address: nobody else may use it, whatever their role.
    expected: {
      owner: 403,
      admin: 403,
      member: 403,
      removed: 403,
      outsider: 403,
      anonymous: 401,
      invitee: 200,
    },
  },
  // Web Push: a device's subscription belongs to its caller; removing another's answers removed: false
  // and leaves it (test/routes/api/push).
  {
    name: 'GET /api/push/key',
    prepare: async () => ({ method: 'GET', url: '/api/push/key' }),
    expected: SIGNED_IN,
  },
  {
    name: 'POST /api/push/subscriptions',
    prepare: async () => ({ method: 'POST', url: '/api/push/subscriptions', body: pushSubscription() }),
    expected: SIGNED_IN,
  },
  {
    name: 'DELETE /api/push/subscriptions',
    prepare: async (w) => {
      const subscription = pushSubscription();
      await call(w.app, w.target, 'POST', '/api/push/subscriptions', subscription);
      return { method: 'DELETE', url: '/api/push/subscriptions', body: { endpoint: subscription.endpoint } };
    },
    expected: SIGNED_IN,
  },
  {
    name: 'DELETE /:id',
    prepare: async (w) => ({ method: 'DELETE', url: base(w) }),
    // Last cell on purpose: the owner's success ends the workspace.
    expected: { admin: 403, member: 403, removed: 404, outsider: 404, anonymous: 401, owner: 200 },
  },
];

async function buildWorld(app: App, visibility: Visibility = 'private'): Promise<World> {
  const names = ['owner', 'admin', 'member', 'removed', 'outsider', 'invitee', 'target'] as const;
  const accounts = {} as Record<(typeof names)[number], Account>;
  for (const name of names) accounts[name] = await registerUser(app, { name });
  const id = await createGroup(app, accounts.owner, { isPublic: visibility === 'public' });
  await join(app, accounts.owner, id, accounts.admin, 'admin');
  await join(app, accounts.owner, id, accounts.member);
  await join(app, accounts.owner, id, accounts.removed);
  await join(app, accounts.owner, id, accounts.target);
  await call(app, accounts.owner, 'DELETE', `/api/workspaces/${id}/members/${accounts.removed.userId}`);
  const { target, ...callers } = accounts;
  return { app, id, accounts: callers, target };
}

/** The routes whose answers differ for a public group: outsiders know it exists. */
const PUBLIC_ROUTES: RouteCase[] = [
  {
    name: 'GET /:id (public)',
    prepare: async (w) => ({ method: 'GET', url: base(w) }),
    expected: { owner: 200, admin: 200, member: 200, removed: 403, outsider: 403, anonymous: 401 },
  },
  ...JOIN_ROUTES('public'),
];

const MATRICES: [Visibility, RouteCase[]][] = [
  ['private', ROUTES],
  ['public', PUBLIC_ROUTES],
];

describe.each(MATRICES)('workspace authorization matrix (%s group)', (visibility, routes) => {
  for (const route of routes) {
    it(route.name, async () => {
      const world = await buildWorld(ctx.app, visibility);
      const actual: Partial<Record<Role, number>> = {};
      for (const role of Object.keys(route.expected) as Role[]) {
        const cell = await route.prepare(world);
        const caller = role === 'anonymous' ? null : world.accounts[role];
        const response = await call(ctx.app, caller, cell.method, cell.url, cell.body);
        actual[role] = response.statusCode;
        if (response.statusCode >= 400) {
          expect(response.json(), `${route.name} as ${role}`).toMatchObject({ success: false });
        }
      }
      expect(actual).toEqual(route.expected);
    });
  }
});

/**
 * The same relations through sync (issue 31): what each one's fresh pull holds of the group's
 * scope, kind by kind, and which group writes each may queue. The server decides per row and per
 * member; a device is never trusted to leave out what it should not see.
 */
describe('group scope authorization matrix', () => {
  const SEEN: Record<Exclude<Role, 'anonymous'>, string[]> = {
    owner: ['activity', 'encouragement', 'figures', 'group', 'habit', 'joinRequest', 'member'],
    admin: ['activity', 'encouragement', 'figures', 'group', 'habit', 'joinRequest', 'member'],
    // The member tracks a habit of the group: their own real numbers reach them, and nobody else.
    member: ['activity', 'encouragement', 'figures', 'group', 'habit', 'member', 'ownFigures'],
    removed: [],
    outsider: [],
    invitee: [],
  };

  async function pulledKinds(world: World, who: Account, cursors: Record<string, number> = {}) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sync/pull',
      headers: { authorization: `Bearer ${who.token}` },
      payload: { clientId: uuidv7(), cursors, groups: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as {
      groupRecords: { scope: string; kind: string }[];
      dropped: string[];
    };
    const kinds = new Set(
      data.groupRecords.filter((row) => row.scope === `g:${world.id}`).map((row) => row.kind),
    );
    return { kinds: [...kinds].sort(), dropped: data.dropped };
  }

  it('sends each relation only the kinds of rows it may see', async () => {
    const world = await buildWorld(ctx.app);
    const habitId = await groupHabit(world);
    // The member tracks it, fully shared: the group's figures show them, and their own are theirs.
    const adopted = await call(
      ctx.app,
      world.accounts.member,
      'POST',
      `${base(world)}/habits/${habitId}/adopt`,
      {
        personalSettings: { shareProgress: 'full' },
      },
    );
    expect(adopted.statusCode, adopted.body).toBe(201);
    await pendingRequest(world);
    await call(ctx.app, world.accounts.member, 'POST', '/api/encouragements', {
      toUserId: world.accounts.admin.userId,
      workspaceId: world.id,
      message: 'Well done',
    });
    const actual: Record<string, string[]> = {};
    for (const role of Object.keys(SEEN) as (keyof typeof SEEN)[])
      actual[role] = (await pulledKinds(world, world.accounts[role])).kinds;
    expect(actual).toEqual(SEEN);
    // A device that held the group before its person was removed is told to drop it, and gets nothing.
    const removed = await pulledKinds(world, world.accounts.removed, { [`g:${world.id}`]: 1 });
    expect(removed).toEqual({ kinds: [], dropped: [`g:${world.id}`] });
  });

  it('lets each relation queue only the group writes its role allows', async () => {
    const world = await buildWorld(ctx.app);
    const outcome: Record<string, { answer: string; encourage: string }> = {};
    for (const role of ['owner', 'admin', 'member', 'removed', 'outsider'] as const) {
      const requestId = await pendingRequest(world);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/sync/push',
        headers: { authorization: `Bearer ${world.accounts[role].token}` },
        payload: {
          clientId: uuidv7(),
          mutations: [
            {
              id: 1,
              name: 'joinRequest.answer',
              args: { workspaceId: world.id, requestId, answer: 'decline' },
              hlc: formatHlc({ physical: Date.now(), counter: 0, node: role }),
            },
            {
              id: 2,
              name: 'encouragement.send',
              args: { id: uuidv7(), workspaceId: world.id, toUserId: world.target.userId, message: 'Go' },
              hlc: formatHlc({ physical: Date.now(), counter: 1, node: role }),
            },
          ],
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const [answer, encourage] = response.json().data.results as { status: string }[];
      outcome[role] = { answer: answer?.status ?? '', encourage: encourage?.status ?? '' };
    }
    expect(outcome).toEqual({
      owner: { answer: 'ok', encourage: 'ok' },
      admin: { answer: 'ok', encourage: 'ok' },
      member: { answer: 'rejected', encourage: 'ok' },
      removed: { answer: 'rejected', encourage: 'rejected' },
      outsider: { answer: 'rejected', encourage: 'rejected' },
    });
  });

  it("lets each relation queue only the group's own writes its role allows", async () => {
    const world = await buildWorld(ctx.app);
    const outcome: Record<string, Record<string, string>> = {};
    for (const role of ['owner', 'admin', 'member', 'removed', 'outsider'] as const) {
      // Each relation meets the same state: a habit the owner added, and the target a member.
      const habitId = await groupHabit(world);
      const writes = {
        addHabit: {
          name: 'groupHabit.create',
          args: { id: uuidv7(), workspaceId: world.id, fields: { name: 'Run' } },
        },
        editHabit: {
          name: 'groupHabit.update',
          args: { id: habitId, workspaceId: world.id, patch: { name: 'Jog' } },
        },
        deleteHabit: { name: 'groupHabit.delete', args: { id: habitId, workspaceId: world.id } },
        settings: { name: 'group.update', args: { workspaceId: world.id, patch: { description: role } } },
        role: {
          name: 'member.setRole',
          args: { workspaceId: world.id, memberId: world.target.userId, role: 'member' },
        },
      };
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/sync/push',
        headers: { authorization: `Bearer ${world.accounts[role].token}` },
        payload: {
          clientId: uuidv7(),
          mutations: Object.values(writes).map((write, index) => ({
            id: index + 1,
            ...write,
            hlc: formatHlc({ physical: Date.now(), counter: index, node: role }),
          })),
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const results = response.json().data.results as { status: string; error?: string }[];
      outcome[role] = Object.fromEntries(
        Object.keys(writes).map((key, index) => [key, results[index]?.error ?? results[index]?.status ?? '']),
      );
    }
    const refused = {
      addHabit: 'Group not found',
      editHabit: 'Group not found',
      deleteHabit: 'Group not found',
      settings: 'Group not found',
      role: 'Group not found',
    };
    expect(outcome).toEqual({
      owner: { addHabit: 'ok', editHabit: 'ok', deleteHabit: 'ok', settings: 'ok', role: 'ok' },
      admin: { addHabit: 'ok', editHabit: 'ok', deleteHabit: 'ok', settings: 'ok', role: NOT_ALLOWED.owner },
      member: {
        // Members add habits while the group lets them (the default), and change only their own.
        addHabit: 'ok',
        editHabit: GROUP_HABIT_RIGHTS_MESSAGES.editRefused,
        deleteHabit: GROUP_HABIT_RIGHTS_MESSAGES.editRefused,
        settings: NOT_ALLOWED.admin,
        role: NOT_ALLOWED.owner,
      },
      // A private group does not exist for someone outside it, nor for someone removed from it.
      removed: refused,
      outsider: refused,
    });
  });
});
