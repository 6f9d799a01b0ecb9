import { Download, FileSpreadsheet, Trash2, Upload } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { DialogPortal } from '../../../ui/DialogPortal';
import { NEEDS_NETWORK, useOnline } from '../../../ui/useOnline';
import { DeleteAccountDialog } from '../DeleteAccountDialog';
import { exportButtonLabel } from '../export-file';
import { ImportDataDialog } from '../import/ImportDataDialog';
import { useSettingsPage } from '../settings-context';
import { SETTINGS_TEXTS } from '../settings-texts';
import { useAccountDeletion } from '../useAccountDeletion';
import { useDataExport } from '../useDataExport';
import { SetAsideData } from './SetAsideData';
import { StorageProtectionNote } from './StorageProtectionNote';

/**
 * Spec §2 Data Management: export (JSON, and the check-ins as CSV), import, and account deletion.
 * All of them are done by the server, so they wait for a connection.
 */
export function DataManagementWidget() {
  const { notify, preferences } = useSettingsPage();
  const online = useOnline();
  const timezone = preferences.values.timezone;
  const json = useDataExport('json', timezone, notify);
  const csv = useDataExport('csv', timezone, notify);
  const deletion = useAccountDeletion(notify);
  const [importing, setImporting] = useState(false);

  return (
    <div className="settings-stack">
      <SetAsideData canImport />
      <StorageProtectionNote deviceOnly={false} />
      <DataAction description="Everything you own, as a JSON file.">
        <button
          type="button"
          className="button button--outline button--sm"
          disabled={!online || json.state === 'exporting'}
          onClick={json.run}
        >
          <Download size={16} aria-hidden="true" /> {exportButtonLabel(json.state, SETTINGS_TEXTS.exportIdle)}
        </button>
      </DataAction>
      <DataAction description="Your check-ins, for a spreadsheet.">
        <button
          type="button"
          className="button button--outline button--sm"
          disabled={!online || csv.state === 'exporting'}
          onClick={csv.run}
        >
          <FileSpreadsheet size={16} aria-hidden="true" />{' '}
          {exportButtonLabel(csv.state, SETTINGS_TEXTS.exportCsvIdle)}
        </button>
      </DataAction>
      <DataAction description="Habits and check-ins from a Habitat export or Loop Habit Tracker.">
        <button
          type="button"
          className="button button--outline button--sm"
          disabled={!online}
          onClick={() => setImporting(true)}
        >
          <Upload size={16} aria-hidden="true" /> Import Data
        </button>
      </DataAction>
      <DataAction description="Permanently delete your account and all your data.">
        <button
          type="button"
          className="button button--sm settings-button--danger"
          disabled={!online || deletion.busy}
          onClick={deletion.start}
        >
          <Trash2 size={16} aria-hidden="true" /> Delete Account
        </button>
      </DataAction>
      {!online && <p className="offline-hint">{NEEDS_NETWORK}</p>}
      {/* Portalled: the grid's transformed cells would confine a fixed backdrop to this widget. */}
      <DialogPortal>
        {importing && <ImportDataDialog onClose={() => setImporting(false)} />}
        {deletion.asking && (
          <DeleteAccountDialog busy={deletion.busy} onConfirm={deletion.confirm} onCancel={deletion.cancel} />
        )}
      </DialogPortal>
    </div>
  );
}

function DataAction({ description, children }: { description: string; children: ReactNode }) {
  return (
    <div className="settings-data-action">
      {children}
      <p className="settings-muted">{description}</p>
    </div>
  );
}
