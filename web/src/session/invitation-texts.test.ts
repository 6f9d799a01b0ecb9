import { AUTH_MESSAGES, GROUP_MESSAGES } from '@habitat/domain';
import type { Invitation } from '@habitat/protocol';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import {
  acceptLabel,
  INVITATION_TEXTS,
  invalidView,
  invitationToken,
  invitedByLine,
  isOtherAccount,
  joinLine,
  personalMessageTitle,
  roleLabel,
  serverText,
  typeLabel,
  validateInvitationLogin,
  viewOfInvitation,
  welcomeMessage,
} from './invitation-texts';

const invitation: Invitation = {
  token: 'a'.repeat(43),
  status: 'pending',
  email: 'sam@example.com',
  role: 'member',
  message: 'Come along!',
  workspace: { id: 'w1', name: 'Morning Crew', type: 'fitness', description: 'Early runs' },
  invitedBy: { name: 'Alex' },
  expiresAt: '2030-01-01T00:00:00.000Z',
};

describe('serverText', () => {
  it("shows the server's own words, not the mapped transport text", () => {
    const error = new ApiError('Resource not found.', 404, 'Invitation not found');
    expect(serverText(error, INVITATION_TEXTS.loadFailed)).toBe('Invitation not found');
  });

  it('falls back when the server never answered', () => {
    const error = new ApiError('Network error.', 0, 'TypeError: Failed to fetch');
    expect(serverText(error, INVITATION_TEXTS.loadFailed)).toBe('Failed to load invitation details');
  });

  it('falls back for an answer without words and for unknown failures', () => {
    expect(serverText(new ApiError('x', 502, 'HTTP error! status: 502'), 'fb')).toBe('fb');
    expect(serverText(new ApiError('x', 400, '  '), 'fb')).toBe('fb');
    expect(serverText(new Error('boom'), 'fb')).toBe('fb');
    expect(serverText('nope', 'fb')).toBe('fb');
  });
});

describe('invalidView', () => {
  it("titles the expiry text 'Invitation Expired'", () => {
    expect(invalidView(GROUP_MESSAGES.invitationExpired)).toEqual({
      kind: 'invalid',
      title: 'Invitation Expired',
      message: 'This invitation has expired',
    });
  });

  it("titles any other error 'Invalid Invitation' and keeps its words", () => {
    expect(invalidView('Invitation not found')).toEqual({
      kind: 'invalid',
      title: 'Invalid Invitation',
      message: 'Invitation not found',
    });
  });

  it('says the link is no longer valid when there is no error text', () => {
    expect(invalidView(null).message).toBe('This invitation link is no longer valid.');
    expect(invalidView('').title).toBe('Invalid Invitation');
  });
});

describe('viewOfInvitation', () => {
  it('offers a pending invitation', () => {
    expect(viewOfInvitation(invitation)).toEqual({ kind: 'valid', invitation });
  });

  it('treats an expired one as expired and any other final status as no longer valid', () => {
    expect(viewOfInvitation({ ...invitation, status: 'expired' })).toMatchObject({
      title: 'Invitation Expired',
    });
    expect(viewOfInvitation({ ...invitation, status: 'accepted' })).toMatchObject({
      title: 'Invalid Invitation',
      message: GROUP_MESSAGES.invitationNoLongerValid,
    });
  });
});

describe('invitationToken', () => {
  it('takes the path token first, then the query', () => {
    expect(invitationToken('abc', 'def')).toBe('abc');
    expect(invitationToken(undefined, 'def')).toBe('def');
  });

  it('has none when both are missing or blank', () => {
    expect(invitationToken(undefined, null)).toBeNull();
    expect(invitationToken(undefined, '  ')).toBeNull();
  });
});

describe('labels and lines', () => {
  it('names the accept button by sign-in state', () => {
    expect(acceptLabel(true)).toBe('Accept & Join');
    expect(acceptLabel(false)).toBe('Login to Join');
  });

  it('words the invitation as the spec does', () => {
    expect(joinLine('Morning Crew')).toBe('Join Morning Crew and start tracking habits together');
    expect(invitedByLine('Alex')).toBe('Invited by Alex');
    expect(personalMessageTitle('Alex')).toBe('Personal message from Alex');
    expect(welcomeMessage('Morning Crew')).toBe('Welcome to Morning Crew!');
    expect(typeLabel('fitness')).toBe('Fitness');
    expect(roleLabel('admin')).toBe('Admin');
  });
});

describe('isOtherAccount', () => {
  it('compares addresses without case or spaces', () => {
    expect(isOtherAccount('Sam@Example.com', ' sam@example.com')).toBe(false);
    expect(isOtherAccount('sam@example.com', 'kim@example.com')).toBe(true);
    expect(isOtherAccount('sam@example.com', undefined)).toBe(false);
  });
});

describe('validateInvitationLogin', () => {
  it('needs an email-shaped email and a password', () => {
    expect(validateInvitationLogin({ email: '', password: '' })).toEqual({
      email: AUTH_MESSAGES.emailRequired,
      password: AUTH_MESSAGES.passwordRequired,
    });
    expect(validateInvitationLogin({ email: 'sam@', password: 'x' })).toEqual({
      email: AUTH_MESSAGES.emailInvalid,
    });
  });

  it('sets no minimum length for the password', () => {
    expect(validateInvitationLogin({ email: 'sam@example.com', password: 'x' })).toEqual({});
  });
});
