import { GROUP_MESSAGES } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { handoverNote, LEAVE_FAILED, leaveFailure, rejoinNote } from './leave-group';

function apiError(status: number, serverMessage: string, message = serverMessage) {
  return Object.assign(new Error(message), { status, serverMessage });
}

describe('leaveFailure', () => {
  it("names the only member's refusal with the spec's title", () => {
    expect(leaveFailure(apiError(409, GROUP_MESSAGES.soleMember))).toEqual({
      title: 'Cannot Leave Group',
      message: 'As the only member of this group, you cannot leave it. Delete the group instead.',
      final: true,
    });
  });

  it('keeps another conflict as an ordinary failure', () => {
    expect(leaveFailure(apiError(409, 'Something else'))).toEqual({
      title: 'Leave group',
      message: 'Something else',
      final: false,
    });
  });

  it("does not take the only member's text without the 409", () => {
    expect(leaveFailure(apiError(400, GROUP_MESSAGES.soleMember)).final).toBe(false);
  });

  it("shows the server's message", () => {
    expect(leaveFailure(apiError(403, 'x', 'Access denied.')).message).toBe('Access denied.');
  });

  it('falls back when there is no message', () => {
    expect(leaveFailure(new Error('')).message).toBe(LEAVE_FAILED);
    expect(leaveFailure(undefined).message).toBe(LEAVE_FAILED);
    expect(leaveFailure('boom').message).toBe(LEAVE_FAILED);
  });
});

describe('rejoinNote', () => {
  const settings = (isPublic: boolean, privacyLevel: 'invite-only' | 'open', requireApproval = false) => ({
    isPublic,
    privacyLevel,
    requireApproval,
    allowInvites: true,
  });

  it('says how the person could come back, by how the group is joined', () => {
    expect(rejoinNote(settings(false, 'open'))).toBe('To rejoin, you will need a new invitation.');
    expect(rejoinNote(settings(true, 'invite-only'))).toBe("To rejoin, ask again through the group's link.");
    expect(rejoinNote(settings(true, 'open'))).toBe("To rejoin, open the group's link again.");
    expect(rejoinNote(settings(true, 'open', true))).toBe("To rejoin, ask again through the group's link.");
    expect(rejoinNote(undefined)).toBe('To rejoin, you will need a new invitation.');
  });
});

describe('handoverNote', () => {
  const member = (id: string, name: string, role: 'owner' | 'admin' | 'member', joinedAt: string) => ({
    userId: { _id: id, name, email: `${id}@example.com`, avatar: null },
    role,
    joinedAt,
  });

  it('names who the last owner hands the group to, and says nothing to anyone else', () => {
    const members = [
      member('o', 'Olive Owner', 'owner', '2026-01-01'),
      member('m', 'Max Member', 'member', '2026-01-02'),
      member('a', 'Ada Admin', 'admin', '2026-02-01'),
    ];
    expect(handoverNote(members, 'o')).toBe("Ada Admin becomes the group's owner when you leave.");
    expect(handoverNote(members, 'm')).toBeNull();
    expect(handoverNote(members, undefined)).toBeNull();
  });

  it('tells the only member they cannot leave', () => {
    expect(handoverNote([member('o', 'Olive Owner', 'owner', '2026-01-01')], 'o')).toBe(
      GROUP_MESSAGES.soleMember,
    );
  });
});
