import { CloudOff, RefreshCw } from 'lucide-react';
import type { SaveIndicator } from './preference-saves';
import { SETTINGS_TEXTS } from './settings-texts';

/** 'Saving settings...' while a change is on its way; offline, that it waits on this device. */
export function SavingIndicator({ state }: { state: SaveIndicator }) {
  // The live region stays mounted so each change of state is announced.
  return (
    <p className="settings-saving" role="status" aria-live="polite" data-testid="settings-saving">
      {state === 'saving' && (
        <>
          <RefreshCw size={16} aria-hidden="true" className="spin" /> {SETTINGS_TEXTS.saving}
        </>
      )}
      {state === 'saved-offline' && (
        <>
          <CloudOff size={16} aria-hidden="true" /> {SETTINGS_TEXTS.savedOffline}
        </>
      )}
    </p>
  );
}
