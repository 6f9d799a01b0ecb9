import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailMessage } from '../../src/services/mailer';

/** The mail an app has "sent" in tests, oldest first (the file outbox of services/mailer.ts). */
export async function readOutbox(dir: string): Promise<MailMessage[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const files = names.filter((n) => n.endsWith('.json')).sort();
  return Promise.all(files.map(async (n) => JSON.parse(await readFile(join(dir, n), 'utf8')) as MailMessage));
}

/** The token of the newest invitation link sent to `email`. */
export async function invitationToken(dir: string, email: string): Promise<string> {
  const mail = (await readOutbox(dir)).filter((m) => m.to === email).at(-1);
  const token = mail?.text.match(/\/invite\/([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error(`no invitation mail for ${email}`);
  return token;
}
