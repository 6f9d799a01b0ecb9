import { randomUUID } from 'node:crypto';
import { addDays, daysBetween, personalDay, startOfWeek } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { createWeeklyDigestRepository } from '../../src/repositories/weekly-digest-repository';
import { createMailer } from '../../src/services/mailer';
import { type DigestDeps, MAX_ATTEMPTS, STALE_MS, sendWeeklyDigests } from '../../src/services/weekly-digest';
import { readOutbox } from '../helpers/outbox';
import { registerUser, useTestApp } from '../helpers/test-app';

// Monday 23 November 2026, 08:00 in Tokyo; still Sunday evening in Europe and America.
const TOKYO_MONDAY_8AM = Date.parse('2026-11-22T23:00:00Z');
const now = TOKYO_MONDAY_8AM;
const ctx = useTestApp({ clock: () => now, publicUrl: 'https://habitat.example' });

function deps(overrides: Partial<DigestDeps> = {}): DigestDeps {
  return {
    repo: createWeeklyDigestRepository(ctx.database.db),
    mailer: ctx.app.mailer,
    zones: ctx.app.timeZones,
    publicUrl: 'https://habitat.example',
    log: ctx.app.log,
    ...overrides,
  };
}

const run = (at = now, overrides: Partial<DigestDeps> = {}) =>
  sendWeeklyDigests(deps(overrides), new Date(at));

/** A person with an account from November 1st in `timezone`, their weeks starting on Monday. */
async function person(email: string, timezone: string, options: { emails?: boolean } = {}) {
  const account = await registerUser(ctx.app, { name: 'Kei Tanaka', email });
  await ctx.app.writer.write(account.userId, 'preferences.save', {
    patch: { timezone, weekStartsOn: 1, emailNotifications: options.emails ?? true },
  });
  await ctx.database.db
    .updateTable('users')
    .set({ created_at: new Date('2026-11-01T00:00:00Z') })
    .where('id', '=', account.userId)
    .execute();
  return account;
}

async function habit(userId: string, name: string, doneOn: string[]) {
  const id = randomUUID();
  await ctx.app.writer.write(userId, 'habit.create', {
    id,
    fields: { name, scheduleDays: [0, 1, 2, 3, 4, 5, 6] },
  });
  await ctx.database.db
    .updateTable('habits')
    .set({ created_at: new Date('2026-11-01T00:00:00Z') })
    .where('id', '=', id)
    .execute();
  for (const date of doneOn) {
    await ctx.app.writer.write(userId, 'entry.set', { habitId: id, date, completed: true, value: 1 });
  }
}

const days = (from: string, count: number) => Array.from({ length: count }, (_, i) => addDays(from, i));

async function summaries(to?: string) {
  const mails = await readOutbox(ctx.app.config.mail.outboxDir);
  return mails.filter((mail) => mail.subject.startsWith('Your week on Habitat') && (!to || mail.to === to));
}

