import { describe, expect, it } from 'vitest';
import { PRIVACY_LEVELS } from './groups';
import {
  approvalShown,
  declinedMessage,
  JOIN_REQUEST_RETRY_DAYS,
  JOIN_WAYS,
  type JoinPolicy,
  type JoinSettings,
  type JoinViewer,
  joinAction,
  joinPolicy,
  joinWayOf,
  requestAnsweredMessage,
  settingLocks,
  settingsForJoinWay,
} from './join-policy';
import { notificationTarget, notificationText } from './notifications';

const settings = (overrides: Partial<JoinSettings> = {}): JoinSettings => ({
  isPublic: true,
  privacyLevel: 'invite-only',
  requireApproval: false,
  allowInvites: true,
  ...overrides,
});

const viewer = (overrides: Partial<JoinViewer> = {}): JoinViewer => ({
  member: false,
  removed: false,
  pending: false,
  lastDeclinedAt: null,
  ...overrides,
});

const NOW = new Date('2026-03-10T12:00:00Z');

describe('joinPolicy', () => {
  it('keeps a private group out of sight and joined by invitation only, whatever its other settings', () => {
    for (const privacyLevel of PRIVACY_LEVELS) {
      for (const requireApproval of [true, false]) {
        expect(joinPolicy(settings({ isPublic: false, privacyLevel, requireApproval }))).toEqual({
          preview: false,
          previewHabits: false,
          linkJoin: 'none',
          inviters: 'admins',
        });
      }
    }
  });

  it('lets every request to a public invite-only group wait for an admin, even with approval off', () => {
    expect(joinPolicy(settings({ privacyLevel: 'invite-only', requireApproval: false }))).toMatchObject({
      preview: true,
      previewHabits: false,
      linkJoin: 'request',
    });
  });

  it('follows Require approval for members-only and open groups', () => {
    for (const privacyLevel of ['members-only', 'open'] as const) {
      expect(joinPolicy(settings({ privacyLevel, requireApproval: true })).linkJoin).toBe('request');
      expect(joinPolicy(settings({ privacyLevel, requireApproval: false })).linkJoin).toBe('immediate');
    }
  });

  it('shows the habits in the preview of open groups only', () => {
    expect(joinPolicy(settings({ privacyLevel: 'open' })).previewHabits).toBe(true);
    expect(joinPolicy(settings({ privacyLevel: 'members-only' })).previewHabits).toBe(false);
    expect(joinPolicy(settings({ privacyLevel: 'invite-only' })).previewHabits).toBe(false);
  });

  it('lets admins invite only while invitations are allowed; owners always can', () => {
    expect(joinPolicy(settings({ allowInvites: true })).inviters).toBe('admins');
    expect(joinPolicy(settings({ allowInvites: false })).inviters).toBe('owners');
    expect(joinPolicy(settings({ isPublic: false, allowInvites: false })).inviters).toBe('owners');
  });

  it('gives every privacy level of a public group a different effect', () => {
    const effects = PRIVACY_LEVELS.map((privacyLevel) =>
      JSON.stringify(
        [false, true].map((requireApproval) => joinPolicy(settings({ privacyLevel, requireApproval }))),
      ),
    );
    expect(new Set(effects).size).toBe(PRIVACY_LEVELS.length);
  });
});

describe('settingLocks', () => {
  it('names what a private group makes moot', () => {
    expect(settingLocks(settings({ isPublic: false }))).toEqual({
      privacyLevel: 'private',
      requireApproval: 'private',
    });
  });

  it('locks Require approval on for invite-only groups and shows it on', () => {
    const inviteOnly = settings({ privacyLevel: 'invite-only', requireApproval: false });
    expect(settingLocks(inviteOnly)).toEqual({ requireApproval: 'invite-only' });
    expect(approvalShown(inviteOnly)).toBe(true);
  });

  it('leaves everything to choose for public members-only and open groups', () => {
    expect(settingLocks(settings({ privacyLevel: 'members-only' }))).toEqual({});
    expect(settingLocks(settings({ privacyLevel: 'open' }))).toEqual({});
    expect(approvalShown(settings({ privacyLevel: 'open', requireApproval: false }))).toBe(false);
  });

  it('every lock agrees with the policy: a locked setting changes nothing', () => {
    for (const isPublic of [true, false]) {
      for (const privacyLevel of PRIVACY_LEVELS) {
        const base = settings({ isPublic, privacyLevel });
        const locks = settingLocks(base);
        if (locks.requireApproval) {
          expect(joinPolicy({ ...base, requireApproval: true })).toEqual(
            joinPolicy({ ...base, requireApproval: false }),
          );
        }
        if (locks.privacyLevel) {
          for (const other of PRIVACY_LEVELS)
            expect(joinPolicy({ ...base, privacyLevel: other })).toEqual(joinPolicy(base));
        }
      }
    }
  });
});

