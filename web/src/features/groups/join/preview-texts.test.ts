import { JOIN_ACTIONS } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { previewOffer, previewSummary } from './preview-texts';

describe('previewOffer', () => {
  it('offers a request where an admin lets people in, and a join where the link is enough', () => {
    expect(previewOffer({ action: 'request', retryAt: null }).button?.label).toBe('Request to Join');
    expect(previewOffer({ action: 'join', retryAt: null }).button?.label).toBe('Join Group');
  });

  it('shows a waiting request as sent, with a way to cancel it', () => {
    const offer = previewOffer({ action: 'pending', retryAt: null });
    expect(offer.status).toBe('Request sent');
    expect(offer.button).toMatchObject({ kind: 'cancel', label: 'Cancel Request' });
  });

  it('offers nothing to someone declined or removed, and says why', () => {
    const declined = previewOffer({ action: 'declined', retryAt: '2026-03-17T12:00:00.000Z' });
    expect(declined.button).toBeNull();
    expect(declined.note).toMatch(/^Your request to join was declined\. You can ask again from Mar 1[78]\.$/);
    const removed = previewOffer({ action: 'removed', retryAt: null });
    expect(removed.button).toBeNull();
    expect(removed.note).toBe('You were removed from this group. An admin can invite you back.');
  });

  it('has words for every action', () => {
    for (const action of JOIN_ACTIONS) expect(previewOffer({ action, retryAt: null }).note).not.toBe('');
  });
});

describe('previewSummary', () => {
  it('says the kind of group and how many are in it', () => {
    expect(previewSummary({ type: 'fitness', memberCount: 3 })).toBe('Fitness group • 3 members');
    expect(previewSummary({ type: 'team', memberCount: 1 })).toBe('Team group • 1 member');
  });
});
