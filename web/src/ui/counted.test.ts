import { describe, expect, it } from 'vitest';
import { amountText, counted, timesText } from './counted';

describe('counted', () => {
  it('uses the singular for exactly one', () => {
    expect(counted(1, 'member', 'members')).toBe('1 member');
    expect(counted(0, 'member', 'members')).toBe('0 members');
    expect(counted(3, 'habit', 'habits')).toBe('3 habits');
  });
});

describe('times and amounts (issue 27: never "1 times")', () => {
  it('says once, then counts', () => {
    expect(timesText(1)).toBe('once');
    expect(timesText(2)).toBe('2 times');
    expect(timesText(0)).toBe('0 times');
  });

  it('puts a known unit in the singular for exactly one, and leaves others as typed', () => {
    expect(amountText(1, 'time')).toBe('once');
    expect(amountText(3, 'time')).toBe('3 times');
    expect(amountText(1, 'minutes')).toBe('1 minute');
    expect(amountText(20, 'minutes')).toBe('20 minutes');
    expect(amountText(10000, 'steps')).toBe('10,000 steps');
    expect(amountText(1, 'Steps')).toBe('1 step');
    expect(amountText(1, 'kg')).toBe('1 kg');
    expect(amountText(1.5, 'hours')).toBe('1.5 hours');
  });
});
