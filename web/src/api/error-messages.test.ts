import { describe, expect, it } from 'vitest';
import { rawErrorText, TRANSPORT_MESSAGES, userMessage } from './error-messages';

describe('rawErrorText', () => {
  it('prefers the server error, then its message, then the status', () => {
    expect(rawErrorText(409, { success: false, error: 'Taken' })).toBe('Taken');
    expect(rawErrorText(400, { message: 'Bad' })).toBe('Bad');
    expect(rawErrorText(502, 'gateway html')).toBe('HTTP error! status: 502');
    expect(rawErrorText(500, null)).toBe('HTTP error! status: 500');
  });
});

describe('userMessage', () => {
  it.each([
    [401, 'Token expired', 'Session expired. Please login again.'],
    [403, 'Not an admin', 'Access denied. You do not have permission to perform this action.'],
    [404, 'Habit not found', 'Resource not found.'],
    [429, 'HTTP error! status: 429', 'Too many requests. Please try again later.'],
    [500, 'Internal server error', 'Server error. Please try again later.'],
    [503, 'HTTP error! status: 503', 'Server error. Please try again later.'],
    [409, 'An account with this email already exists', 'An account with this email already exists'],
    [400, '', 'An unexpected error occurred.'],
  ])('maps %i %j to %j', (status, raw, expected) => {
    expect(userMessage(status, raw)).toBe(expected);
  });

  it("says when to try again after a 429, in the server's words or built from Retry-After", () => {
    const signIn = 'Too many sign-in attempts. Try again in 45 seconds.';
    expect(userMessage(429, signIn, 45)).toBe(signIn);
    expect(userMessage(429, signIn)).toBe(signIn);
    expect(userMessage(429, 'HTTP error! status: 429', 45)).toBe(
      'Too many requests. Try again in 45 seconds.',
    );
    expect(userMessage(429, 'HTTP error! status: 429', 600)).toBe(
      'Too many requests. Try again in 10 minutes.',
    );
    // An older server's fixed sentence gives way to the wait its Retry-After names.
    expect(userMessage(429, 'Too many requests. Please try again later.', 90)).toBe(
      'Too many requests. Try again in 90 seconds.',
    );
    // Server words that do not say when get the wait added.
    expect(userMessage(429, 'Too many join requests', 3600)).toBe(
      'Too many join requests. Try again in about an hour.',
    );
    expect(userMessage(429, 'You have too many requests waiting.')).toBe(
      'You have too many requests waiting.',
    );
  });

  it('keeps the network message of the spec', () => {
    expect(TRANSPORT_MESSAGES.network).toBe('Network error. Please check your connection and try again.');
  });
});
