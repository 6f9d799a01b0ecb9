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
  stats: { completionRate: 50, currentStreak: 2, totalEntries: 10, habitsTracked: 3, ...stats },
});

const members = (count: number) => Array.from({ length: count }, (_, index) => item(`m${index + 1}`));

describe('member progress view', () => {
  it('shows every member and no toggle when six or fewer', () => {
    const view = memberProgressView(members(6), undefined, false);
    expect(view.rows).toHaveLength(6);
    expect(view.toggle).toBeNull();
  });

  it('shows the first six in the served order, then offers the rest', () => {
    const view = memberProgressView(members(9), undefined, false);
    expect(view.rows.map((row) => row.member._id)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6']);
    expect(view.toggle).toEqual({ label: 'View 3 more members', expanded: false });
  });

  it('says one more member in the singular', () => {
    expect(memberProgressView(members(7), undefined, false).toggle?.label).toBe('View 1 more member');
  });

  it('reveals everyone when expanded and offers to collapse', () => {
    const view = memberProgressView(members(9), undefined, true);
    expect(view.rows).toHaveLength(9);
    expect(view.toggle).toEqual({ label: 'Show fewer', expanded: true });
  });

  it('is empty without members', () => {
    expect(memberProgressView([], 'm1', false)).toEqual({ rows: [], toggle: null });
  });
});

describe('member progress row', () => {
  it("marks the viewer's row and offers no encourage on it", () => {
    const row = memberProgressRow(item('me', {}, 'Ana'), 'me');
    expect(row.isYou).toBe(true);
    expect(row.encourageLabel).toBeNull();
  });

  it('names the encourage button after another member', () => {
    const row = memberProgressRow(item('b', {}, 'Ben'), 'me');
    expect(row.isYou).toBe(false);
    expect(row.encourageLabel).toBe('Encourage Ben');
    expect(row.member).toEqual({ _id: 'b', name: 'Ben' });
  });

  it('treats nobody as the viewer when signed-in identity is unknown', () => {
    expect(memberProgressRow(item('b'), undefined).encourageLabel).toBe('Encourage Member b');
  });

  it('shows the figures and tone of a sharing member', () => {
    const row = memberProgressRow(
      item('b', { completionRate: 75, currentStreak: 5, totalEntries: 12, habitsTracked: 2 }),
      'me',
    );
    expect(row.completion).toEqual({ shared: true, text: '75%' });
    expect(row.bar).toEqual({ percent: 75, tone: 'high' });
    expect(row.streak).toEqual({ shared: true, text: '5 days' });
    expect(row.entries).toEqual({ shared: true, text: '12' });
    expect(row.habitsTracked).toBe('2');
  });

  it('shows dashes, not zeros, for figures a member keeps private', () => {
    const row = memberProgressRow(
      item('b', { completionRate: null, currentStreak: null, totalEntries: null, habitsTracked: 1 }),
      'me',
    );
    expect(row.completion).toEqual({ shared: false, text: '—' });
    expect(row.bar).toBeNull();
    expect(row.streak).toEqual({ shared: false, text: '—' });
    expect(row.entries).toEqual({ shared: false, text: '—' });
  });

  it('tones medium and low completion', () => {
    expect(memberProgressRow(item('b', { completionRate: 40 }), 'me').bar?.tone).toBe('medium');
    expect(memberProgressRow(item('b', { completionRate: 12 }), 'me').bar?.tone).toBe('low');
  });
});
