import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/**
 * Outgoing email. Production sends through SMTP (`SMTP_URL`); development and tests write each
 * message as a JSON file into an outbox folder, which a person can open and the tests read, so
 * nothing needs a mail server to run. Both go through the same `send`.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /**
   * 'outbox' when no SMTP server is configured: nothing leaves the machine, and screens that would
   * say "sent" must say so and give the person another way (an invitation's link).
   */
  readonly delivery: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailConfig {
  from: string;
  /** smtp:// or smtps:// URL; when absent, messages go to `outboxDir`. */
  smtpUrl?: string;
  outboxDir: string;
}

/**
 * The SMTP address with connection pooling on, unless it says otherwise: without it every message
 * opens and greets a new connection (a third of the time of a message on loopback, more over a
 * network), which a weekly summary to every person multiplies.
 */
function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  return url.toString();
}

export function createMailer(config: MailConfig): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(pooled(config.smtpUrl));
    return {
      delivery: 'smtp',
      async send(message) {
        await transport.sendMail({ from: config.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  return {
    delivery: 'outbox',
    async send(message) {
      await mkdir(config.outboxDir, { recursive: true });
      // Time first, so a listing sorted by name is the order of sending.
      const name = `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID()}.json`;
      const mail = { from: config.from, ...message, date: new Date().toISOString() };
      // Written aside and renamed: whoever reads the folder (a person, the tests) never sees half a message.
      const path = join(config.outboxDir, name);
      await writeFile(`${path}.partial`, `${JSON.stringify(mail, null, 2)}\n`);
      await rename(`${path}.partial`, path);
    },
    close() {},
  };
}
