import { describe, expect, it } from 'vitest';
import { parseRetryAfter, retryAfterWords, retryMessage } from './retry-after';

describe('retryAfterWords', () => {
  it.each([
    [0, 'in a moment'],
    [1, 'in a moment'],
    [-5, 'in a moment'],
    [Number.NaN, 'later'],
    [2, 'in 2 seconds'],
    [44.2, 'in 45 seconds'],
    [45, 'in 45 seconds'],
    [90, 'in 90 seconds'],
    [91, 'in 2 minutes'],
    [120, 'in 2 minutes'],
    [121, 'in 3 minutes'],
    [15 * 60, 'in 15 minutes'],
    [49 * 60, 'in 49 minutes'],
    [50 * 60, 'in about an hour'],
    [60 * 60, 'in about an hour'],
    [89 * 60, 'in about an hour'],
    [90 * 60, 'in about 2 hours'],
    [5 * 3600, 'in about 5 hours'],
    [35 * 3600, 'in about 35 hours'],
    [36 * 3600, 'in about 2 days'],
    [7 * 86_400, 'in about 7 days'],
    [7 * 86_400 + 1, 'in more than a week'],
    [99_999_999_999, 'in more than a week'],
    [Number.POSITIVE_INFINITY, 'in more than a week'],
  ])('%s seconds reads "%s"', (seconds, words) => {
    expect(retryAfterWords(seconds)).toBe(words);
  });
});

describe('retryMessage', () => {
  it('puts the lead sentence before when to try again', () => {
    expect(retryMessage('Too many sign-in attempts.', 45)).toBe(
      'Too many sign-in attempts. Try again in 45 seconds.',
    );
    expect(retryMessage('Too many requests.', 15 * 60)).toBe('Too many requests. Try again in 15 minutes.');
  });
});

describe('parseRetryAfter', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it('reads a number of seconds', () => {
    expect(parseRetryAfter('45', now)).toBe(45);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });
  it('reads an HTTP date as the seconds until it', () => {
    expect(parseRetryAfter('Fri, 27 Nov 2026 12:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('Fri, 27 Nov 2026 11:00:00 GMT', now)).toBe(0);
  });
  it('is null when absent or unreadable', () => {
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter(undefined, now)).toBeNull();
    expect(parseRetryAfter('', now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('-3', now)).toBeNull();
    // A loose date would parse as a year long past and promise "in a moment".
    expect(parseRetryAfter('Nov 30', now)).toBeNull();
    expect(parseRetryAfter('2026-11-30', now)).toBeNull();
  });
  it('reads a huge number of seconds as a long wait, not a moment', () => {
    expect(retryAfterWords(parseRetryAfter('99999999999999999999999', now) ?? Number.NaN)).toBe(
      'in more than a week',
    );
  });
});
