import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { type Account, createAccount, expect, openSignedIn, PASSWORD, test, uniqueEmail } from './fixtures';
import { invitationLink, passwordResetLink } from './outbox';
import { SignupPage } from './pages/SignupPage';

/**
 * A real person's first week (issue 15), one test per journey: signing up in their own time zone,
 * joining a group from an emailed invitation through signup and through login, changing a
 * password, and resetting a forgotten one through the email.
 */

const bearer = (account: { token: string }) => ({ authorization: `Bearer ${account.token}` });

async function storedPreferences(request: APIRequestContext, token: string) {
  const me = await request.get('/api/auth/me', { headers: bearer({ token }) });
  return (await me.json()).data.user.preferences as { timezone: string };
}

async function sessionToken(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem('token') ?? '');
}

async function groupWithInvitation(request: APIRequestContext, owner: Account, email: string) {
  const created = await request.post('/api/workspaces', {
    headers: bearer(owner),
    data: { name: 'Dawn Runners' },
  });
  const id = (await created.json()).workspace._id as string;
  const sent = await request.post(`/api/workspaces/${id}/members/invite`, {
    headers: bearer(owner),
    data: { email, message: 'Come run with us' },
  });
  expect(sent.status()).toBe(201);
  return { id, link: await invitationLink(email) };
}

async function newPhone(browser: Browser, timezoneId?: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    ...(timezoneId ? { timezoneId } : {}),
  });
  return { context, page: await context.newPage() };
}

test('signing up starts the account in the browser’s time zone, and a trip offers to switch', async ({
  browser,
  request,
}) => {
  const { context, page } = await newPhone(browser, 'America/Sao_Paulo');
  const signup = new SignupPage(page);
  const email = uniqueEmail('sao');
  await page.goto('/signup');
  await signup.fill({
    firstName: 'Bia',
    lastName: 'Souza',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    acceptTerms: true,
  });
  await signup.submit.click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const token = await sessionToken(page);
  expect((await storedPreferences(request, token)).timezone).toBe('America/Sao_Paulo');
  // The day on the dashboard is São Paulo's, and nothing asks to switch.
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo', ...options }).format(new Date());
  // The header's date, as the compact Today header writes it ('Friday 27 November').
  const today = part({ weekday: 'long', day: 'numeric', month: 'long' });
  await expect(page.getByText(today)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Time zone' })).toHaveCount(0);
  await page.goto('/app/settings');
  await expect(page.getByLabel('Timezone')).toContainText('Sao Paulo (America)');
  await context.close();

  // Later, on a laptop in Tokyo: the app offers Tokyo time, and switching is kept.
  const laptop = await browser.newContext({ timezoneId: 'Asia/Tokyo' });
  const onLaptop = await laptop.newPage();
  await openSignedIn(onLaptop, {
    token,
    email,
    name: 'Bia Souza',
    password: PASSWORD,
    user: { _id: '', name: 'Bia Souza' },
  });
  const banner = onLaptop.getByRole('region', { name: 'Time zone' });
  await expect(banner).toContainText(
    'This device is on Tokyo time (UTC+09:00), but your days follow Sao Paulo time',
  );
  await banner.getByRole('button', { name: 'Use Tokyo time' }).click();
  await expect(banner).toHaveCount(0);
  await expect.poll(async () => (await storedPreferences(request, token)).timezone).toBe('Asia/Tokyo');
  await laptop.close();
});

test('an invitation survives signup: the address is filled in and the new account joins the group', async ({
  browser,
  request,
}) => {
  const owner = await createAccount(request, 'Olive Owner');
  const email = uniqueEmail('ivy');
  const { id, link } = await groupWithInvitation(request, owner, email);

  const { context, page } = await newPhone(browser, 'Europe/Lisbon');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: "You're Invited!" })).toBeVisible();
  await page.getByRole('button', { name: 'Login to Join' }).click();
  await page.getByRole('link', { name: 'Sign up' }).click();

  const signup = new SignupPage(page);
  await expect(
    page.getByText('Olive Owner invited you to Dawn Runners. Create your account to join.'),
  ).toBeVisible();
  await expect(signup.email).toHaveValue(email);
  await expect(signup.email).not.toBeEditable();
  await signup.firstName.fill('Ivy');
  await signup.lastName.fill('Invitee');
  await signup.password.fill(PASSWORD);
  await signup.confirmPassword.fill(PASSWORD);
  await signup.terms.check();
  await signup.submit.click();

  // One step: the account exists and is in the group, greeted on the group's page.
  await expect(page).toHaveURL(new RegExp(`/app/groups/${id}$`));
  await expect(page.getByText('Welcome to Dawn Runners!')).toBeVisible();
  const token = await sessionToken(page);
  const group = await request.get(`/api/workspaces/${id}`, { headers: bearer({ token }) });
  expect((await group.json()).workspace.currentUserRole).toBe('member');
  expect((await storedPreferences(request, token)).timezone).toBe('Europe/Lisbon');
  await context.close();
});

