// A group as a sync scope (issue 31): a member's pull of a group of 50 members with a year of
// activity (54,750 items), a year of check-ins of its 500 adopted habits (182,500) and
// encouragements, against a plain SELECT of the rows it sends, run on the
// same database with the server stopped. Three pulls are timed:
// - the first after a year of writes: the group's rows are computed, then sent (cold);
// - a fresh device's pull of a group whose rows are up to date (warm);
// - a pull right after a check-in of the member's (the feed and the figures are computed again,
//   then the change sent).
// And the figures' decision (docs/decisions.md): the bytes of the figure rows the group is sent,
// against the bytes of the check-ins a device would need to compute them itself.
import { randomUUID } from 'node:crypto';
import { percentile, register, startServer, stopServer } from './lib.mjs';

export const MEMBERS = 50;
const GROUP_HABITS = 10;
const DAYS = 365;
const ACTIVITY_PER_MEMBER_DAY = 3;
const ROUNDS = 20;

/**
 * One group owned by `userId` with 49 more members, 10 group habits each adopted by every member, a
 * year of activity and a thousand encouragements. Written with the triggers off (a seed is not
 * news), then the group is marked for computing, as the migration marks every group.
 */
export async function seedGroupScope(exec, userId) {
  await exec(`set session_replication_role = replica`);
  try {
    await exec(
      `insert into users (id, email, name)
       select gen_random_uuid(), 'gsbench-' || g || '@bench.test', 'Member ' || lpad(g::text, 3, '0')
       from generate_series(1, ${MEMBERS - 1}) g`,
    );
    await exec(
      `insert into workspaces (id, name, description, type, created_by)
       values (gen_random_uuid(), 'Group scope bench', 'Fifty members, a year', 'team', $1)`,
      [userId],
    );
    await exec(
      `insert into workspace_members (workspace_id, user_id, role, dashboard_public, personal_habits, sharing_chosen_at)
       select w.id, u.id, case when u.id = $1 then 'owner' else 'member' end, true, 'all', now()
       from workspaces w, users u
       where w.created_by = $1 and w.name = 'Group scope bench' and (u.id = $1 or u.email like 'gsbench-%')`,
      [userId],
    );
    await exec(
      `insert into workspace_habits (id, workspace_id, name, created_by)
       select gen_random_uuid(), w.id, 'Group habit ' || k, $1
       from workspaces w cross join generate_series(1, ${GROUP_HABITS}) k
       where w.created_by = $1 and w.name = 'Group scope bench'`,
      [userId],
    );
    await exec(
      `insert into habits (id, user_id, scope_id, version, name, category, color, icon, frequency,
         schedule_days, target_unit, source, workspace_id, group_habit_id, workspace_settings, field_hlcs,
         created_at, updated_at)
       select gen_random_uuid(), m.user_id, 'u:' || m.user_id, 1, gh.name, 'other', '#4f46e5', '⭐', 'daily',
         '[0,1,2,3,4,5,6]'::jsonb, 'times', 'workspace', m.workspace_id, gh.id,
         '{"shareProgress":"full","allowInteraction":true,"shareInActivity":true}'::jsonb,
         '{}', now() - interval '${DAYS} days', now()
       from workspace_members m
       join workspaces w on w.id = m.workspace_id and w.created_by = $1 and w.name = 'Group scope bench'
       join workspace_habits gh on gh.workspace_id = w.id`,
      [userId],
    );
    // A year of check-ins as the feed shows them: three a member a day.
    await exec(
      `insert into workspace_activities (id, workspace_id, user_id, type, habit_id, entry_date, data, created_at)
       select gen_random_uuid(), h.workspace_id, h.user_id, 'habit_completed', h.id, current_date - d,
         jsonb_build_object('habitName', h.name), now() - (d || ' days')::interval - (k || ' hours')::interval
       from (select h.*, row_number() over (partition by h.user_id order by h.id) as n from habits h
             join workspaces w on w.id = h.workspace_id and w.created_by = $1 and w.name = 'Group scope bench') h
       cross join generate_series(0, ${DAYS - 1}) d
       cross join generate_series(1, ${ACTIVITY_PER_MEMBER_DAY}) k
       where h.n = k`,
      [userId],
    );
    // A year of check-ins of every adopted habit, two days in three.
    await exec(
      `insert into entries (habit_id, date, user_id, scope_id, version, completed, value, skipped, hlc, updated_at)
       select h.id, current_date - d, h.user_id, h.scope_id, 1, true, 1, false,
         '0000000000000-0000-bench', now()
       from habits h
       join workspaces w on w.id = h.workspace_id and w.created_by = $1 and w.name = 'Group scope bench'
       cross join generate_series(0, ${DAYS - 1}) d
       where (d + ascii(h.user_id::text)) % 3 <> 0`,
      [userId],
    );
    await exec(
      `insert into encouragements (id, workspace_id, from_user_id, to_user_id, type, message, created_at)
       select gen_random_uuid(), a.workspace_id, a.user_id, b.user_id, 'general_support', 'Keep going!',
         now() - (g || ' hours')::interval
       from generate_series(1, 1000) g
       join lateral (select m.workspace_id, m.user_id from workspace_members m
         join workspaces w on w.id = m.workspace_id and w.created_by = $1 and w.name = 'Group scope bench'
         order by m.user_id offset g % ${MEMBERS} limit 1) a on true
       join lateral (select m.user_id from workspace_members m where m.workspace_id = a.workspace_id
         order by m.user_id offset (g + 1) % ${MEMBERS} limit 1) b on true`,
      [userId],
    );
  } finally {
    await exec(`set session_replication_role = origin`);
  }
  await exec(
    `insert into group_dirty (workspace_id, kind)
     select w.id, k from workspaces w,
       unnest(array['group', 'member', 'habit', 'activity', 'encouragement', 'joinRequest', 'figures']) k
     where w.created_by = $1 and w.name = 'Group scope bench'`,
    [userId],
  );
  await exec('analyze');
}

