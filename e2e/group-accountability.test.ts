import { createAccount, expect, openSignedIn, test } from './fixtures';
import { addMember, createGroup, openPerson, widget } from './group-people';
import { Dashboard } from './pages/Dashboard';

/**
 * The accountability half of groups with three people: an owner who adds a habit and watches,
 * a member who adopts it and checks in offline, and a member who keeps an adopted habit private.
 */

test('a member adopts and checks in offline; the owner sees the activity, the notification and the board move', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await createAccount(request, 'Olive Owner');
  const mia = await createAccount(request, 'Mia Member');
  const pat = await createAccount(request, 'Pat Private');
  const id = await createGroup(request, owner, { name: 'Dawn Walkers', type: 'fitness' });
  await addMember(request, owner, id, mia);
  await addMember(request, owner, id, pat);

  const olive = await openPerson(browser, owner, `/app/groups/${id}`);
  const miaDevice = await openPerson(browser, mia, `/app/groups/${id}`);
  const patDevice = await openPerson(browser, pat, `/app/groups/${id}`);
  try {
    // The owner adds the group's habit.
    const habits = widget(olive.page, 'Group Habits');
    await habits.getByRole('button', { name: 'Add Habit' }).click();
    const form = olive.page.getByRole('dialog', { name: 'Create Habit' });
    await form.getByLabel('Name').fill('Morning walk');
    // Olive only watches: she says so, or the habit would be hers too (issue 27).
    await form.getByRole('checkbox', { name: /Track this habit myself/ }).uncheck();
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(form).toBeHidden();
    await expect(habits.getByText('1 habit available')).toBeVisible();
    // A group page opens on its board and member progress (issue 16): nothing to add.
    await expect(widget(olive.page, 'Leaderboard')).toBeVisible();
    await expect(widget(olive.page, 'Member Progress')).toBeVisible();

    // Pat adopts it privately: nothing of it reaches the others.
    const patHabits = widget(patDevice.page, 'Group Habits');
    await patHabits.getByRole('button', { name: /Morning walk/ }).click();
    const patAdopt = patDevice.page.getByRole('dialog', { name: 'Adopt Habit' });
    await patAdopt.getByRole('radio', { name: /Private/ }).check();
    await patAdopt.getByRole('button', { name: 'Adopt Habit' }).click();
    await expect(patAdopt).toBeHidden();
    await expect(patHabits.getByText('Adopted')).toBeVisible();
    // Pat still sees their own row, unranked and marked as hidden from the group.
    const patBoard = widget(patDevice.page, 'Leaderboard');
    const patRow = patBoard.getByRole('listitem').filter({ hasText: 'Pat Private' });
    await expect(patRow.getByText('Hidden from the group: only you see this row.')).toBeVisible();
    await expect(patRow.getByRole('link', { name: 'Privacy settings' })).toHaveAttribute(
      'href',
      '/app/settings',
    );

    // Mia adopts it, then checks in on the train with no signal.
    const miaHabits = widget(miaDevice.page, 'Group Habits');
    await miaHabits.getByRole('button', { name: /Morning walk/ }).click();
    const adopt = miaDevice.page.getByRole('dialog', { name: 'Adopt Habit' });
    // The group's default visibility is preselected (progress only); Mia shares in full.
    await expect(adopt.getByRole('radio', { name: /Progress only/ })).toBeChecked();
    await adopt.getByRole('radio', { name: /Full/ }).check();
    await adopt.getByRole('button', { name: 'Adopt Habit' }).click();
    await expect(adopt).toBeHidden();
    await expect(miaHabits.getByText('Adopted')).toBeVisible();
    const board = widget(olive.page, 'Leaderboard');
    await expect(board.getByText('Mia Member', { exact: true })).toBeVisible();
    await expect(board.getByText('0%', { exact: true })).toBeVisible();
    // Every rate says what it is of: adopted today, one due day so far.
    await expect(board.getByText('0 of 1 due check-in today', { exact: true })).toBeVisible();

    const dashboard = new Dashboard(miaDevice.page);
    await miaDevice.page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(dashboard.syncStatus).toHaveText('Synced');
    await dashboard.waitForOfflineReady();
    await miaDevice.context.setOffline(true);
    await dashboard.checkButton('Morning walk').click();
    await dashboard.expectChecked('Morning walk', true);
    await expect(dashboard.syncStatus).toHaveText('Offline · 1 waiting');
    await miaDevice.context.setOffline(false);
    await expect(dashboard.syncStatus).toHaveText('Synced');

    // The owner's page hears of it without a reload: the sentence, the bell and the board.
    const activity = widget(olive.page, 'Recent Activity');
    await expect(activity.getByText('Mia Member completed Morning walk')).toBeVisible();
    await expect(activity.getByText('Just now').first()).toBeVisible();
    await expect(board.getByText('100%', { exact: true })).toBeVisible();
    await expect(board.getByText('1 of 1 due check-in today', { exact: true })).toBeVisible();
    const bell = olive.page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible();
    const unread = async () => Number((await bell.textContent())?.match(/\d+/)?.[0] ?? 0);
    const before = await unread();
    expect(before).toBeGreaterThan(0);
    await bell.click();
    const notice = olive.page.getByRole('button', {
      name: /Mia Member completed Morning walk in Dawn Walkers/,
    });
    await expect(notice).toBeVisible();

    // Pat's private habit shows nowhere on the owner's page.
    await expect(board.getByText('Pat Private')).toHaveCount(0);
    await expect(widget(olive.page, 'Member Progress').getByText('Pat Private')).toHaveCount(0);
    await expect(activity.getByText(/Pat Private (adopted|completed)/)).toHaveCount(0);

    // Opening the notification reads it and goes to what it is about: Mia's dashboard in the group.
    await notice.click();
    await expect(olive.page).toHaveURL(new RegExp(`/app/groups/${id}/members/${mia.user._id}/dashboard$`));
    await expect(notice).toBeHidden();
    await expect.poll(unread).toBe(before - 1);

    // Mia's mirror says what she shares, and what each rate is of.
    await olive.page.goto(`/app/groups/${id}/members/${mia.user._id}/dashboard`);
    await expect(olive.page.getByRole('heading', { name: "Mia Member's Dashboard" })).toBeVisible();
    await expect(olive.page.getByText('Read-only • what Mia Member shares with the group')).toBeVisible();
    await expect(olive.page.getByTestId('mirror-sharing')).toHaveText(
      'Mia Member shares 1 habit with this group: everything about 1 habit.',
    );
    await expect(olive.page.getByText('1 of 1 due day today')).toBeVisible();

    // Pat's own mirror: the group sees nothing of Pat, and each private habit links to its privacy.
    await patDevice.page.goto(`/app/groups/${id}/members/${pat.user._id}/dashboard`);
    await expect(patDevice.page.getByRole('heading', { name: 'Nothing Shared Yet' })).toBeVisible();
    await expect(
      patDevice.page.getByText('All your habits are private, so the group sees none of them.'),
    ).toBeVisible();
    await expect(
      patDevice.page.getByRole('link', { name: 'Morning walk: privacy settings' }),
    ).toHaveAttribute('href', /\/app\/settings\/habit-privacy\//);
  } finally {
    await olive.context.close();
    await miaDevice.context.close();
    await patDevice.context.close();
  }
});

