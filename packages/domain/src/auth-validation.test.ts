import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  profileNameError,
  registrationName,
  signupPasswordError,
  validateLogin,
  validateNewPassword,
  validateSignup,
} from './auth-validation';

const validSignup = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'Engine42x',
  confirmPassword: 'Engine42x',
  acceptTerms: true,
};

describe('validateLogin', () => {
  it('accepts a well-formed email and a 6-character password', () => {
    expect(validateLogin({ email: 'a@b.co', password: '123456' })).toEqual({});
  });

  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['plainaddress', 'Please enter a valid email address'],
    ['a@b', 'Please enter a valid email address'],
    ['a b@c.de', 'Please enter a valid email address'],
  ])('rejects email %j with %s', (email, message) => {
    expect(validateLogin({ email, password: 'secret1' }).email).toBe(message);
  });

  it.each([
    ['', 'Password is required'],
    ['12345', 'Password must be at least 6 characters'],
  ])('rejects password %j with %s', (password, message) => {
    expect(validateLogin({ email: 'a@b.co', password }).password).toBe(message);
  });
});

describe('validateSignup', () => {
  it('accepts a complete form', () => {
    expect(validateSignup(validSignup)).toEqual({});
  });

  it('reports every empty field with its own message', () => {
    expect(
      validateSignup({
        firstName: '',
        lastName: ' ',
        email: '',
        password: '',
        confirmPassword: '',
        acceptTerms: false,
      }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
      acceptTerms: 'You must accept the terms and conditions',
    });
  });

  it('measures names after trimming', () => {
    const errors = validateSignup({ ...validSignup, firstName: ' A ', lastName: 'B' });
    expect(errors.firstName).toBe('First name must be at least 2 characters');
    expect(errors.lastName).toBe('Last name must be at least 2 characters');
  });

  it('requires the confirmation to match', () => {
    expect(validateSignup({ ...validSignup, confirmPassword: 'Engine42y' }).confirmPassword).toBe(
      'Passwords do not match',
    );
  });
});

describe('signupPasswordError', () => {
  it.each([
    ['Short1a', AUTH_MESSAGES.signupPasswordTooShort],
    ['alllowercase1', AUTH_MESSAGES.passwordTooWeak],
    ['ALLUPPERCASE1', AUTH_MESSAGES.passwordTooWeak],
    ['NoDigitsHere', AUTH_MESSAGES.passwordTooWeak],
    ['Valid123', undefined],
  ])('%j → %s', (password, message) => {
    expect(signupPasswordError(password)).toBe(message);
  });

  it('uses the exact wording of the spec', () => {
    expect(AUTH_MESSAGES.passwordTooWeak).toBe(
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    );
  });
});

describe('registrationName', () => {
  it('joins trimmed first and last name with one space', () => {
    expect(registrationName({ firstName: ' Ada ', lastName: 'Lovelace ' })).toBe('Ada Lovelace');
  });
});

describe('validateNewPassword', () => {
  it('asks for the current password only when the form has the field', () => {
    expect(
      validateNewPassword({ currentPassword: '', password: 'Brand3New', confirmPassword: 'Brand3New' }),
    ).toEqual({
      currentPassword: 'Current password is required',
    });
    expect(validateNewPassword({ password: 'Brand3New', confirmPassword: 'Brand3New' })).toEqual({});
  });

  it('applies the signup rules to the new password and its confirmation', () => {
    expect(validateNewPassword({ password: 'short', confirmPassword: '' })).toEqual({
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Please confirm your password',
    });
    expect(validateNewPassword({ password: 'alllowercase1', confirmPassword: 'alllowercase1' })).toEqual({
      password: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    });
    expect(validateNewPassword({ password: 'Brand3New', confirmPassword: 'Brand3Old' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
});

describe('profileNameError', () => {
  it('needs a name that is not blank and at most 100 characters', () => {
    expect(profileNameError('  ')).toBe('Name is required');
    expect(profileNameError('x'.repeat(101))).toBe('Name must be at most 100 characters');
    expect(profileNameError(' Ada Lovelace ')).toBeUndefined();
  });
});
