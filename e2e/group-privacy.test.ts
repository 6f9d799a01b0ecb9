import { createAccount, createHabitThroughApi, expect, openSignedIn, test } from './fixtures';
import { addMember, createGroup, openPerson, widget } from './group-people';
import { invitationLink } from './outbox';

/**
 * Private by default (issue 27): a new member shares nothing until asked. Accepting asks what to
 * share, "Nothing for now" is the default, and the group sees nothing of the newcomer's personal
 * habits until they choose one, which then appears, alone.
 */

const LONG_NAME = 'Maximiliana Alexandra Konstantinopoulou-Fairweather';

test('a new member shares nothing until they choose, then exactly the habit they chose', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await createAccount(request, 'Olive Owner');
  const newcomer = await createAccount(request, LONG_NAME);
  await createHabitThroughApi(request, newcomer, 'Read 20 pages');
  await createHabitThroughApi(request, newcomer, 'Private diary entry');
  const id = await createGroup(request, owner, { name: 'Dawn Walkers', type: 'fitness', isPublic: false });
  const invited = await request.post(`/api/workspaces/${id}/members/invite`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { email: newcomer.email },
  });
  expect(invited.status()).toBe(201);
  const link = await invitationLink(newcomer.email);

  // The newcomer accepts on their own device: the page asks what to share, nothing by default.
  await openSignedIn(page, newcomer, new URL(link).pathname);
  const choice = page.getByRole('group', { name: 'What Dawn Walkers sees of you' });
  await expect(choice).toBeVisible();
  await expect(choice.getByRole('radio', { name: /Nothing for now/ })).toBeChecked();
  await page.getByRole('button', { name: 'Accept & Join' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/groups/${id}$`));
  await expect(page.getByText('Welcome to Dawn Walkers!')).toBeVisible();

  // Another member, in another browser, sees nothing of the newcomer's habits.
  const olive = await openPerson(browser, owner, `/app/groups/${id}/members/${newcomer.user._id}/dashboard`);
  try {
    await expect(
      olive.page.getByText(`${LONG_NAME} hasn't shared their dashboard with this group`),
    ).toBeVisible();
    await expect(olive.page.getByText('Read 20 pages')).toHaveCount(0);
    await expect(olive.page.getByText('Private diary entry')).toHaveCount(0);

    // The newcomer chooses to share one habit, from the group page.
    await page.getByRole('button', { name: 'What you share' }).click();
    const card = page.getByRole('region', { name: 'What Dawn Walkers sees of you' });
    await card.getByRole('radio', { name: /My progress/ }).check();
    await card.getByRole('checkbox', { name: 'Read 20 pages' }).check();
    await expect(card.getByLabel('Share level for Read 20 pages')).toHaveValue('progress-only');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card).toBeHidden();

    // It appears to the other member, alone, and the mirror says how many habits are shared.
    await olive.page.reload();
    await expect(olive.page.getByText(`${LONG_NAME} shares 1 habit with this group`)).toBeVisible();
    await expect(olive.page.getByText('Read 20 pages').first()).toBeVisible();
    await expect(olive.page.getByText('Private diary entry')).toHaveCount(0);
  } finally {
    await olive.context.close();
  }
});

test('a group’s creator is asked what she shares, as members are, and the group sees nothing of her until she answers', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await createAccount(request, 'Olive Owner');
  const member = await createAccount(request, 'Mia Member');
  await createHabitThroughApi(request, owner, 'Stretch');
  await openSignedIn(page, owner, '/app/groups');
  await page.getByRole('button', { name: 'Create Group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Group' });
  await dialog.getByLabel('Group Name').fill('Dawn Runners');
  await dialog.getByRole('button', { name: 'Create Group' }).click();
  await expect(page).toHaveURL(/\/app\/groups\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';

  // Her first visit asks, with the choice members get; nothing is shared by default.
  const card = page.getByRole('region', { name: 'You share nothing with Dawn Runners yet' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('radio', { name: /Nothing for now/ })).toBeChecked();
  // The habit she adds is hers; the group does not see her on its board until she chooses.
  const habits = widget(page, 'Group Habits');
  await habits.getByRole('button', { name: 'Add Habit' }).click();
  const form = page.getByRole('dialog', { name: 'Create Habit' });
  await form.getByLabel('Name').fill('Morning walk');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form).toBeHidden();
  const ownRow = widget(page, 'Leaderboard').getByRole('listitem').filter({ hasText: 'Olive Owner' });
  await expect(ownRow.getByText('Hidden from the group: only you see this row.')).toBeVisible();

  await addMember(request, owner, id, member);
  const mia = await openPerson(browser, member, `/app/groups/${id}/members/${owner.user._id}/dashboard`);
  try {
    await expect(
      mia.page.getByText("Olive Owner hasn't shared their dashboard with this group"),
    ).toBeVisible();

    // She answers: her progress in the group, no personal habit.
    await card.getByRole('radio', { name: /My progress/ }).check();
    await expect(card.getByRole('checkbox', { name: 'Stretch' })).not.toBeChecked();
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card).toBeHidden();
    await expect(ownRow.getByText('Hidden from the group: only you see this row.')).toHaveCount(0);

    // The other member now finds her on the group's board, and her mirror without Stretch.
    await mia.page.goto(`/app/groups/${id}`);
    const board = widget(mia.page, 'Leaderboard');
    await expect(board.getByText('Olive Owner', { exact: true })).toBeVisible();
    await mia.page.goto(`/app/groups/${id}/members/${owner.user._id}/dashboard`);
    await expect(mia.page.getByText('Morning walk').first()).toBeVisible();
    await expect(mia.page.getByText('Stretch')).toHaveCount(0);
  } finally {
    await mia.context.close();
  }
});

