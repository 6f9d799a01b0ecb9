import { describe, expect, it } from 'vitest';
import { call } from '../../helpers/groups';
import { registerUser, useTestApp } from '../../helpers/test-app';

/**
 * Issue 7: 'day starts at' moves "today" on the server as on the client. At 01:30 UTC someone whose
 * day starts at 04:00 is still on the evening's day.
 */
const NOW = Date.parse('2026-03-10T01:30:00Z');
const ctx = useTestApp({ clock: () => NOW });

describe('day start', () => {
  it("counts the small hours for the evening's day in habit stats", async () => {
    const owl = await registerUser(ctx.app);
    const habit = await call(ctx.app, owl, 'POST', '/api/habits', { name: 'Journal' });
    const habitId = habit.json().data.habit._id;
    await call(ctx.app, owl, 'POST', `/api/habits/${habitId}/check`, { date: '2026-03-09', completed: true });

    const before = await call(ctx.app, owl, 'GET', '/api/habits/stats');
    expect(before.json().data.stats.today).toBe('2026-03-10');
    expect(before.json().data.stats.completedToday).toBe(0);

    await call(ctx.app, owl, 'PUT', '/api/users/profile', { preferences: { dayStartsAt: '04:00' } });
    const after = await call(ctx.app, owl, 'GET', '/api/habits/stats');
    expect(after.json().data.stats.today).toBe('2026-03-09');
    expect(after.json().data.stats.completedToday).toBe(1);
  });
});
