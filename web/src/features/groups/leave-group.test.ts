import { GROUP_MESSAGES } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { LEAVE_FAILED, leaveFailure, rejoinNote } from './leave-group';

function apiError(status: number, serverMessage: string, message = serverMessage) {
  return Object.assign(new Error(message), { status, serverMessage });
}

describe('leaveFailure', () => {
  it('names the sole owner refusal with the spec title and text', () => {
    expect(leaveFailure(apiError(409, GROUP_MESSAGES.soleOwner))).toEqual({
      title: 'Cannot Leave Group',
      message:
        'As the only owner of this group, you cannot leave. You must either transfer ownership to another member or delete the group.',
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

  it('does not take the sole owner text without the 409', () => {
    expect(leaveFailure(apiError(400, GROUP_MESSAGES.soleOwner)).final).toBe(false);
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
