import { expect } from 'vitest';
import type { App } from '../../src/app';
import { call, createGroup, join } from './groups';
import { type Account, registerUser } from './test-app';

export interface SeededAccounts {
  /** The person whose data the tests export or delete: they have a row in every table that can hold one. */
  subject: Account;
  /** Joined before `later`: takes over the subject's group when the subject goes. */
  admin: Account;
  later: Account;
  friend: Account;
  /** The group the subject owns (with admin, later and friend in it). */
  ownedGroupId: string;
  /** A group only the subject is in: it goes with the account. */
  soloGroupId: string;
  /** A group the friend owns and the subject joined. */
  friendGroupId: string;
  personalHabitId: string;
  adoptedHabitId: string;
}

/**
 * Builds, through the API as people would, a subject with data in every table: preferences, a
 * layout, a routine, a sign-in identity, personal and adopted habits with check-ins (streaks, activity, badges,
 * notifications), groups they own and joined, invitations sent and accepted, a group habit they
 * created, encouragements both ways, a request to join a group and a group they were removed from.
 */
export async function seedAccounts(app: App, today: string): Promise<SeededAccounts> {
  const subject = await registerUser(app, { name: 'Sybil Subject', email: 'sybil@example.com' });
  const admin = await registerUser(app, { name: 'Ada Admin' });
  const later = await registerUser(app, { name: 'Lee Later' });
  const friend = await registerUser(app, { name: 'Fred Friend' });

  const ownedGroupId = await createGroup(app, subject, { name: 'Sybil Crew' });
  await join(app, subject, ownedGroupId, admin, 'admin');
  await join(app, subject, ownedGroupId, later, 'member');
  await join(app, subject, ownedGroupId, friend, 'member');
  const soloGroupId = await createGroup(app, subject, { name: 'Just Me' });
  const friendGroupId = await createGroup(app, friend, { name: 'Fred Club' });
  await join(app, friend, friendGroupId, subject, 'member');
  // A request to join a public group of the friend's, still waiting; and a group the friend removed them from.
  const openGroupId = await createGroup(app, friend, { name: 'Fred Open', isPublic: true });
  const asked = await call(app, subject, 'POST', `/api/workspaces/${openGroupId}/join`);
  expect(asked.statusCode, asked.body).toBe(201);
  const pastGroupId = await createGroup(app, friend, { name: 'Fred Past' });
  await join(app, friend, pastGroupId, subject, 'member');
  const removed = await call(
    app,
    friend,
    'DELETE',
    `/api/workspaces/${pastGroupId}/members/${subject.userId}`,
  );
  expect(removed.statusCode, removed.body).toBe(200);
  // A pending invitation the subject sent, to someone without an account.
  const invited = await call(app, subject, 'POST', `/api/workspaces/${ownedGroupId}/members/invite`, {
    email: 'nobody-yet@example.com',
    role: 'member',
  });
  expect(invited.statusCode, invited.body).toBe(201);

  const personal = await call(app, subject, 'POST', '/api/habits', { name: 'Read', category: 'learning' });
  expect(personal.statusCode, personal.body).toBe(201);
  const personalHabitId: string = personal.json().data.habit._id;
  const groupHabit = await call(app, subject, 'POST', `/api/workspaces/${ownedGroupId}/habits`, {
    name: 'Run',
  });
  expect(groupHabit.statusCode, groupHabit.body).toBe(201);
  const groupHabitId: string = groupHabit.json().habit._id;
  const adoptedHabitId = await adopt(app, subject, ownedGroupId, groupHabitId);
  const friendAdopted = await adopt(app, friend, ownedGroupId, groupHabitId);

  for (const habitId of [personalHabitId, adoptedHabitId]) {
    const checked = await call(app, subject, 'POST', `/api/habits/${habitId}/check`, {
      date: today,
      completed: true,
    });
    expect(checked.statusCode, checked.body).toBe(200);
  }
  // The friend's check-in notifies the subject (owner, co-adopter): a notification with the friend as actor.
  const friendChecked = await call(app, friend, 'POST', `/api/habits/${friendAdopted}/check`, {
    date: today,
    completed: true,
  });
  expect(friendChecked.statusCode, friendChecked.body).toBe(200);

  for (const [from, to] of [
    [subject, friend],
    [friend, subject],
  ] as const) {
    const sent = await call(app, from, 'POST', '/api/encouragements', {
      toUserId: to.userId,
      workspaceId: ownedGroupId,
      habitId: null,
      type: 'general_support',
      message: `Keep going, ${to === subject ? 'Sybil' : 'Fred'}!`,
      reaction: '🔥',
    });
    expect(sent.statusCode, sent.body).toBe(201);
  }

  await app.writer.write(subject.userId, 'layout.save', { key: 'analytics', filters: { timeRange: '30d' } });
  await app.writer.write(subject.userId, 'routine.save', {
    id: '0190a1b2-0000-7000-8000-00000000a001',
    fields: { name: 'Morning', rule: { kind: 'all' } },
  });
  await app.writer.write(subject.userId, 'preferences.save', { patch: { dayStartsAt: '04:00' } });
  await app.database.db
    .insertInto('user_identities')
    .values({ provider: 'google', subject: 'google-sybil', user_id: subject.userId, email: subject.email })
    .execute();

  return {
    subject,
    admin,
    later,
    friend,
    ownedGroupId,
    soloGroupId,
    friendGroupId,
    personalHabitId,
    adoptedHabitId,
  };
}

async function adopt(app: App, who: Account, groupId: string, groupHabitId: string): Promise<string> {
  const response = await call(app, who, 'POST', `/api/workspaces/${groupId}/habits/${groupHabitId}/adopt`, {
    personalSettings: { shareProgress: 'full' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().habit._id;
}
