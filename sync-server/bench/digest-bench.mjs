// The weekly summary: one scheduler pass that emails PEOPLE people, each with HABITS habits and
// DAYS days of check-ins, timed from the server's start to the last email in the outbox; and what
// the pass costs everyone else meanwhile, as the latency of GET /api/health sampled through it.
import { SMTPServer } from 'smtp-server';
import { startServer, stopServer } from './lib.mjs';

export const PEOPLE = 1000;
const HABITS = 5;
const DAYS = 60;

/**
 * People whose week began yesterday (UTC), so their last week is due whatever the hour, with an
 * account three months old.
 */
export async function seedDigest(exec) {
  await exec(
    `insert into users (id, email, name, created_at)
     select gen_random_uuid(), 'digest-' || g || '@bench.test', 'Reader ' || g, now() - interval '90 days'
     from generate_series(1, ${PEOPLE}) g`,
  );
  await exec(
    `insert into preferences (user_id, scope_id, timezone, week_starts_on, email_notifications)
     select u.id, 'u:' || u.id, 'UTC', ((extract(dow from current_date)::int + 6) % 7), true
     from users u where u.email like 'digest-%'`,
  );
  await exec(
    `insert into sync_scopes (scope_id) select 'u:' || u.id from users u where u.email like 'digest-%'`,
  );
  await exec(
    `insert into habits (id, user_id, scope_id, version, name, category, color, icon, frequency,
       schedule_days, target_unit, workspace_settings, field_hlcs, created_at, updated_at)
     select gen_random_uuid(), u.id, 'u:' || u.id, 1, 'Habit ' || k, 'other', '#4f46e5', '⭐', 'daily',
       '[0,1,2,3,4,5,6]'::jsonb, 'times', '{}', '{}', now() - interval '${DAYS} days', now()
     from users u cross join generate_series(1, ${HABITS}) k where u.email like 'digest-%'`,
  );
  await exec(
    `insert into entries (habit_id, date, user_id, scope_id, version, completed, value, hlc, updated_at)
     select h.id, current_date - d, h.user_id, h.scope_id, 1, random() < 0.7, 1,
       '000000000000000:00000:bench', now()
     from habits h join users u on u.id = h.user_id and u.email like 'digest-%'
     cross join generate_series(1, ${DAYS}) d`,
  );
  await exec('analyze');
}

/** A mail server on loopback that counts what it is given (summaries go out only over SMTP). */
async function countingSmtpServer() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received += 1;
        done();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    received: () => received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

export async function digestBench(env, seeding) {
  await seeding();
  const smtp = await countingSmtpServer();
  const server = await startServer({ ...env, SMTP_URL: smtp.url, WEEKLY_SUMMARY_EVERY_MS: '1000' });
  const began = performance.now();
  const latencies = [];
  try {
    while (smtp.received() < PEOPLE) {
      if (performance.now() - began > 600_000)
        throw new Error(`only ${smtp.received()} summaries in 10 minutes`);
      const asked = performance.now();
      const response = await fetch(`${server.base}/api/health`);
      if (!response.ok) throw new Error(`health answered ${response.status}`);
      latencies.push(performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (performance.now() - began) / 1000;
    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
    return [
      {
        measure: `weekly summary: ${PEOPLE} people × ${HABITS} habits × ${DAYS} days`,
        value: `${seconds.toFixed(1)} s for all (${(PEOPLE / seconds).toFixed(0)} emails/s, first run 1 s after start)`,
      },
      {
        measure: 'GET /api/health while it runs',
        value: `p99 ${p99.toFixed(0)} ms, max ${latencies.at(-1)?.toFixed(0) ?? 0} ms (${latencies.length} samples)`,
      },
    ];
  } finally {
    await stopServer(server);
    await smtp.close();
  }
}
