import type { APIRequestContext, Browser } from '@playwright/test';
import { type Account, createAccount, expect, openSignedIn, test } from './fixtures';
import { createGroup } from './group-people';
import { invitationLink } from './outbox';
import { LoginPage } from './pages/LoginPage';

/**
 * Joining a public group through its link (issue 16), as people would with two or three in a group:
 * the owner passes the link on, a newcomer opens it, sees what the group is and asks (or joins at
 * once, where the group lets them), and the owner answers from the group's settings.
 */

const auth = (account: Account) => ({ authorization: `Bearer ${account.token}` });

async function publicGroup(request: APIRequestContext, owner: Account, settings: object = {}) {
  const id = await createGroup(request, owner, {
    name: 'Dawn Walkers',
    description: 'Walk before work',
    type: 'fitness',
    isPublic: true,
  });
  if (Object.keys(settings).length > 0) {
    const updated = await request.put(`/api/workspaces/${id}`, { headers: auth(owner), data: { settings } });
    expect(updated.status()).toBe(200);
  }
  return id;
}

async function addMember(request: APIRequestContext, owner: Account, id: string, member: Account) {
  await request.post(`/api/workspaces/${id}/members/invite`, {
    headers: auth(owner),
    data: { email: member.email },
  });
  const token = (await invitationLink(member.email)).split('/invite/')[1];
  const accepted = await request.post(`/api/workspaces/invitations/${token}/accept`, {
    headers: auth(member),
  });
  expect(accepted.status()).toBe(200);
}

async function newDevice(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test('a newcomer opens the link signed out, signs in, asks to join; the owner accepts from settings and they are in', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await createAccount(request, 'Olive Owner');
  const mia = await createAccount(request, 'Mia Member');
  const rae = await createAccount(request, 'Rae Newcomer');
  const id = await publicGroup(request, owner);
  await addMember(request, owner, id, mia);

  // The owner finds the link in the group's settings; a new public group lets people ask, and the
  // one control for who can join says what that means (issue 27).
  await openSignedIn(page, owner, `/app/groups/${id}/settings`);
  const link = page.getByLabel('Group link');
  await expect(link).toHaveValue(new RegExp(`/app/groups/${id}$`));
  const groupUrl = await link.inputValue();
  const whoCanJoin = page.getByRole('group', { name: 'Who can join' });
  await expect(whoCanJoin.getByRole('radio', { name: /Anyone with the link can ask/ })).toBeChecked();
  await expect(whoCanJoin.getByText('You or an admin approve each request.', { exact: false })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Require approval/ })).toHaveCount(0);
  const requests = page.getByText('Requests to join').locator('..');
  await expect(requests.getByText('No requests to join')).toBeVisible();

  // Rae, signed out, opens it: sign in first, then back to the group, which shows what it is.
  const raeDevice = await newDevice(browser);
  try {
    await raeDevice.page.goto(groupUrl);
    await expect(raeDevice.page).toHaveURL(/\/login\?next=/);
    await new LoginPage(raeDevice.page).signIn(rae.email, rae.password);
    await expect(raeDevice.page).toHaveURL(new RegExp(`/app/groups/${id}$`));
    const preview = raeDevice.page.getByRole('article', { name: 'Dawn Walkers' });
    await expect(preview.getByRole('heading', { name: 'Dawn Walkers' })).toBeVisible();
    await expect(preview.getByText('Walk before work')).toBeVisible();
    await expect(preview.getByText('Fitness group • 2 members')).toBeVisible();
    await expect(raeDevice.page.getByRole('heading', { name: 'Group Not Found' })).toHaveCount(0);

    await preview.getByRole('button', { name: 'Request to Join' }).click();
    await expect(preview.getByRole('status').filter({ hasText: 'Request sent' })).toBeVisible();
    await expect(preview.getByRole('button', { name: 'Cancel Request' })).toBeVisible();

    // The owner's settings hear of it without a reload, and the owner lets Rae in.
    await expect(requests.getByText('Rae Newcomer')).toBeVisible();
    await requests.getByRole('button', { name: 'Accept Rae Newcomer' }).click();
    // No toast: the list itself changes.
    await expect(requests.getByText('No requests to join')).toBeVisible();
    await expect(page.getByText('3 members')).toBeVisible();

    // Rae's open preview turns into the group, as a member.
    const team = raeDevice.page.getByRole('region', { name: 'Team Members' });
    await expect(team.getByText('Rae Newcomer (You)')).toBeVisible();
    await expect(preview).toHaveCount(0);
    // Let in by a request, Rae was not asked what to share: nothing is, and the group page asks.
    const sharing = raeDevice.page.getByRole('region', { name: 'You share nothing with Dawn Walkers yet' });
    await expect(sharing).toBeVisible();
    await expect(sharing.getByRole('radio', { name: /Nothing for now/ })).toBeChecked();
  } finally {
    await raeDevice.context.close();
  }
});