describe('the weekly summary', () => {
  it("goes out once, from 08:00 on the first day of the person's week, with the week's figures", async () => {
    const kei = await person('kei@example.com', 'Asia/Tokyo');
    // Last week (16–22): Read on five days, Walk on all seven; the week before, Read on three of
    // the fourteen due.
    await habit(kei.userId, 'Read', [...days('2026-11-16', 5), ...days('2026-11-09', 3)]);
    await habit(kei.userId, 'Walk', days('2026-11-16', 7));
    const before = (await summaries('kei@example.com')).length;

    expect(await run(TOKYO_MONDAY_8AM - 60_000)).toEqual({ sent: 0, skipped: 0, failed: 0 });
    expect(await run()).toEqual({ sent: 1, skipped: 0, failed: 0 });
    // Once: later runs, a restarted server's included, send nothing more.
    expect(await run(TOKYO_MONDAY_8AM + 3600_000)).toEqual({ sent: 0, skipped: 0, failed: 0 });

    const mails = (await summaries('kei@example.com')).slice(before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Your week on Habitat: 12 of 14 check-ins (86%)');
    expect(mail?.text).toContain('Hi Kei,');
    expect(mail?.text).toContain('Your week, Nov 16 – Nov 22:');
    expect(mail?.text).toContain('12 of 14 scheduled check-ins done (86%)');
    expect(mail?.text).toContain('Up from 21% the week before.');
    expect(mail?.text).toContain('- Read: 5 of 7');
    expect(mail?.text).toContain('- Walk: 7 of 7');
    expect(mail?.text).toContain('Longest streak going: Walk: 7 days in a row.');
    expect(mail?.text).toContain('Turn it off in Settings: https://habitat.example/app/settings');
  });

  it("follows each person's own time zone and week start", async () => {
    const kei = await person('kei2@example.com', 'Asia/Tokyo');
    const ny = await person('ny@example.com', 'America/New_York');
    await habit(kei.userId, 'Read', days('2026-11-16', 7));
    await habit(ny.userId, 'Read', days('2026-11-16', 7));
    await run();
    expect(await summaries('kei2@example.com')).toHaveLength(1);
    // Sunday evening in New York: the week is not over there.
    expect(await summaries('ny@example.com')).toHaveLength(0);
    // Monday 08:00 in New York.
    await run(Date.parse('2026-11-23T13:00:00Z'));
    expect(await summaries('ny@example.com')).toHaveLength(1);
    // A week's summary is sent on the new week's first two days only: not as stale news after that.
    const late = await person('late@example.com', 'Asia/Tokyo');
    await habit(late.userId, 'Read', days('2026-11-16', 7));
    expect(await run(Date.parse('2026-11-24T15:00:00Z'))).toMatchObject({ sent: 0 });
    expect(await run(Date.parse('2026-11-24T14:00:00Z'))).toMatchObject({ sent: 1 });
  });

  it('sends nothing when Email Updates is off, or when nothing was due', async () => {
    const off = await person('off@example.com', 'Asia/Tokyo', { emails: false });
    await habit(off.userId, 'Read', days('2026-11-16', 7));
    await person('idle@example.com', 'Asia/Tokyo');
    expect(await run()).toEqual({ sent: 0, skipped: 1, failed: 0 });
    expect(await summaries('off@example.com')).toHaveLength(0);
    expect(await summaries('idle@example.com')).toHaveLength(0);
    // The idle week is recorded, so later runs do not look at it again.
    expect(await run()).toEqual({ sent: 0, skipped: 0, failed: 0 });
  });

  it('is sent once by two instances running at the same moment', async () => {
    const kei = await person('twice@example.com', 'Asia/Tokyo');
    await habit(kei.userId, 'Read', days('2026-11-16', 7));
    const second = await buildApp(
      testConfig({ database: ctx.database, clock: () => now, mail: ctx.app.config.mail }),
    );
    try {
      const results = await Promise.all([
        run(),
        sendWeeklyDigests(
          {
            repo: createWeeklyDigestRepository(ctx.database.db),
            mailer: second.mailer,
            zones: second.timeZones,
            publicUrl: 'https://habitat.example',
            log: second.log,
          },
          new Date(now),
        ),
      ]);
      expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(1);
      expect(await summaries('twice@example.com')).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('tries a failed send again once the claim is stale, a bounded number of times', async () => {
    const kei = await person('retry@example.com', 'Asia/Tokyo');
    await habit(kei.userId, 'Read', days('2026-11-16', 7));
    const broken = createMailer({
      from: 'Habitat <x@example.com>',
      smtpUrl: 'smtp://127.0.0.1:1',
      outboxDir: '/x',
    });
    const silent = { ...ctx.app.log, error: () => undefined } as unknown as DigestDeps['log'];
    try {
      expect(await run(now, { mailer: broken, log: silent })).toEqual({ sent: 0, skipped: 0, failed: 1 });
      // Not again while the claim is fresh (another instance may still be sending it).
      expect(await run(now + STALE_MS - 1000, { mailer: broken, log: silent })).toMatchObject({ failed: 0 });
      expect(await run(now + STALE_MS + 1000)).toEqual({ sent: 1, skipped: 0, failed: 0 });
      expect(await summaries('retry@example.com')).toHaveLength(1);

      // A mail server that never takes it: MAX_ATTEMPTS tries in all, then the week is let go.
      const other = await person('never@example.com', 'Asia/Tokyo');
      await habit(other.userId, 'Read', days('2026-11-16', 7));
      let failed = 0;
      for (let i = 0; i < MAX_ATTEMPTS + 2; i += 1) {
        failed += (await run(now + i * (STALE_MS + 1000), { mailer: broken, log: silent })).failed;
      }
      expect(failed).toBe(MAX_ATTEMPTS);
    } finally {
      broken.close();
    }
  });

  it('takes up a week claimed by a process that died before sending it', async () => {
    const kei = await person('crash@example.com', 'Asia/Tokyo');
    await habit(kei.userId, 'Read', days('2026-11-16', 7));
    // What a kill -9 between the claim and the send leaves behind.
    await ctx.database.db
      .insertInto('weekly_digests')
      .values({ user_id: kei.userId, week_start: '2026-11-16', status: 'claimed', claimed_at: new Date(now) })
      .execute();
    expect(await run()).toMatchObject({ sent: 0 });
    expect(await run(now + STALE_MS + 1000)).toMatchObject({ sent: 1 });
    expect(await summaries('crash@example.com')).toHaveLength(1);
  });

  it('sends to everyone else when one stored time zone is unknown to PostgreSQL', async () => {
    const odd = await person('odd@example.com', 'Asia/Tokyo');
    await ctx.database.db
      .updateTable('preferences')
      .set({ timezone: 'Mars/Olympus' })
      .where('user_id', '=', odd.userId)
      .execute();
    const kei = await person('fine@example.com', 'Asia/Tokyo');
    await habit(kei.userId, 'Read', days('2026-11-16', 7));
    expect(await run()).toMatchObject({ sent: 1 });
    expect(await summaries('fine@example.com')).toHaveLength(1);
  });

  it("finds each person's last week as the day rules of packages/domain count it", async () => {
    // Wednesday 25 November 2026, 10:00 UTC; one person per week start, all in UTC.
    const at = new Date('2026-11-25T10:00:00Z');
    const today = personalDay(at, 'UTC');
    const people = new Map<string, number>();
    for (let weekStartsOn = 0; weekStartsOn <= 6; weekStartsOn += 1) {
      const account = await person(`ws${weekStartsOn}@example.com`, 'UTC');
      await ctx.app.writer.write(account.userId, 'preferences.save', { patch: { weekStartsOn } });
      people.set(account.userId, weekStartsOn);
    }
    const due = await createWeeklyDigestRepository(ctx.database.db).due(
      at,
      '08:00',
      ctx.app.timeZones.known,
      100,
    );
    for (const [userId, weekStartsOn] of people) {
      const thisWeek = startOfWeek(today, weekStartsOn);
      const found = due.find((row) => row.userId === userId);
      // Due on the new week's first two days only, for the week before it.
      if (daysBetween(thisWeek, today) < 2)
        expect(found?.weekStart, `week start ${weekStartsOn}`).toBe(addDays(thisWeek, -7));
      else expect(found, `week start ${weekStartsOn}`).toBeUndefined();
    }
    expect(due).toHaveLength(2);
  });

  it('leaves out an account made after the week ended', async () => {
    const fresh = await person('new@example.com', 'Asia/Tokyo');
    await habit(fresh.userId, 'Read', days('2026-11-16', 7));
    await ctx.database.db
      .updateTable('users')
      .set({ created_at: new Date('2026-11-22T16:00:00Z') })
      .where('id', '=', fresh.userId)
      .execute();
    expect(await run()).toEqual({ sent: 0, skipped: 0, failed: 0 });
  });
});