test('an invitation survives signing in on the login page', async ({ browser, request }) => {
  const owner = await createAccount(request, 'Olive Owner');
  const invitee = await createAccount(request, 'Ivy Invitee');
  const { id, link } = await groupWithInvitation(request, owner, invitee.email);

  const { context, page } = await newPhone(browser);
  await page.goto(link);
  await page.getByRole('button', { name: 'Login to Join' }).click();
  await page.getByRole('link', { name: 'Sign up' }).click();
  // Already has an account: from the signup form to the login page, the invitation travels along.
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Finvite%2F/);
  await page.getByLabel('Email Address').fill(invitee.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(new RegExp(`/invite/${link.split('/invite/')[1]}$`));
  await page.getByRole('button', { name: 'Accept & Join' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/groups/${id}$`));
  await expect(page.getByText('Welcome to Dawn Runners!')).toBeVisible();
  await context.close();
});

test('after signing in for an invitation, declining it leads on, not back to it', async ({
  page,
  request,
}) => {
  const owner = await createAccount(request, 'Olive Owner');
  const invitee = await createAccount(request, 'Ivy Invitee');
  const { link } = await groupWithInvitation(request, owner, invitee.email);
  const token = link.split('/invite/')[1] ?? '';
  await page.goto(`/login?next=${encodeURIComponent(`/invite/${token}`)}`);
  await page.getByLabel('Email Address').fill(invitee.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`/invite/${token}$`));
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('Invitation declined')).toBeVisible();
  await expect(page).toHaveURL(/\/app$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/app$/);
});

test('the inviter can copy an invitation’s link again from the pending list', async ({
  page,
  request,
  context,
}) => {
  const owner = await createAccount(request, 'Olive Owner');
  const email = uniqueEmail('pending');
  const { id, link } = await groupWithInvitation(request, owner, email);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSignedIn(page, owner, `/app/groups/${id}/settings`);
  const copy = page.getByRole('button', { name: `Copy link for ${email}` });
  await copy.click();
  // A routine action (issue 27): the button itself says it is done, no toast.
  await expect(copy).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
});

test('changing the password signs out the other devices and keeps this one', async ({
  browser,
  page,
  request,
}) => {
  const account = await createAccount(request);
  const other = await browser.newContext();
  const onOther = await other.newPage();
  const otherLogin = await request.post('/api/auth/login', {
    data: { email: account.email, password: PASSWORD },
  });
  const otherToken = (await otherLogin.json()).data.token as string;
  await openSignedIn(onOther, { ...account, token: otherToken });

  await openSignedIn(page, account, '/app/settings');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Current Password', { exact: true }).fill('Wrong1234');
  await dialog.getByLabel('New Password', { exact: true }).fill('Brand3New');
  await dialog.getByLabel('Confirm Password', { exact: true }).fill('Brand3Nex');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();
  await dialog.getByLabel('Confirm Password', { exact: true }).fill('Brand3New');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Current password is incorrect');
  await dialog.getByLabel('Current Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('settings-toast')).toContainText(
    'Password changed successfully. Other devices have been signed out.',
  );

  // This device carries on; the other is signed out at its next call.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await onOther.reload();
  await expect(onOther).toHaveURL(/\/login/);
  const fresh = await request.post('/api/auth/login', {
    data: { email: account.email, password: 'Brand3New' },
  });
  expect(fresh.status()).toBe(200);
  await other.close();
});

test('a forgotten password is reset through the emailed link, once', async ({ browser, request }) => {
  const account = await createAccount(request);
  const { context, page } = await newPhone(browser);
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByRole('button', { name: 'Forgot Password' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByLabel('Email Address')).toHaveValue(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${account.email}`);

  const link = await passwordResetLink(account.email);
  // With no answer from the server, the page says the link could not be checked, and asks again.
  await page.route('**/api/auth/password-resets/**', (route) => route.abort());
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'The link could not be checked' })).toBeVisible();
  await page.unroute('**/api/auth/password-resets/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(`For ${account.email}.`)).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('weak');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('Fresh5Start');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Fresh5Start');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText('Your password has been reset.')).toBeVisible();

  // The old password and the old session are gone; the link is used up.
  expect((await request.get('/api/auth/me', { headers: bearer(account) })).status()).toBe(401);
  const old = await request.post('/api/auth/login', { data: { email: account.email, password: PASSWORD } });
  expect(old.status()).toBe(401);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await expect(page.getByText('This reset link has already been used.')).toBeVisible();
  await context.close();
});

