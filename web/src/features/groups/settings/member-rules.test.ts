import type { GroupRole } from '@habitat/domain';
import type { WorkspaceMember } from '@habitat/protocol';
import { describe, expect, it } from 'vitest';
import { canChangeRole, canRemoveMember, canSeeInvitations, expiryText } from './member-rules';

function member(id: string, role: GroupRole, name = id): WorkspaceMember {
  return {
    userId: { _id: id, name, email: `${id}@example.com`, avatar: null },
    role,
    joinedAt: '2025-01-01',
  };
}

const owner = member('o', 'owner');
const admin = member('a', 'admin');
const plain = member('m', 'member');

describe('member rules', () => {
  it('lets only the owner change roles, never their own', () => {
    expect(canChangeRole('owner', admin, 'o')).toBe(true);
    expect(canChangeRole('owner', plain, 'o')).toBe(true);
    expect(canChangeRole('owner', owner, 'o')).toBe(false);
    expect(canChangeRole('admin', plain, 'a')).toBe(false);
    expect(canChangeRole('member', plain, 'x')).toBe(false);
  });

  it('lets admins and owners remove anyone but an owner or themselves', () => {
    expect(canRemoveMember('owner', admin, 'o')).toBe(true);
    expect(canRemoveMember('admin', plain, 'a')).toBe(true);
    expect(canRemoveMember('admin', member('a2', 'admin'), 'a')).toBe(true);
    expect(canRemoveMember('admin', owner, 'a')).toBe(false);
    expect(canRemoveMember('owner', member('o2', 'owner'), 'o')).toBe(false);
    expect(canRemoveMember('admin', admin, 'a')).toBe(false);
    expect(canRemoveMember('member', member('m2', 'member'), 'm')).toBe(false);
  });

  it('shows pending invitations to admins and owners only', () => {
    expect(canSeeInvitations('owner')).toBe(true);
    expect(canSeeInvitations('admin')).toBe(true);
    expect(canSeeInvitations('member')).toBe(false);
  });

  it('shows the expiry day', () => {
    expect(expiryText({ expiresAt: '2025-11-22T12:00:00.000Z' })).toBe('Expires Nov 22, 2025');
    expect(expiryText({ expiresAt: 'nonsense' })).toBe('Expiry unknown');
  });
});
