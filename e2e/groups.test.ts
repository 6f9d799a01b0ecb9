import type { APIRequestContext, Page } from '@playwright/test';
import { type Account, createAccount, expect, openSignedIn, test } from './fixtures';
import { createGroup } from './group-people';
import { invitationLink } from './outbox';

/** Groups end to end: the owner's screens, the emailed invitation, roles, removal, deletion. */

function createGroupThroughApi(request: APIRequestContext, owner: Account, name: string) {
  return createGroup(request, owner, { name, type: 'fitness', isPublic: false });
}

async function addMember(request: APIRequestContext, owner: Account, id: string, member: Account) {
  const headers = { authorization: `Bearer ${owner.token}` };
  await request.post(`/api/workspaces/${id}/members/invite`, { headers, data: { email: member.email } });
  const link = await invitationLink(member.email);
  const token = link.split('/invite/')[1];
  const accepted = await request.post(`/api/workspaces/invitations/${token}/accept`, {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(accepted.status()).toBe(200);
}

function teamMembers(page: Page) {
  return page.getByRole('region', { name: 'Team Members' });
}

test('an owner creates a group and an invitee joins through the emailed link', async ({
  page,
  browser,
  request,
}) => {
  const owner = await createAccount(request, 'Olive Owner');
  const invitee = await createAccount(request, 'Ivy Invitee');
  await openSignedIn(page, owner, '/app/groups');
  await expect(page.getByRole('heading', { name: 'Groups', level: 1 })).toBeVisible();
  await expect(page.getByText('No groups yet').first()).toBeVisible();

  await page.getByRole('button', { name: 'Create Group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Group' });
  await dialog.getByLabel('Group Name').fill('Dawn Runners');
  await dialog.getByLabel('Description').fill('Early miles together');
  await dialog.getByRole('tab', { name: 'Settings' }).click();
  await expect(dialog.getByText('Anyone with the link can request to join your group.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Group' }).click();

  await expect(page).toHaveURL(/\/app\/groups\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Dawn Runners', level: 1 })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar.getByRole('link', { name: /Dawn Runners/ })).toBeVisible();
  await expect(teamMembers(page).getByText('Olive Owner (You)')).toBeVisible();

  await teamMembers(page).getByRole('button', { name: 'Invite' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite Member' });
  await invite.getByLabel('Email').fill(invitee.email);
  await invite.getByLabel('Personal message (optional)').fill('Come run with us');
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  // This server has no mail server: the dialog says the email was not sent and gives the link.
  await expect(invite.getByRole('status').first()).toContainText(
    `Invitation created for ${invitee.email}, but no email was sent`,
  );
  const link = await invitationLink(invitee.email);
  await expect(invite.getByLabel('Invitation link')).toHaveValue(link);
  await invite.getByRole('button', { name: 'Done' }).click();
  await expect(invite).toBeHidden();

  // The invitee opens the link in a browser where nobody is signed in.
  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.goto(link);
  await expect(guest.getByRole('heading', { name: "You're Invited!" })).toBeVisible();
  await expect(guest.getByText('Join Dawn Runners and start tracking habits together')).toBeVisible();
  await expect(guest.getByText('Invited by Olive Owner')).toBeVisible();
  await expect(guest.getByText('Come run with us')).toBeVisible();
  await guest.getByRole('button', { name: 'Login to Join' }).click();
  await expect(guest.getByLabel('Email')).toHaveValue(invitee.email);
  // A wrong password says so in the form, and typing again clears it.
  const login = guest.getByRole('form', { name: 'Log in to join' });
  await guest.getByLabel('Password', { exact: true }).fill('not-the-password');
  await guest.getByRole('button', { name: 'Login & Join Group' }).click();
  await expect(login.getByRole('alert')).toBeVisible();
  await guest.getByLabel('Password', { exact: true }).fill(invitee.password);
  await expect(login.getByRole('alert')).toHaveCount(0);
  await guest.getByRole('button', { name: 'Login & Join Group' }).click();

  await expect(guest).toHaveURL(/\/app\/groups\/[0-9a-f-]{36}$/);
  await expect(guest.getByText('Welcome to Dawn Runners!')).toBeVisible();
  await expect(teamMembers(guest).getByText('Ivy Invitee (You)')).toBeVisible();
  await expect(teamMembers(guest).getByText('Olive Owner')).toBeVisible();
  // A member cannot invite.
  await expect(teamMembers(guest).getByRole('button', { name: 'Invite' })).toHaveCount(0);
  await context.close();

  // The owner's list counts the new member.
  await page.goto('/app/groups');
  const card = page.getByRole('main').getByRole('link', { name: /Dawn Runners/ });
  await expect(card).toContainText('2 members');
  await expect(page.getByRole('main').getByText('Total Members')).toBeVisible();
});

test('a role change gives a member admin controls; removal takes access away at once', async ({
  page,
  browser,
  request,
}) => {
  const owner = await createAccount(request, 'Olive Owner');
  const member = await createAccount(request, 'Max Member');
  const id = await createGroupThroughApi(request, owner, 'Chess Club');
  await addMember(request, owner, id, member);

  const context = await browser.newContext();
  const memberPage = await context.newPage();
  await openSignedIn(memberPage, member, `/app/groups/${id}`);
  await expect(teamMembers(memberPage).getByText('Max Member (You)')).toBeVisible();
  await expect(teamMembers(memberPage).getByRole('button', { name: 'Invite' })).toHaveCount(0);

  await openSignedIn(page, owner, `/app/groups/${id}/settings`);
  await expect(page.getByRole('heading', { name: 'Group settings' })).toBeVisible();
  await page.getByLabel('Role for Max Member').selectOption('admin');
  await expect(page.getByLabel('Role for Max Member')).toHaveValue('admin');
  // Shown at once from the device's copy; the member sees it once the queued change has landed.
  const roleOf = async () => {
    const answer = await request.get(`/api/workspaces/${id}/members`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const { members } = (await answer.json()) as { members: { userId: { _id: string }; role: string }[] };
    return members.find((entry) => entry.userId._id === member.user._id)?.role ?? 'gone';
  };
  await expect.poll(roleOf).toBe('admin');

  await memberPage.reload();
  await expect(teamMembers(memberPage).getByRole('button', { name: 'Invite' })).toBeVisible();

  await page.getByRole('button', { name: 'Remove Max Member' }).click();
  await page
    .getByRole('dialog', { name: 'Remove Member' })
    .getByRole('button', { name: /Remove/ })
    .click();
  await expect(page.getByRole('button', { name: 'Remove Max Member' })).toHaveCount(0);
  await expect.poll(roleOf).toBe('gone');

  await memberPage.reload();
  await expect(memberPage.getByRole('heading', { name: 'Group Not Found' })).toBeVisible();
  await expect(
    memberPage.getByText("The group you're looking for doesn't exist or you don't have access to it."),
  ).toBeVisible();
  await context.close();
});

test('deleting a workspace needs DELETE typed exactly', async ({ page, request }) => {
  const owner = await createAccount(request, 'Olive Owner');
  const id = await createGroupThroughApi(request, owner, 'Old Team');
  await openSignedIn(page, owner, `/app/groups/${id}/settings`);

  const start = async () => {
    await page.getByRole('button', { name: 'Delete group' }).click();
    await page
      .getByRole('dialog', { name: 'Delete group' })
      .getByRole('button', { name: 'Continue' })
      .click();
    await page
      .getByRole('dialog', { name: 'Final Warning' })
      .getByRole('button', { name: 'I understand, continue' })
      .click();
    return page.getByRole('dialog', { name: 'Confirm Deletion' });
  };

  let confirm = await start();
  await confirm.getByLabel('Type DELETE to confirm').fill('delete');
  await confirm.getByRole('button', { name: 'Delete group' }).click();
  await expect(page.getByText('Group deletion cancelled - confirmation text did not match.')).toBeVisible();
  expect(
    (
      await request.get(`/api/workspaces/${id}`, { headers: { authorization: `Bearer ${owner.token}` } })
    ).status(),
  ).toBe(200);

  confirm = await start();
  await confirm.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.getByRole('button', { name: 'Delete group' }).click();
  await expect(page).toHaveURL(/\/app\/groups$/);
  await expect(page.getByText('No groups yet').first()).toBeVisible();
  expect(
    (
      await request.get(`/api/workspaces/${id}`, { headers: { authorization: `Bearer ${owner.token}` } })
    ).status(),
  ).toBe(404);
});

test('the last owner is told who will hold the group, leaves, and it passes to them; its only member cannot leave', async ({
  page,
  request,
}) => {
  const owner = await createAccount(request, 'Olive Owner');
  const member = await createAccount(request, 'Max Member');
  const solo = await createGroupThroughApi(request, owner, 'Solo');
  await openSignedIn(page, owner, `/app/groups/${solo}`);
  // An owner's Leave is not in the group's header (issue 27): it sits in the settings' Danger Zone.
  await expect(page.getByRole('button', { name: 'Leave', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Group settings' }).click();
  await expect(
    page.getByText('As the only member of this group, you cannot leave it. Delete the group instead.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave group' })).toBeDisabled();

  const id = await createGroupThroughApi(request, owner, 'Chess Club');
  await addMember(request, owner, id, member);
  await page.goto(`/app/groups/${id}/settings`);
  await expect(page.getByText("Max Member becomes the group's owner when you leave.")).toBeVisible();
  await page.getByRole('button', { name: 'Leave group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave group' });
  await expect(dialog).toContainText("Max Member becomes the group's owner when you leave.");
  // Off this device at once, not at its next sync (held back here): the lists no longer offer it.
  await page.context().route('**/api/sync/pull', (route) => route.abort('connectionrefused'));
  await dialog.getByRole('button', { name: /Leave/ }).click();
  await expect(page).toHaveURL(/\/app$/);
  await page
    .getByTestId('sidebar')
    .getByRole('link', { name: /^Groups/ })
    .click();
  await expect(page.getByTestId('group-card')).toHaveText([/Solo/]);
  await page.context().unroute('**/api/sync/pull');
  const members = await request.get(`/api/workspaces/${id}/members`, {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect((await members.json()).members).toMatchObject([{ userId: { name: 'Max Member' }, role: 'owner' }]);
});

test('a group seen before opens offline with a note, and network actions say why they are off', async ({
  page,
  context,
  request,
}) => {
  const owner = await createAccount(request, 'Olive Owner');
  const id = await createGroupThroughApi(request, owner, 'Offline Readers');
  await openSignedIn(page, owner, `/app/groups/${id}`);
  await expect(teamMembers(page).getByText('Olive Owner (You)')).toBeVisible();
  // The service worker must control the page to serve it offline.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
  await page.reload();
  await expect(teamMembers(page).getByText('Olive Owner (You)')).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Offline Readers', level: 1 })).toBeVisible();
  await expect(page.getByText('offline — showing saved data')).toBeVisible();
  const inviteButton = teamMembers(page).getByRole('button', { name: 'Invite' });
  await expect(inviteButton).toBeDisabled();
  await expect(inviteButton).toHaveAttribute('title', 'You are offline. This needs a connection.');
  await context.setOffline(false);
});
