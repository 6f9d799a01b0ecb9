import { type ContactForm, hasErrors, validateContact } from '@habitat/domain';
import type { SupportLinks } from '@habitat/protocol';
import { Bug, Mail } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { checkServerHealth, storedSupportLinks } from '../../api/server-health';
import { Modal } from '../../ui/Modal';
import { TextField } from '../../ui/TextField';
import { contactMailto } from './contact-mail';

/** undefined while the server is asked; null when it cannot be reached and nothing is known. */
type Links = SupportLinks | null | undefined;

/**
 * Spec §2's contact form simulated a send and thanked the person for a message nobody received.
 * Now (issue 27) it writes the message into an email to the address the server is configured with
 * (SUPPORT_EMAIL), which the person sends from their own mail app; without one, it offers the
 * issue tracker instead of a form that would go nowhere.
 */
export function ContactModal({ onClose }: { onClose(): void }) {
  const [links, setLinks] = useState<Links>(() => storedSupportLinks() ?? undefined);
  const [form, setForm] = useState<ContactForm>({ name: '', email: '', message: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof ContactForm, string>>>({});
  const [ready, setReady] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    checkServerHealth(controller.signal).then((health) => {
      if (!controller.signal.aborted) setLinks(health.support);
    });
    return () => controller.abort();
  }, []);

  const edit = (field: keyof ContactForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const email = links?.email;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(form);
    setErrors(found);
    if (hasErrors(found) || !email) return;
    setReady(contactMailto(email, form));
  };

  return (
    <Modal title="Contact Us" onClose={onClose}>
      {ready && email ? (
        <div className="contact-sent" role="status">
          <Mail size={40} aria-hidden="true" />
          <p className="contact-sent__message">Your message is ready to send.</p>
          <p>It goes to {email} from your own email app, so the answer comes back to you there.</p>
          <a className="button button--primary" href={ready}>
            Open in your email app
          </a>
          <button type="button" className="button button--ghost" onClick={() => setReady(null)}>
            Edit message
          </button>
        </div>
      ) : links === undefined ? (
        <p className="empty-state" role="status">
          Finding the contact address…
        </p>
      ) : !email ? (
        <div className="contact-sent">
          <p>
            {links === null
              ? "Can't reach the server to find the contact address. Please try again when you're online."
              : 'This server has no contact address set up.'}
          </p>
          {links?.issuesUrl && (
            <a
              className="button button--outline"
              href={links.issuesUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Bug size={16} aria-hidden="true" /> Ask or report a problem on the issue tracker
            </a>
          )}
        </div>
      ) : (
        <form className="form" noValidate onSubmit={submit}>
          <p className="field__hint">Your message opens in your own email app, addressed to {email}.</p>
          <TextField
            label="Name"
            name="name"
            value={form.name}
            onChange={edit('name')}
            error={errors.name}
            required
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            value={form.email}
            onChange={edit('email')}
            error={errors.email}
            required
          />
          <TextField
            label="Message"
            name="message"
            multiline
            value={form.message}
            onChange={edit('message')}
            error={errors.message}
            required
          />
          <div className="dialog-actions">
            <button type="submit" className="button button--primary button--block">
              Write Email
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
