import { MutationRejected } from '@habitat/domain';

/** A bulk write refused partway, after some of it committed (see writeMany). */
export class BulkWriteStopped extends MutationRejected {}

/** A bulk write stopped between two of its transactions because the server is closing. */
export class BulkWriteInterrupted extends Error {
  constructor() {
    super('The write was interrupted by a shutdown');
  }
}

/** What a person sees for a change the database refused although every check passed. */
export const STORE_REFUSED_MESSAGE = 'The server could not store this change';

/** The database refused the data itself (SQLSTATE classes 22 and 23): no retry will help. */
export function isDataError(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && /^2[23]/.test(code);
}
