import type { Page } from '@playwright/test';
import { createAccount, createHabitThroughApi, expect, openSignedIn, test, uniqueEmail } from './fixtures';
import { invitationLink, passwordResetLink } from './outbox';

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
];

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
}

for (const size of sizes) {
  test(`screens ${size.name}`, async ({ browser, request }) => {
    const context = await browser.newContext({ viewport: size, timezoneId: 'Europe/Paris' });
    const page = await context.newPage();
    const owner = await createAccount(request, 'Olive Owner');
    await createHabitThroughApi(request, owner, 'Read');
    const created = await request.post('/api/workspaces', {
      headers: { authorization: `Bearer ${owner.token}` },
      data: { name: 'Dawn Runners' },
    });
    const id = (await created.json()).workspace._id;
    const email = uniqueEmail('ivy');
    await request.post(`/api/workspaces/${id}/members/invite`, {
      headers: { authorization: `Bearer ${owner.token}` },
      data: { email },
    });
    const link = await invitationLink(email);
    await page.goto(link.replace('/invite/', '/signup?invite='));
    await expect(page.getByText('invited you to')).toBeVisible();
    await shot(page, `${size.name}-signup-invite`);
    await page.goto('/forgot-password');
    await page.getByLabel('Email Address').fill(owner.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await shot(page, `${size.name}-forgot`);
    await page.goto(await passwordResetLink(owner.email));
    await expect(page.getByText('For ')).toBeVisible();
    await shot(page, `${size.name}-reset`);

    await openSignedIn(page, owner, '/app/settings');
    await expect(page.getByRole('region', { name: 'Time zone' })).toBeVisible();
    await shot(page, `${size.name}-settings-banner`);
    await page.getByLabel('Timezone').click();
    await page.getByLabel('Search by city, region or UTC offset').fill('new');
    await shot(page, `${size.name}-zone-dialog`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Edit Profile', exact: true }).click();
    await shot(page, `${size.name}-edit-profile`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await shot(page, `${size.name}-change-password`);
    await page.keyboard.press('Escape');

    await page.goto(`/app/groups/${id}`);
    await page.getByRole('region', { name: 'Team Members' }).getByRole('button', { name: 'Invite' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite Member' });
    await invite.getByLabel('Email').fill(uniqueEmail('bob'));
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(invite.getByLabel('Invitation link')).toBeVisible();
    await shot(page, `${size.name}-invite-sent`);
    await page.goto(`/app/groups/${id}/settings`);
    await expect(page.getByText('Pending invitations')).toBeVisible();
    await page.getByText('Pending invitations').scrollIntoViewIfNeeded();
    await shot(page, `${size.name}-pending`);
    await context.close();
  });
}
