import {
  addDays,
  bestStreakLine,
  type DateKey,
  dayStartMinutes,
  summaryWeekLabel,
  WEEKLY_SUMMARY_SEND_AT,
  type WeeklySummary,
  weekEnd,
  weeklyHeadline,
  weeklyTrend,
} from '@habitat/domain';
import type { FastifyBaseLogger } from 'fastify';
import { toEntryRecord, toHabitRecord } from '../repositories/personal-records';
import type { WeeklyDigestRepository } from '../repositories/weekly-digest-repository';
import { escapeHtml } from './email-html';
import { habitStats } from './habit-stats';
import type { Mailer, MailMessage } from './mailer';
import type { TimeZoneCatalog } from './time-zones';

/**
 * The weekly summary behind Settings → Email Updates: on the first morning of each person's week,
 * in their time zone, an email with the week just ended (check-ins done of those due, the trend,
 * each habit, the longest streak going). A week with nothing due sends nothing.
 *
 * Several instances may run this at once: each person's week is claimed by inserting its row
 * (weekly_digests' primary key decides), so it is sent once. A claim whose send failed, or whose
 * process died before marking it sent, is taken again after STALE_MS, up to MAX_ATTEMPTS in all: a
 * process killed between the mail server's acceptance and the mark is the one way a summary can
 * arrive twice.
 */

const BATCH = 100;
/** Summaries sent at once: nodemailer's pool has five connections. */
const IN_FLIGHT = 5;
/** Batches one run works through at most; the rest wait for the next run. */
const MAX_BATCHES = 20;
export const STALE_MS = 30 * 60_000;
export const MAX_ATTEMPTS = 5;
/** Check-ins read behind the week: enough for the streak still going to be counted whole. */
const STREAK_LOOKBACK_DAYS = 400;

