import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { type Account, expect, openSignedIn } from './fixtures';
import { invitationLink } from './outbox';

/** Several people in one group, each on their own device: the setting of the group e2e tests. */

/**
 * What these people choose to share with their groups unless a spec says otherwise: their dashboard
 * and every habit at its own level. Since issue 27 a new member shares nothing until they choose;
 * the specs of group figures and news are about people who chose to share.
 */
export const SHARES_EVERYTHING = { isPublicToWorkspace: true, personalHabits: 'all' } as const;
type Sharing = { isPublicToWorkspace: boolean; personalHabits?: 'all' | 'chosen'; sharedHabitIds?: string[] };

/** Creates a group owned by `owner` through the API, as the Create Group dialog would; its id. */
export async function createGroup(
  request: APIRequestContext,
  owner: Account,
  data: object,
  sharing: Sharing | null = SHARES_EVERYTHING,
): Promise<string> {
  const headers = { authorization: `Bearer ${owner.token}` };
  const created = await request.post('/api/workspaces', { headers, data });
  expect(created.status()).toBe(201);
  const id = (await created.json()).workspace._id as string;
  if (sharing) {
    const shared = await request.put(`/api/workspaces/${id}/dashboard-permissions`, {
      headers,
      data: sharing,
    });
    expect(shared.status()).toBe(200);
  }
  return id;
}

/** Invites a person by email and accepts with their link, as they would from the email. */
export async function addMember(
  request: APIRequestContext,
  owner: Account,
  id: string,
  member: Account,
  sharing: Sharing | null = SHARES_EVERYTHING,
) {
  await request.post(`/api/workspaces/${id}/members/invite`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { email: member.email },
  });
  const token = (await invitationLink(member.email)).split('/invite/')[1];
  const accepted = await request.post(`/api/workspaces/invitations/${token}/accept`, {
    headers: { authorization: `Bearer ${member.token}` },
    ...(sharing ? { data: { sharing } } : {}),
  });
  expect(accepted.status()).toBe(200);
}

/** A browser context of its own: another person's phone or laptop. */
export async function openPerson(browser: Browser, account: Account, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSignedIn(page, account, path);
  return { context, page };
}

export const widget = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
