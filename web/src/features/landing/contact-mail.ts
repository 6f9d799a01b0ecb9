import type { ContactForm } from '@habitat/domain';

/**
 * The contact form's message as an email the person sends from their own mail app (issue 27): the
 * page has no mail service behind it, so it never claims a message "has been received".
 */
export function contactMailto(to: string, form: ContactForm): string {
  const subject = `Habitat: a message from ${form.name.trim()}`;
  const body = `${form.message.trim()}\n\n${form.name.trim()} <${form.email.trim()}>`;
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