export interface DigestDeps {
  repo: WeeklyDigestRepository;
  mailer: Mailer;
  zones: TimeZoneCatalog;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export interface DigestRun {
  sent: number;
  skipped: number;
  failed: number;
}

interface Recipient {
  userId: string;
  email: string;
  name: string;
  timezone: string;
  dayStartsAt: string;
  weekStartsOn: number;
}

/** The week's numbers, or null when nothing was due in it (no summary is worth sending then). */
export async function summarizeWeek(
  repo: WeeklyDigestRepository,
  person: Recipient,
  weekStart: DateKey,
  now: Date,
): Promise<WeeklySummary | null> {
  const { habits, entries } = await repo.habitsAndEntries(
    person.userId,
    addDays(weekStart, -STREAK_LOOKBACK_DAYS),
  );
  const stats = (start: DateKey) =>
    habitStats({
      habits: habits.map(toHabitRecord),
      entries: entries.map(toEntryRecord),
      timezone: person.timezone,
      dayStartMinutes: dayStartMinutes({ dayStartsAt: person.dayStartsAt }),
      weekStartsOn: person.weekStartsOn,
      now,
      startDate: start,
      endDate: weekEnd(start),
    });
  const week = stats(weekStart);
  const due = week.habits.reduce((sum, habit) => sum + habit.due, 0);
  if (due === 0) return null;
  const previous = stats(addDays(weekStart, -7));
  const previousDue = previous.habits.reduce((sum, habit) => sum + habit.due, 0);
  const previousDone = previous.habits.reduce((sum, habit) => sum + habit.completed, 0);
  return {
    weekStart,
    completed: week.habits.reduce((sum, habit) => sum + habit.completed, 0),
    due,
    previousRate: previousDue === 0 ? null : previousDone / previousDue,
    habits: week.habits
      .filter((habit) => habit.due > 0)
      .map((habit) => ({
        name: habit.name,
        completed: habit.completed,
        due: habit.due,
        currentStreak: habit.currentStreak,
      })),
  };
}

export function weeklySummaryEmail(
  person: { email: string; name: string },
  summary: WeeklySummary,
  publicUrl: string,
): MailMessage {
  const firstName = person.name.trim().split(/\s+/)[0] || 'there';
  const headline = weeklyHeadline(summary);
  const trend = weeklyTrend(summary);
  const streak = bestStreakLine(summary);
  const habitLines = summary.habits.map((habit) => `${habit.name}: ${habit.completed} of ${habit.due}`);
  const settings = `${publicUrl}/app/settings`;
  const text = [
    `Hi ${firstName},`,
    '',
    `Your week, ${summaryWeekLabel(summary.weekStart)}:`,
    headline,
    ...(trend ? [trend] : []),
    ...(streak ? [`Longest streak going: ${streak}.`] : []),
    '',
    'Habit by habit:',
    ...habitLines.map((line) => `- ${line}`),
    '',
    `Open Habitat: ${publicUrl}/app`,
    '',
    `You get this because Email Updates is on. Turn it off in Settings: ${settings}`,
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(firstName)},</p>`,
    `<p>Your week, ${escapeHtml(summaryWeekLabel(summary.weekStart))}:<br><strong>${escapeHtml(headline)}</strong>`,
    ...(trend ? [`<br>${escapeHtml(trend)}`] : []),
    ...(streak ? [`<br>Longest streak going: ${escapeHtml(streak)}.`] : []),
    '</p>',
    `<ul>${habitLines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<p><a href="${escapeHtml(`${publicUrl}/app`)}">Open Habitat</a></p>`,
    `<p style="color:#6b7280">You get this because Email Updates is on. <a href="${escapeHtml(settings)}">Turn it off in Settings</a>.</p>`,
  ].join('\n');
  const rate = Math.round((summary.completed / summary.due) * 100);
  return {
    to: person.email,
    subject: `Your week on Habitat: ${summary.completed} of ${summary.due} check-ins (${rate}%)`,
    text,
    html,
  };
}

/** One pass of the scheduler: every week that is due and every stale claim, a batch at a time. */
export async function sendWeeklyDigests(deps: DigestDeps, now: Date): Promise<DigestRun> {
  const run: DigestRun = { sent: 0, skipped: 0, failed: 0 };
  // `now` decides which weeks are due; claims are stamped with the moment they are taken, so a long
  // run's last claims are not already stale to another instance when they are made.
  const started = Date.now();
  const at = () => new Date(now.getTime() + (Date.now() - started));

  async function deliver(person: Recipient, weekStart: DateKey) {
    try {
      const summary = await summarizeWeek(deps.repo, person, weekStart, now);
      if (!summary) {
        await deps.repo.finish(person.userId, weekStart, 'skipped', at());
        run.skipped += 1;
        return;
      }
      await deps.mailer.send(weeklySummaryEmail(person, summary, deps.publicUrl));
      await deps.repo.finish(person.userId, weekStart, 'sent', at());
      run.sent += 1;
    } catch (err) {
      // Left claimed: a later run takes it again once it is stale.
      deps.log.error({ err, userId: person.userId, weekStart }, 'weekly summary not sent');
      run.failed += 1;
    }
  }

  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const due = await deps.repo.due(now, WEEKLY_SUMMARY_SEND_AT, deps.zones.known, BATCH);
    // A few at a time: the mail server's round trips overlap (the mailer pools its connections).
    for (let i = 0; i < due.length; i += IN_FLIGHT) {
      await Promise.all(
        due.slice(i, i + IN_FLIGHT).map(async (person) => {
          if (await deps.repo.claim(person.userId, person.weekStart, at()))
            await deliver(person, person.weekStart);
        }),
      );
    }
    if (due.length < BATCH) break;
  }

  const reclaimAt = at();
  const stale = await deps.repo.reclaimStale(
    reclaimAt,
    new Date(reclaimAt.getTime() - STALE_MS),
    MAX_ATTEMPTS,
    BATCH,
  );
  for (const claim of stale) {
    const person = await deps.repo.recipient(claim.userId);
    if (!person?.emailNotifications) {
      await deps.repo.finish(claim.userId, claim.weekStart, 'skipped', at());
      run.skipped += 1;
      continue;
    }
    await deliver(person, claim.weekStart);
  }
  return run;
}
