import { describe, expect, it } from 'vitest';
import { amountText, counted, numberText, quantityText, timesText, unitFor } from './counted';

describe('counted', () => {
  it('uses the singular for exactly one', () => {
    expect(counted(1, 'member', 'members')).toBe('1 member');
    expect(counted(0, 'member', 'members')).toBe('0 members');
    expect(counted(3, 'habit', 'habits')).toBe('3 habits');
    expect(counted(1200, 'habit', 'habits')).toBe('1,200 habits');
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

describe('an amount with its unit (a numeric habit’s step, its day, its target)', () => {
  it('takes the form its number takes, as written', () => {
    expect(quantityText(1, 'cups')).toBe('1 cup');
    expect(quantityText(2, 'cups')).toBe('2 cups');
    expect(quantityText(0, 'cups')).toBe('0 cups');
    expect(quantityText(0.5, 'cups')).toBe('0.5 cups');
    // Written '1' (two decimals at most), so it reads as one.
    expect(quantityText(1.001, 'cups')).toBe('1 cup');
    expect(quantityText(1000, 'steps')).toBe('1,000 steps');
    expect(quantityText(1, 'glasses')).toBe('1 glass');
  });

  it('counts times as numbers, for a step ("Add 1 time")', () => {
    expect(quantityText(1, 'times')).toBe('1 time');
    expect(quantityText(5, 'time')).toBe('5 times');
  });

  it('puts a unit typed in the singular in the plural when the number asks for it', () => {
    expect(quantityText(8, 'cup')).toBe('8 cups');
    expect(quantityText(3, ' Push-up ')).toBe('3 push-ups');
    expect(unitFor(1, 'kilometres')).toBe('kilometre');
  });

  it('leaves a unit it does not know as typed', () => {
    expect(quantityText(1, 'glasses of water')).toBe('1 glasses of water');
    expect(quantityText(2, 'km')).toBe('2 km');
    expect(quantityText(2, '')).toBe('2');
  });

  it('writes numbers as a person reads them', () => {
    expect(numberText(10000)).toBe('10,000');
    expect(numberText(2.5000000001)).toBe('2.5');
  });
});
