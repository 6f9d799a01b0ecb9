import { INVITE_MESSAGE_MAX } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_INVITE,
  INVITE_ROLE_OPTIONS,
  inviteBlocker,
  inviteBody,
  inviteFailureText,
  messageCounter,
} from './invite-form';

const ready = { sending: false, online: true, offlineReason: 'offline' };

describe('invite send button', () => {
  it('is disabled while the email is empty', () => {
    expect(inviteBlocker(EMPTY_INVITE, ready)).not.toBeNull();
    expect(inviteBlocker({ ...EMPTY_INVITE, email: '   ' }, ready)).not.toBeNull();
    expect(inviteBlocker({ ...EMPTY_INVITE, email: 'a@b.co' }, ready)).toBeNull();
  });

  it('is disabled while sending and when offline, with the offline reason', () => {
    const draft = { ...EMPTY_INVITE, email: 'a@b.co' };
    expect(inviteBlocker(draft, { ...ready, sending: true })).toBe('Sending...');
    expect(inviteBlocker(draft, { ...ready, online: false })).toBe('offline');
  });

  it('is disabled for a message over the limit', () => {
    const draft = { ...EMPTY_INVITE, email: 'a@b.co', message: 'x'.repeat(INVITE_MESSAGE_MAX + 1) };
    expect(inviteBlocker(draft, ready)).not.toBeNull();
    expect(inviteBlocker({ ...draft, message: 'x'.repeat(INVITE_MESSAGE_MAX) }, ready)).toBeNull();
  });
});

describe('invite roles', () => {
  it('offers member first, then admin, never owner', () => {
    expect(INVITE_ROLE_OPTIONS).toEqual([
      { value: 'member', label: 'Member' },
      { value: 'admin', label: 'Admin' },
    ]);
  });
});

describe('invite body', () => {
  it('sends the trimmed email, the role and a written message', () => {
    expect(inviteBody({ email: ' a@b.co ', role: 'admin', message: ' Join us! ' })).toEqual({
      email: 'a@b.co',
      role: 'admin',
      message: 'Join us!',
    });
  });

  it('leaves out an empty message and defaults to member', () => {
    expect(inviteBody({ ...EMPTY_INVITE, email: 'a@b.co' })).toEqual({ email: 'a@b.co', role: 'member' });
  });
});

describe('invite texts', () => {
  it('counts the message', () => {
    expect(messageCounter('hello')).toBe(`5/${INVITE_MESSAGE_MAX} characters`);
  });

  it("words a failure as the spec does, with the error's message or a fallback", () => {
    expect(inviteFailureText(new Error('User is already a member'))).toBe(
      'Failed to send invitation: User is already a member',
    );
    expect(inviteFailureText(new Error(''))).toBe('Failed to send invitation: Please try again.');
    expect(inviteFailureText(null)).toBe('Failed to send invitation: Please try again.');
  });
});
