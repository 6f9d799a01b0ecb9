import { Download } from 'lucide-react';
import { useState } from 'react';
import { NeedsAccount } from '../../../session/NeedsAccount';
import { useSettingsPage } from '../settings-context';
import { SetAsideData } from './SetAsideData';
import { StorageProtectionNote } from './StorageProtectionNote';

/**
 * Data Management without an account: a copy of this device's habits and check-ins can be saved
 * as a file (the export format Import reads); import and deletion go through the server.
 */
export function DeviceOnlyDataWidget() {
  const { notify, preferences } = useSettingsPage();
  const [saving, setSaving] = useState(false);
  const save = () => {
    setSaving(true);
    import('../../../session/device-only-export')
      .then(({ saveDeviceOnlyFile }) => saveDeviceOnlyFile(preferences.values.timezone))
      .catch(() => notify('error', 'The file could not be made. Try again.'))
      .finally(() => setSaving(false));
  };
  return (
    <div className="settings-stack">
      <SetAsideData canImport={false} />
      <StorageProtectionNote deviceOnly />
      <div className="settings-data-action">
        <button type="button" className="button button--outline" onClick={save} disabled={saving}>
          <Download size={16} aria-hidden="true" /> Save a copy (JSON)
        </button>
        <p className="settings-muted">This device's habits and check-ins, as a file Import can read.</p>
      </div>
      <NeedsAccount title="Import needs an account" inline>
        Importing from a file or from Loop goes through our server.
      </NeedsAccount>
    </div>
  );
}
