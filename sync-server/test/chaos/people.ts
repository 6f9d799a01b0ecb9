import type { GroupHabit } from '@habitat/protocol';
import { invitationToken } from '../helpers/outbox';
import type { Person } from './devices';

/**
 * The run's people and their group, set up through the REST API as people would (sign up, make a
 * group, invite by email, accept, add group habits), straight to the server, before any fault.
 */
export interface Group {
  workspaceId: string;
  habits: GroupHabit[];
}

const REQUEST_MS = 30_000;

async function api<T>(
  base: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  expected: number,
  body?: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(REQUEST_MS),
  });
  const text = await response.text();
  if (response.status !== expected) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

async function signUp(base: string, name: string, runId: string): Promise<Person> {
  const email = `${name.toLowerCase()}-${runId}@example.com`;
  const { data } = await api<{ data: { token: string; user: { _id: string } } }>(
    base,
    'POST',
    '/api/auth/register',
    201,
    { name, email, password: 'Chaos-run-42' },
  );
  return { name, email, userId: data.user._id, token: data.token };
}

/** What each member shares with the group: everything, so the group's figures have data. */
const SHARING = { isPublicToWorkspace: true, personalHabits: 'all' } as const;

/**
 * Alice, Bob and Carol; Alice makes the group, invites the others (the invitation's link is read
 * from the mail the server wrote to `outboxDir`) and adds two group habits.
 */
export async function setUpPeople(
  base: string,
  outboxDir: string,
  runId: string,
): Promise<{ people: Person[]; group: Group }> {
  const people: Person[] = [];
  for (const name of ['Alice', 'Bob', 'Carol']) people.push(await signUp(base, name, runId));
  const [alice, ...others] = people as [Person, Person, Person];
  const { workspace } = await api<{ workspace: { _id: string } }>(
    base,
    'POST',
    '/api/workspaces',
    201,
    { name: 'Chaos Crew' },
    alice.token,
  );
  const workspaceId = workspace._id;
  await api(base, 'PUT', `/api/workspaces/${workspaceId}/dashboard-permissions`, 200, SHARING, alice.token);
  for (const member of others) {
    await api(
      base,
      'POST',
      `/api/workspaces/${workspaceId}/members/invite`,
      201,
      { email: member.email, role: 'member' },
      alice.token,
    );
    const token = await invitationToken(outboxDir, member.email);
    await api(
      base,
      'POST',
      `/api/workspaces/invitations/${token}/accept`,
      200,
      { sharing: SHARING },
      member.token,
    );
  }
  for (const name of ['Run', 'Stretch']) {
    await api(base, 'POST', `/api/workspaces/${workspaceId}/habits`, 201, { name }, alice.token);
  }
  const { habits } = await api<{ habits: GroupHabit[] }>(
    base,
    'GET',
    `/api/workspaces/${workspaceId}/habits`,
    200,
    undefined,
    alice.token,
  );
  return { people, group: { workspaceId, habits } };
}
