import { describe, expect, it } from 'vitest';
import {
  canSubmitGroup,
  createGroupErrorText,
  emptyGroupForm,
  groupPayload,
  privacyNote,
  validateGroupForm,
} from './group-form';

describe('create group form', () => {
  it('starts as a public team group in the default colour', () => {
    expect(emptyGroupForm()).toEqual({
      name: '',
      description: '',
      type: 'team',
      color: '#4f46e5',
      isPrivate: false,
    });
  });

  it('requires a name that is not blank after trimming', () => {
    expect(validateGroupForm({ ...emptyGroupForm(), name: '   ' })).toEqual({
      name: 'Group name is required',
    });
    expect(validateGroupForm({ ...emptyGroupForm(), name: 'Runners' })).toEqual({});
  });

  it('cannot be submitted while saving or with a blank name', () => {
    const named = { ...emptyGroupForm(), name: 'Runners' };
    expect(canSubmitGroup(named, false)).toBe(true);
    expect(canSubmitGroup(named, true)).toBe(false);
    expect(canSubmitGroup({ ...named, name: ' ' }, false)).toBe(false);
  });

  it('sends isPublic as the inverse of the private toggle', () => {
    const form = {
      name: '  Morning Runners ',
      description: ' Up at six ',
      type: 'fitness' as const,
      color: '#10b981',
      isPrivate: false,
    };
    expect(groupPayload(form)).toEqual({
      name: 'Morning Runners',
      description: 'Up at six',
      type: 'fitness',
      isPublic: true,
      color: '#10b981',
    });
    expect(groupPayload({ ...form, isPrivate: true }).isPublic).toBe(false);
  });

  it('falls back to the defaults for a type or colour it does not know', () => {
    const form = { ...emptyGroupForm(), name: 'X', type: 'guild' as never, color: '#123456' };
    expect(groupPayload(form)).toMatchObject({ type: 'team', color: '#4f46e5' });
  });

  it('explains the privacy choice in the spec words', () => {
    expect(privacyNote(true)).toBe('Members need an invitation to join. You can control who has access.');
    expect(privacyNote(false)).toBe('Anyone with the link can request to join your group.');
  });

  it('words a failure with the reason, or asks to try again', () => {
    expect(createGroupErrorText(new Error('Server error. Please try again later.'))).toBe(
      'Failed to create group: Server error. Please try again later.',
    );
    expect(createGroupErrorText('boom')).toBe('Failed to create group: Please try again.');
  });
});
