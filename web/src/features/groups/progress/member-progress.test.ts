import type { MemberProgressItem } from '@habitat/protocol';
import { describe, expect, it } from 'vitest';
import { memberProgressRow, memberProgressView } from './member-progress';

const item = (
  id: string,
  stats: Partial<MemberProgressItem['stats']> = {},
  name = `Member ${id}`,
): MemberProgressItem => ({
  member: { _id: id, name },
  habits: [],
  stats: {
    completionRate: 50,
    currentStreak: 2,
    totalEntries: 10,
    habitsTracked: 3,
    completed: 10,
    due: 20,
    period: { startDate: '2026-02-10', endDate: '2026-03-11' },
    ...stats,
  },
});

const members = (count: number) => Array.from({ length: count }, (_, index) => item(`m${index + 1}`));

describe('member progress view', () => {
  it('shows every member and no toggle when six or fewer', () => {
    const view = memberProgressView(members(6), undefined, false, '30d');
    expect(view.rows).toHaveLength(6);
    expect(view.toggle).toBeNull();
  });

  it('shows the first six in the served order, then offers the rest', () => {
    const view = memberProgressView(members(9), undefined, false, '30d');
    expect(view.rows.map((row) => row.member._id)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6']);
    expect(view.toggle).toEqual({ label: 'View 3 more members', expanded: false });
  });

  it('says one more member in the singular', () => {
    expect(memberProgressView(members(7), undefined, false, '30d').toggle?.label).toBe('View 1 more member');
  });

  it('reveals everyone when expanded and offers to collapse', () => {
    const view = memberProgressView(members(9), undefined, true, '30d');
    expect(view.rows).toHaveLength(9);
    expect(view.toggle).toEqual({ label: 'Show fewer', expanded: true });
  });

  it('is empty without members', () => {
    expect(memberProgressView([], 'm1', false, '30d')).toEqual({ rows: [], toggle: null });
  });
});

describe('member progress row', () => {
  it("marks the viewer's row and offers no encourage on it", () => {
    const row = memberProgressRow(item('me', {}, 'Ana'), 'me', '30d');
    expect(row.isYou).toBe(true);
    expect(row.encourageLabel).toBeNull();
  });

  it('names the encourage button after another member', () => {
    const row = memberProgressRow(item('b', {}, 'Ben'), 'me', '30d');
    expect(row.isYou).toBe(false);
    expect(row.encourageLabel).toBe('Encourage Ben');
    expect(row.member).toEqual({ _id: 'b', name: 'Ben' });
  });

  it('says a member is away while every habit counted is paused, and not otherwise', () => {
    expect(memberProgressRow(item('b', { paused: { until: '2026-03-15' } }), 'me', '30d').away).toBe(
      'Paused until Mar 15',
    );
    expect(memberProgressRow(item('me', { paused: { until: null } }), 'me', '30d').away).toBe(
      "Paused until you're back",
    );
    // An answer saved before `paused` was served reads as not away.
    expect(memberProgressRow(item('b'), 'me', '30d').away).toBeNull();
  });

  it('treats nobody as the viewer when signed-in identity is unknown', () => {
    expect(memberProgressRow(item('b'), undefined, '30d').encourageLabel).toBe('Encourage Member b');
  });

  it('shows the figures and tone of a sharing member', () => {
    const row = memberProgressRow(
      item('b', { completionRate: 75, currentStreak: 5, totalEntries: 12, habitsTracked: 2 }),
      'me',
      '30d',
    );
    const shown = (text: string) => ({ text, note: null, onlyYou: false });
    expect(row.completion).toEqual(shown('75%'));
    expect(row.bar).toEqual({ percent: 75, tone: 'high' });
    expect(row.fraction).toBe('10 of 20 due check-ins in the last 30 days');
    expect(row.streak).toEqual(shown('5 days'));
    expect(row.entries).toEqual(shown('12'));
    expect(row.habitsTracked).toBe('2');
    expect(row.privacyNote).toBeNull();
  });

  it('shows dashes, not zeros, for figures a member keeps private', () => {
    const row = memberProgressRow(
      item('b', {
        completionRate: null,
        currentStreak: null,
        totalEntries: null,
        habitsTracked: 1,
        completed: null,
        due: null,
        period: null,
      }),
      'me',
      '30d',
    );
    const hidden = { text: '—', note: 'Not shared', onlyYou: false };
    expect(row.completion).toEqual(hidden);
    expect(row.bar).toBeNull();
    expect(row.streak).toEqual(hidden);
    expect(row.entries).toEqual(hidden);
  });

  it('tones medium and low completion', () => {
    expect(memberProgressRow(item('b', { completionRate: 40 }), 'me', '30d').bar?.tone).toBe('medium');
    expect(memberProgressRow(item('b', { completionRate: 12 }), 'me', '30d').bar?.tone).toBe('low');
  });

  it('says nothing was due rather than not shared when the counts are shared', () => {
    const row = memberProgressRow(item('b', { completionRate: null, completed: 0, due: 0 }), 'me', '30d');
    expect(row.completion).toEqual({ text: '—', note: 'Nothing due yet', onlyYou: false });
    expect(row.fraction).toBeNull();
  });

  it('shows your real figures on your row and says what the group does not see', () => {
    const own = {
      ...item('me', { habitsTracked: 2 }, 'Ana'),
      seenByGroup: {
        completionRate: 50,
        currentStreak: 2,
        totalEntries: 10,
        habitsTracked: 1,
        completed: 10,
        due: 20,
        period: { startDate: '2026-02-10', endDate: '2026-03-11' },
      },
    };
    const row = memberProgressRow(own, 'me', '30d');
    expect(row.completion.onlyYou).toBe(false);
    expect(row.privacyNote).toBe('The group sees 1 of your 2 habits. Your place is by what the group sees.');
    expect(memberProgressRow({ ...own, seenByGroup: null }, 'me', '30d').privacyNote).toBe(
      'Hidden from the group: only you see this row.',
    );
    // Seen as they are: nothing to say.
    expect(memberProgressRow({ ...own, seenByGroup: own.stats }, 'me', '30d').privacyNote).toBeNull();
  });
});
