import { PASSWORD_RESET_TTL_MINUTES } from '@habitat/domain';
import { escapeHtml } from './email-html';
import type { MailMessage } from './mailer';

/** The reset link as an email: what it is for, how long it works, and what to do if unasked. */
export function passwordResetEmail(mail: { to: string; name: string; link: string }): MailMessage {
  const lines = [
    `Hi ${mail.name},`,
    '',
    'Someone asked to reset the password of your Habitat account. If it was you, open this link to choose a new one:',
    mail.link,
    '',
    `The link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes. Setting a new password signs you out everywhere.`,
    '',
    'If you did not ask, ignore this email: your password stays as it is.',
  ];
  const html = [
    `<p>Hi ${escapeHtml(mail.name)},</p>`,
    '<p>Someone asked to reset the password of your Habitat account. If it was you, open this link to choose a new one:</p>',
    `<p><a href="${escapeHtml(mail.link)}">Reset your password</a></p>`,
    `<p>The link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes. Setting a new password signs you out everywhere.</p>`,
    '<p>If you did not ask, ignore this email: your password stays as it is.</p>',
  ].join('\n');
  return { to: mail.to, subject: 'Reset your Habitat password', text: lines.join('\n'), html };
}
