import { useCallback, useState } from 'react';
import { deleteAccount } from '../../api/account-api';
import { leaveDeletedAccount } from './leave-deleted-account';
import type { Notify } from './notify';
import { accountDeletionFailed, DELETED_REDIRECT_MS, SETTINGS_TEXTS } from './settings-texts';

export interface AccountDeletion {
  /** The password prompt is open. */
  asking: boolean;
  busy: boolean;
  start(): void;
  cancel(): void;
  confirm(password: string): void;
}

/**
 * Spec §5 Account deletion: the browser's confirm with the spec's words, then the password; an
 * empty password cancels. A wrong password is refused by the server and the prompt stays for
 * another try. On success the page says so and leaves, signed out, 2 seconds later.
 */
export function useAccountDeletion(notify: Notify): AccountDeletion {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const start = useCallback(() => {
    if (window.confirm(SETTINGS_TEXTS.deleteConfirm)) setAsking(true);
  }, []);

  const cancel = useCallback(() => {
    if (!busy) setAsking(false);
  }, [busy]);

  const confirm = useCallback(
    (password: string) => {
      if (busy) return;
      if (password === '') {
        setAsking(false);
        return;
      }
      setBusy(true);
      deleteAccount(password)
        .then(() => {
          setAsking(false);
          notify('success', SETTINGS_TEXTS.deleteSucceeded);
          // Not tied to this widget: leaving must happen even if the person switches the filter meanwhile.
          void leaveDeletedAccount(DELETED_REDIRECT_MS);
        })
        .catch((error: unknown) => {
          setBusy(false);
          notify('error', accountDeletionFailed(error instanceof Error ? error.message : undefined));
        });
    },
    [busy, notify],
  );

  return { asking, busy, start, cancel, confirm };
}
