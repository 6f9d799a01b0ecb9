import type { APIRequestContext } from '@playwright/test';
import { type Account, createAccount, expect, uniqueEmail } from './fixtures';
import { invitationLink } from './outbox';

/** A 60-character habit name: the longest a person is likely to type, the hardest row to lay out. */
export const LONG_HABIT = 'Read twenty pages of a novel before bed, with the phone away';
export const OWNER_NAME = 'Maximiliana Wolfeschlegelsteinhausen-Bergdorff';
export const MEMBER_NAME = 'Bartholomew Featherstonehaugh-Cholmondeley';

export interface StressData {
  owner: Account;
  member: Account;
  /** The group with both people, a group habit and a pending invitation. */
  groupId: string;
  groupName: string;
  groupHabitId: string;
  habitId: string;
  inviteLink: string;
}

const HABITS: ReadonlyArray<[string, Record<string, unknown>]> = [
  [LONG_HABIT, { icon: '📚', color: '#8b5cf6', target: { value: 20, unit: 'pages' } }],
  ['Walk', { icon: '🚶', color: '#10b981', target: { value: 10000, unit: 'steps' } }],
  ['Drink water', { icon: '💧', color: '#0ea5e9', target: { value: 8, unit: 'cups' } }],
  ['Meditate', { icon: '🧘', color: '#14b8a6' }],
  ['Stretch', { icon: '🤸', color: '#f59e0b' }],
  ['Journal', { icon: '✍️', color: '#ec4899' }],
  ['No sugar after dinner', { icon: '🍎', color: '#ef4444' }],
  ['Practice Spanish vocabulary', { icon: '🗣️', color: '#4f46e5' }],
  ['Floss', { icon: '🦷', color: '#0ea5e9', schedule: { days: [1, 3, 5] } }],
];

const GROUPS = [
  'The Early Risers Running Club of North London',
  'Wolfeschlegelsteinhausen family',
  'Thursday book club',
];

function dayKey(daysAgo: number): string {
  return new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

async function post(request: APIRequestContext, account: Account, url: string, data: object) {
  const response = await request.post(url, { data, headers: { authorization: `Bearer ${account.token}` } });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

/**
 * Data that stresses every layout: nine habits (one named with 60 characters, one of 10,000 steps),
 * a week of check-ins, three groups with long names, a member with a long name who adopted and
 * checked in on a group habit (so the owner has a notification and a mirror to open), and an
 * invitation waiting for someone without an account.
 */
export async function seedStressData(request: APIRequestContext): Promise<StressData> {
  const owner = await createAccount(request, OWNER_NAME);
  const member = await createAccount(request, MEMBER_NAME);
  let habitId = '';
  for (const [name, fields] of HABITS) {
    const { data } = await post(request, owner, '/api/habits', { name, ...fields });
    habitId ||= data.habit._id;
    for (const daysAgo of [1, 2, 4]) {
      await post(request, owner, `/api/habits/${data.habit._id}/check`, {
        date: dayKey(daysAgo),
        completed: true,
        value: fields.target ? (fields.target as { value: number }).value : 1,
      });
    }
  }

  const groupIds: string[] = [];
  for (const name of GROUPS) {
    const created = await post(request, owner, '/api/workspaces', {
      name,
      description: 'Up before six, every weekday, whatever the weather does outside.',
      type: 'fitness',
    });
    groupIds.push(created.workspace._id);
  }
  const groupId = groupIds[0] as string;

  await post(request, owner, `/api/workspaces/${groupId}/members/invite`, { email: member.email });
  const token = (await invitationLink(member.email)).split('/invite/')[1];
  // The member chooses to share their progress when accepting (issue 27: nothing is shared unasked),
  // so the owner has a mirror to open.
  await post(request, member, `/api/workspaces/invitations/${token}/accept`, {
    sharing: { isPublicToWorkspace: true, personalHabits: 'all' },
  });

  const groupHabit = await post(request, owner, `/api/workspaces/${groupId}/habits`, {
    name: 'Run five kilometres before breakfast',
    icon: '🏃',
  });
  const groupHabitId = groupHabit.habit._id as string;
  const adopted = await post(request, member, `/api/workspaces/${groupId}/habits/${groupHabitId}/adopt`, {
    personalSettings: { shareProgress: 'full' },
  });
  await post(request, member, `/api/habits/${adopted.habit._id}/check`, { date: dayKey(0), completed: true });
  await post(request, member, '/api/encouragements', {
    toUserId: owner.user._id,
    workspaceId: groupId,
    habitId: null,
    type: 'general_support',
    message: 'Keep going, you are doing brilliantly this week!',
    reaction: '🔥',
  });

  const guest = uniqueEmail('guest');
  await post(request, owner, `/api/workspaces/${groupId}/members/invite`, {
    email: guest,
    message: 'Come and run with us on Saturdays, we go slow and stop for coffee.',
  });
  return {
    owner,
    member,
    groupId,
    groupName: GROUPS[0] as string,
    groupHabitId,
    habitId,
    inviteLink: await invitationLink(guest),
  };
}