async function pullGroups(base, token, cursors = {}, clientId = randomUUID()) {
  const began = performance.now();
  const response = await fetch(`${base}/api/sync/pull`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ clientId, cursors, groups: true }),
  });
  const json = await response.json();
  const ms = performance.now() - began;
  if (!response.ok) throw new Error(`pull answered ${response.status}: ${json.error}`);
  return { ms, data: json.data };
}

/**
 * `seed(userId)` seeds with the server stopped; `select(sql, params)` runs a query on the same
 * database with the server stopped again (PGlite allows one process per data folder).
 */
export async function groupScopeBench(env, seed, timedSelect) {
  let server = await startServer(env);
  const account = await register(server.base);
  await stopServer(server);
  await seed(account.userId);
  server = await startServer(env);
  try {
    return await measure(server, account, timedSelect);
  } finally {
    if (server.child.exitCode === null) await stopServer(server);
  }
}

async function measure(server, account, timedSelect) {
  const { token } = account;

  const cold = await pullGroups(server.base, token);
  const scope = Object.keys(cold.data.cursors).find((key) => key.startsWith('g:'));
  if (!scope) throw new Error('the group scope was not pulled');
  const rows = cold.data.groupRecords.length;

  const warm = [];
  for (let i = 0; i < ROUNDS; i++) warm.push((await pullGroups(server.base, token)).ms);

  // The member's own check-ins, each followed by their device's pull.
  const habits = await (
    await fetch(`${server.base}/api/habits?includeWorkspaceHabits=true`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();
  const habitId = habits.data.habits[0]._id;
  const clientId = randomUUID();
  let { cursors } = (await pullGroups(server.base, token, {}, clientId)).data;
  const afterCheckIn = [];
  for (let i = 0; i < ROUNDS; i++) {
    const check = await fetch(`${server.base}/api/habits/${habitId}/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ date: new Date().toISOString().slice(0, 10), completed: i % 2 === 0 }),
    });
    if (!check.ok) throw new Error(`check-in answered ${check.status}`);
    const pulled = await pullGroups(server.base, token, cursors, clientId);
    cursors = pulled.data.cursors;
    afterCheckIn.push(pulled.ms);
  }
  await stopServer(server);

  const groupId = scope.slice(2);
  const plain = await timedSelect(
    `select kind, key, version, data from group_records
     where workspace_id = $1 and deleted_at is null order by version, kind, key`,
    [groupId],
    ROUNDS,
  );
  const sizes = await timedSelect(
    `select
       (select coalesce(sum(octet_length(data::text)), 0) from group_records
         where workspace_id = $1 and kind = 'figures' and deleted_at is null) as figures_bytes,
       (select count(*) from group_records
         where workspace_id = $1 and kind = 'figures' and deleted_at is null) as figure_rows,
       (select count(*) from entries e join habits h on h.id = e.habit_id where h.workspace_id = $1) as entries,
       (select coalesce(sum(octet_length(json_build_object('habitId', e.habit_id, 'date', e.date,
          'completed', e.completed, 'value', e.value, 'skipped', e.skipped, 'hlc', e.hlc)::text)), 0)
         from entries e join habits h on h.id = e.habit_id where h.workspace_id = $1) as entries_bytes`,
    [groupId],
    1,
  );
  const size = sizes.rows[0];
  const kb = (bytes) => `${(Number(bytes) / 1024).toFixed(0)} KB`;
  const warmP50 = percentile(warm, 50);
  const shape = `${MEMBERS} members, ${MEMBERS * ACTIVITY_PER_MEMBER_DAY * DAYS} activity items, 1,000 encouragements`;
  return [
    {
      measure: `group scope: first pull, rows computed then sent (${shape})`,
      value: `${cold.ms.toFixed(0)} ms, ${rows} rows`,
    },
    {
      measure: 'group scope: a fresh device pull, rows up to date',
      value: `p50 ${warmP50.toFixed(1)} ms, p99 ${percentile(warm, 99).toFixed(1)} ms`,
    },
    {
      measure: 'group scope: plain SELECT of the same rows (baseline)',
      value: `p50 ${plain.p50.toFixed(1)} ms (pull ÷ SELECT: ${(warmP50 / plain.p50).toFixed(1)}×, HTTP and JSON included)`,
    },
    {
      measure: "group scope: a member's pull after their check-in (feed and figures computed again)",
      value: `p50 ${percentile(afterCheckIn, 50).toFixed(1)} ms, p99 ${percentile(afterCheckIn, 99).toFixed(1)} ms`,
    },
    {
      measure: 'group figures: the rows sent, against the check-ins a device would compute them from',
      value: `${size.figure_rows} rows, ${kb(size.figures_bytes)} vs ${size.entries} check-ins, ${kb(size.entries_bytes)} (${(Number(size.entries_bytes) / Math.max(1, Number(size.figures_bytes))).toFixed(0)}×)`,
    },
  ];
}
