import type { GroupRole } from '@habitat/domain';
import type { WorkspaceMember } from '@habitat/protocol';
import { describe, expect, it } from 'vitest';
import { initialOf, ROLE_LABELS, sortMembers } from './member-display';

function member(id: string, role: GroupRole, name = id): WorkspaceMember {
  return {
    userId: { _id: id, name, email: `${id}@example.com`, avatar: null },
    role,
    joinedAt: '2025-01-01',
  };
}

describe('member display', () => {
  it('names every role', () => {
    expect(ROLE_LABELS).toEqual({ owner: 'Owner', admin: 'Admin', member: 'Member' });
  });

  it('sorts owners, admins, then members, each by name without regard to case', () => {
    const sorted = sortMembers([
      member('1', 'member', 'zoe'),
      member('2', 'admin', 'Bea'),
      member('3', 'member', 'Al'),
      member('4', 'owner', 'Olive'),
    ]);
    expect(sorted.map((m) => m.userId.name)).toEqual(['Olive', 'Bea', 'Al', 'zoe']);
  });

  it('leaves the given list as it was', () => {
    const members = [member('1', 'member'), member('2', 'owner')];
    sortMembers(members);
    expect(members.map((m) => m.userId._id)).toEqual(['1', '2']);
  });

  it('takes the initial from the name, else the email, else a question mark', () => {
    expect(initialOf({ name: 'ana', email: 'x@example.com' })).toBe('A');
    expect(initialOf({ name: ' ', email: 'bob@example.com' })).toBe('B');
    expect(initialOf({ name: '', email: '' })).toBe('?');
  });
});
