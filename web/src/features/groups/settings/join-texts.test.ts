import { defaultGroupSettings } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { askedText, groupLink, groupLinkNote, showsJoinRequests } from './join-texts';

describe('the group link', () => {
  it('is the group page, which shows outsiders its preview', () => {
    expect(groupLink('https://habitat.example', 'abc')).toBe('https://habitat.example/app/groups/abc');
  });

  it('says what opening it does, by the join policy', () => {
    const publicGroup = defaultGroupSettings(true);
    expect(groupLinkNote(publicGroup)).toMatch(/can ask to join/);
    expect(groupLinkNote({ ...publicGroup, privacyLevel: 'open', requireApproval: false })).toMatch(
      /can join the group at once from the page it opens/,
    );
    expect(groupLinkNote(defaultGroupSettings(false))).toBeNull();
  });
});

describe('requests to join', () => {
  it('says when someone asked', () => {
    expect(askedText('2026-03-02T12:00:00.000Z')).toBe('Asked Mar 2');
    expect(askedText('nonsense')).toBe('Asked to join');
  });

  it('shows the list for public groups, and for a private one only while requests wait', () => {
    expect(showsJoinRequests(true, 0)).toBe(true);
    expect(showsJoinRequests(false, 0)).toBe(false);
    expect(showsJoinRequests(false, 2)).toBe(true);
  });
});