test('name and photo are edited in settings and shown in the app', async ({ page, request }) => {
  const account = await createAccount(request);
  await openSignedIn(page, account, '/app/settings');
  await page.getByRole('button', { name: 'Edit Profile', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await dialog.getByLabel('Name').fill('Ada King');
  // A real PNG, 40×30: drawn into the middle square and shrunk on the device.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAI1UlEQVR4nA3Noc6CUACAUZIjGJiJ5AgGZiI5goGZSI5gYCaSIxiYieQIBma6yREMzHSTI3yBmW5yBAMzkRzBwHyK/z8vcDRNY6Qx1phomBpTjZnGXMPRWGgsNVYavsZaY6Ox1Yg0dhp7jYNGqnHUOGmcNYTGReOqcdOQGncNNB4aSuOp8dJ4a3QaH42vxk9D03RGOmOdiY6pM9WZ6cx1HJ2FzlJnpePrrHU2OludSGens9c56KQ6R52TzllH6Fx0rjo3Halz10HnoaN0njovnbdOp/PR+er89P/YYGQwNpgYmAZTg5nB3MAxWBgsDVYGvsHaYGOwNYgMdgZ7g4NBanA0OBmcDYTBxeBqcDOQBncDDB4GyuBp8DJ4G3QGH4Ovwc/4j01GJmOTiYlpMjWZmcxNHJOFydJkZeKbrE02JluTyGRnsjc5mKQmR5OTydlEmFxMriY3E2lyN8HkYaJMniYvk7dJZ/Ix+Zr8zP/YYmQxtphYmBZTi5nF3MKxWFgsLVYWvsXaYmOxtYgsdhZ7i4NFanG0OFmcLYTFxeJqcbOQFncLLB4WyuJp8bJ4W3QWH4uvxc/6j21GNmObiY1pM7WZ2cxtHJuFzdJmZePbrG02NlubyGZns7c52KQ2R5uTzdlG2FxsrjY3G2lzt8HmYaNsnjYvm7dNZ/Ox+dr87P/YYeQwdpg4mA5Th5nD3MFxWDgsHVYOvsPaYeOwdYgcdg57h4ND6nB0ODmcHYTDxeHqcHOQDncHHB4OyuHp8HJ4O3QOH4evw8/5j11GLmOXiYvpMnWZucxdHJeFy9Jl5eK7rF02LluXyGXnsnc5uKQuR5eTy9lFuFxcri43F+lyd8Hl4aJcni4vl7dL5/Jx+br83P/YY+Qx9ph4mB5Tj5nH3MPxWHgsPVYevsfaY+Ox9Yg8dh57j4NH6nH0OHmcPYTHxePqcfOQHncPPB4eyuPp8fJ4e3QeH4+vx8/7j31GPmOfiY/pM/WZ+cx9HJ+Fz9Jn5eP7rH02PlufyGfns/c5+KQ+R5+Tz9lH+Fx8rj43H+lz98Hn4aN8nj4vn7dP5/Px+fr8/P84YBQwDpgEmAHTgFnAPMAJWAQsA1YBfsA6YBOwDYgCdgH7gENAGnAMOAWcA0TAJeAacAuQAfcAAh4BKuAZ8Ap4B3QBn4BvwC/4j0NGIeOQSYgZMg2ZhcxDnJBFyDJkFeKHrEM2IduQKGQXsg85hKQhx5BTyDlEhFxCriG3EBlyDyHkEaJCniGvkHdIF/IJ+Yb8wv84YhQxjphEmBHTiFnEPMKJWEQsI1YRfsQ6YhOxjYgidhH7iENEGnGMOEWcI0TEJeIacYuQEfcIIh4RKuIZ8Yp4R3QRn4hvxC/6j2NGMeOYSYwZM42ZxcxjnJhFzDJmFePHrGM2MduYKGYXs485xKQxx5hTzDlGxFxirjG3GBlzjyHmEaNinjGvmHdMF/OJ+cb84v84YZQwTpgkmAnThFnCPMFJWCQsE1YJfsI6YZOwTYgSdgn7hENCmnBMOCWcE0TCJeGacEuQCfcEEh4JKuGZ8Ep4J3QJn4Rvwi/5j1NGKeOUSYqZMk2ZpcxTnJRFyjJlleKnrFM2KduUKGWXsk85pKQpx5RTyjlFpFxSrim3FJlyTyHlkaJSnimvlHdKl/JJ+ab80v84Y5QxzphkmBnTjFnGPMPJWGQsM1YZfsY6Y5OxzYgydhn7jENGmnHMOGWcM0TGJeOaccuQGfcMMh4ZKuOZ8cp4Z3QZn4xvxi/7j3NGOeOcSY6ZM82Z5cxznJxFzjJnlePnrHM2OducKGeXs8855KQ5x5xTzjlH5Fxyrjm3HJlzzyHnkaNynjmvnHdOl/PJ+eb88v9YMBKMBROBKZgKZoK5wBEsBEvBSuAL1oKNYCuIBDvBXnAQpIKj4CQ4C4TgIrgKbgIpuAsQPARK8BS8BG9BJ/gIvoKf+I8LRgXjgkmBWTAtmBXMC5yCRcGyYFXgF6wLNgXbgqhgV7AvOBSkBceCU8G5QBRcCq4FtwJZcC+g4FGgCp4Fr4J3QVfwKfgW/Ir/uGRUMi6ZlJgl05JZybzEKVmULEtWJX7JumRTsi2JSnYl+5JDSVpyLDmVnEtEyaXkWnIrkSX3EkoeJarkWfIqeZd0JZ+Sb8mv/I8lI8lYMpGYkqlkJplLHMlCspSsJL5kLdlItpJIspPsJQdJKjlKTpKzREgukqvkJpGSuwTJQ6IkT8lL8pZ0ko/kK/nJ/7hiVDGumFSYFdOKWcW8wqlYVCwrVhV+xbpiU7GtiCp2FfuKQ0Vacaw4VZwrRMWl4lpxq5AV9woqHhWq4lnxqnhXdBWfim/Fr/qPa0Y145pJjVkzrZnVzGucmkXNsmZV49esazY125qoZlezrznUpDXHmlPNuUbUXGquNbcaWXOvoeZRo2qeNa+ad01X86n51vzq/1gxUowVE4WpmCpmirnCUSwUS8VK4SvWio1iq4gUO8VecVCkiqPipDgrhOKiuCpuCqm4K1A8FErxVLwUb0Wn+Ci+ip/6jxtGDeOGSYPZMG2YNcwbnIZFw7Jh1eA3rBs2DduGqGHXsG84NKQNx4ZTw7lBNFwarg23Btlwb6Dh0aAang2vhndD1/Bp+Db8mv+4ZdQybpm0mC3TllnLvMVpWbQsW1Ytfsu6ZdOybYladi37lkNL2nJsObWcW0TLpeXacmuRLfcWWh4tquXZ8mp5t3Qtn5Zvy6/9jztGHeOOSYfZMe2Ydcw7nI5Fx7Jj1eF3rDs2HduOqGPXse84dKQdx45Tx7lDdFw6rh23Dtlx76Dj0aE6nh2vjndH1/Hp+Hb8uv+4Z9Qz7pn0mD3TnlnPvMfpWfQse1Y9fs+6Z9Oz7Yl6dj37nkNP2nPsOfWce0TPpefac+uRPfceeh49qufZ8+p593Q9n55vz6//jwdGA+OByYA5MB2YDcwHnIHFwHJgNeAPrAc2A9uBaGA3sB84DKQDx4HTwHlADFwGrgO3ATlwH2DgMaAGngOvgfdAN/AZ+A78Bv4AcAOQWkOnCsQAAAAASUVORK5CYII=',
    'base64',
  );
  await dialog
    .getByLabel('Choose a photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.locator('.settings-avatar img')).toHaveAttribute(
    'src',
    /^data:image\/(webp|jpeg);base64,/,
  );
  await dialog.getByRole('button', { name: 'Save Profile' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.user-menu__name')).toHaveText('Ada King');
  const avatar = page.locator('.user-menu__trigger .avatar img');
  await expect(avatar).toHaveAttribute('src', /^\/api\/avatars\//);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);

  const me = (await (await request.get('/api/auth/me', { headers: bearer(account) })).json()).data.user;
  expect(me).toMatchObject({ name: 'Ada King', avatar: expect.stringMatching(/^\/api\/avatars\//) });
  // The group's member list shows it too.
  const created = await request.post('/api/workspaces', {
    headers: bearer(account),
    data: { name: 'Book Club' },
  });
  await page.goto(`/app/groups/${(await created.json()).workspace._id}`);
  await expect(
    page.getByRole('region', { name: 'Team Members' }).locator('.member-row__avatar img'),
  ).toHaveAttribute('src', me.avatar);
});
