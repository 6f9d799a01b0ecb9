import { describe, expect, it } from 'vitest';
import { routineDayText, ruleText } from './routine-text';

describe('routine text', () => {
  it('says the rule in words, never asking more habits than the routine holds', () => {
    expect(ruleText({ kind: 'none' }, 3)).toBe('No rule');
    expect(ruleText({ kind: 'all' }, 3)).toBe('All 3');
    expect(ruleText({ kind: 'all' }, 1)).toBe('Its habit');
    expect(ruleText({ kind: 'any', count: 2 }, 3)).toBe('Any 2 of 3');
    expect(ruleText({ kind: 'any', count: 4 }, 3)).toBe('Any 3 of 3');
    expect(ruleText({ kind: 'total', amount: 30, unit: 'minutes' }, 3)).toBe('30 minutes in total');
  });

  it('says where the day stands', () => {
    const any = { kind: 'any', count: 2 } as const;
    expect(routineDayText(any, { state: 'open', have: 1, need: 2 })).toBe('1 of 2 done');
    expect(routineDayText(any, { state: 'done', have: 2, need: 2 })).toBe('Done');
    expect(routineDayText(any, { state: 'off', have: 0, need: 0 })).toBe('Not today');
    expect(routineDayText(any, { state: 'skipped', have: 0, need: 0 })).toBe('Skipped today');
    expect(
      routineDayText({ kind: 'total', amount: 30, unit: 'minutes' }, { state: 'open', have: 20, need: 30 }),
    ).toBe('20 of 30 minutes');
    expect(routineDayText({ kind: 'none' }, { state: 'off', have: 0, need: 0 })).toBeNull();
  });
});
