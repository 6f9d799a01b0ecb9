import type { ImportPreview } from '@habitat/protocol';
import { useEffect, useId } from 'react';
import { Modal } from '../../../ui/Modal';
import {
  addsNothing,
  habitBadge,
  habitCounts,
  IMPORT_ACCEPTS_TEXT,
  IMPORT_TITLE,
  importedText,
  NEEDS_CONNECTION,
  NOTHING_NEW,
  notImportedText,
  previewSummary,
} from './import-text';
import { IMPORT_ACCEPT } from './read-import-files';
import { useDataImport } from './useDataImport';
import './import.css';

/** React has no prop for `webkitdirectory` (pick a whole folder), so it is set on the element. */
const pickFolders = (input: HTMLInputElement | null) => input?.setAttribute('webkitdirectory', '');

function PreviewDetails({ preview }: { preview: ImportPreview }) {
  const notImported = notImportedText(preview.notImported);
  return (
    <section className="import-data__preview" aria-label="What this file adds">
      <p className="import-data__summary">{addsNothing(preview) ? NOTHING_NEW : previewSummary(preview)}</p>
      {preview.habits.length > 0 && (
        <ul className="import-data__habits">
          {preview.habits.map((habit, index) => (
            // Two rows can carry one name (one merged by id, one added), so a row's place is its key.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id and never reorder
            <li key={index} className="import-data__habit">
              <span className="import-data__habit-name">{habit.name}</span>
              <span className={`badge import-data__badge import-data__badge--${habit.action}`}>
                {habitBadge(habit)}
              </span>
              <span className="import-data__habit-counts">{habitCounts(habit)}</span>
            </li>
          ))}
        </ul>
      )}
      {notImported && <p className="import-data__not-imported">{notImported}</p>}
    </section>
  );
}

/**
 * Settings › Data Management › Import Data: a Habitat export or Loop Habit Tracker's backup or CSV export,
 * previewed first (what is new, what is already here, what stays behind), then imported. Importing
 * never changes what the person already has, so the same file twice adds nothing the second time.
 */
export function ImportDataDialog({
  onClose,
  initialFile,
  onImported,
}: {
  onClose(): void;
  /** A file the app already holds (set-aside data), read at once as if chosen. */
  initialFile?: File;
  onImported?(): void;
}) {
  const { state, online, choose, apply } = useDataImport();
  const ids = useId();
  const { phase, preview, result, failure } = state;
  useEffect(() => {
    if (initialFile) void choose([initialFile]);
  }, [initialFile, choose]);
  useEffect(() => {
    if (phase === 'done') onImported?.();
  }, [phase, onImported]);
  const importing = phase === 'importing';
  const canImport = online && phase === 'ready' && preview !== null && !addsNothing(preview);
  const hintId = `${ids}-offline`;
  const close = () => {
    if (!importing) onClose();
  };
  const picked = (files: FileList | null) => {
    void choose(files ? [...files] : []);
  };

  return (
    <Modal title={IMPORT_TITLE} onClose={close} size="md">
      <div className="import-data">
        <p className="import-data__intro">{IMPORT_ACCEPTS_TEXT}</p>
        <div className="import-data__pickers">
          <div className="field">
            <label htmlFor={`${ids}-file`} className="field__label">
              Choose file
            </label>
            <input
              id={`${ids}-file`}
              type="file"
              className="import-data__input"
              accept={IMPORT_ACCEPT}
              multiple
              disabled={importing}
              onChange={(event) => picked(event.target.files)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${ids}-folder`} className="field__label">
              Or choose an unpacked Loop export folder
            </label>
            <input
              id={`${ids}-folder`}
              ref={pickFolders}
              type="file"
              className="import-data__input"
              disabled={importing}
              onChange={(event) => picked(event.target.files)}
            />
          </div>
        </div>

        {phase === 'reading' && (
          <p className="import-data__status" role="status">
            Reading the file...
          </p>
        )}
        {phase === 'checking' && online && (
          <p className="import-data__status" role="status">
            Checking what is new...
          </p>
        )}
        {preview && phase !== 'done' && <PreviewDetails preview={preview} />}
        {result && (
          <p className="import-data__success" role="status">
            {importedText(result)}
          </p>
        )}
        {failure && (
          <p className="import-data__alert" role="alert">
            {failure}
          </p>
        )}
        {!online && phase !== 'done' && (
          <p id={hintId} className="offline-hint">
            {NEEDS_CONNECTION}
          </p>
        )}

        <div className="button-row import-data__actions dialog-actions">
          <button type="button" className="button button--outline" disabled={importing} onClick={close}>
            {phase === 'done' ? 'Close' : 'Cancel'}
          </button>
          {phase !== 'done' && (
            <button
              type="button"
              className="button button--primary"
              disabled={!canImport}
              aria-describedby={online ? undefined : hintId}
              onClick={() => void apply()}
            >
              {importing ? 'Importing...' : 'Import'}
            </button>
          )}
        </div>
      </div>
    </Modal>
  );
}
