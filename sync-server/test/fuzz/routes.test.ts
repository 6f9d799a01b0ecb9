import { formatHlc, uuidv7 } from '@habitat/domain';
import { MUTATION_ARGS, RefreshKeys } from '@habitat/protocol';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { call, createGroup, invite, join } from '../helpers/groups';
import { type Account, bearer, registerUser, useTestApp } from '../helpers/test-app';
import { arbitraryFor, HOSTILE_STRINGS, queryArbitrary, validAndHostile } from './schema-arbitrary';

/**
 * Every route of the API, fed requests generated from its own schemas with hostile values mixed in
 * (NUL, lone surrogates, huge and numeric-looking strings, extreme numbers, wrong types), as a
 * signed-in member of a real group with habits, check-ins, an invitation and an encouragement:
 * no request may be answered with a 5xx. FUZZ_RUNS widens a run; FUZZ_SEED picks other requests.
 */

const ctx = useTestApp();
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

/** Routes that end the session or the account run last, each on a fresh world. */
const DESTRUCTIVE = [
  'POST /api/auth/logout',
  'PUT /api/users/change-password',
  'DELETE /api/users/account',
  'DELETE /api/workspaces/:id',
  'POST /api/workspaces/:id/leave',
  'DELETE /api/workspaces/:id/members/:memberId',
];
/** Not request/response routes: the event stream never ends, social sign-in leaves for a provider. */
const SKIPPED = ['GET /api/sync/events'];

interface World {
  owner: Account;
  member: Account;
  ids: Record<string, string[]>;
}

async function seedWorld(app: App): Promise<World> {
  const owner = await registerUser(app);
  const member = await registerUser(app);
  const groupId = await createGroup(app, owner);
  await join(app, owner, groupId, member);
  const token = await invite(app, owner, groupId, `pending-${uuidv7()}@example.com`);
  const habit = await call(app, owner, 'POST', '/api/habits', { name: 'Read' });
  const habitId = habit.json().data.habit._id as string;
  await call(app, owner, 'POST', `/api/habits/${habitId}/check`, { date: '2026-11-20', completed: true });
  const groupHabit = await call(app, owner, 'POST', `/api/workspaces/${groupId}/habits`, {
    name: 'Walk',
  });
  const groupHabitId = groupHabit.json().habit._id as string;
  await call(app, member, 'POST', `/api/workspaces/${groupId}/habits/${groupHabitId}/adopt`, {});
  const sent = await call(app, member, 'POST', '/api/encouragements', {
    workspaceId: groupId,
    toUserId: owner.userId,
    message: 'Keep going',
  });
  const invitations = await call(app, owner, 'GET', `/api/workspaces/${groupId}/invitations`);
  // Someone asking to join a public group of the owner's: a real request id for the join routes.
  const publicId = await createGroup(app, owner, { name: 'Open Door', isPublic: true });
  const asker = await registerUser(app);
  const asked = await call(app, asker, 'POST', `/api/workspaces/${publicId}/join`);
  const notifications = await call(app, owner, 'GET', '/api/users/notifications');
  return {
    owner,
    member,
    ids: {
      workspace: [groupId, publicId],
      habit: [habitId],
      groupHabit: [groupHabitId],
      member: [member.userId, owner.userId],
      token: [token],
      invitation: (invitations.json().invitations ?? []).map((i: { _id: string }) => i._id),
      joinRequest: asked.statusCode === 201 ? [asked.json().request._id] : [],
      encouragement:
        sent.statusCode === 201
          ? [sent.json().data?.encouragement?._id ?? sent.json().encouragement?._id]
          : [],
      notification: (notifications.json().data?.notifications ?? []).map((n: { _id: string }) => n._id),
    },
  };
}

/** The real ids a path parameter may take, by route and name; random and hostile values join them. */
function paramPool(url: string, name: string, world: World): string[] {
  const { ids } = world;
  if (name === 'memberId') return ids.member ?? [];
  if (name === 'token') return ids.token ?? [];
  if (name === 'invitationId') return ids.invitation ?? [];
  if (name === 'requestId') return ids.joinRequest ?? [];
  if (name === 'habitId')
    return url.startsWith('/api/workspaces')
      ? [...(ids.groupHabit ?? []), ...(ids.habit ?? [])]
      : (ids.habit ?? []);
  if (url.startsWith('/api/workspaces')) return ids.workspace ?? [];
  if (url.startsWith('/api/habits')) return ids.habit ?? [];
  if (url.startsWith('/api/encouragements')) return (ids.encouragement ?? []).filter(Boolean);
  if (url.startsWith('/api/users/notifications')) return ids.notification ?? [];
  return [];
}

/** Percent-encodes anything, lone surrogates included (as the bytes a hostile client would send). */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((ch) => {
        try {
          return encodeURIComponent(ch);
        } catch {
          const unit = ch.charCodeAt(0);
          return `%${(0xe0 | (unit >> 12)).toString(16)}%${(0x80 | ((unit >> 6) & 0x3f)).toString(16)}%${(0x80 | (unit & 0x3f)).toString(16)}`;
        }
      })
      .join('');
  }
}

