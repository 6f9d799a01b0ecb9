/** Resetting a forgotten password by email: how long a link lives and what each screen says. */

export const PASSWORD_RESET_TTL_MINUTES = 30;
/** Links one account may be sent per hour; more are silently not sent (the answer stays the same). */
export const PASSWORD_RESETS_PER_HOUR = 3;

export const PASSWORD_RESET_MESSAGES = {
  /** The one answer to a request, whether or not the address has an account. */
  requested: (email: string) =>
    `If an account exists for ${email}, we have sent it a link to reset the password. The link works for ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
  /** The same, on a server with no mail set up: the link is in its outbox folder. */
  requestedNoEmail: (email: string) =>
    `If an account exists for ${email}, a reset link was written to this server's outbox: it has no email set up, so ask whoever runs it for the link. The link works for ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
  invalid: 'This reset link is not valid. Request a new one.',
  expired: 'This reset link has expired. Request a new one.',
  used: 'This reset link has already been used. Request a new one if you still need it.',
  done: 'Your password has been reset.',
} as const;
