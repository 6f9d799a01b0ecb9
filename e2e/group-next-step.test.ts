import { createAccount, expect, openSignedIn, test } from './fixtures';
import { addMember, createGroup, openPerson, widget } from './group-people';

/**
 * Groups, next step first (issue 27): a new group asks for people at the top, its owner is not
 * offered Leave first, the habit the creator adds is hers in the same step, and counts read right.
 */

test('a new group shows Invite at the top, and the creator tracks the habit she adds in one step', async ({
  page,
  request,
}) => {
  const owner = await createAccount(request, 'Olive Owner');
  await openSignedIn(page, owner, '/app/groups');
  await page.getByRole('button', { name: 'Create Group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Group' });
  await dialog.getByLabel('Group Name').fill('Dawn Runners');
  await dialog.getByRole('button', { name: 'Create Group' }).click();
  await expect(page).toHaveURL(/\/app\/groups\/[0-9a-f-]{36}$/);

  // The next step is the first thing on the page: invite people.
  const next = page.getByRole('region', { name: 'Invite people' });
  await expect(next).toBeVisible();
  await expect(next).toContainText('Dawn Runners is just you so far.');
  const board = widget(page, 'Group Habits');
  const nextBox = await next.boundingBox();
  const boardBox = await board.boundingBox();
  expect(nextBox && boardBox && nextBox.y < boardBox.y).toBe(true);
  await expect(
    page.locator('.group-header').getByRole('button', { name: 'Invite', exact: true }),
  ).toBeVisible();
  // Its owner is not offered Leave on the group page.
  await expect(page.getByRole('button', { name: 'Leave', exact: true })).toHaveCount(0);
  await expect(page.getByText('Team group • 1 member')).toBeVisible();

  // The habit she adds is hers too, in the same step.
  await board.getByRole('button', { name: 'Add Habit' }).click();
  const form = page.getByRole('dialog', { name: 'Create Habit' });
  await expect(form.getByRole('checkbox', { name: /Track this habit myself/ })).toBeChecked();
  await form.getByLabel('Name').fill('Morning walk');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form).toBeHidden();
  const row = board.getByRole('listitem').filter({ hasText: 'Morning walk' });
  await expect(row.getByText('Adopted')).toBeVisible();
  await expect(row.getByText('to adopt')).toHaveCount(0);
  await expect(row).toContainText('once');
  await expect(board.getByText('1 habit available')).toBeVisible();

  // She can say otherwise: this one is only offered to the group.
  await board.getByRole('button', { name: 'Add Habit' }).click();
  await form.getByLabel('Name').fill('Cold shower');
  await form.getByRole('checkbox', { name: /Track this habit myself/ }).uncheck();
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form).toBeHidden();
  await expect(board.getByRole('button', { name: /^Cold shower/ })).toContainText('Click to adopt');
  await expect(board.getByText('2 habits available')).toBeVisible();

  // Her dashboard has the habit she tracks, and not the other.
  await page.goto('/app');
  await expect(page.getByText('Morning walk').first()).toBeVisible();
  await expect(page.getByText('Cold shower')).toHaveCount(0);
});

test('a touch screen reads "Tap to adopt"; a group with people counts them right', async ({
  browser,
  request,
}) => {
  const owner = await createAccount(request, 'Olive Owner');
  const member = await createAccount(request, 'Mia Member');
  const id = await createGroup(request, owner, { name: 'Readers', type: 'study', isPublic: false });
  const headers = { authorization: `Bearer ${owner.token}` };
  const habit = await request.post(`/api/workspaces/${id}/habits`, {
    headers,
    data: { name: 'Read', settings: { defaultTarget: { value: 2, unit: 'times' } } },
  });
  expect(habit.status()).toBe(201);
  await addMember(request, owner, id, member);

  const context = await browser.newContext({
    hasTouch: true,
    isMobile: true,
    viewport: { width: 390, height: 844 },
  });
  const phone = await context.newPage();
  try {
    await openSignedIn(phone, member, `/app/groups/${id}`);
    const board = widget(phone, 'Group Habits');
    const row = board.getByRole('button', { name: /^Read/ });
    await expect(row).toContainText('Tap to adopt');
    await expect(row).toContainText('2 times');
    await expect(phone.getByText('Study group • 2 members')).toBeVisible();
    // A member neither sees the owner's next step nor Invite; Leave is theirs in the header.
    await expect(phone.getByRole('region', { name: 'Invite people' })).toHaveCount(0);
    await expect(phone.getByRole('button', { name: 'Leave', exact: true })).toBeVisible();
  } finally {
    await context.close();
  }
  const desk = await openPerson(browser, owner, `/app/groups/${id}`);
  try {
    await expect(widget(desk.page, 'Group Habits').getByRole('button', { name: /^Read/ })).toContainText(
      'Click to adopt',
    );
    // Two people: the group no longer asks for people first, Invite stays in the header.
    await expect(desk.page.getByRole('region', { name: 'Invite people' })).toHaveCount(0);
    await expect(desk.page.getByRole('button', { name: 'Invite', exact: true }).first()).toBeVisible();
  } finally {
    await desk.context.close();
  }
});
