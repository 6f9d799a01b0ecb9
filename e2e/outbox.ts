import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { outboxDirFor } from './outbox-dir.mjs';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

const outboxDir = outboxDirFor(process.env.E2E_PORT ?? 4310);

async function mailTo(email: string): Promise<Mail | undefined> {
  const names = (await readdir(outboxDir).catch(() => [] as string[]))
    .filter((n) => n.endsWith('.json'))
    .sort();
  const mails = await Promise.all(
    names.map(async (n) => JSON.parse(await readFile(join(outboxDir, n), 'utf8')) as Mail),
  );
  return mails.filter((m) => m.to === email).at(-1);
}

/** The invitation link in the newest email the server sent to `email` (waits for it to arrive). */
export async function invitationLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await mailTo(email))?.text.match(/https?:\/\/\S+\/invite\/[A-Za-z0-9_-]{43}/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link as string;
}

/** The password reset link in the newest reset email sent to `email` (waits for it to arrive). */
export async function passwordResetLink(email: string, after: string | null = null): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await mailTo(email))?.text.match(/https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]{43}/)?.[0];
      return link && link !== after ? link : undefined;
    })
    .toBeTruthy();
  return link as string;
}
