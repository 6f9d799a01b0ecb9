/**
 * The server poked this person: their data, their notifications or a group of theirs changed.
 * Besides syncing, screens of served data (the bell, a group page) listen for this to refresh at once.
 */
export const SERVER_POKE = 'habitat:server-poke';

export function announcePoke(): void {
  window.dispatchEvent(new Event(SERVER_POKE));
}
