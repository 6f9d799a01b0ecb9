import { CONTACT_SEND_DELAY_MS, type ContactForm, hasErrors, validateContact } from '@habitat/domain';
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Modal } from '../../ui/Modal';
import { TextField } from '../../ui/TextField';

type Stage = 'editing' | 'sending' | 'sent';

/** Spec §2: the contact form makes no request; it simulates a one-second send. */
export function ContactModal({ onClose }: { onClose(): void }) {
  const [form, setForm] = useState<ContactForm>({ name: '', email: '', message: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof ContactForm, string>>>({});
  const [stage, setStage] = useState<Stage>('editing');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const edit = (field: keyof ContactForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(form);
    setErrors(found);
    if (hasErrors(found)) return;
    setStage('sending');
    timer.current = setTimeout(() => setStage('sent'), CONTACT_SEND_DELAY_MS);
  };

  return (
    <Modal title="Contact Us" onClose={onClose}>
      {stage === 'sent' ? (
        <div className="contact-sent" role="status">
          <CheckCircle2 size={40} aria-hidden="true" />
          <p className="contact-sent__message">Thank You! Your message has been received...</p>
          <button type="button" className="button button--primary" onClick={onClose}>
            Close
          </button>
        </div>
      ) : (
        <form className="form" noValidate onSubmit={submit}>
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
            <button
              type="submit"
              className="button button--primary button--block"
              disabled={stage === 'sending'}
            >
              {stage === 'sending' ? 'Sending...' : 'Send Message'}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
