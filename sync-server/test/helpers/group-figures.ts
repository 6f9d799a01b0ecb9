import { addDays, type DateKey, type ShareProgress } from '@habitat/domain';
import { expect } from 'vitest';
import { call, createGroup, join } from './groups';
import { type Account, registerUser, type TestContext } from './test-app';

/**
 * The setting of the tests of a group's figures: a clock moved by hand to noon UTC of a day, an
 * owner with a group and its habit "Walk", members who join and adopt it on a given day at a share
 * level, and check-ins, all through the routes a person's requests take.
 */
export function groupFiguresWorld(ctx: TestContext, today: DateKey, setClock: (ms: number) => void) {
  const setDay = (day: string) => setClock(Date.parse(`${day}T12:00:00Z`));

  /** `today` plus each offset from `from` to `to`: days(-2, 0) is the last three days. */
  const days = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => addDays(today, from + i));

  /** A GET that must answer 200: its JSON. */
  async function get(who: Account, url: string) {
    const response = await call(ctx.app, who, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function group() {
    setDay(today);
    const owner = await registerUser(ctx.app, { name: 'Olive Owner' });
    const id = await createGroup(ctx.app, owner);
    const groupHabit = (
      await call(ctx.app, owner, 'POST', `/api/workspaces/${id}/habits`, { name: 'Walk', icon: '🚶' })
    ).json().habit._id as string;
    return { owner, id, groupHabit, base: `/api/workspaces/${id}` };
  }

  async function member(owner: Account, id: string, name: string) {
    const account = await registerUser(ctx.app, { name });
    await join(ctx.app, owner, id, account);
    return account;
  }

  /** Adopts the group habit on `day` (its first day) with a share level; the member's habit id. */
  async function adopt(
    who: Account,
    id: string,
    groupHabit: string,
    shareProgress: ShareProgress,
    day: string,
  ) {
    setDay(day);
    const response = await call(ctx.app, who, 'POST', `/api/workspaces/${id}/habits/${groupHabit}/adopt`, {
      personalSettings: { shareProgress },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().habit._id as string;
  }

  async function checkIn(who: Account, habitId: string, ...dates: string[]) {
    for (const date of dates) {
      const response = await call(ctx.app, who, 'POST', `/api/habits/${habitId}/check`, {
        date,
        completed: true,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  }

  return { setDay, days, get, group, member, adopt, checkIn };
}