test('an encouragement goes to a member and their response comes back', async ({ browser, request }) => {
  const owner = await createAccount(request, 'Olive Owner');
  const mia = await createAccount(request, 'Mia Member');
  const id = await createGroup(request, owner, { name: 'Page Turners', type: 'study' });
  await addMember(request, owner, id, mia);

  const olive = await openPerson(browser, owner, `/app/groups/${id}`);
  const miaDevice = await openPerson(browser, mia, `/app/groups/${id}`);
  try {
    const feed = widget(olive.page, 'Encouragement Feed');
    await expect(feed.getByText('No encouragements yet')).toBeVisible();
    await feed.getByRole('button', { name: 'Send' }).click();
    const dialog = olive.page.getByRole('dialog', { name: 'Send Encouragement' });
    await dialog.getByLabel('To').selectOption({ label: 'Mia Member' });
    const message = dialog.getByLabel('Message');
    await message.fill('Great week, keep it up!');
    await expect(dialog.getByText('23/500 characters')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog).toBeHidden();
    // No toast: the feed shows it.
    await expect(feed.getByText('Great week, keep it up!')).toBeVisible();

    const miaFeed = widget(miaDevice.page, 'Encouragement Feed');
    await expect(miaFeed.getByText('Great week, keep it up!')).toBeVisible();
    await miaFeed.getByRole('button', { name: 'Respond' }).click();
    await miaFeed.getByLabel(/Reply to/).fill('Thank you!');
    await miaFeed.getByRole('button', { name: 'Send' }).last().click();
    await expect(miaFeed.getByText('You replied: Thank you!')).toBeVisible();

    // The sender sees the answer arrive.
    await expect(feed.getByText('Mia Member replied: Thank you!')).toBeVisible();
  } finally {
    await olive.context.close();
    await miaDevice.context.close();
  }
});

test("an encouragement sent while the member's pull is on its way shows when the poke comes", async ({
  browser,
  request,
}) => {
  const owner = await createAccount(request, 'Olive Owner');
  const mia = await createAccount(request, 'Mia Member');
  const id = await createGroup(request, owner, { name: 'Page Turners', type: 'study' });
  await addMember(request, owner, id, mia);

  const context = await browser.newContext();
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  let deliver: () => void = () => {};
  try {
    await openSignedIn(page, mia, `/app/groups/${id}`);
    await expect(widget(page, 'Encouragement Feed').getByText('No encouragements yet')).toBeVisible();

    // Mia's next pull is read by the server at once (nothing sent yet), but its answer is held on
    // the way, as on a slow connection: the encouragement's poke must make her device pull again.
    let read: () => void = () => {};
    const readBeforeSending = new Promise<void>((resolve) => (read = resolve));
    const delivered = new Promise<void>((resolve) => (deliver = resolve));
    let held = false;
    await page.route('**/api/sync/pull', async (route) => {
      if (held) return route.continue();
      held = true;
      const response = await route.fetch();
      read();
      await delivered;
      await route.fulfill({ response });
    });
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await readBeforeSending;

    const sent = await request.post('/api/encouragements', {
      headers: { authorization: `Bearer ${owner.token}` },
      data: { toUserId: mia.user._id, workspaceId: id, message: 'Great week, keep it up!' },
    });
    expect(sent.status()).toBe(201);
    deliver();

    await expect(widget(page, 'Encouragement Feed').getByText('Great week, keep it up!')).toBeVisible();
    expect(pageErrors).toEqual([]);
  } finally {
    deliver();
    await context.close();
  }
});
