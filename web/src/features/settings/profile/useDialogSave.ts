import { useState } from 'react';
import { useSettingsPage } from '../settings-context';

/**
 * A settings dialog that saves on the server: busy while it runs (the page shows 'Saving
 * settings...'), its failure shown in the dialog, its success in the page's toast, and no closing
 * half-way.
 */
export function useDialogSave(onClose: () => void) {
  const { notify, onServerSave } = useSettingsPage();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  /** Runs `work`, which answers the success message; `fallback` is said when a failure has no words. */
  const save = async (work: () => Promise<string>, fallback: string) => {
    setBusy(true);
    setFailure(null);
    onServerSave(true);
    try {
      notify('success', await work());
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : fallback);
    } finally {
      setBusy(false);
      onServerSave(false);
    }
  };

  const close = () => {
    if (!busy) onClose();
  };

  return { busy, failure, setFailure, save, close };
}
