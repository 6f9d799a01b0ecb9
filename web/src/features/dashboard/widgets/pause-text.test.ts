import { describe, expect, it } from 'vitest';
import { pausedText, restRuleText } from './pause-text';

describe('restRuleText', () => {
  it('names weekly rest days Monday first', () => {
    expect(restRuleText({ kind: 'weekly', weekdays: [0] })).toBe('Every Sunday');
    expect(restRuleText({ kind: 'weekly', weekdays: [0, 6] })).toBe('Every Saturday and Sunday');
    expect(restRuleText({ kind: 'weekly', weekdays: [5, 1, 3] })).toBe('Every Monday, Wednesday and Friday');
  });

  it('names the weekend of a month', () => {
    expect(restRuleText({ kind: 'monthly-weekend', weekend: 1 })).toBe('The first weekend of each month');
    expect(restRuleText({ kind: 'monthly-weekend', weekend: -1 })).toBe('The last weekend of each month');
  });
});

describe('pausedText', () => {
  it('says until when, joining pauses that touch, and nothing for a planned rest', () => {
    const plan = {
      spans: [
        { from: '2026-11-20', until: '2026-11-25' },
        { from: '2026-11-26', until: '2026-11-29' },
      ],
      rest: [{ kind: 'weekly' as const, weekdays: [0, 1, 2, 3, 4, 5, 6] }],
    };
    expect(pausedText(plan, '2026-11-24')).toBe('Paused until Sun 29 Nov');
    expect(pausedText(plan, '2026-11-30')).toBeNull();
    expect(pausedText({ spans: [{ from: '2026-11-20', until: null }], rest: [] }, '2026-12-24')).toBe(
      "Paused until you're back",
    );
  });
});
