// Group figures for one group of 50 members, each with 10 adopted habits and a year of daily
// check-ins (182,500 entries): the leaderboard and the group overview (member progress),
// load-tested, and the SQL statements each costs, which must not grow with the members.
import { register, startServer, stopServer } from './lib.mjs';
import { load, queriesFor } from './workspace-bench.mjs';

export const MEMBERS = 50;
export const HABITS_PER_MEMBER = 10;
export const DAYS = 365;

/** One group owned by `userId`, 49 more members, their adopted habits and a year of check-ins. */
export async function seedLeaderboard(exec, userId) {
  await exec(
    `insert into users (id, email, name)
     select gen_random_uuid(), 'lbbench-' || g || '@bench.test', 'Member ' || lpad(g::text, 3, '0')
     from generate_series(1, ${MEMBERS - 1}) g`,
  );
  await exec(
    `insert into workspaces (id, name, description, type, created_by)
     values (gen_random_uuid(), 'Leaderboard bench', 'Fifty members', 'team', $1)`,
    [userId],
  );
  await exec(
    `insert into workspace_members (workspace_id, user_id, role)
     select w.id, u.id, case when u.id = $1 then 'owner' else 'member' end
     from workspaces w, users u
     where w.created_by = $1 and (u.id = $1 or u.email like 'lbbench-%')`,
    [userId],
  );
  await exec(
    `insert into workspace_habits (id, workspace_id, name, created_by)
     select gen_random_uuid(), w.id, 'Group habit ' || k, $1
     from workspaces w cross join generate_series(1, ${HABITS_PER_MEMBER}) k where w.created_by = $1`,
    [userId],
  );
  // Share levels cycle so every privacy branch of the query is exercised.
  await exec(
    `insert into habits (id, user_id, scope_id, version, name, category, color, icon, frequency,
       schedule_days, target_unit, source, workspace_id, group_habit_id, workspace_settings, field_hlcs,
       created_at, updated_at)
     select gen_random_uuid(), m.user_id, 'u:' || m.user_id, 1, gh.name, 'other', '#4f46e5', '⭐', 'daily',
       (case when row_number() over () % 3 = 0 then '[1,2,3,4,5]' else '[0,1,2,3,4,5,6]' end)::jsonb,
       'times', 'workspace', m.workspace_id, gh.id,
       jsonb_build_object('shareProgress',
         (array['full','progress-only','streaks-only','full'])[1 + (row_number() over ()) % 4],
         'allowInteraction', true, 'shareInActivity', true),
       '{}', now() - interval '${DAYS} days', now()
     from workspace_members m
     join workspaces w on w.id = m.workspace_id and w.created_by = $1
     join workspace_habits gh on gh.workspace_id = w.id`,
    [userId],
  );
  await exec(
    `insert into entries (habit_id, date, user_id, scope_id, version, completed, value, hlc, updated_at)
     select h.id, current_date - d, h.user_id, h.scope_id, 1, random() < 0.75, 1,
       '000000000000000:00000:bench', now()
     from habits h join workspaces w on w.id = h.workspace_id and w.created_by = $1
     cross join generate_series(0, ${DAYS - 1}) d`,
    [userId],
  );
  await exec('analyze');
}

/**
 * The leaderboard is remembered until the group's data moves; this measures the answer when it just
 * did: one request at a time, each right after a check-in, so every one is computed afresh.
 */
async function afterEachChange(origin, base, headers) {
  const json = { ...headers, 'content-type': 'application/json' };
  const created = await fetch(`${origin}/api/habits`, {
    method: 'POST',
    headers: json,
    body: '{"name":"Bench"}',
  });
  const habitId = (await created.json()).data.habit._id;
  const times = [];
  for (let i = 0; i < 40; i++) {
    const check = { date: new Date().toISOString().slice(0, 10), completed: i % 2 === 0 };
    await fetch(`${origin}/api/habits/${habitId}/check`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(check),
    });
    const began = performance.now();
    const response = await fetch(`${base}/leaderboard`, { headers });
    await response.arrayBuffer();
    times.push(performance.now() - began);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)].toFixed(0);
  return `one at a time: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`;
}

/**
 * Seeds with the server stopped; the next start fills in every habit's stored streak figures
 * (as it does for data older than them), and that start is timed too.
 */
export async function leaderboardBench(env, seed) {
  let server = await startServer(env);
  const account = await register(server.base);
  await stopServer(server);
  await seed(account.userId);
  server = await startServer(env);
  const backfillMs = server.startMs;
  const headers = { authorization: `Bearer ${account.token}` };
  const list = await (await fetch(`${server.base}/api/workspaces`, { headers })).json();
  const group = list.workspaces.find((w) => w.name === 'Leaderboard bench');
  const base = `${server.base}/api/workspaces/${group._id}`;
  const board = await (await fetch(`${base}/leaderboard`, { headers })).json();
  if (board.leaderboard.length !== MEMBERS)
    throw new Error(`leaderboard has ${board.leaderboard.length} rows`);
  const recomputed = await afterEachChange(server.base, base, headers);
  const leaderboardLoad = await load(`${base}/leaderboard`, account.token, 'p99 ≤ 100');
  const overviewLoad = await load(`${base}/overview`, account.token, 'p99 ≤ 100');
  await stopServer(server);

  const traced = await startServer({ ...env, LOG_LEVEL: 'trace' }, { captureStdout: true });
  const tracedBase = base.replace(server.base, traced.base);
  const leaderboardQueries = await queriesFor(traced, `${tracedBase}/leaderboard`, account.token);
  const overviewQueries = await queriesFor(traced, `${tracedBase}/overview`, account.token);
  await stopServer(traced);

  const shape = `${MEMBERS} members × ${HABITS_PER_MEMBER} habits × ${DAYS} days`;
  return [
    {
      measure: `start-up filling streak figures (${MEMBERS * HABITS_PER_MEMBER} habits)`,
      value: `${backfillMs.toFixed(0)} ms`,
    },
    { measure: `GET /:id/leaderboard (${shape})`, value: leaderboardLoad },
    { measure: 'GET /:id/leaderboard right after a check-in (recomputed)', value: recomputed },
    { measure: `GET /:id/overview (${shape})`, value: overviewLoad },
    {
      measure: 'SQL statements per request',
      value: `leaderboard ${leaderboardQueries}, overview ${overviewQueries}; none per member`,
    },
  ];
}
