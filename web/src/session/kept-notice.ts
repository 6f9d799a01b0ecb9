// The words for changes kept aside before a wipe (kept-changes.ts). Apart from the keeping itself,
// which needs the local database, so the sign-in pages can say them without loading it.

/** Changes still waiting for their owner, for the notice to the person in front of the device. */
export interface KeptNotice {
  count: number;
  ownerName: string;
}

/** The notice for changes kept aside: whose, how many, and when they go. */
export function keptNoticeText(notice: KeptNotice, signingOutOwner: boolean): string {
  const changes = notice.count === 1 ? '1 change' : `${notice.count} changes`;
  const has = notice.count === 1 ? 'has' : 'have';
  const it = notice.count === 1 ? 'It is' : 'They are';
  return signingOutOwner
    ? `${changes} ${has} not reached the server yet. ${it} kept on this device and will be sent when you sign in here again.`
    : `${changes} made here by ${notice.ownerName} ${has} not reached the server yet. ${it} kept on this device and will be sent when ${notice.ownerName} signs in here again.`;
}

/** What the person is told once changes kept on this device have reached the server. */
export function sentNoticeText(count: number): string {
  return count === 1
    ? '1 change kept on this device has reached the server.'
    : `${count} changes kept on this device have reached the server.`;
}
