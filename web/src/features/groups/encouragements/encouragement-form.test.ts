import {
  ENCOURAGEMENT_MAX,
  ENCOURAGEMENT_MESSAGES,
  ENCOURAGEMENT_TYPES,
  encouragementCounter,
  QUICK_MESSAGES,
  REACTIONS,
} from '@habitat/domain';
import type { WorkspaceMember } from '@habitat/protocol';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client';
import {
  emptyDraft,
  isEncouragementType,
  REACTION_OPTIONS,
  recipientOptions,
  responseError,
  responseFailureText,
  sendBlocker,
  sendBody,
  sendFailureText,
  TYPE_OPTIONS,
  withQuickMessage,
} from './encouragement-form';

const ready = 'me';

function member(id: string, name: string, email = `${id}@example.com`): WorkspaceMember {
  return {
    userId: { _id: id, name, email, avatar: null },
    role: 'member',
    joinedAt: '2026-01-01T00:00:00.000Z',
  };
}

describe('send encouragement draft', () => {
  it('starts as general support with a clap and no message', () => {
    expect(emptyDraft()).toEqual({ toUserId: '', type: 'general_support', reaction: '👏', message: '' });
    expect(emptyDraft('u2').toUserId).toBe('u2');
  });

  it('offers the six types with labels and the eight reactions with names', () => {
    expect(TYPE_OPTIONS.map((option) => option.value)).toEqual([...ENCOURAGEMENT_TYPES]);
    expect(TYPE_OPTIONS[0]).toEqual({ value: 'general_support', label: 'General support' });
    expect(REACTION_OPTIONS.map((option) => option.value)).toEqual([...REACTIONS]);
    for (const option of REACTION_OPTIONS) expect(option.name.length).toBeGreaterThan(0);
    expect(new Set(REACTION_OPTIONS.map((option) => option.name)).size).toBe(REACTIONS.length);
  });

  it('recognises the types', () => {
    expect(isEncouragementType('goal_achieved')).toBe(true);
    expect(isEncouragementType('hug')).toBe(false);
  });

  it('a quick message fills the message and sets its type, keeping recipient and reaction', () => {
    const quick = QUICK_MESSAGES[1];
    if (!quick) throw new Error('no quick message');
    const draft = withQuickMessage({ ...emptyDraft('u2'), reaction: '🚀', message: 'old' }, quick);
    expect(draft).toEqual({ toUserId: 'u2', reaction: '🚀', type: quick.type, message: quick.message });
  });
});

describe('recipients', () => {
  it('lists every other member by name, never the viewer', () => {
    const members = [member('me', 'Zoe'), member('u2', 'bob'), member('u3', 'Ana')];
    expect(recipientOptions(members, 'me')).toEqual([
      { id: 'u3', name: 'Ana' },
      { id: 'u2', name: 'bob' },
    ]);
  });

  it('names a member without a name by email', () => {
    expect(recipientOptions([member('u2', '  ', 'b@x.co')], 'me')).toEqual([{ id: 'u2', name: 'b@x.co' }]);
  });
});

describe('send button', () => {
  const draft = { ...emptyDraft('u2'), message: 'Keep going' };

  it('is enabled with a recipient and a message', () => {
    expect(sendBlocker(draft, ready)).toBeNull();
  });

  it('is disabled while the message is blank after trimming', () => {
    expect(sendBlocker({ ...draft, message: '' }, ready)).toBe(ENCOURAGEMENT_MESSAGES.required);
    expect(sendBlocker({ ...draft, message: ' \n\t ' }, ready)).toBe(ENCOURAGEMENT_MESSAGES.required);
  });

  it('is disabled over the limit and enabled at it', () => {
    expect(sendBlocker({ ...draft, message: 'x'.repeat(ENCOURAGEMENT_MAX) }, ready)).toBeNull();
    expect(sendBlocker({ ...draft, message: 'x'.repeat(ENCOURAGEMENT_MAX + 1) }, ready)).toBe(
      ENCOURAGEMENT_MESSAGES.tooLong,
    );
  });

  it('is disabled without a recipient and to oneself, and never for want of a connection (it is queued)', () => {
    expect(sendBlocker({ ...draft, toUserId: '' }, ready)).not.toBeNull();
    expect(sendBlocker({ ...draft, toUserId: 'me' }, ready)).toBe(ENCOURAGEMENT_MESSAGES.notYourself);
  });

  it('counts characters as the domain does', () => {
    expect(encouragementCounter('Keep going')).toBe('10/500 characters');
  });
});

describe('send payload', () => {
  it('sends the trimmed message, the type and reaction, and no habit', () => {
    const draft = {
      toUserId: 'u2',
      type: 'goal_achieved' as const,
      reaction: '🔥' as const,
      message: '  Yes! ',
    };
    expect(sendBody(draft, 'w1')).toEqual({
      toUserId: 'u2',
      workspaceId: 'w1',
      habitId: null,
      type: 'goal_achieved',
      message: 'Yes!',
      reaction: '🔥',
    });
  });
});

describe('failure texts', () => {
  it("shows the server's message, or the spec's fallback", () => {
    expect(
      sendFailureText(new ApiError('You can only encourage members of a group you share', 403, '')),
    ).toBe('You can only encourage members of a group you share');
    expect(sendFailureText(new ApiError('', 500, ''))).toBe('Failed to send encouragement');
    expect(sendFailureText('boom')).toBe('Failed to send encouragement');
    expect(responseFailureText(null)).toBe('Failed to send your reply');
  });
});

describe('reply form', () => {
  it('needs a non-blank reply within the limit', () => {
    expect(responseError('  ')).toBe(ENCOURAGEMENT_MESSAGES.responseRequired);
    expect(responseError('Thanks!')).toBeNull();
    expect(responseError('x'.repeat(ENCOURAGEMENT_MAX + 1))).toBe(ENCOURAGEMENT_MESSAGES.tooLong);
  });
});