function requestArbitrary(route: RouteOptions, world: World) {
  const url = route.url;
  const names = [...url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  const params = fc.tuple(
    ...names.map((name) =>
      fc.oneof(
        {
          weight: 4,
          arbitrary: fc.constantFrom(
            ...(paramPool(url, name, world).length > 0 ? paramPool(url, name, world) : [uuidv7()]),
          ),
        },
        { weight: 1, arbitrary: fc.uuid() },
        {
          weight: 1,
          arbitrary: fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length > 0 && s.length < 100)),
        },
      ),
    ),
  );
  const schema = (route.schema ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const body =
    url === '/api/sync/push'
      ? pushBody()
      : url === '/api/sync/pull'
        ? pullBody(world)
        : schema.body
          ? validAndHostile(() => arbitraryFor(schema.body))
          : fc.constant(undefined);
  const query = queryArbitrary(schema.querystring);
  // 'forged': a token signed with the server's key whose ids are not ids (a leaked key, an old format).
  const asWho = fc.constantFrom('owner', 'member', 'nobody', 'forged');
  return fc.record({ params, body, query, asWho });
}

/** A push's mutations are opaque to its schema: each one is generated from its own mutation's schema. */
function pushBody() {
  const mutation = fc.constantFrom(...Object.keys(MUTATION_ARGS)).chain((name) =>
    fc.record({
      id: fc.integer({ min: 1, max: 5 }),
      name: fc.constant(name),
      args: validAndHostile(() => arbitraryFor(MUTATION_ARGS[name as keyof typeof MUTATION_ARGS] as never)),
      hlc: fc
        .date({ noInvalidDate: true })
        .map((d) => formatHlc({ physical: Math.abs(d.getTime()), counter: 0, node: 'fuzz' })),
    }),
  );
  return fc.record({ clientId: fc.uuid(), mutations: fc.array(mutation, { maxLength: 4 }) });
}

/** A pull at the caller's own scope: real cursors and keys, and resume tokens forged or garbled. */
function pullBody(world: World) {
  const scopes = [world.owner, world.member].map((person) => `u:${person.userId}`);
  const ids = [...(world.ids.habit ?? []), ...(world.ids.groupHabit ?? [])];
  // Where inside the version after the cursor a forged token claims the last page stopped.
  const inside = fc.oneof(
    fc
      .tuple(fc.nat({ max: 3 }), fc.constantFrom(...ids, 'abc', '', 'dashboard'))
      .map(([t, k]) => `${t}:${k}`),
    fc.constantFrom(...ids).map((id) => `1:${id}|2024-02-31`),
    fc.constantFrom(...HOSTILE_STRINGS),
  );
  const position = fc
    // Cursors within the few versions a seeded scope has, so that a token is taken at its word.
    .tuple(fc.constantFrom(...scopes), fc.nat({ max: 12 }), inside, fc.boolean())
    .map(([scope, cursor, rest, matched]) => ({
      cursors: { [scope]: cursor },
      resume: { [scope]: matched ? `${cursor + 1}:${rest}` : rest },
    }));
  return fc
    .tuple(
      position,
      fc.record(
        {
          clientId: fc.uuid(),
          resetting: fc.subarray(scopes),
          limit: fc.integer({ min: 1, max: 10_000 }),
          refresh: validAndHostile(() => arbitraryFor(RefreshKeys as never)),
        },
        { requiredKeys: ['clientId'] },
      ),
    )
    .map(([at, rest]) => ({ ...rest, ...at }));
}

async function fuzzRoute(app: App, route: RouteOptions, world: World) {
  const method = String(route.method);
  const failures: string[] = [];
  await fc
    .assert(
      fc.asyncProperty(requestArbitrary(route, world), async ({ params, body, query, asWho }) => {
        let path = route.url;
        for (const value of params) path = path.replace(/:\w+/, encode(value));
        const search = Object.entries(query)
          .map(([key, value]) => `${encode(key)}=${encode(value ?? '')}`)
          .join('&');
        const forged = () => app.jwt.sign({ sub: 'not-a-user', sid: "1' or '1'='1" });
        const token =
          asWho === 'owner'
            ? world.owner.token
            : asWho === 'member'
              ? world.member.token
              : asWho === 'forged'
                ? forged()
                : null;
        const response = await app.inject({
          method: method as 'GET',
          url: search ? `${path}?${search}` : path,
          headers: {
            ...(token ? bearer(token) : {}),
            ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
        });
        if (response.statusCode >= 500) {
          failures.push(
            `${method} ${path}${search ? `?${search.slice(0, 200)}` : ''} ${JSON.stringify(body)?.slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
        }
        return response.statusCode < 500;
      }),
      {
        numRuns: RUNS,
        // The same requests on every run, so the suite is repeatable; FUZZ_SEED explores others.
        seed: Number(process.env.FUZZ_SEED ?? 20261124),
        endOnFailure: true,
      },
    )
    // A 5xx is in `failures` already; anything else thrown (the app itself failing) is one too.
    .catch((error: unknown) => {
      if (failures.length === 0) failures.push(`${method} ${route.url}: ${String(error).slice(0, 500)}`);
    });
  return failures;
}

describe('route fuzzer', () => {
  it('answers every generated request to every route without a 5xx', async () => {
    const routes = ctx.app.routeCatalog.filter((route) => {
      const key = `${String(route.method)} ${route.url}`;
      return route.url.startsWith('/api/') && route.method !== 'HEAD' && !SKIPPED.includes(key);
    });
    expect(routes.length).toBeGreaterThan(60);
    const order = (route: RouteOptions) =>
      DESTRUCTIVE.includes(`${String(route.method)} ${route.url}`) ? 1 : 0;
    routes.sort((a, b) => order(a) - order(b));

    const failures: string[] = [];
    let world = await seedWorld(ctx.app);
    for (const route of routes) {
      if (order(route) === 1) world = await seedWorld(ctx.app);
      failures.push(...(await fuzzRoute(ctx.app, route, world)));
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
