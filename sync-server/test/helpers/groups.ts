import type { App } from '../../src/app';
import { type Account, bearer, registerUser } from './test-app';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function call(app: App, account: Account | null, method: Method, url: string, payload?: object) {
  return app.inject({
    method,
    url,
    ...(account ? { headers: bearer(account.token) } : {}),
    ...(payload ? { payload } : {}),
  });
}

/**
 * What the helpers' people choose to share with a group unless a test says otherwise: their
 * dashboard and every habit at its own level, as every member did before issue 27 made sharing a
 * choice. Tests of figures need members who share; tests of the private default pass `null`.
 */
export const SHARES_EVERYTHING = { isPublicToWorkspace: true, personalHabits: 'all' } as const;

export type SharingChoice = {
  isPublicToWorkspace: boolean;
  personalHabits?: 'all' | 'chosen';
  sharedHabitIds?: string[];
  sharedHabitLevels?: { habitId: string; level: 'full' | 'progress-only' | 'streaks-only' }[];
};

export async function createGroup(
  app: App,
  owner: Account,
  fields: object = {},
  ownerSharing: SharingChoice | null = SHARES_EVERYTHING,
): Promise<string> {
  const response = await call(app, owner, 'POST', '/api/workspaces', { name: 'Morning Crew', ...fields });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  const id: string = response.json().workspace._id;
  if (ownerSharing) {
    const shared = await call(app, owner, 'PUT', `/api/workspaces/${id}/dashboard-permissions`, ownerSharing);
    if (shared.statusCode !== 200) throw new Error(`sharing failed: ${shared.body}`);
  }
  return id;
}

/** Invites `email` and returns the token from the mail the server sent. */
export async function invite(
  app: App,
  by: Account,
  groupId: string,
  email: string,
  role: 'member' | 'admin' = 'member',
): Promise<string> {
  const response = await call(app, by, 'POST', `/api/workspaces/${groupId}/members/invite`, {
    email,
    role,
  });
  if (response.statusCode !== 201) throw new Error(`invite failed: ${response.body}`);
  const { invitationToken } = await import('./outbox');
  return invitationToken(app.config.mail.outboxDir, email);
}

/** Invites and accepts: `who` becomes a member with `role` the way a person would. */
export async function join(
  app: App,
  owner: Account,
  groupId: string,
  who: Account,
  role: 'member' | 'admin' = 'member',
  sharing: SharingChoice | null = SHARES_EVERYTHING,
): Promise<void> {
  const token = await invite(app, owner, groupId, who.email, role);
  const response = await call(
    app,
    who,
    'POST',
    `/api/workspaces/invitations/${token}/accept`,
    sharing ? { sharing } : undefined,
  );
  if (response.statusCode !== 200) throw new Error(`accept failed: ${response.body}`);
}

/** A group of three: its owner, an admin and a member, each sharing everything. */
export interface Circle {
  id: string;
  owner: Account;
  admin: Account;
  member: Account;
}

export async function circle(app: App, fields: object = {}): Promise<Circle> {
  const owner = await registerUser(app, { name: 'Olive Owner' });
  const admin = await registerUser(app, { name: 'Ada Admin' });
  const member = await registerUser(app, { name: 'Max Member' });
  const id = await createGroup(app, owner, { name: 'Dawn Walkers', ...fields });
  await join(app, owner, id, admin, 'admin');
  await join(app, owner, id, member);
  return { id, owner, admin, member };
}
