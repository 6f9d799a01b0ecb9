import { isValidEmail } from './auth-validation';

export interface ContactForm {
  name: string;
  email: string;
  message: string;
}

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  messageRequired: 'Message is required',
} as const;

/** Spec §5: all three contact fields are required; the email field is email-typed. */
export function validateContact(form: ContactForm): Partial<Record<keyof ContactForm, string>> {
  const errors: Partial<Record<keyof ContactForm, string>> = {};
  if (!form.name.trim()) errors.name = CONTACT_MESSAGES.nameRequired;
  if (!form.email.trim()) errors.email = CONTACT_MESSAGES.emailRequired;
  else if (!isValidEmail(form.email)) errors.email = CONTACT_MESSAGES.emailInvalid;
  if (!form.message.trim()) errors.message = CONTACT_MESSAGES.messageRequired;
  return errors;
}