test('an existing choice is told once on the group page and kept', async ({ page, request }) => {
  const owner = await createAccount(request, 'Olive Owner');
  const member = await createAccount(request, 'Sam Sharer');
  await createHabitThroughApi(request, member, 'Stretch');
  const id = await createGroup(request, owner, { name: 'Old Friends', isPublic: false });
  // Joined without being asked (as a member from before issue 27 would have): nothing is shared.
  const headers = { authorization: `Bearer ${owner.token}` };
  await request.post(`/api/workspaces/${id}/members/invite`, { headers, data: { email: member.email } });
  const token = (await invitationLink(member.email)).split('/invite/')[1];
  const accepted = await request.post(`/api/workspaces/invitations/${token}/accept`, {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(accepted.status()).toBe(200);

  await openSignedIn(page, member, `/app/groups/${id}`);
  const card = page.getByRole('region', { name: 'You share nothing with Old Friends yet' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('radio', { name: /Nothing for now/ })).toBeChecked();
  await card.getByRole('button', { name: 'Keep it private' }).click();
  await expect(card).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Old Friends', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: /You share nothing with Old Friends/ })).toHaveCount(0);
  const stored = await request.get(`/api/workspaces/${id}/dashboard-permissions`, {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect((await stored.json()).permissions).toEqual({
    isPublicToWorkspace: false,
    personalHabits: 'chosen',
    sharedHabitIds: [],
    sharedHabitLevels: [],
    chosen: true,
  });
});

test('a private habit shared with a new group stays hidden from the person’s other groups', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const mia = await createAccount(request, 'Mia Member');
  const auth = (who: { token: string }) => ({ authorization: `Bearer ${who.token}` });
  const therapy = await createHabitThroughApi(request, mia, 'Therapy');
  const privated = await request.put(`/api/habits/${therapy}`, {
    headers: auth(mia),
    data: { workspaceSettings: { shareProgress: 'private' } },
  });
  expect(privated.status()).toBe(200);
  // Group B sees every habit of hers that is not private (a membership from before issue 27).
  const bea = await createAccount(request, 'Bea Owner');
  const b = await createGroup(request, bea, { name: 'Book Club', isPublic: false });
  await request.post(`/api/workspaces/${b}/members/invite`, {
    headers: auth(bea),
    data: { email: mia.email },
  });
  const bToken = (await invitationLink(mia.email)).split('/invite/')[1];
  const inB = await request.post(`/api/workspaces/invitations/${bToken}/accept`, {
    headers: auth(mia),
    data: { sharing: { isPublicToWorkspace: true, personalHabits: 'all' } },
  });
  expect(inB.status()).toBe(200);
  const mirrorOf = async (viewer: { token: string }, group: string) => {
    const response = await request.get(`/api/workspaces/${group}/members/${mia.user._id}/dashboard`, {
      headers: auth(viewer),
    });
    expect(response.status()).toBe(200);
    return ((await response.json()).habits as { name: string }[]).map((habit) => habit.name);
  };
  expect(await mirrorOf(bea, b)).toEqual([]);

  // She accepts group A's invitation in the app and picks Therapy for A.
  const al = await createAccount(request, 'Al Owner');
  const a = await createGroup(request, al, { name: 'Calm Minds', isPublic: false });
  await request.post(`/api/workspaces/${a}/members/invite`, {
    headers: auth(al),
    data: { email: mia.email },
  });
  // Her newest mail is A's invitation once it arrives (B's came first).
  await expect.poll(async () => invitationLink(mia.email)).not.toContain(bToken);
  // Her habits reach this device first (the page lists only habits on the device).
  await openSignedIn(page, mia, '/app');
  await expect(page.getByText('Therapy').first()).toBeVisible();
  await page.goto(new URL(await invitationLink(mia.email)).pathname);
  const choice = page.getByRole('group', { name: 'What Calm Minds sees of you' });
  await choice.getByRole('radio', { name: /My progress/ }).check();
  await choice.getByRole('checkbox', { name: 'Therapy' }).check();
  await expect(choice.getByLabel('Share level for Therapy')).toHaveValue('progress-only');
  await page.getByRole('button', { name: 'Accept & Join' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/groups/${a}$`));

  // Group A sees it; group B still does not, and the habit itself is still private.
  expect(await mirrorOf(al, a)).toEqual(['Therapy']);
  expect(await mirrorOf(bea, b)).toEqual([]);
  const own = await request.get(`/api/habits/${therapy}`, { headers: auth(mia) });
  expect((await own.json()).data.habit.workspaceSettings.shareProgress).toBe('private');
});
