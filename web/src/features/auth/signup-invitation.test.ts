import { describe, expect, it } from 'vitest';
import { invitationTokenFrom, joiningLine, signupLanding } from './signup-invitation';

const TOKEN = 'A'.repeat(43);

describe('signup from an invitation', () => {
  it('reads only a well-formed token', () => {
    expect(invitationTokenFrom(TOKEN)).toBe(TOKEN);
    expect(invitationTokenFrom('../../etc')).toBeNull();
    expect(invitationTokenFrom(null)).toBeNull();
  });

  it('says whose group the account joins', () => {
    expect(
      joiningLine({
        invitedBy: { name: 'Olive' },
        workspace: { id: '1', name: 'Book Club', type: 'study', description: '' },
      }),
    ).toBe('Olive invited you to Book Club. Create your account to join.');
  });

  it('lands in the joined group, greeted; else on the invitation; else the deep link or the dashboard', () => {
    expect(signupLanding({ id: 'g1', name: 'Book Club' }, TOKEN, null)).toEqual({
      to: '/app/groups/g1',
      state: { notification: { type: 'success', message: 'Welcome to Book Club!' } },
    });
    expect(signupLanding(undefined, TOKEN, null)).toEqual({ to: `/invite/${TOKEN}` });
    expect(signupLanding(undefined, null, '/app/groups/g2')).toEqual({ to: '/app/groups/g2' });
    expect(signupLanding(undefined, null, null)).toEqual({ to: '/app/dashboard' });
  });
});
