/**
 * What a rate-limited answer says about when to try again, in words a person reads at a glance
 * (issue 27): seconds up to a minute and a half, then whole minutes, then "about an hour", then
 * hours, then days. Always rounded up for seconds and minutes, so nobody tries again too soon.
 */
export function retryAfterWords(seconds: number): string {
  // Not a number says nothing about when: "later" is true, "in a moment" might not be.
  if (Number.isNaN(seconds)) return 'later';
  if (seconds <= 1) return 'in a moment';
  if (seconds > MAX_NAMED_WAIT_S) return 'in more than a week';
  const wholeSeconds = Math.ceil(seconds);
  if (wholeSeconds <= 90) return `in ${wholeSeconds} seconds`;
  const minutes = Math.ceil(wholeSeconds / 60);
  if (minutes < 50) return `in ${minutes} minutes`;
  if (minutes < 90) return 'in about an hour';
  const hours = Math.round(minutes / 60);
  if (hours < 36) return `in about ${hours} hours`;
  return `in about ${Math.round(hours / 24)} days`;
}

/** Past a week a count of days means nothing to a person (and a huge header is no real promise). */
const MAX_NAMED_WAIT_S = 7 * 86_400;

/** "Too many sign-in attempts. Try again in 45 seconds." `lead` is the first sentence. */
export function retryMessage(lead: string, seconds: number): string {
  return `${lead} Try again ${retryAfterWords(seconds)}.`;
}

/**
 * Seconds from a Retry-After header, which is either a number of seconds or an HTTP date
 * (RFC 9110 §10.2.3). Null when absent or unreadable, so the caller falls back to plain words.
 */
export function parseRetryAfter(header: string | null | undefined, now: Date = new Date()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  // Only an IMF-fixdate ('Sun, 06 Nov 1994 08:49:37 GMT'), the form senders must use: a looser
  // date ('Nov 30') would parse as some year long past and read "in a moment".
  const fixdate = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;
  const date = fixdate.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now.getTime()) / 1000));
}
