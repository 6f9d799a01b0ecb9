import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { type Account, expect, openSignedIn } from './fixtures';
import { invitationLink } from './outbox';

/** Several people in one group, each on their own device: the setting of the group e2e tests. */

/** Creates a group owned by `owner` through the API, as the Create Group dialog would; its id. */
export async function createGroup(request: APIRequestContext, owner: Account, data: object): Promise<string> {
  const created = await request.post('/api/workspaces', {
    headers: { authorization: `Bearer ${owner.token}` },
    data,
  });
  expect(created.status()).toBe(201);
  return (await created.json()).workspace._id as string;
}

/** Invites a person by email and accepts with their link, as they would from the email. */
export async function addMember(request: APIRequestContext, owner: Account, id: string, member: Account) {
  await request.post(`/api/workspaces/${id}/members/invite`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { email: member.email },
  });
  const token = (await invitationLink(member.email)).split('/invite/')[1];
  const accepted = await request.post(`/api/workspaces/invitations/${token}/accept`, {
    headers: { authorization: `Bearer ${member.token}` },
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
