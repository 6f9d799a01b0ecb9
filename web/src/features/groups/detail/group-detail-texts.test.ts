import type { WorkspaceMember } from '@habitat/protocol';
import { describe, expect, it } from 'vitest';
import {
  emptyHabitsText,
  groupDescription,
  groupHabitsHeading,
  memberRows,
  targetText,
} from './group-detail-texts';

describe('group description', () => {
  it("uses the group's own description", () => {
    expect(groupDescription({ description: '  Morning runs  ', type: 'fitness', memberCount: 3 })).toBe(
      'Morning runs',
    );
  });

  it('falls back to the type and member count', () => {
    expect(groupDescription({ description: '', type: 'team', memberCount: 3 })).toBe(
      'Team group • 3 members',
    );
    expect(groupDescription({ description: '   ', type: 'family', memberCount: 1 })).toBe(
      'Family group • 1 member',
    );
  });
});

describe('member rows', () => {
  const member = (id: string, name: string, role: WorkspaceMember['role']): WorkspaceMember => ({
    userId: { _id: id, name, email: `${name.toLowerCase()}@example.com`, avatar: null },
    role,
    joinedAt: '2025-01-01T00:00:00.000Z',
  });
  const members = [
    member('u3', 'Zoe', 'member'),
    member('u1', 'bob', 'member'),
    member('u2', 'Ann', 'owner'),
    member('u4', 'Cid', 'admin'),
  ];

  it('lists owners, admins, then members, each by name', () => {
    expect(memberRows(members, 'u1', 'w1').map((row) => row.name)).toEqual(['Ann', 'Cid', 'bob', 'Zoe']);
  });

  it('marks the viewer and links every other member to their dashboard', () => {
    const rows = memberRows(members, 'u1', 'w1');
    const you = rows.find((row) => row.userId === 'u1');
    expect(you).toMatchObject({
      isYou: true,
      dashboardPath: null,
      roleLabel: 'Member',
      email: 'bob@example.com',
    });
    expect(rows.find((row) => row.userId === 'u2')).toMatchObject({
      isYou: false,
      roleLabel: 'Owner',
      dashboardPath: '/app/groups/w1/members/u2/dashboard',
    });
  });

  it('marks nobody when the viewer is unknown', () => {
    expect(memberRows(members, undefined, 'w1').some((row) => row.isYou)).toBe(false);
  });
});

describe('group habits texts', () => {
  it('counts the habits available', () => {
    expect(groupHabitsHeading(0)).toBe('0 habits available');
    expect(groupHabitsHeading(1)).toBe('1 habit available');
    expect(groupHabitsHeading(4)).toBe('4 habits available');
  });

  it('shows the default target with its unit, the plural right (never "1 times")', () => {
    expect(targetText({ value: 1, unit: 'times' })).toBe('once');
    expect(targetText({ value: 1, unit: 'time' })).toBe('once');
    expect(targetText({ value: 2, unit: 'time' })).toBe('2 times');
    expect(targetText({ value: 1, unit: 'minutes' })).toBe('1 minute');
    expect(targetText({ value: 20, unit: 'minutes' })).toBe('20 minutes');
  });

  it('tells managers to add the first habit and others who can', () => {
    expect(emptyHabitsText(true)).toEqual({
      title: 'No group habits yet',
      hint: 'Add the first habit to get started',
    });
    expect(emptyHabitsText(false).hint).toBe('Admins can add habits for the group');
  });
});
