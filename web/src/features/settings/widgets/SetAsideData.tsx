import { Download, Trash2, Upload } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useSetAsideFiles } from '../../../data/hooks';
import { discardSetAside, type SetAsideFile } from '../../../data/set-aside';
import { holdingsText } from '../../../session/DeviceOnlyQuestion';
import { downloadFile } from '../../../session/device-only-export';
import { DialogPortal } from '../../../ui/DialogPortal';
import { NEEDS_NETWORK, useOnline } from '../../../ui/useOnline';
import { ImportDataDialog } from '../import/ImportDataDialog';

/**
 * Habits made on this device without an account that the person kept apart when signing in:
 * kept here until they import them into the account or discard them (a download alone may never
 * have arrived). Without an account only the download and discard are offered.
 */
export function SetAsideData({ canImport }: { canImport: boolean }) {
  const files = useSetAsideFiles();
  // Held here, not in the row: an import that succeeds discards the row, and its result must stay
  // on screen until the person closes the dialog.
  const [importing, setImporting] = useState<SetAsideFile | null>(null);
  const asFile = useMemo(
    () => importing && new File([importing.json], importing.fileName, { type: 'application/json' }),
    [importing],
  );
  const imported = useCallback(() => {
    if (importing) void discardSetAside(importing.id);
  }, [importing]);
  return (
    <>
      {files && files.length > 0 && (
        <section className="settings-set-aside" aria-label="Set-aside habits from this device">
          <h3 className="settings-set-aside__title">Set-aside habits from this device</h3>
          {files.map((file) => (
            <SetAsideRow
              key={file.id}
              file={file}
              onImport={canImport ? () => setImporting(file) : undefined}
            />
          ))}
        </section>
      )}
      <DialogPortal>
        {asFile && (
          <ImportDataDialog initialFile={asFile} onImported={imported} onClose={() => setImporting(null)} />
        )}
      </DialogPortal>
    </>
  );
}

function SetAsideRow({ file, onImport }: { file: SetAsideFile; onImport?: () => void }) {
  const online = useOnline();
  const [confirming, setConfirming] = useState(false);
  const discard = () => void discardSetAside(file.id);
  const saved = new Date(file.savedAt).toLocaleDateString(undefined, { dateStyle: 'medium' });
  return (
    <div className="settings-set-aside__row">
      <p className="settings-muted">
        {holdingsText(file)}, set aside on {saved}.
      </p>
      <div className="button-row">
        <button
          type="button"
          className="button button--outline button--sm"
          onClick={() => downloadFile(file.json, file.fileName)}
        >
          <Download size={16} aria-hidden="true" /> Download again
        </button>
        {onImport && (
          <button
            type="button"
            className="button button--outline button--sm"
            disabled={!online}
            onClick={onImport}
          >
            <Upload size={16} aria-hidden="true" /> Import into this account
          </button>
        )}
        {confirming ? (
          <>
            <button type="button" className="button button--sm settings-button--danger" onClick={discard}>
              <Trash2 size={16} aria-hidden="true" /> Delete them for good
            </button>
            <button
              type="button"
              className="button button--ghost button--sm"
              onClick={() => setConfirming(false)}
            >
              Keep
            </button>
          </>
        ) : (
          <button
            type="button"
            className="button button--ghost button--sm"
            onClick={() => setConfirming(true)}
          >
            Discard
          </button>
        )}
      </div>
      {onImport && !online && <p className="offline-hint">{NEEDS_NETWORK}</p>}
    </div>
  );
}
