import { sampleGroupInfo } from '@habitat/protocol/testing';
import { describe, expect, it } from 'vitest';
import { groupSummary } from '../api/query-test-helpers';
import { groupListFrom } from './group-list';
import type { HeldGroup } from './useHeldGroups';

const held = (
  id: string,
  fields: Partial<HeldGroup> & { name?: string; updatedAt?: string } = {},
): HeldGroup => {
  const { name, updatedAt, ...rest } = fields;
  return {
    info: sampleGroupInfo(id, {
      ...(name ? { name } : {}),
      ...(updatedAt ? { updatedAt } : {}),
      memberCount: 9,
      habitCount: 9,
    }),
    memberCount: 3,
    habitCount: 2,
    role: 'admin',
    ...rest,
  };
};

describe('the groups list', () => {
  it("is the server's until a pull has brought the person's groups", () => {
    expect(groupListFrom(undefined, [groupSummary()])).toBeNull();
    expect(groupListFrom({ groups: [], pulledAt: null }, [groupSummary()])).toBeNull();
  });

  it("is the device's after: its groups, names and counts, with the server's week where it has one", () => {
    const week = { completed: 5, due: 7, startDate: '2026-11-23', endDate: '2026-11-29' };
    const list = groupListFrom(
      {
        groups: [
          held('g1', { name: 'Renamed offline', updatedAt: '2026-11-02T00:00:00.000Z' }),
          held('g2', { name: 'Joined elsewhere', updatedAt: '2026-11-03T00:00:00.000Z', role: null }),
        ],
        pulledAt: 1,
      },
      [
        groupSummary({ _id: 'g1', name: 'Old name', weeklyProgress: 71, weeklyFigures: week }),
        groupSummary({ _id: 'gone', name: 'Left since' }),
      ],
    );
    expect(list?.map((group) => group.name)).toEqual(['Joined elsewhere', 'Renamed offline']);
    const [joined, renamed] = list ?? [];
    // Counted from the device's rows, not the group row's counts from its last pull.
    expect(renamed).toMatchObject({ memberCount: 3, habitCount: 2, currentUserRole: 'admin' });
    expect(renamed).toMatchObject({ weeklyProgress: 71, weeklyFigures: week });
    expect(joined).toMatchObject({ weeklyProgress: null, weeklyFigures: null, currentUserRole: 'member' });
  });
});
