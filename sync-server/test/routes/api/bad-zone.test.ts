import { isValidTimeZone } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { call, createGroup, join } from '../../helpers/groups';
import { registerUser, useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();

/**
 * Every write path stores a zone both PostgreSQL and Node know, and a name PostgreSQL does not know
 * is repaired when the server starts (test/sync/time-zones.test.ts). What is left is a name only
 * PostgreSQL knows ('posix/Europe/Paris', 'Factory'), stored by hand or by an old version: the
 * day rules read it as UTC rather than throw.
 */
describe('a stored zone Node does not know', () => {
  it('breaks no route, for its owner or for their groups', async () => {
    const owner = await registerUser(ctx.app);
    const odd = await registerUser(ctx.app);
    const id = await createGroup(ctx.app, owner);
    await join(ctx.app, owner, id, odd);
    const habit = await call(ctx.app, odd, 'POST', '/api/habits', { name: 'Read' });
    expect(habit.statusCode).toBe(201);
    const known = ctx.app.timeZones.known;
    const onlyPostgres = known.find((name) => !isValidTimeZone(name));
    expect(onlyPostgres, 'a zone name PostgreSQL knows and Node does not').toBeDefined();
    await ctx.database.db
      .updateTable('preferences')
      .set({ timezone: onlyPostgres as string })
      .where('user_id', '=', odd.userId)
      .execute();
    const paths = [
      [odd, '/api/users/stats'],
      [odd, '/api/auth/me'],
      [odd, '/api/habits'],
      [odd, '/api/sync/time'],
      [owner, `/api/workspaces/${id}`],
      [owner, `/api/workspaces/${id}/members`],
      [owner, `/api/workspaces/${id}/leaderboard`],
      [owner, `/api/workspaces/${id}/overview`],
      [owner, `/api/workspaces/${id}/activity`],
      [owner, `/api/workspaces/${id}/members/${odd.userId}/dashboard`],
    ] as const;
    const failures = [];
    for (const [who, path] of paths) {
      const response = await call(ctx.app, who, 'GET', path);
      if (response.statusCode !== 200)
        failures.push(`${path} ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    const pushed = await call(ctx.app, odd, 'POST', `/api/habits/${habit.json().data.habit._id}/check`, {
      date: new Date().toISOString().slice(0, 10),
      completed: true,
    });
    if (pushed.statusCode >= 500) failures.push(`check ${pushed.statusCode} ${pushed.body.slice(0, 200)}`);
    expect(failures).toEqual([]);
  });
});
