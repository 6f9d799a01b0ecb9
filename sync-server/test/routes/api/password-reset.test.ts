import { createHash } from 'node:crypto';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { PASSWORD_RESET_MESSAGES, PASSWORD_RESETS_PER_HOUR } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { testConfig } from '../../../src/config';
import { FORGOT_PASSWORD_ANSWER_MS } from '../../../src/routes/api/auth/password-reset-routes';
import { readOutbox } from '../../helpers/outbox';
import { startSmtpServer } from '../../helpers/smtp-server';
import { bearer, PASSWORD, registerUser, useTestApp } from '../../helpers/test-app';

let now = Date.parse('2026-11-20T09:00:00Z');
const ctx = useTestApp({ clock: () => now, publicUrl: 'https://habitat.example' });
const NEW_PASSWORD = 'Fresh5Start';

function forgot(email: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
}

function reset(token: string, password = NEW_PASSWORD) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
}

function check(token: string) {
  return ctx.app.inject({ method: 'GET', url: `/api/auth/password-resets/${token}` });
}

function login(email: string, password: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

async function resetMails(to: string) {
  // Reset mails are sent after the answer: wait for those under way.
  await ctx.app.backgroundMail.settled();
  return (await readOutbox(ctx.app.config.mail.outboxDir)).filter(
    (mail) => mail.to === to && mail.subject === 'Reset your Habitat password',
  );
}

/** The token of the newest reset link sent to `to`. */
async function resetToken(to: string): Promise<string> {
  const mail = (await resetMails(to)).at(-1);
  const token = mail?.text.match(/https:\/\/habitat\.example\/reset-password\/([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error(`no reset mail for ${to}`);
  return token;
}

describe('asking for a reset link', () => {
  it('answers known and unknown addresses alike, and mails only the known one', async () => {
    await registerUser(ctx.app, { email: 'ada@example.com' });
    const before = (await readOutbox(ctx.app.config.mail.outboxDir)).length;
    const known = await forgot('ADA@example.com');
    const unknown = await forgot('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    // Word for word the same but for the address typed.
    expect(known.json().message.replace('ada@example.com', '')).toBe(
      unknown.json().message.replace('nobody@example.com', ''),
    );
    expect(known.json().message).toBe(PASSWORD_RESET_MESSAGES.requestedNoEmail('ada@example.com'));
    // The outbox is the app's, shared by this file's tests: look at what this test added.
    await ctx.app.backgroundMail.settled();
    const mails = (await readOutbox(ctx.app.config.mail.outboxDir)).slice(before);
    expect(mails.map((mail) => mail.to)).toEqual(['ada@example.com']);
    expect(mails[0]?.text).toContain('The link works once, for 30 minutes.');
  });

  it('answers without waiting on the database: the token is made after the answer', async () => {
    const ada = await registerUser(ctx.app, { email: 'slow@example.com' });
    const before = (await resetMails('slow@example.com')).length;
    // Another transaction holds the account's row (on PGlite: the one connection) until released.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = ctx.database.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', ada.userId).forUpdate().execute();
      locked();
      await released;
    });
    await isLocked;
    try {
      const answer = await forgot('slow@example.com');
      expect(answer.statusCode).toBe(200);
      expect(answer.json().message).toBe(PASSWORD_RESET_MESSAGES.requestedNoEmail('slow@example.com'));
    } finally {
      release();
      await holder;
    }
    // Once the row is free the link is made and mailed.
    expect(await resetMails('slow@example.com')).toHaveLength(before + 1);
  });

  it('stores only the hash of the token', async () => {
    await registerUser(ctx.app, { email: 'ada@example.com' });
    await forgot('ada@example.com');
    const token = await resetToken('ada@example.com');
    const rows = await ctx.database.db.selectFrom('password_resets').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
  });

  it(`sends one account at most ${PASSWORD_RESETS_PER_HOUR} links an hour, with the same answer after`, async () => {
    await registerUser(ctx.app, { email: 'ada@example.com' });
    const before = (await resetMails('ada@example.com')).length;
    const answers = [];
    for (let i = 0; i < PASSWORD_RESETS_PER_HOUR + 2; i += 1) answers.push(await forgot('ada@example.com'));
    expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.body}`)).size).toBe(1);
    expect(await resetMails('ada@example.com')).toHaveLength(before + PASSWORD_RESETS_PER_HOUR);
    const start = now;
    try {
      now = start + 61 * 60_000;
      await forgot('ada@example.com');
      expect(await resetMails('ada@example.com')).toHaveLength(before + PASSWORD_RESETS_PER_HOUR + 1);
    } finally {
      now = start;
    }
  });

  it('holds the hourly limit when many requests for one account arrive at once', async () => {
    await registerUser(ctx.app, { email: 'rush@example.com' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => forgot('rush@example.com')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(await resetMails('rush@example.com')).toHaveLength(PASSWORD_RESETS_PER_HOUR);
  });

  it('limits requests per client address, known or unknown', async () => {
    const limited = await buildApp(
      testConfig({ database: ctx.database, authRateLimit: { max: 3, timeWindowMs: 60_000 } }),
    );
    try {
      const statuses = [];
      for (const email of ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']) {
        const response = await limited.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('says the link was emailed when a mail server is set up', async () => {
    const smtp = await startSmtpServer();
    const mailing = await buildApp(
      testConfig({
        database: ctx.database,
        mail: { from: 'Habitat <x@example.com>', smtpUrl: smtp.url, outboxDir: '/nonexistent' },
      }),
    );
    try {
      await registerUser(mailing, { email: 'ada@example.com' });
      const response = await mailing.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'ada@example.com' },
      });
      expect(response.json().message).toBe(PASSWORD_RESET_MESSAGES.requested('ada@example.com'));
      await mailing.backgroundMail.settled();
      expect(smtp.received.map((mail) => mail.to)).toEqual([['ada@example.com']]);
    } finally {
      await mailing.close();
      await smtp.close();
    }
  });

  it('answers an unknown address no sooner than a known one, so the time tells nothing', async () => {
    await registerUser(ctx.app, { email: 'timing@example.com' });
    for (const email of ['nobody-here@example.com', 'timing@example.com']) {
      const began = performance.now();
      expect((await forgot(email)).statusCode).toBe(200);
      // A floor, not a measurement: both answers wait for it, whatever the work behind them took.
      expect(performance.now() - began, email).toBeGreaterThanOrEqual(FORGOT_PASSWORD_ANSWER_MS - 1);
    }
  });

  it('answers a known address while its mail server has not answered yet', async () => {
    // A mail server that accepts the connection and then says nothing.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
    const { port } = silent.address() as AddressInfo;
    const mailing = await buildApp(
      testConfig({
        database: ctx.database,
        mail: {
          from: 'Habitat <x@example.com>',
          smtpUrl: `smtp://127.0.0.1:${port}`,
          outboxDir: '/nonexistent',
        },
      }),
    );
    try {
      await registerUser(mailing, { email: 'slow-mail@example.com' });
      const response = await mailing.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'slow-mail@example.com' },
      });
      expect(response.statusCode).toBe(200);
      await expect.poll(() => sockets.size).toBe(1);
    } finally {
      // Closed first, so the mailer's next try is refused instead of meeting silence again.
      silent.close();
      for (const socket of sockets) socket.destroy();
      await mailing.close();
    }
  });

  it('validates the address', async () => {
    const response = await forgot('not an email');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Please enter a valid email address');
  });
});

