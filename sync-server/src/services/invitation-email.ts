import { GROUP_TYPE_INFO, type GroupType } from '@habitat/domain';
import { escapeHtml } from './email-html';
import type { MailMessage } from './mailer';

export interface InvitationEmail {
  to: string;
  link: string;
  workspaceName: string;
  workspaceType: GroupType;
  inviterName: string;
  role: string;
  message: string;
  expiresAt: Date;
}

/** The invitation as an email: plain text first (every client shows it), the same in simple HTML. */
export function invitationEmail(mail: InvitationEmail): MailMessage {
  const expires = mail.expiresAt.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const kind = GROUP_TYPE_INFO[mail.workspaceType].label.toLowerCase();
  const lines = [
    `${mail.inviterName} invited you to join "${mail.workspaceName}", a ${kind} group on Habitat, as ${mail.role === 'admin' ? 'an admin' : 'a member'}.`,
    ...(mail.message ? ['', `Personal message from ${mail.inviterName}:`, mail.message] : []),
    '',
    `Open this link to accept or decline: ${mail.link}`,
    '',
    `The invitation expires on ${expires}. If you did not expect it, you can ignore this email.`,
  ];
  const html = [
    `<p>${escapeHtml(lines[0] ?? '')}</p>`,
    ...(mail.message
      ? [
          `<p><strong>Personal message from ${escapeHtml(mail.inviterName)}:</strong><br>${escapeHtml(mail.message)}</p>`,
        ]
      : []),
    `<p><a href="${escapeHtml(mail.link)}">Open the invitation</a></p>`,
    `<p>The invitation expires on ${escapeHtml(expires)}. If you did not expect it, you can ignore this email.</p>`,
  ].join('\n');
  return {
    to: mail.to,
    subject: `${mail.inviterName} invited you to join ${mail.workspaceName} on Habitat`,
    text: lines.join('\n'),
    html,
  };
}