test('a newcomer asks, changes their mind and cancels; asked again and declined, they are told', async ({
  browser,
  page,
  request,
}) => {
  const owner = await createAccount(request, 'Olive Owner');
  const sam = await createAccount(request, 'Sam Seeker');
  const id = await publicGroup(request, owner, { privacyLevel: 'members-only', requireApproval: true });

  await openSignedIn(page, sam, `/app/groups/${id}`);
  const preview = page.getByRole('article', { name: 'Dawn Walkers' });
  await preview.getByRole('button', { name: 'Request to Join' }).click();
  await expect(preview.getByText('Nothing about your habits is shared.', { exact: false })).toHaveCount(0);
  await preview.getByRole('button', { name: 'Cancel Request' }).click();
  // No toast: the preview offers to ask again.
  await expect(preview.getByRole('button', { name: 'Request to Join' })).toBeVisible();
  await expect(preview.getByText('Nothing about your habits is shared.', { exact: false })).toBeVisible();
  await preview.getByRole('button', { name: 'Request to Join' }).click();
  await expect(preview.getByText('Request sent')).toBeVisible();

  const ownerDevice = await newDevice(browser);
  try {
    await openSignedIn(ownerDevice.page, owner, `/app/groups/${id}/settings`);
    await ownerDevice.page.getByRole('button', { name: 'Decline Sam Seeker' }).click();
    await expect(ownerDevice.page.getByText('No requests to join')).toBeVisible();
  } finally {
    await ownerDevice.context.close();
  }
  await expect(
    preview.getByText(/^Your request to join was declined\. You can ask again from /),
  ).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Request to Join' })).toHaveCount(0);
});

test('an open group lets a newcomer see its habits and join at once; members may add habits', async ({
  page,
  request,
}) => {
  const owner = await createAccount(request, 'Olive Owner');
  const rae = await createAccount(request, 'Rae Newcomer');
  const id = await publicGroup(request, owner, { privacyLevel: 'open', requireApproval: false });
  const habit = await request.post(`/api/workspaces/${id}/habits`, {
    headers: auth(owner),
    data: { name: 'Morning walk', icon: '🚶' },
  });
  expect(habit.status()).toBe(201);

  await openSignedIn(page, rae, `/app/groups/${id}`);
  const preview = page.getByRole('article', { name: 'Dawn Walkers' });
  await expect(preview.getByRole('heading', { name: 'Habits in this group' })).toBeVisible();
  await expect(preview.getByText('Morning walk')).toBeVisible();
  await expect(preview.getByText('Anyone with the link can join this group.')).toBeVisible();
  // Joining at once asks what to share first; nothing is the default (issue 27).
  const choice = preview.getByRole('group', { name: 'What Dawn Walkers sees of you' });
  await expect(choice.getByRole('radio', { name: /Nothing for now/ })).toBeChecked();
  await preview.getByRole('button', { name: 'Join Group' }).click();

  await expect(page.getByText('Welcome to Dawn Walkers!')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Team Members' }).getByText('Rae Newcomer (You)'),
  ).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar.getByRole('link', { name: /Dawn Walkers/ })).toBeVisible();

  // 'Members can create habits' is on by default: Rae adds one, and may edit it.
  const habits = page.getByRole('region', { name: 'Group Habits', exact: true });
  await habits.getByRole('button', { name: 'Add Habit' }).click();
  const form = page.getByRole('dialog', { name: 'Create Habit' });
  await form.getByLabel('Name').fill('Evening stretch');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form).toBeHidden();
  await expect(habits.getByText('2 habits available')).toBeVisible();
  await expect(habits.getByRole('button', { name: 'Edit Evening stretch' })).toBeVisible();
  await expect(habits.getByRole('button', { name: 'Edit Morning walk' })).toHaveCount(0);
});

test('a private group stays invisible to someone outside it', async ({ page, request }) => {
  const owner = await createAccount(request, 'Olive Owner');
  const outsider = await createAccount(request, 'Otto Outsider');
  const id = await createGroup(request, owner, { name: 'Secret Circle', isPublic: false });
  await openSignedIn(page, outsider, `/app/groups/${id}`);
  await expect(page.getByRole('heading', { name: 'Group Not Found' })).toBeVisible();
  await expect(page.getByText('Secret Circle')).toHaveCount(0);
});