describe('joinAction', () => {
  const request: JoinPolicy = joinPolicy(settings());
  const immediate: JoinPolicy = joinPolicy(settings({ privacyLevel: 'open' }));
  const closed: JoinPolicy = joinPolicy(settings({ isPublic: false }));

  it('sends members in, whatever the policy', () => {
    for (const policy of [request, immediate, closed])
      expect(joinAction(policy, viewer({ member: true }), NOW).action).toBe('member');
  });

  it('offers nothing through a private group', () => {
    expect(joinAction(closed, viewer(), NOW).action).toBe('closed');
  });

  it('offers a request or a join by the policy', () => {
    expect(joinAction(request, viewer(), NOW)).toEqual({ action: 'request', retryAt: null });
    expect(joinAction(immediate, viewer(), NOW)).toEqual({ action: 'join', retryAt: null });
  });

  it('keeps removed people out of both paths', () => {
    expect(joinAction(request, viewer({ removed: true }), NOW).action).toBe('removed');
    expect(joinAction(immediate, viewer({ removed: true }), NOW).action).toBe('removed');
  });

  it('shows a waiting request, and lets its owner in at once once approval is off', () => {
    expect(joinAction(request, viewer({ pending: true }), NOW).action).toBe('pending');
    expect(joinAction(immediate, viewer({ pending: true }), NOW).action).toBe('join');
  });

  it('asks a declined person to wait a week before asking again', () => {
    const declinedAt = new Date(NOW.getTime() - 24 * 60 * 60 * 1000);
    const choice = joinAction(request, viewer({ lastDeclinedAt: declinedAt }), NOW);
    expect(choice.action).toBe('declined');
    expect(choice.retryAt?.getTime()).toBe(declinedAt.getTime() + JOIN_REQUEST_RETRY_DAYS * 86_400_000);
    const longAgo = new Date(NOW.getTime() - (JOIN_REQUEST_RETRY_DAYS + 1) * 86_400_000);
    expect(joinAction(request, viewer({ lastDeclinedAt: longAgo }), NOW).action).toBe('request');
  });
});

describe('join messages', () => {
  it('says when a declined person may ask again', () => {
    expect(declinedMessage(new Date('2026-03-17T12:00:00Z'))).toBe(
      'Your request to join was declined. You can ask again from Mar 17.',
    );
  });

  it('says why an answered request cannot be answered again', () => {
    expect(requestAnsweredMessage('accepted')).toBe('This request has already been accepted');
    expect(requestAnsweredMessage('declined')).toBe('This request has already been declined');
    expect(requestAnsweredMessage('cancelled')).toBe('This request was cancelled');
  });
});

describe('join request notifications', () => {
  const about = (type: string) => ({
    type,
    data: { memberName: 'Rae' },
    workspaceId: 'w1',
    workspaceName: 'Dawn Walkers',
  });

  it('tells admins who asked, and opens the settings where they answer', () => {
    expect(notificationText(about('join_requested'))).toBe('Rae asked to join Dawn Walkers');
    expect(notificationTarget(about('join_requested'))).toBe('/app/groups/w1/settings');
  });

  it('tells the person asking the answer, and opens the group', () => {
    expect(notificationText(about('join_approved'))).toBe('Your request to join Dawn Walkers was accepted');
    expect(notificationText(about('join_declined'))).toBe('Your request to join Dawn Walkers was declined');
    expect(notificationTarget(about('join_approved'))).toBe('/app/groups/w1');
    expect(notificationTarget(about('join_declined'))).toBe('/app/groups/w1');
  });

  it('leaves the other types as they were', () => {
    expect(notificationText(about('member_joined'))).toBe('Rae joined Dawn Walkers');
    expect(notificationTarget({ ...about('badge_earned'), workspaceId: null })).toBe('/app/analytics');
  });
});

describe('who can join, as one choice (issue 27)', () => {
  const base = { allowInvites: true };
  it('reads every stored combination as the way it works', () => {
    expect(joinWayOf({ ...base, isPublic: false, privacyLevel: 'open', requireApproval: false })).toBe(
      'invitation',
    );
    expect(joinWayOf({ ...base, isPublic: true, privacyLevel: 'invite-only', requireApproval: false })).toBe(
      'request',
    );
    expect(joinWayOf({ ...base, isPublic: true, privacyLevel: 'members-only', requireApproval: true })).toBe(
      'request',
    );
    expect(joinWayOf({ ...base, isPublic: true, privacyLevel: 'open', requireApproval: false })).toBe('link');
  });

  it('stores each way as fields the policy reads back as that way', () => {
    for (const way of JOIN_WAYS) {
      for (const previewHabits of [false, true]) {
        const fields = settingsForJoinWay(way, previewHabits);
        expect(joinWayOf({ ...base, ...fields })).toBe(way);
        if (way !== 'invitation')
          expect(joinPolicy({ ...base, ...fields }).previewHabits).toBe(previewHabits);
      }
    }
    expect(settingsForJoinWay('invitation', true)).toEqual({
      isPublic: false,
      privacyLevel: 'invite-only',
      requireApproval: true,
    });
  });
});
