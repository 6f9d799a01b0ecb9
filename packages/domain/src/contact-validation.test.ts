import { describe, expect, it } from 'vitest';
import { validateContact } from './contact-validation';

describe('validateContact', () => {
  it('requires all three fields', () => {
    expect(Object.keys(validateContact({ name: ' ', email: '', message: '' }))).toEqual([
      'name',
      'email',
      'message',
    ]);
  });

  it('checks the email shape', () => {
    expect(validateContact({ name: 'A', email: 'nope', message: 'Hi' }).email).toBe(
      'Please enter a valid email address',
    );
  });

  it('accepts a complete message', () => {
    expect(validateContact({ name: 'A', email: 'a@b.co', message: 'Hi' })).toEqual({});
  });
});
