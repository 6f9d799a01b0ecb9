import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { type Account, createAccount, expect, openSignedIn, test } from './fixtures';
import { addMember, createGroup, widget } from './group-people';

/**
 * A group on a train (issue 31): the group is a scope of the member's device, so it opens with no
 * signal, its writes are queued there, and they land when the signal returns. At a phone's size.
 */

const PHONE = { width: 390, height: 844 };

async function phone(browser: Browser, account: Account, path: string) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await openSignedIn(page, account, path);
  return { context, page };
}

/** The page is served by the service worker from now on: it can be opened again offline. */
async function servedOffline(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
}

const api = (request: APIRequestContext, who: Account) => ({
  post: (url: string, data?: object) =>
    request.post(url, { headers: { authorization: `Bearer ${who.token}` }, ...(data ? { data } : {}) }),
  put: (url: string, data: object) =>
    request.put(url, { headers: { authorization: `Bearer ${who.token}` }, data }),
  get: (url: string) => request.get(url, { headers: { authorization: `Bearer ${who.token}` } }),
  delete: (url: string) => request.delete(url, { headers: { authorization: `Bearer ${who.token}` } }),
});

/** How many rows of the group's scope the page's device holds. */
function heldRows(page: Page, groupId: string): Promise<number> {
  return page.evaluate(
    (scope) =>
      new Promise<number>((resolve, reject) => {
        const opened = indexedDB.open('habitat');
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const db = opened.result;
          const count = db
            .transaction('groupRecords')
            .objectStore('groupRecords')
            .index('scope')
            .count(scope);
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
    `g:${groupId}`,
  );
}

test('a member offline opens the group, encourages and adopts; back online, the other member hears of it at once', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await createAccount(request, 'Olive Owner');
  const mia = await createAccount(request, 'Mia Member');
  const id = await createGroup(request, owner, { name: 'Page Turners', type: 'study' });
  expect(
    (await api(request, owner).post(`/api/workspaces/${id}/habits`, { name: 'Read 10 pages' })).status(),
  ).toBe(201);
  await addMember(request, owner, id, mia);

  const miaPhone = await phone(browser, mia, `/app/groups/${id}`);
  const olive = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const olivePage = await olive.newPage();
  try {
    const { page } = miaPhone;
    await expect(widget(page, 'Team Members').getByText('Mia Member (You)')).toBeVisible();
    await servedOffline(page);
    await openSignedIn(olivePage, owner, '/app/dashboard');
    const bell = olivePage.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toBeVisible();

    // On the train: the group opens from the phone, whole, and says how old its copy is.
    await miaPhone.context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Page Turners', level: 1 })).toBeVisible();
    await expect(page.getByText(/offline — showing saved data as of/)).toBeVisible();
    await expect(widget(page, 'Team Members').getByText('Olive Owner')).toBeVisible();

    // An encouragement, written with no signal: it is in the feed at once.
    const feed = widget(page, 'Encouragement Feed');
    await feed.getByRole('button', { name: 'Send' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Encouragement' });
    await dialog.getByLabel('To').selectOption({ label: 'Olive Owner' });
    await dialog.getByLabel('Message').fill('Thanks for starting this group!');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog).toBeHidden();
    await expect(feed.getByText('Thanks for starting this group!')).toBeVisible();

    // And the group's habit, adopted with no signal.
    const habits = widget(page, 'Group Habits');
    await habits.getByRole('button', { name: /Read 10 pages/ }).click();
    const adopt = page.getByRole('dialog', { name: 'Adopt Habit' });
    await adopt.getByRole('button', { name: 'Adopt Habit' }).click();
    await expect(adopt).toBeHidden();
    await expect(habits.getByText('Adopted')).toBeVisible();

    // Out of the tunnel: the phone sends its queue, and Olive's bell has the news right away.
    const before = await bell.getAttribute('aria-label');
    // Sent by the page or by its service worker (Background Sync), whichever comes first.
    const pushed = miaPhone.context.waitForEvent('response', (response) =>
      response.url().endsWith('/api/sync/push'),
    );
    await miaPhone.context.setOffline(false);
    expect((await pushed).status()).toBe(200);
    await expect(bell).not.toHaveAccessibleName(before ?? '', { timeout: 2000 });
    await bell.click();
    await expect(
      olivePage.getByRole('button', { name: /Mia Member encouraged you: “Thanks for starting this group!”/ }),
    ).toBeVisible();
    const adopters = await (await api(request, owner).get(`/api/workspaces/${id}/habits`)).json();
    expect(adopters.habits[0].adoptedBy).toContain(mia.user._id);
  } finally {
    await miaPhone.context.close();
    await olive.close();
  }
});

test('an admin offline answers a join request, which lands when back online', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await createAccount(request, 'Olive Owner');
  const rae = await createAccount(request, 'Rae Newcomer');
  const id = await createGroup(request, owner, { name: 'Dawn Walkers', type: 'fitness', isPublic: true });
  await api(request, owner).put(`/api/workspaces/${id}`, {
    settings: { privacyLevel: 'members-only', requireApproval: true },
  });
  expect((await api(request, rae).post(`/api/workspaces/${id}/join`)).status()).toBe(201);

  const ownerPhone = await phone(browser, owner, `/app/groups/${id}/settings`);
  try {
    const { page } = ownerPhone;
    const requests = page.getByText('Requests to join').locator('..');
    await expect(requests.getByText('Rae Newcomer')).toBeVisible();
    await servedOffline(page);

    await ownerPhone.context.setOffline(true);
    await requests.getByRole('button', { name: 'Accept Rae Newcomer' }).click();
    await expect(requests.getByText('No requests to join')).toBeVisible();
    // Nothing reached the server yet.
    const before = await (await api(request, rae).get(`/api/workspaces/${id}`)).status();
    expect(before).toBe(403);

    const pushed = ownerPhone.context.waitForEvent('response', (response) =>
      response.url().endsWith('/api/sync/push'),
    );
    await ownerPhone.context.setOffline(false);
    expect((await pushed).status()).toBe(200);
    await expect.poll(async () => (await api(request, rae).get(`/api/workspaces/${id}`)).status()).toBe(200);
  } finally {
    await ownerPhone.context.close();
  }
});

test("a removed member's device holds none of the group after its next sync", async ({
  browser,
  request,
}) => {
  const owner = await createAccount(request, 'Olive Owner');
  const mia = await createAccount(request, 'Mia Member');
  const id = await createGroup(request, owner, { name: 'Page Turners', type: 'study' });
  await addMember(request, owner, id, mia);

  const miaPhone = await phone(browser, mia, `/app/groups/${id}`);
  try {
    const { page } = miaPhone;
    await expect(widget(page, 'Team Members').getByText('Mia Member (You)')).toBeVisible();
    expect(await heldRows(page, id)).toBeGreaterThan(0);

    expect((await api(request, owner).delete(`/api/workspaces/${id}/members/${mia.user._id}`)).status()).toBe(
      200,
    );
    // The server's poke makes the phone sync; the group leaves it whole.
    await expect(page.getByRole('heading', { name: 'Group Not Found' })).toBeVisible();
    expect(await heldRows(page, id)).toBe(0);
  } finally {
    await miaPhone.context.close();
  }
});

test('an owner offline renames the group, removes a member and adds a habit; all of it lands when back online', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await createAccount(request, 'Olive Owner');
  const mia = await createAccount(request, 'Mia Member');
  const id = await createGroup(request, owner, { name: 'Dawn Walkers', type: 'fitness' });
  await addMember(request, owner, id, mia);

  const ownerPhone = await phone(browser, owner, `/app/groups/${id}/settings`);
  try {
    const { page } = ownerPhone;
    await expect(page.getByRole('button', { name: 'Remove Mia Member' })).toBeVisible();
    await servedOffline(page);
    await ownerPhone.context.setOffline(true);

    // The settings save, with no signal: shown at once.
    await page.getByRole('button', { name: 'Edit name' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Dusk Walkers');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Back to Dusk Walkers' })).toBeVisible();

    await page.getByRole('button', { name: 'Remove Mia Member' }).click();
    await page
      .getByRole('dialog', { name: 'Remove Member' })
      .getByRole('button', { name: 'Remove Member' })
      .click();
    await expect(page.getByRole('button', { name: 'Remove Mia Member' })).toHaveCount(0);

    // And on the group's page, a habit for the group.
    await page.getByRole('button', { name: 'Back to Dusk Walkers' }).click();
    await expect(page.getByRole('heading', { name: 'Dusk Walkers', level: 1 })).toBeVisible();
    const habits = widget(page, 'Group Habits');
    await habits.getByRole('button', { name: 'Add Habit' }).click();
    const form = page.getByRole('dialog', { name: 'Create Habit' });
    await form.getByLabel('Name').fill('Stretch');
    await form.getByRole('checkbox', { name: /Track this habit myself/ }).uncheck();
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(form).toBeHidden();
    await expect(habits.getByRole('button', { name: /^Stretch/ })).toBeVisible();

    // The groups list is the device's too: the new name and counts, with no signal.
    await page.getByTestId('tab-bar').getByRole('link', { name: 'Groups' }).click();
    const card = page.getByTestId('group-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Dusk Walkers');
    await expect(card.getByText('1 member', { exact: true })).toBeVisible();
    await expect(card.getByText('1 habit', { exact: true })).toBeVisible();
    await expect(page.getByText('Could not load your groups.')).toHaveCount(0);
    await expect(page.getByText(/^offline — showing saved data as of /)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('groups-list-offline-390.png') });

    // Nothing reached the server yet; then all of it does, once.
    const group = async () => (await api(request, owner).get(`/api/workspaces/${id}`)).json();
    expect((await group()).workspace.name).toBe('Dawn Walkers');
    await ownerPhone.context.setOffline(false);
    await expect.poll(async () => (await group()).workspace.name).toBe('Dusk Walkers');
    await expect
      .poll(async () =>
        (await group()).workspace.members.map((m: { userId: { name: string } }) => m.userId.name),
      )
      .toEqual(['Olive Owner']);
    const listed = await (await api(request, owner).get(`/api/workspaces/${id}/habits`)).json();
    expect(listed.habits.map((habit: { name: string }) => habit.name)).toEqual(['Stretch']);
    expect((await api(request, mia).get(`/api/workspaces/${id}`)).status()).toBe(404);
  } finally {
    await ownerPhone.context.close();
  }
});

test('a group not on the device yet, whose pull fails, says so and comes with Try Again', async ({
  browser,
  request,
}) => {
  const owner = await createAccount(request, 'Olive Owner');
  const mia = await createAccount(request, 'Mia Member');
  const id = await createGroup(request, owner, { name: 'Page Turners', type: 'study' });
  const miaPhone = await phone(browser, mia, '/app');
  try {
    const { page, context } = miaPhone;
    await expect(page.getByTestId('sync-status')).toHaveText('Synced');
    // The server is in trouble for pulls; Mia is let in meanwhile.
    await context.route('**/api/sync/pull', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"success":false,"error":"Boom"}',
      }),
    );
    await addMember(request, owner, id, mia);
    await page.goto(`/app/groups/${id}`);
    const panel = page.getByRole('alert').filter({ hasText: 'has not reached this device yet' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Page Turners' })).toBeVisible();

    await context.unroute('**/api/sync/pull');
    await panel.getByRole('button', { name: 'Try Again' }).click();
    await expect(widget(page, 'Team Members').getByText('Mia Member (You)')).toBeVisible();
  } finally {
    await miaPhone.context.close();
  }
});
