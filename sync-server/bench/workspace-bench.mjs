// Workspace reads for a person in 20 groups of 50 members each (every member with two adopted
// habits and two weeks of check-ins, three group habits per group): GET /api/workspaces and one
// group's GET /api/workspaces/:id, load-tested, and the number of SQL statements each answer costs
// (counted from the server's trace log), which must not grow with the number of members.
import autocannon from 'autocannon';
import { register, startServer, stopServer } from './lib.mjs';

export const GROUPS = 20;
export const MEMBERS = 50;

/** Fills the database around `userId`; `exec(sql, params)` runs one statement on either driver. */
export async function seedWorkspaces(exec, userId) {
  const others = GROUPS * (MEMBERS - 1);
  await exec(
    `insert into users (id, email, name)
     select gen_random_uuid(), 'wsbench-' || g || '@bench.test', 'Member ' || lpad(g::text, 4, '0')
     from generate_series(1, ${others}) g`,
  );
  await exec(
    `insert into workspaces (id, name, description, type, created_by)
     select gen_random_uuid(), 'Group ' || lpad(g::text, 2, '0'), 'A bench group', 'team', $1
     from generate_series(1, ${GROUPS}) g`,
    [userId],
  );
  await exec(
    `insert into workspace_members (workspace_id, user_id, role)
     select id, $1, 'owner' from workspaces where created_by = $1`,
    [userId],
  );
  await exec(
    `insert into workspace_members (workspace_id, user_id, role)
     select w.id, u.id, 'member'
     from (select id, row_number() over (order by name) - 1 as wi from workspaces where created_by = $1) w
     join (select id, row_number() over (order by email) - 1 as ui from users where email like 'wsbench-%') u
       on u.ui / ${MEMBERS - 1} = w.wi`,
    [userId],
  );
  await exec(
    `insert into workspace_habits (id, workspace_id, name, created_by)
     select gen_random_uuid(), w.id, 'Group habit ' || k, $1
     from workspaces w cross join generate_series(1, 3) k where w.created_by = $1`,
    [userId],
  );
  await exec(
    `insert into habits (id, user_id, scope_id, version, name, category, color, icon, frequency,
       schedule_days, target_unit, source, workspace_id, workspace_settings, field_hlcs, created_at, updated_at)
     select gen_random_uuid(), m.user_id, 'u:' || m.user_id, 1, 'Adopted ' || k, 'other', '#4f46e5', '⭐',
       'daily', '[0,1,2,3,4,5,6]', 'times', 'workspace', m.workspace_id,
       '{"shareProgress":"progress-only","allowInteraction":true,"shareInActivity":true}', '{}', now(), now()
     from workspace_members m join workspaces w on w.id = m.workspace_id and w.created_by = $1
     cross join generate_series(1, 2) k`,
    [userId],
  );
  await exec(
    `insert into entries (habit_id, date, user_id, scope_id, version, completed, value, hlc, updated_at)
     select h.id, current_date - d, h.user_id, h.scope_id, 1, random() < 0.7, 1, '000000000000000:00000:bench', now()
     from habits h join workspaces w on w.id = h.workspace_id and w.created_by = $1
     cross join generate_series(0, 13) d`,
    [userId],
  );
  await exec('analyze');
}

export async function load(url, token, target = 'p99 ≤ 50') {
  const result = await autocannon({
    url,
    connections: 10,
    duration: Number(process.env.BENCH_DURATION_S ?? 5),
    headers: { authorization: `Bearer ${token}` },
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx`);
  const { p50, p99 } = result.latency;
  return `${result.requests.average.toFixed(0)} req/s, p50 ${p50} ms, p99 ${p99} ms (target on PostgreSQL: ${target})`;
}

/** SQL statements one request costs: trace-log `query` lines written while it was answered. */
export async function queriesFor(server, url, token) {
  await new Promise((resolve) => setTimeout(resolve, 200));
  const before = server.lines.length;
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  await response.arrayBuffer();
  await new Promise((resolve) => setTimeout(resolve, 200));
  return server.lines.slice(before).filter((line) => line.includes('"msg":"query"')).length;
}

/**
 * `prepare(userId)` seeds the database (stopping the server first when the driver needs the
 * data folder to itself) and resolves when the server may be started again.
 */
export async function workspaceBench(env, { seed, seedNeedsStoppedServer }) {
  let server = await startServer(env);
  const account = await register(server.base);
  if (seedNeedsStoppedServer) await stopServer(server);
  await seed(account.userId);
  if (seedNeedsStoppedServer) server = await startServer(env);
  const list = `${server.base}/api/workspaces`;
  const groups = await (await fetch(list, { headers: { authorization: `Bearer ${account.token}` } })).json();
  const detail = `${list}/${groups.workspaces[0]._id}`;
  const listLoad = await load(list, account.token);
  const detailLoad = await load(detail, account.token);
  await stopServer(server);

  const traced = await startServer({ ...env, LOG_LEVEL: 'trace' }, { captureStdout: true });
  const fresh = await register(traced.base);
  const listQueries = await queriesFor(traced, list.replace(server.base, traced.base), account.token);
  const detailQueries = await queriesFor(traced, detail.replace(server.base, traced.base), account.token);
  const emptyListQueries = await queriesFor(traced, `${traced.base}/api/workspaces`, fresh.token);
  await stopServer(traced);

  const shape = `${GROUPS} groups × ${MEMBERS} members`;
  return [
    { measure: `GET /api/workspaces (${shape})`, value: listLoad },
    { measure: 'GET /api/workspaces/:id (50 members)', value: detailLoad },
    {
      measure: 'SQL statements per request',
      // Session, preferences, groups with counts, then weekly progress for groups whose data moved.
      value: `list ${listQueries} (person in 0 groups: ${emptyListQueries}), detail ${detailQueries}; none per member`,
    },
  ];
}
