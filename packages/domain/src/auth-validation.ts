/**
 * Form rules of spec §5 (login, signup, contact) with their messages word for word.
 * The server applies the same password and email rules to what it accepts, so the
 * two can never disagree about what a valid account looks like.
 */

export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  loginPasswordTooShort: 'Password must be at least 6 characters',
  signupPasswordTooShort: 'Password must be at least 8 characters',
  passwordTooWeak:
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  confirmRequired: 'Please confirm your password',
  passwordsDiffer: 'Passwords do not match',
  termsRequired: 'You must accept the terms and conditions',
  firstNameRequired: 'First name is required',
  firstNameTooShort: 'First name must be at least 2 characters',
  lastNameRequired: 'Last name is required',
  lastNameTooShort: 'Last name must be at least 2 characters',
} as const;

export const LOGIN_PASSWORD_MIN = 6;
export const SIGNUP_PASSWORD_MIN = 8;
export const NAME_MIN = 2;

/** The spec's simple email shape; the server's schema uses the same source, so they never disagree. */
export const EMAIL_PATTERN_SOURCE = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
const EMAIL_PATTERN = new RegExp(EMAIL_PATTERN_SOURCE);

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

export function emailError(email: string): string | undefined {
  if (!email.trim()) return AUTH_MESSAGES.emailRequired;
  if (!isValidEmail(email)) return AUTH_MESSAGES.emailInvalid;
  return undefined;
}

/** The signup password rules, shared by the signup form and the server's register and change-password. */
export function signupPasswordError(password: string): string | undefined {
  if (!password) return AUTH_MESSAGES.passwordRequired;
  if (password.length < SIGNUP_PASSWORD_MIN) return AUTH_MESSAGES.signupPasswordTooShort;
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password)) {
    return AUTH_MESSAGES.passwordTooWeak;
  }
  return undefined;
}

export interface LoginForm {
  email: string;
  password: string;
}

export function validateLogin(form: LoginForm): FieldErrors<keyof LoginForm> {
  const errors: FieldErrors<keyof LoginForm> = {};
  const email = emailError(form.email);
  if (email) errors.email = email;
  if (!form.password) errors.password = AUTH_MESSAGES.passwordRequired;
  else if (form.password.length < LOGIN_PASSWORD_MIN) errors.password = AUTH_MESSAGES.loginPasswordTooShort;
  return errors;
}

export interface SignupForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

function nameError(value: string, required: string, tooShort: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return required;
  if (trimmed.length < NAME_MIN) return tooShort;
  return undefined;
}

export function validateSignup(form: SignupForm): FieldErrors<keyof SignupForm> {
  const errors: FieldErrors<keyof SignupForm> = {};
  const firstName = nameError(
    form.firstName,
    AUTH_MESSAGES.firstNameRequired,
    AUTH_MESSAGES.firstNameTooShort,
  );
  if (firstName) errors.firstName = firstName;
  const lastName = nameError(form.lastName, AUTH_MESSAGES.lastNameRequired, AUTH_MESSAGES.lastNameTooShort);
  if (lastName) errors.lastName = lastName;
  const email = emailError(form.email);
  if (email) errors.email = email;
  const password = signupPasswordError(form.password);
  if (password) errors.password = password;
  if (!form.confirmPassword) errors.confirmPassword = AUTH_MESSAGES.confirmRequired;
  else if (form.confirmPassword !== form.password) errors.confirmPassword = AUTH_MESSAGES.passwordsDiffer;
  if (!form.acceptTerms) errors.acceptTerms = AUTH_MESSAGES.termsRequired;
  return errors;
}

export interface NewPasswordForm {
  /** Asked for when the account already has a password (change password); absent on a reset. */
  currentPassword?: string;
  password: string;
  confirmPassword: string;
}

export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';

/**
 * Choosing a new password (change password in settings, a reset by email): the signup rules of
 * spec §5 for the new one and its confirmation, and the current one when it is asked for.
 */
export function validateNewPassword(form: NewPasswordForm): FieldErrors<keyof NewPasswordForm> {
  const errors: FieldErrors<keyof NewPasswordForm> = {};
  if (form.currentPassword !== undefined && !form.currentPassword)
    errors.currentPassword = CURRENT_PASSWORD_REQUIRED;
  const password = signupPasswordError(form.password);
  if (password) errors.password = password;
  if (!form.confirmPassword) errors.confirmPassword = AUTH_MESSAGES.confirmRequired;
  else if (form.confirmPassword !== form.password) errors.confirmPassword = AUTH_MESSAGES.passwordsDiffer;
  return errors;
}

export const PROFILE_NAME_MAX = 100;

/** The name in Settings → Edit Profile: the same bounds the server's profile update keeps. */
export function profileNameError(name: string): string | undefined {
  if (!name.trim()) return 'Name is required';
  if (name.trim().length > PROFILE_NAME_MAX) return `Name must be at most ${PROFILE_NAME_MAX} characters`;
  return undefined;
}

/** The registration payload joins first and last name (spec §3 User). */
export function registrationName(form: Pick<SignupForm, 'firstName' | 'lastName'>): string {
  return `${form.firstName.trim()} ${form.lastName.trim()}`;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
