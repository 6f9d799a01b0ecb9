// Apart from the mutations (mutations.ts) that read it, so the session can set it on the sign-in
// pages without loading the local database and the sync client.

/**
 * The person this tab shows (an account id, 'device-only'), set by the session (AuthProvider).
 * Each write is stamped with it and refused when the device has become someone else's meanwhile,
 * so a tab still showing the last person never writes into the next one's account. Null once the
 * tab shows nobody (signed out, or signing out): a write then is refused, never stamped with the
 * device's owner, whose data is about to be wiped. Undefined only where no session runs at all.
 */
let person: string | null | undefined;

export function setWritingPerson(next: string | null): void {
  person = next;
}

export function writingPerson(): string | null | undefined {
  return person;
}
