import { describe, expect, it } from 'vitest';
import { consistencyText } from './consistency-text';

describe('consistencyText', () => {
  it('says done of due over the last 30 days, and the paused days beside it', () => {
    expect(consistencyText({ completed: 24, due: 28, rate: 24 / 28, paused: 2 }, false)).toBe(
      'Done 24 of 28 due days in the last 30 days · 2 paused',
    );
    expect(consistencyText({ completed: 1, due: 1, rate: 1, paused: 0 }, false)).toBe(
      'Done 1 of 1 due day in the last 30 days',
    );
  });

  it('says kept for a limit, and tells a month all paused', () => {
    expect(consistencyText({ completed: 5, due: 7, rate: 5 / 7, paused: 0 }, true)).toBe(
      'Kept 5 of 7 due days in the last 30 days',
    );
    expect(consistencyText({ completed: 0, due: 0, rate: 0, paused: 30 }, false)).toBe(
      'Nothing due in the last 30 days · 30 paused',
    );
    expect(consistencyText({ completed: 0, due: 0, rate: 0, paused: 0 }, false)).toBeNull();
  });
});
