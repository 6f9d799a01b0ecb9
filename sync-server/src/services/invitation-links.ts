import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Invitation links. A token is the HMAC of the invitation's id and a random nonce under a key derived
 * from the server secret; the table keeps the nonce and the token's sha256. Looking a link up needs
 * only the hash, so a leaked table opens no invitation, while the server can still give a group's
 * admins the link again (an install without email has no other way to pass it on).
 */
export interface InvitationLinks {
  newNonce(): string;
  token(invitationId: string, nonce: string): string;
  url(token: string): string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createInvitationLinks(key: Buffer, publicUrl: string): InvitationLinks {
  return {
    newNonce: () => randomBytes(16).toString('base64url'),
    token: (invitationId, nonce) =>
      createHmac('sha256', key).update(`${invitationId}:${nonce}`).digest('base64url'),
    url: (token) => `${publicUrl}/invite/${token}`,
  };
}

/**
 * The link of an invitation as stored, or null when it cannot be given again: made before nonces
 * were kept, or under another server secret (its hash no longer matches what the key gives).
 */
export function storedInvitationUrl(
  links: InvitationLinks,
  row: { id: string; token_nonce: string | null; token_hash: string },
): string | null {
  if (!row.token_nonce) return null;
  const token = links.token(row.id, row.token_nonce);
  return hashToken(token) === row.token_hash ? links.url(token) : null;
}
