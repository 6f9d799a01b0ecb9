import { GROUP_MESSAGES } from '@habitat/domain';
import { ApiError } from '../../../api/client';

/** What the group page says when its data cannot be shown. */

export type LoadFailure =
  | { kind: 'not-found'; title: string; message: string }
  | { kind: 'offline'; title: string; message: string }
  | { kind: 'failed'; title: string; message: string };

/**
 * A missing group and one the viewer may not see read the same (spec §2), so neither reveals that a
 * group exists; a malformed id (400) is a missing group too. Status 0 is no connection at all, which
 * with the offline cache means this group was never opened on this device.
 */
export function loadFailure(
  error: unknown,
  /** What is missing offline: the group itself, or only the figures that still come from the server. */
  missing = "This group hasn't",
): LoadFailure {
  const status = error instanceof ApiError ? error.status : -1;
  if (status === 400 || status === 403 || status === 404) {
    return { kind: 'not-found', title: GROUP_MESSAGES.notFoundTitle, message: GROUP_MESSAGES.notFound };
  }
  if (status === 0) {
    return {
      kind: 'offline',
      title: 'No connection',
      message: `${missing} been saved on this device yet. Check your connection and try again.`,
    };
  }
  const message = error instanceof Error && error.message ? error.message : 'Please try again.';
  return { kind: 'failed', title: 'Failed to load the group', message };
}
