import { createAccount, createHabitThroughApi, expect, openSignedIn, test } from './fixtures';
import { addMember, createGroup } from './group-people';
import { invitationLink } from './outbox';

/** Screenshots for issue 27 groups (not committed): long names at phone and desk sizes. */
const OUT = '/work/helper-notes/shots/groups';
const LONG = 'Maximiliana Alexandra Konstantinopoulou-Fairweather';
const SIZES = [
  { name: '390', width: 390, height: 844 },
  { name: '1280', width: 1280, height: 800 },
];

test('groups screens with long names', async ({ page, request }) => {
  test.setTimeout(300_000);
  const owner = await createAccount(request, `${LONG} the Owner`);
  const member = await createAccount(request, LONG);
  const newcomer = await createAccount(request, `${LONG} Junior`);
  await createHabitThroughApi(request, newcomer, 'Read twenty pages of a very long novel every night');
  await createHabitThroughApi(request, newcomer, 'Journal');
  await createHabitThroughApi(request, member, 'Stretch for ten minutes after waking up');
  const id = await createGroup(request, owner, {
    name: 'The Extraordinarily Long Named Morning Running Collective',
    type: 'fitness',
    isPublic: true,
  });
  await addMember(request, owner, id, member);
  const solo = await createGroup(request, owner, { name: 'Brand new group of one', isPublic: true }, null);
  const headers = { authorization: `Bearer ${owner.token}` };
  await request.post(`/api/workspaces/${id}/habits`, { headers, data: { name: 'Run five kilometres', icon: '🏃' } });
  await request.post(`/api/workspaces/${id}/members/invite`, { headers, data: { email: newcomer.email } });
  const link = await invitationLink(newcomer.email);

  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await openSignedIn(page, owner, `/app/groups/${solo}`);
    await expect(page.getByRole('region', { name: 'Invite people' })).toBeVisible();
    await page.screenshot({ path: `${OUT}/new-group-${size.name}.png` });

    await page.goto(`/app/groups/${id}`);
    await expect(page.getByRole('heading', { name: /Extraordinarily/ })).toBeVisible();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${OUT}/group-${size.name}.png` });
    await page.getByRole('button', { name: 'What you share' }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${OUT}/group-sharing-${size.name}.png` });

    await page.goto(`/app/groups/${id}/settings`);
    await expect(page.getByRole('heading', { name: 'Group settings', level: 1 })).toBeVisible();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${OUT}/settings-${size.name}.png`, fullPage: true });

    await page.goto(`/app/groups/${id}/members/${member.user._id}/dashboard`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${OUT}/mirror-${size.name}.png` });

    await page.goto('/app/settings');
    await page.waitForTimeout(1500);
    await page.locator('[data-widget="privacy-security"]').scrollIntoViewIfNeeded();
    await page.locator('[data-widget="privacy-security"]').screenshot({ path: `${OUT}/privacy-widget-${size.name}.png` });
  }
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await openSignedIn(page, newcomer, new URL(link).pathname);
    await expect(page.getByRole('heading', { name: "You're Invited!" })).toBeVisible();
    await page.getByRole('radio', { name: /My progress/ }).check();
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `${OUT}/invitation-${size.name}.png`, fullPage: true });
  }
});