describe('following the link', () => {
  it('shows whom the link is for, sets the password once, and ends every session', async () => {
    const account = await registerUser(ctx.app, { email: 'ada@example.com' });
    await forgot('ada@example.com');
    const token = await resetToken('ada@example.com');
    expect((await check(token)).json()).toEqual({ success: true, data: { email: 'ada@example.com' } });

    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(PASSWORD_RESET_MESSAGES.done);
    const fresh = response.json().data.token as string;
    // Every earlier session ended; the answer's new one works.
    const meWith = (token: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect((await meWith(account.token)).statusCode).toBe(401);
    expect((await meWith(fresh)).statusCode).toBe(200);
    expect((await login('ada@example.com', PASSWORD)).statusCode).toBe(401);
    expect((await login('ada@example.com', NEW_PASSWORD)).statusCode).toBe(200);

    // Used once: the link is dead, for checking and for setting.
    expect((await check(token)).json()).toEqual({ success: false, error: PASSWORD_RESET_MESSAGES.used });
    const twice = await reset(token, 'Another6Pass');
    expect(twice.statusCode).toBe(410);
    expect(twice.json().error).toBe(PASSWORD_RESET_MESSAGES.used);
  });

  it('uses up the other links sent to the account too', async () => {
    await registerUser(ctx.app, { email: 'ada@example.com' });
    await forgot('ada@example.com');
    const first = await resetToken('ada@example.com');
    await forgot('ada@example.com');
    const second = await resetToken('ada@example.com');
    expect(second).not.toBe(first);
    expect((await reset(second)).statusCode).toBe(200);
    expect((await reset(first, 'Another6Pass')).statusCode).toBe(410);
  });

  it('expires after 30 minutes', async () => {
    await registerUser(ctx.app, { email: 'ada@example.com' });
    await forgot('ada@example.com');
    const token = await resetToken('ada@example.com');
    const start = now;
    try {
      now = start + 30 * 60_000;
      expect((await check(token)).json().error).toBe(PASSWORD_RESET_MESSAGES.expired);
      const late = await reset(token);
      expect(late.statusCode).toBe(410);
      expect(late.json().error).toBe(PASSWORD_RESET_MESSAGES.expired);
    } finally {
      now = start;
    }
    expect((await login('ada@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an unknown or malformed token, and a weak password, leaving the link usable', async () => {
    expect((await check('A'.repeat(43))).json()).toEqual({
      success: false,
      error: PASSWORD_RESET_MESSAGES.invalid,
    });
    expect((await reset('A'.repeat(43))).statusCode).toBe(404);
    expect((await check('short')).statusCode).toBe(400);

    await registerUser(ctx.app, { email: 'ada@example.com' });
    await forgot('ada@example.com');
    const token = await resetToken('ada@example.com');
    const weak = await reset(token, 'weakpass');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toBe(
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    );
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('sets one password when the link is submitted twice at once', async () => {
    await registerUser(ctx.app, { email: 'ada@example.com' });
    await forgot('ada@example.com');
    const token = await resetToken('ada@example.com');
    const [a, b] = await Promise.all([reset(token, 'First7Pass'), reset(token, 'Second8Pass')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 410]);
    const winner = a.statusCode === 200 ? 'First7Pass' : 'Second8Pass';
    expect((await login('ada@example.com', winner)).statusCode).toBe(200);
  });

  it('sets one password when two different links of the account are used at once', async () => {
    await registerUser(ctx.app, { email: 'pair@example.com' });
    await forgot('pair@example.com');
    const first = await resetToken('pair@example.com');
    await forgot('pair@example.com');
    const second = await resetToken('pair@example.com');
    const answers = await Promise.all([reset(first, 'First7Pass'), reset(second, 'Second8Pass')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410]);
  });

  it('lets an account made through a provider set a password this way', async () => {
    const id = crypto.randomUUID();
    await ctx.app.repos.identities.createAccount(
      { id, email: 'social@example.com', name: 'Sol Social', username: null, avatar: null },
      { provider: 'github', subject: '42', email: 'social@example.com' },
    );
    await forgot('social@example.com');
    const response = await reset(await resetToken('social@example.com'));
    expect(response.json().data.user).toMatchObject({ hasPassword: true, hasGithubAuth: true });
  });

  it('keeps the token out of the request log', async () => {
    await registerUser(ctx.app, { email: 'ada@example.com' });
    await forgot('ada@example.com');
    const token = await resetToken('ada@example.com');
    const { redactUrl } = await import('../../../src/logging');
    expect(redactUrl(`/api/auth/password-resets/${token}`)).toBe('/api/auth/password-resets/[redacted]');
    expect(redactUrl(`/reset-password/${token}`)).toBe('/reset-password/[redacted]');
  });
});
